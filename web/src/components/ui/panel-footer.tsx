import type { ReactNode } from "react";
import { Flex, type FlexProps } from "@chakra-ui/react";

export interface PanelFooterProps {
  /** The panel's own side padding, so the band's content lines up with the sections above it. */
  px: FlexProps["px"];
  /** The panel's actions, at the end; a note before them takes the room left. */
  children: ReactNode;
}

/** The foot of a form's panel (layerStyle "panel"): a tinted band across its bottom holding its actions. */
export function PanelFooter({ px, children }: PanelFooterProps) {
  return (
    <Flex
      justify="flex-end"
      align="center"
      gap="3"
      wrap="wrap"
      px={px}
      py="4"
      borderTopWidth="1px"
      borderColor="border"
      bg="bg.subtle"
      borderBottomRadius="xl"
    >
      {children}
    </Flex>
  );
}
