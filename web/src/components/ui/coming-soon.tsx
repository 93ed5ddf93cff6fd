import { Box, Heading, Link, Text, VStack } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { LuHammer } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import { webRoutes } from "@aql-portal/shared";
import { IconDisc } from "./icon-disc";

export interface ComingSoonProps {
  /** The page's name as the menu shows it. */
  title: string;
  /** Where "back" leads: the user's start page, or null when this page is their start page. */
  backTo: string | null;
}

/**
 * Stands in for every screen that is not rebuilt yet, so each role lands on a real page. Replaced screen by
 * screen as features arrive.
 */
export function ComingSoon({ title, backTo }: ComingSoonProps) {
  return (
    <Box layerStyle="panel" px={{ base: "6", md: "12" }} py="16">
      <VStack gap="5" maxW="560px" mx="auto" textAlign="center">
        <IconDisc size="16" bg="brand.subtle" color="brand.fg" fontSize="2xl">
          <LuHammer />
        </IconDisc>
        <Heading as="h1" size="xl" color="brand.900">
          {title}
        </Heading>
        <Text fontSize="lg" fontWeight="medium">
          <Trans>This part of the portal arrives in a coming release.</Trans>
        </Text>
        <Text color="fg.muted">
          <Trans>
            We are rebuilding the portal one screen at a time. {title} will appear here as soon as it is
            ready; nothing you have recorded is lost in the meantime.
          </Trans>
        </Text>
        {backTo ? (
          <Link asChild fontWeight="semibold">
            <RouterLink to={backTo}>
              <Trans>Back to your start page</Trans>
            </RouterLink>
          </Link>
        ) : (
          <Link href={webRoutes.contactUs} fontWeight="semibold">
            <Trans>Questions? Contact the AQL Portal team</Trans>
          </Link>
        )}
      </VStack>
    </Box>
  );
}
