import { Box, Spinner, Text } from "@chakra-ui/react";
import { pendingWorkView } from "../outbox/outbox-status";
import { TONES } from "./outbox-status-bar";
import { ToneNotice } from "./tone-notice";
import { usePendingWork } from "./use-inspection-outbox";

/**
 * On the plan's card: what of this inspection is on the tablet and not on the server yet, and whether the
 * background sender is sending it, has sent it, or needs the inspector (a conflict, a refusal). Nothing when
 * all is sent.
 */
export function PendingWorkNotice({ inspectionId }: { inspectionId: string }) {
  const work = usePendingWork(inspectionId);
  if (!work) return null;
  const view = pendingWorkView(work);
  const { palette, icon } = TONES[view.tone];
  return (
    <ToneNotice
      palette={palette}
      icon={work.kind === "sending" ? <Spinner size="sm" /> : icon}
      minH="12"
      px="3"
      py="2"
      borderRadius="lg"
      data-pending-work={work.kind}
    >
      <Box minW="0">
        <Text fontWeight="semibold" color={`${palette}.fg`} lineHeight="short">
          {view.text}
        </Text>
        {view.detail ? (
          <Text fontSize="sm" color="fg.muted" lineHeight="short">
            {view.detail}
          </Text>
        ) : null}
      </Box>
    </ToneNotice>
  );
}
