import { useState } from "react";
import { Box, Button, Heading, List, Skeleton, Text } from "@chakra-ui/react";
import { LuRotateCcw } from "react-icons/lu";
import { isResetActive } from "@aql-portal/shared";
import { PageHeader } from "../../../components/layouts/page-header";
import { useDialogs } from "../../../components/ui/dialogs";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { notify } from "../../../components/ui/toaster";
import { errorMessage } from "../../../lib/api-client";
import { useConfig } from "../../../lib/config/config-context";
import { startReset, useResetJob } from "../api/reset-job";
import { ConfirmNameDialog } from "./confirm-name-dialog";
import { ResetProgress } from "./reset-progress";

/**
 * Spec §2 "Reset Environment" (administrators, when the deployment shows it): what a reset replaces and keeps,
 * the button behind two confirmations, and the job's progress, live, until it ends. Decision:
 * docs/decisions/environment-reset.md.
 */
export function ResetPage() {
  const { customerName } = useConfig();
  const dialogs = useDialogs();
  const { data: job, error, isLoading, mutate } = useResetJob(true);
  const [naming, setNaming] = useState(false);
  const active = isResetActive(job);

  const start = async (typed: string) => {
    setNaming(false);
    try {
      const started = await startReset(typed);
      await mutate(started, { revalidate: false });
      notify("info", "Environment reset started: this page shows its progress.", undefined, {
        action: "reset",
      });
    } catch (failure) {
      notify("error", errorMessage(failure), "The reset could not start.", { action: "reset" });
    }
  };
  const askFirst = async () => {
    const go = await dialogs.confirm({
      title: "Reset the environment?",
      message: `The demo environment returns to its defaults: all of ${customerName}'s inspections, orders and products are lost. This cannot be undone.`,
      confirmLabel: "Continue",
      cancelLabel: "Cancel",
    });
    if (go) setNaming(true);
  };
  const resume = async () => {
    const go = await dialogs.confirm({
      title: "Resume the reset?",
      message: "It carries on from where it stopped.",
      confirmLabel: "Resume",
      cancelLabel: "Cancel",
    });
    if (go) await start(customerName);
  };

  return (
    <>
      <PageHeader
        title="Reset environment"
        description="Return the demo environment to its defaults."
        actions={
          <Button colorPalette="red" onClick={() => void askFirst()} disabled={active || isLoading}>
            <LuRotateCcw aria-hidden="true" />
            Reset environment…
          </Button>
        }
      />
      <Box display="grid" gap="5" maxW="4xl">
        {error ? (
          <FailureAlert
            title="The reset's state cannot be read."
            message={errorMessage(error)}
            onRetry={() => void mutate()}
          />
        ) : isLoading ? (
          <Skeleton h="24" borderRadius="xl" />
        ) : job ? (
          <ResetProgress job={job} onResume={() => void resume()} />
        ) : null}
        <Box layerStyle="panel" px="6" py="5">
          <Heading as="h2" size="md" mb="3">
            What a reset does
          </Heading>
          <List.Root gap="1.5" ps="5" color="fg.muted">
            <List.Item>
              Replaces every inspection, PO line, product, size chart, report and photo with the demo data
              set: a season of styles from the demo suppliers, delivered from three months ago to two weeks
              ahead.
            </List.Item>
            <List.Item>Keeps every user and their roles, and the reference lists.</List.Item>
            <List.Item>
              While it runs, nobody can change anything in the environment: everyone sees a notice until it
              ends.
            </List.Item>
          </List.Root>
          <Text mt="3" color="fg.muted" fontSize="sm">
            It runs on its own: you can leave this page and follow it from the indicator at the top.
          </Text>
        </Box>
      </Box>
      <ConfirmNameDialog
        open={naming}
        name={customerName}
        onConfirm={(typed) => void start(typed)}
        onCancel={() => setNaming(false)}
      />
    </>
  );
}
