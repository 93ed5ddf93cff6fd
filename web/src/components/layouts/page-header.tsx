import type { ReactNode } from "react";
import { Box, Flex, Heading, Text } from "@chakra-ui/react";
import { BackLink, type Back } from "./back";

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** A link back up, e.g. to the Users list. */
  back?: Back | undefined;
  /** Buttons on the right. */
  actions?: ReactNode;
}

/** The heading block of a page: title, one line of explanation, actions. */
export function PageHeader({ title, description, back, actions }: PageHeaderProps) {
  return (
    <Box mb="5">
      {back ? <BackLink {...back} /> : null}
      <Flex align={{ base: "flex-start", md: "flex-end" }} justify="space-between" gap="4" wrap="wrap">
        <Box minW="0" flex="1 1 320px">
          <Heading as="h1" size="2xl" color="brand.900">
            {title}
          </Heading>
          {description ? (
            <Text color="fg.muted" mt="1">
              {description}
            </Text>
          ) : null}
        </Box>
        {actions ? (
          <Flex gap="3" wrap="wrap" flexShrink="0">
            {actions}
          </Flex>
        ) : null}
      </Flex>
    </Box>
  );
}
