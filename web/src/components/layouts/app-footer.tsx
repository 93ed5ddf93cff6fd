import { Box, Flex, Link, Text } from "@chakra-ui/react";
import { webRoutes } from "@aql-portal/shared";
import { PAGE_GUTTER } from "./app-frame";

/** Spec §1: the footer shows the current year and a link. */
export function AppFooter({ product }: { product: string }) {
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border" bg="bg" px={PAGE_GUTTER} py="4">
      <Flex justify="space-between" gap="3" wrap="wrap" fontSize="sm" color="fg.muted">
        <Text>
          © {new Date().getFullYear()} {product}. All rights reserved.
        </Text>
        {/* A full page load: the contact page lives outside the signed-in app. */}
        <Link href={webRoutes.contactUs}>Contact support</Link>
      </Flex>
    </Box>
  );
}
