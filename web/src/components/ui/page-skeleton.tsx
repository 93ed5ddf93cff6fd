import { Box, Flex, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";

/**
 * What a page looks like while its code arrives: its title, a toolbar and a list, in outline. A person sees where
 * things will be rather than a lone spinner, and a screen reader hears that the page is loading.
 */
export function PageSkeleton() {
  return (
    <Box aria-busy="true" role="status">
      <Text srOnly>
        <Trans>Loading the page</Trans>
      </Text>
      <Skeleton h="8" w="56" mb="2" />
      <Skeleton h="4" w="80%" maxW="520px" mb="6" />
      <Flex gap="3" mb="5" wrap="wrap">
        <Skeleton h="10" w="72" />
        <Skeleton h="10" w="48" />
        <Skeleton h="10" w="48" />
      </Flex>
      <Stack gap="0" layerStyle="panel" overflow="hidden">
        {Array.from({ length: 6 }, (_, row) => (
          <Flex key={row} gap="6" px="5" py="4" borderTopWidth={row === 0 ? "0" : "1px"} borderColor="border">
            <Skeleton h="4" flex="2" />
            <Skeleton h="4" flex="3" />
            <Skeleton h="4" flex="1" />
            <Skeleton h="4" flex="1" />
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}
