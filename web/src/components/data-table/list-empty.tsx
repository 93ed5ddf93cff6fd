import type { ReactNode } from "react";
import { Box, Button, Text, VStack } from "@chakra-ui/react";

export interface ListEmptyProps {
  icon: ReactNode;
  /** Why there are no rows, e.g. "No users match your search." */
  title: string;
  /** What would fill the list, or what was looked for. */
  detail?: ReactNode;
  /** The way out when the list is narrowed: "Clear the filters" and what it does. */
  clear?: { label: string; onClick: () => void } | undefined;
  /** Another way on, in place of `clear`. */
  action?: ReactNode;
}

/** What a list's table (or a page of figures) shows in place of rows when it has none. */
export function ListEmpty({ icon, title, detail, clear, action }: ListEmptyProps) {
  return (
    <VStack gap="2" color="fg.muted" textAlign="center">
      <Box fontSize="2xl" aria-hidden="true">
        {icon}
      </Box>
      <Text fontWeight="semibold" color="fg">
        {title}
      </Text>
      {detail ? (
        <Text fontSize="sm" maxW="560px">
          {detail}
        </Text>
      ) : null}
      {clear ? (
        <Button size="sm" variant="ghost" colorPalette="brand" onClick={clear.onClick}>
          {clear.label}
        </Button>
      ) : (
        action
      )}
    </VStack>
  );
}
