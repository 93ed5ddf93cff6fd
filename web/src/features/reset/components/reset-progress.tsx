import { Alert, Box, Button, Flex, Progress, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { LuRotateCcw } from "react-icons/lu";
import {
  formatCount,
  formatDateTime,
  isResetActive,
  RESET_STEP_LABELS,
  type ResetJob,
} from "@aql-portal/shared";
import { useNow } from "../../../lib/use-now";
import { formatDuration, percentDone, secondsBetween, secondsLeft } from "./reset-figures";

/**
 * Where a reset is: its step, a bar with the documents and files done of all, the time it has taken and the time
 * it should still take (measured from its own pace); once over, how it ended — a failure with what failed and
 * the way to resume it.
 */
export function ResetProgress({ job, onResume }: { job: ResetJob; onResume: () => void }) {
  const { t } = useLingui();
  const active = isResetActive(job);
  const now = new Date(useNow(active ? 1000 : null));
  const percent = percentDone(job);
  const elapsed = secondsBetween(job.startedOn, job.finishedOn ?? now);
  const left = active ? secondsLeft(job, now) : null;

  if (job.status === "failed") {
    const step = RESET_STEP_LABELS[job.step];
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>The reset stopped at “{step}”</Trans>
          </Alert.Title>
          <Alert.Description>
            {job.error}{" "}
            <Trans>Resuming carries on from where it stopped; nothing done so far is repeated.</Trans>
          </Alert.Description>
        </Alert.Content>
        <Button size="sm" colorPalette="red" onClick={onResume} alignSelf="center">
          <LuRotateCcw aria-hidden="true" />
          <Trans>Resume reset</Trans>
        </Button>
      </Alert.Root>
    );
  }
  const duration = formatDuration(elapsed);
  if (job.status === "done") {
    const name = job.startedBy.name;
    const finished = formatDateTime(job.finishedOn ?? job.startedOn);
    return (
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>The environment is back to its demo data</Trans>
          </Alert.Title>
          <Alert.Description>
            <Trans>
              Reset by {name}, finished {finished} after {duration}.
            </Trans>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const done = formatCount(job.done);
  const total = formatCount(job.total);
  const leftDuration = left === null ? null : formatDuration(left);
  return (
    <Box layerStyle="panel" px="6" py="5" data-testid="reset-progress">
      <Progress.Root
        value={percent}
        max={100}
        colorPalette="brand"
        size="lg"
        aria-label={t`Environment reset progress`}
      >
        <Flex justify="space-between" align="baseline" gap="4" wrap="wrap" mb="2">
          <Progress.Label fontWeight="semibold" aria-live="polite">
            {job.status === "queued" ? t`Waiting to start` : RESET_STEP_LABELS[job.step]}
          </Progress.Label>
          {percent === null ? null : <Progress.ValueText>{percent} %</Progress.ValueText>}
        </Flex>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Flex mt="3" gap="6" wrap="wrap" color="fg.muted" fontSize="sm">
        {job.total > 0 ? (
          <Text>
            <Trans>
              {done} of {total} documents and files
            </Trans>
          </Text>
        ) : null}
        <Text>
          <Trans>Elapsed {duration}</Trans>
        </Text>
        <Text>{leftDuration === null ? t`Estimating the time left…` : t`About ${leftDuration} left`}</Text>
      </Flex>
    </Box>
  );
}
