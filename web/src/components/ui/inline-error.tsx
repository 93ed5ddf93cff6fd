import type { ReactNode } from "react";
import { HStack, Text } from "@chakra-ui/react";
import { LuTriangleAlert } from "react-icons/lu";

/** Why the last try was refused, in a line under what was tried, announced when it appears. */
export function InlineError({ mt, children }: { mt?: string; children: ReactNode }) {
  return (
    <HStack role="alert" gap="2" mt={mt} color="fg.error" fontSize="sm" fontWeight="medium">
      <LuTriangleAlert aria-hidden="true" />
      <Text>{children}</Text>
    </HStack>
  );
}
