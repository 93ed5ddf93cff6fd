import { Box, Spinner, Text, VStack } from "@chakra-ui/react";
import { useWaitMessage } from "../../lib/request-activity";
import { useElapsed } from "../../lib/use-elapsed";

/** Requests faster than this never show the overlay: a flash of dark screen reads as a glitch. */
const SHOW_AFTER_MS = 150;

/**
 * Spec §2, §4: a full-screen dark overlay with a spinner while the app waits on the server for something the
 * user can only wait for: signing in, a long write (finishing an inspection makes its report). Lists draw
 * skeletons instead, and uploads their own progress (docs/decisions/tablet-layout.md).
 */
export function LoadingOverlay() {
  const message = useWaitMessage();
  // Mounted afresh for each busy spell, so every spell waits its own delay.
  return message === null ? null : <DelayedOverlay message={message} />;
}

function DelayedOverlay({ message }: { message: string }) {
  if (!useElapsed(SHOW_AFTER_MS)) return null;
  return (
    <Box
      position="fixed"
      inset="0"
      zIndex="popover"
      bg="blackAlpha.700"
      display="flex"
      alignItems="center"
      justifyContent="center"
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
    >
      <VStack gap="3" color="white">
        <Spinner size="xl" borderWidth="3px" color="white" />
        <Text fontWeight="medium" fontSize="lg" textAlign="center" px="6">
          {message}
        </Text>
      </VStack>
    </Box>
  );
}
