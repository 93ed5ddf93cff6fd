import type { ReactNode } from "react";
import { Box, Button, Flex, Spinner, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { LuCircleAlert, LuCloudOff, LuCloudUpload, LuRefreshCw, LuCircleCheck } from "react-icons/lu";
import type { OutboxSnapshot } from "../outbox/inspection-outbox";
import { outboxStatusView, type OutboxStatusView } from "../outbox/outbox-status";
import { ToneIcon } from "./tone-notice";
import { useNow } from "../../../lib/use-now";

/** Each tone's colour palette and icon (the plan's notices use them too). */
export const TONES: Readonly<Record<OutboxStatusView["tone"], { palette: string; icon: ReactNode }>> = {
  neutral: { palette: "gray", icon: <Spinner size="sm" /> },
  info: { palette: "blue", icon: <LuCloudUpload /> },
  success: { palette: "green", icon: <LuCircleCheck /> },
  warning: { palette: "orange", icon: <LuCloudOff /> },
  danger: { palette: "red", icon: <LuCircleAlert /> },
};

export interface OutboxStatusBarProps {
  snapshot: OutboxSnapshot;
  onSendNow: () => void;
  /** Offered when the server refused the record for good (e.g. the inspection was finished elsewhere). */
  onDiscard?: (() => void) | undefined;
}

/**
 * Always in view (it stays under the navbar while the page scrolls): whether the inspector's entries are on
 * the server, waiting on the tablet, or being sent — and, when a send failed, when the next try is.
 */
export function OutboxStatusBar({ snapshot, onSendNow, onDiscard }: OutboxStatusBarProps) {
  const { phase } = snapshot;
  // Remounted for each retry, so the countdown starts from that retry's moment.
  return phase.kind === "retrying" ? (
    <Bar key={phase.retryAt} snapshot={snapshot} onSendNow={onSendNow} ticking />
  ) : (
    <Bar snapshot={snapshot} onSendNow={onSendNow} onDiscard={onDiscard} ticking={false} />
  );
}

function Bar({ snapshot, onSendNow, onDiscard, ticking }: OutboxStatusBarProps & { ticking: boolean }) {
  const now = useNow(ticking ? 1000 : null);
  const view = outboxStatusView(snapshot, now);
  const tone = TONES[view.tone];
  const { phase } = snapshot;
  const sending = phase.kind === "sending";
  return (
    <Box
      position="sticky"
      top="64px"
      zIndex="docked"
      // Flush under the navbar: the page's own top padding is taken back.
      mt="-6"
      mx={{ base: "-4", md: "-6" }}
      px={{ base: "4", md: "6" }}
      py="1.5"
      bg={`${tone.palette}.subtle`}
      borderBottomWidth="1px"
      borderColor={`${tone.palette}.muted`}
      data-outbox-phase={phase.kind}
    >
      <Flex align="center" gap="3" minH="11" wrap="wrap">
        <ToneIcon palette={tone.palette}>{sending ? <Spinner size="sm" /> : tone.icon}</ToneIcon>
        <Box role="status" aria-live="polite" flex="1" minW="0">
          <Text as="span" fontWeight="semibold" color={`${tone.palette}.fg`}>
            {view.text}
          </Text>
          {view.detail ? (
            <Text as="span" color="fg.muted">
              {" "}
              {view.detail}
            </Text>
          ) : null}
        </Box>
        {phase.kind === "retrying" || phase.kind === "refused" ? (
          <Button size="lg" variant="outline" bg="bg" onClick={onSendNow}>
            <LuRefreshCw aria-hidden="true" />
            {phase.kind === "retrying" ? <Trans>Send now</Trans> : <Trans>Try again</Trans>}
          </Button>
        ) : null}
        {phase.kind === "refused" && onDiscard ? (
          <Button size="lg" variant="outline" bg="bg" colorPalette="red" onClick={onDiscard}>
            <Trans>Discard unsent changes</Trans>
          </Button>
        ) : null}
      </Flex>
    </Box>
  );
}
