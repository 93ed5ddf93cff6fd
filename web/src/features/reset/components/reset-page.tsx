import { useState } from "react";
import { Box, Button, Heading, List, Skeleton, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
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
  const { t } = useLingui();
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
      notify("info", t`Environment reset started: this page shows its progress.`, undefined, {
        action: "reset",
      });
    } catch (failure) {
      notify("error", errorMessage(failure), t`The reset could not start.`, { action: "reset" });
    }
  };
  const askFirst = async () => {
    const go = await dialogs.confirm({
      title: t`Reset the environment?`,
      message: t`The demo environment returns to its defaults: all of ${customerName}'s inspections, orders and products are lost. This cannot be undone.`,
      confirmLabel: t`Continue`,
      cancelLabel: t`Cancel`,
    });
    if (go) setNaming(true);
  };
  const resume = async () => {
    const go = await dialogs.confirm({
      title: t`Resume the reset?`,
      message: t`It carries on from where it stopped.`,
      confirmLabel: t`Resume`,
      cancelLabel: t`Cancel`,
    });
    if (go) await start(customerName);
  };

  return (
    <>
      <PageHeader
        title={t`Reset environment`}
        description={t`Return the demo environment to its defaults.`}
        actions={
          <Button colorPalette="red" onClick={() => void askFirst()} disabled={active || isLoading}>
            <LuRotateCcw aria-hidden="true" />
            <Trans>Reset environment…</Trans>
          </Button>
        }
      />
      <Box display="grid" gap="5" maxW="4xl">
        {error ? (
          <FailureAlert
            title={t`The reset's state cannot be read.`}
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
            <Trans>What a reset does</Trans>
          </Heading>
          <List.Root gap="1.5" ps="5" color="fg.muted">
            <List.Item>
              <Trans>
                Replaces every inspection, PO line, product, size chart, report and photo with the demo data
                set: a season of styles from the demo suppliers, delivered from three months ago to two weeks
                ahead.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>Keeps every user and their roles, and the reference lists.</Trans>
            </List.Item>
            <List.Item>
              <Trans>
                While it runs, nobody can change anything in the environment: everyone sees a notice until it
                ends.
              </Trans>
            </List.Item>
          </List.Root>
          <Text mt="3" color="fg.muted" fontSize="sm">
            <Trans>
              It runs on its own: you can leave this page and follow it from the indicator at the top.
            </Trans>
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
