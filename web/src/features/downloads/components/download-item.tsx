import { useState } from "react";
import { Alert, Badge, Box, Button, Flex, Progress, Text } from "@chakra-ui/react";
import { LuDownload } from "react-icons/lu";
import { plural, t } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import {
  formatCount,
  formatDateTime,
  formatDay,
  formatFileSize,
  type CommonItem,
  type DownloadJob,
} from "@aql-portal/shared";
import { notify } from "../../../components/ui/toaster";
import { errorMessage } from "../../../lib/api-client";
import { downloadLink } from "../api/download-link";
import { STATUS_LABELS } from "./download-labels";

/** What a download holds, in words: its inspection dates and the filters it was narrowed by. */
function describe(job: DownloadJob, suppliers: readonly CommonItem<"suppliers">[]): string {
  const { from, to, supplierId, result, status } = job.filters;
  const fromDay = formatDay(from);
  const toDay = formatDay(to);
  const parts = [t`Inspected ${fromDay} – ${toDay}`];
  if (supplierId) parts.push(suppliers.find((supplier) => supplier.id === supplierId)?.name ?? supplierId);
  if (result) parts.push(result);
  if (status) parts.push(STATUS_LABELS[status]);
  return parts.join(" · ");
}

/**
 * One of the caller's downloads: what it holds and when it was asked for, then where it is — waiting, a bar with
 * the reports put in so far (and why it went back, if its worker stopped), failed and why, or ready: its size,
 * until when it is kept, and Download, which asks for a private link and follows it (the browser saves the file).
 */
export function DownloadItem({
  job,
  suppliers,
}: {
  job: DownloadJob;
  suppliers: readonly CommonItem<"suppliers">[];
}) {
  const { t } = useLingui();
  const [linking, setLinking] = useState(false);
  const title = describe(job, suppliers);
  const requestedOn = formatDateTime(job.requestedOn);
  const total = job.total;
  const done = formatCount(job.done);
  const fileSize = formatFileSize(job.sizeBytes ?? 0);
  const expiresOn = formatDateTime(job.expiresOn);
  const save = async () => {
    setLinking(true);
    try {
      const link = await downloadLink(job.id);
      window.location.assign(link.url);
    } catch (error) {
      notify("error", errorMessage(error), t`Unable to download the file`, { action: `download-${job.id}` });
    } finally {
      setLinking(false);
    }
  };

  return (
    <Box as="li" layerStyle="card" px="5" py="4" aria-label={title} listStyleType="none">
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <Box minW="0">
          <Text fontWeight="semibold">{title}</Text>
          <Text fontSize="sm" color="fg.muted">
            <Trans>Asked for {requestedOn}</Trans>
            {job.status === "done" ? ` · ${job.fileName}` : ""}
          </Text>
        </Box>
        {job.status === "done" ? (
          <Flex align="center" gap="3" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              <Trans>
                <Plural value={total} one="# report" other="# reports" /> · {fileSize} · kept until{" "}
                {expiresOn}
              </Trans>
            </Text>
            <Button colorPalette="brand" size="sm" onClick={() => void save()} loading={linking}>
              <LuDownload aria-hidden="true" />
              <Trans>Download</Trans>
            </Button>
          </Flex>
        ) : job.status === "failed" ? (
          <Badge colorPalette="red">
            <Trans>Failed</Trans>
          </Badge>
        ) : null}
      </Flex>
      {job.status === "failed" ? (
        <Alert.Root status="error" mt="3">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{job.error}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : job.status === "done" ? null : (
        <Progress.Root
          mt="3"
          value={job.status === "queued" ? null : job.done}
          max={Math.max(job.total, 1)}
          colorPalette="brand"
          aria-label={t`Progress of ${title}`}
        >
          <Flex justify="space-between" gap="4" mb="1.5" fontSize="sm">
            <Progress.Label fontWeight="medium" aria-live="polite">
              {job.status === "queued"
                ? t`Waiting to start`
                : t`Preparing: ${done} of ${plural(total, { one: "# report", other: "# reports" })}`}
            </Progress.Label>
            {job.restarts > 0 ? (
              <Text color="fg.muted">
                <Trans>Interrupted, so started again from the first report</Trans>
              </Text>
            ) : null}
          </Flex>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
    </Box>
  );
}
