import type { ReactNode } from "react";
import { Box, Text, VStack, type StackProps } from "@chakra-ui/react";
import { TryAgainButton } from "./try-again-button";

export interface StatePanelProps {
  /** A picture of the state, e.g. an empty calendar; in the error colour for a failure. */
  icon?: ReactNode;
  title: ReactNode;
  /** What it means, or what to do about it. */
  children?: ReactNode;
  /** Something could not be read or done: announced at once (role alert). */
  failure?: boolean;
  /**
   * "panel": the white card a page's body stands in; "dashed": an area inside a panel waiting to be filled;
   * "none": no frame, e.g. inside a dialog.
   */
  frame?: "panel" | "dashed" | "none";
  /** Offers "Try again" under the words. */
  onRetry?: (() => void) | undefined;
  /** The button's size: "xl" on the inspector's tablet screens. */
  retrySize?: "lg" | "xl";
}

/**
 * The dashed frame of a place waiting to be filled (nothing recorded yet, a choice still to make). Spread it onto
 * the element (`<Box {...placeholderFrame}>`).
 */
export const placeholderFrame = {
  borderWidth: "1px",
  borderStyle: "dashed",
  borderColor: "border.emphasized",
  borderRadius: "xl",
} as const;

const FRAMES: Readonly<Record<NonNullable<StatePanelProps["frame"]>, StackProps>> = {
  panel: { layerStyle: "panel" },
  dashed: placeholderFrame,
  none: {},
};

/**
 * What a page or a part of it shows instead of its content: nothing there yet (and what would fill it), or a
 * failure to read it (and a way to try again). Centred, under a large sign.
 */
export function StatePanel({
  icon,
  title,
  children,
  failure = false,
  frame = "none",
  onRetry,
  retrySize = "lg",
}: StatePanelProps) {
  return (
    <VStack
      role={failure ? "alert" : undefined}
      gap={onRetry ? "3" : "2"}
      textAlign="center"
      px="6"
      py="10"
      {...FRAMES[frame]}
    >
      {icon ? (
        <Box color={failure ? "fg.error" : "fg.muted"} fontSize="3xl" aria-hidden="true">
          {icon}
        </Box>
      ) : null}
      <Text fontWeight="semibold" fontSize="lg">
        {title}
      </Text>
      {children ? <Text color="fg.muted">{children}</Text> : null}
      {onRetry ? <TryAgainButton size={retrySize} onClick={onRetry} /> : null}
    </VStack>
  );
}
