import { useState } from "react";
import { Box, Button, Flex, Heading, List, Text } from "@chakra-ui/react";
import { LuFileArchive } from "react-icons/lu";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  DOWNLOAD_RETENTION_HOURS,
  DownloadRequestSchema,
  DownloadStatusFilterSchema,
  formatCount,
  isoDay,
  MAX_ACTIVE_DOWNLOADS,
  MAX_REPORTS_PER_DOWNLOAD,
  seesOwnSupplierOnly,
  type DownloadJob,
} from "@aql-portal/shared";
import { DateRangeInput } from "../../../components/ui/date-input";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { FilterRow, ResultFilter, SelectFilter, SupplierFilter } from "../../../components/ui/filters";
import { errorMessage } from "../../../lib/api-client";
import { useSession } from "../../../lib/auth/session-context";
import { rangeRequest, type DateRange } from "../../../lib/list-filters";
import { useCommonList } from "../../../lib/reference-data";
import { useToday } from "../../../lib/use-today";
import { startDownload } from "../api/start-download";
import { STATUS_LABELS } from "./download-labels";

/** A week of reports, to today: what is asked for most. */
const DEFAULT_DAYS = 7;

const STATUS_OPTIONS = DownloadStatusFilterSchema.options.map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));

/**
 * What to download: the inspection dates, and the supplier (not for suppliers: theirs is the only one), result
 * and status; the limits, said before anyone meets them; and the button that starts it.
 */
export function NewDownloadForm({ onStarted }: { onStarted: (job: DownloadJob) => void }) {
  const { t } = useLingui();
  const { role } = useSession();
  const today = useToday();
  const suppliers = useCommonList("suppliers");
  const [range, setRange] = useState<DateRange>(() => ({
    from: isoDay(today, 1 - DEFAULT_DAYS),
    to: isoDay(today),
  }));
  const [supplierId, setSupplierId] = useState("");
  const [result, setResult] = useState("");
  const [status, setStatus] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const mayChooseSupplier = !seesOwnSupplierOnly(role.name);

  const request = rangeRequest(
    DownloadRequestSchema.safeParse({
      ...range,
      ...(supplierId && mayChooseSupplier ? { supplierId } : {}),
      ...(result ? { result } : {}),
      ...(status ? { status } : {}),
    }),
  );
  const start = async () => {
    if (!request.ok) return;
    setStarting(true);
    setFailure(null);
    try {
      onStarted(await startDownload(request.query));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setStarting(false);
    }
  };

  const maxReports = formatCount(MAX_REPORTS_PER_DOWNLOAD);
  const retentionHours = DOWNLOAD_RETENTION_HOURS;
  const maxActive = MAX_ACTIVE_DOWNLOADS;
  return (
    <Box as="section" aria-labelledby="new-download" layerStyle="panel" px="6" py="5">
      <Heading as="h2" id="new-download" size="md" mb="1">
        <Trans>New download</Trans>
      </Heading>
      <Text color="fg.muted" mb="4">
        <Trans>
          One .zip with the latest report PDF of every finished or closed inspection you choose, and an index
          of them (index.xlsx).
        </Trans>
      </Text>
      <Flex direction="column" gap="4">
        <FilterRow align="flex-end">
          <DateRangeInput
            label={t`Inspection date`}
            fromLabel={t`Inspected from`}
            toLabel={t`To`}
            from={range.from}
            to={range.to}
            onChange={setRange}
            rangeError={request.ok ? null : request.message}
          />
          {mayChooseSupplier ? (
            <SupplierFilter value={supplierId} onChange={setSupplierId} suppliers={suppliers.data ?? []} />
          ) : null}
          <ResultFilter value={result} onChange={setResult} />
          <SelectFilter
            label={t`Status`}
            width="190px"
            allLabel={t`Finished or closed`}
            options={STATUS_OPTIONS}
            value={status}
            onChange={setStatus}
          />
        </FilterRow>
        <List.Root gap="1" ps="5" color="fg.muted" fontSize="sm" aria-label={t`Limits`}>
          <List.Item>
            <Trans>At most {maxReports} reports a download.</Trans>
          </List.Item>
          <List.Item>
            <Trans>A download is kept for {retentionHours} hours once it is ready, then deleted.</Trans>
          </List.Item>
          <List.Item>
            <Trans>Up to {maxActive} downloads can be prepared at once.</Trans>
          </List.Item>
        </List.Root>
        {failure ? <FailureAlert title={t`The download could not start.`} message={failure} /> : null}
        <Box>
          <Button colorPalette="brand" onClick={() => void start()} loading={starting} disabled={!request.ok}>
            <LuFileArchive aria-hidden="true" />
            <Trans>Prepare download</Trans>
          </Button>
        </Box>
      </Flex>
    </Box>
  );
}
