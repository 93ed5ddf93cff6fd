import { Box, Heading, Link, Text, VStack } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { LuLock } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";

/** Shown in place of a page the signed-in role may not open (the API refuses it regardless). */
export function NoAccess({ homePath }: { homePath: string }) {
  return (
    <Box layerStyle="panel" px="6" py="16">
      <VStack gap="4" maxW="480px" mx="auto" textAlign="center">
        <Box fontSize="3xl" color="fg.muted" aria-hidden="true">
          <LuLock />
        </Box>
        <Heading as="h1" size="xl">
          <Trans>This page is not available to your role</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>If you need it for your work, ask an administrator to review your access.</Trans>
        </Text>
        <Link asChild fontWeight="semibold">
          <RouterLink to={homePath}>
            <Trans>Back to your start page</Trans>
          </RouterLink>
        </Link>
      </VStack>
    </Box>
  );
}
