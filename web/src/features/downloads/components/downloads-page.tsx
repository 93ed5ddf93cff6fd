import { Box, Heading, List, Skeleton, Text } from "@chakra-ui/react";
import { LuFileArchive } from "react-icons/lu";
import { Trans, useLingui } from "@lingui/react/macro";
import { DOWNLOAD_RETENTION_HOURS, type DownloadJob } from "@aql-portal/shared";
import { PageHeader } from "../../../components/layouts/page-header";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { StatePanel } from "../../../components/ui/state-panel";
import { notify } from "../../../components/ui/toaster";
import { errorMessage } from "../../../lib/api-client";
import { useCommonList } from "../../../lib/reference-data";
import { useDownloads } from "../api/list-downloads";
import { DownloadItem } from "./download-item";
import { NewDownloadForm } from "./new-download-form";

/**
 * Bulk downloads (docs/decisions/downloads.md), for staff at /user/downloads and for client managers
 * under Your Reports (`back` leads there): the choice of reports, and the caller's downloads of the last day with their progress, which
 * goes on while the page is closed.
 */
export function DownloadsPage({ back }: { back?: { to: string; label: string } | undefined }) {
  const { t } = useLingui();
  const { data: jobs, error, isLoading, mutate } = useDownloads();
  const suppliers = useCommonList("suppliers");
  const started = (job: DownloadJob) => {
    void mutate((current) => [job, ...(current ?? []).filter((other) => other.id !== job.id)]);
    notify("info", t`Your download is being prepared: it appears below, ready in a moment.`, undefined, {
      action: "download-start",
    });
  };

  const retentionHours = DOWNLOAD_RETENTION_HOURS;
  return (
    <>
      <PageHeader
        title={t`Downloads`}
        description={t`The report PDFs of many inspections at once, in one .zip file.`}
        back={back}
      />
      <Box display="grid" gap="6" maxW="5xl">
        <NewDownloadForm onStarted={started} />
        <Box as="section" aria-labelledby="your-downloads">
          <Heading as="h2" id="your-downloads" size="md" mb="3">
            <Trans>Your downloads</Trans>
          </Heading>
          {error ? (
            <FailureAlert
              title={t`Your downloads cannot be read.`}
              message={errorMessage(error)}
              onRetry={() => void mutate()}
            />
          ) : isLoading ? (
            <Skeleton h="24" borderRadius="xl" />
          ) : jobs && jobs.length > 0 ? (
            <List.Root gap="3" aria-label={t`Your downloads`}>
              {jobs.map((job) => (
                <DownloadItem key={job.id} job={job} suppliers={suppliers.data ?? []} />
              ))}
            </List.Root>
          ) : (
            <StatePanel frame="dashed" icon={<LuFileArchive />} title={t`No downloads yet`}>
              <Text>
                <Trans>
                  Choose the reports above and press Prepare download. Each download is kept for{" "}
                  {retentionHours} hours.
                </Trans>
              </Text>
            </StatePanel>
          )}
        </Box>
      </Box>
    </>
  );
}
