import type { ReactNode } from "react";
import { Box, Text, VStack, type StackProps } from "@chakra-ui/react";
import { LuTriangleAlert } from "react-icons/lu";
import { TryAgainButton } from "./try-again-button";

export interface LoadFailureProps extends Omit<StackProps, "title"> {
  /** What could not be loaded, e.g. "This list could not be loaded." */
  title: string;
  /** Why, as the server said it. */
  message: string;
  /** Shows "Try again". */
  onRetry?: (() => void) | undefined;
  /** Another way on, in place of Try again (e.g. back to the list). */
  action?: ReactNode;
}

/** A list, a page or figures that could not be loaded: what, why, and the way on. Read out as it appears. */
export function LoadFailure({ title, message, onRetry, action, ...frame }: LoadFailureProps) {
  return (
    <VStack gap="3" role="alert" {...frame}>
      <Box color="fg.error" fontSize="2xl" aria-hidden="true">
        <LuTriangleAlert />
      </Box>
      <Text fontWeight="semibold">{title}</Text>
      <Text color="fg.muted" fontSize="sm">
        {message}
      </Text>
      {onRetry ? <TryAgainButton onClick={onRetry} /> : action}
    </VStack>
  );
}
