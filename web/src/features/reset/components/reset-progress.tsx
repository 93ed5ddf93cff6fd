import { useEffect, useState } from "react";
import { Alert, Box, Button, Flex, Progress, Text } from "@chakra-ui/react";
import { LuRotateCcw } from "react-icons/lu";
import { formatDateTime, isResetActive, RESET_STEP_LABELS, type ResetJob } from "@aql-portal/shared";
import { formatDuration, percentDone, secondsBetween, secondsLeft } from "./reset-figures";

/** The moment, renewed every second while `ticking`. */
function useNow(ticking: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

/**
 * Where a reset is: its step, a bar with the documents and files done of all, the time it has taken and the time
 * it should still take (measured from its own pace); once over, how it ended — a failure with what failed and
 * the way to resume it.
 */
export function ResetProgress({ job, onResume }: { job: ResetJob; onResume: () => void }) {
  const active = isResetActive(job);
  const now = useNow(active);
  const percent = percentDone(job);
  const elapsed = secondsBetween(job.startedOn, job.finishedOn ?? now);
  const left = active ? secondsLeft(job, now) : null;

  if (job.status === "failed") {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>The reset stopped at “{RESET_STEP_LABELS[job.step]}”</Alert.Title>
          <Alert.Description>
            {job.error} Resuming carries on from where it stopped; nothing done so far is repeated.
          </Alert.Description>
        </Alert.Content>
        <Button size="sm" colorPalette="red" onClick={onResume} alignSelf="center">
          <LuRotateCcw aria-hidden="true" />
          Resume reset
        </Button>
      </Alert.Root>
    );
  }
  if (job.status === "done") {
    return (
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>The environment is back to its demo data</Alert.Title>
          <Alert.Description>
            Reset by {job.startedBy.name}, finished {formatDateTime(job.finishedOn ?? job.startedOn)} after{" "}
            {formatDuration(elapsed)}.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Box layerStyle="panel" px="6" py="5" data-testid="reset-progress">
      <Progress.Root
        value={percent}
        max={100}
        colorPalette="brand"
        size="lg"
        aria-label="Environment reset progress"
      >
        <Flex justify="space-between" align="baseline" gap="4" wrap="wrap" mb="2">
          <Progress.Label fontWeight="semibold" aria-live="polite">
            {job.status === "queued" ? "Waiting to start" : RESET_STEP_LABELS[job.step]}
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
            {job.done.toLocaleString("en-GB")} of {job.total.toLocaleString("en-GB")} documents and files
          </Text>
        ) : null}
        <Text>Elapsed {formatDuration(elapsed)}</Text>
        <Text>{left === null ? "Estimating the time left…" : `About ${formatDuration(left)} left`}</Text>
      </Flex>
    </Box>
  );
}
