import { useState, type FormEvent } from "react";
import { Alert, Button, chakra, Flex, HStack, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { LuUpload } from "react-icons/lu";
import { useSWRConfig } from "swr";
import {
  SIZE_CHART_LIMITS,
  messages,
  type ImportProblem,
  type Product,
  type SizeChart,
  formatFileSize,
} from "@aql-portal/shared";
import { DownloadButton } from "../../../components/ui/download-button";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { FileDropZone } from "../../../components/ui/file-drop-zone";
import { SpreadsheetProblemsTable } from "../../../components/ui/spreadsheet-problems-table";
import { notify } from "../../../components/ui/toaster";
import { AnswerCutOffError, ApiRequestError, errorMessage } from "../../../lib/api-client";
import { sizeChartKey } from "../../../lib/size-chart";
import { rejectionOf } from "../../../lib/spreadsheet-rejection";
import { downloadSizeChartTemplate, uploadSizeChart } from "../api/size-chart";

const SIZE_CHART_FILE_TYPES = [".xlsx", ".csv"] as const;

/** A style's size chart from a workbook: the file, the template to fill in, and what was wrong with a file. */
export function SizeChartUpload({
  product,
  replaces,
  onUploaded,
  onCancel,
}: {
  product: Product;
  replaces: boolean;
  onUploaded: (chart: SizeChart) => void;
  onCancel?: () => void;
}) {
  const { t } = useLingui();
  const { mutate } = useSWRConfig();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<{ message: string; problems: ImportProblem[] } | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const uploading = percent !== null;
  // Every outcome of an upload of this style's chart: the newest replaces the one on screen.
  const outcome = { action: `size-chart:${product.id}` };
  const maxSize = formatFileSize(SIZE_CHART_LIMITS.maxBytes);
  const { maxRows, maxSizes } = SIZE_CHART_LIMITS;
  const replacesNote = messages.sizeChartReplaces;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploading) return;
    setFailure(null);
    if (!file) {
      setError(messages.noFileSelected);
      notify("error", messages.noFileSelected, undefined, outcome);
      return;
    }
    setPercent(0);
    try {
      const chart = await uploadSizeChart(product.id, file, ({ loaded, total }) =>
        setPercent(Math.round((loaded / total) * 100)),
      );
      notify("success", messages.sizeChartUploaded, undefined, outcome);
      await mutate(sizeChartKey(product.id), chart, { revalidate: false });
      setFile(null);
      onUploaded(chart);
    } catch (caught) {
      if (caught instanceof AnswerCutOffError) {
        // The chart may have been saved: read it again, so the drawer shows what the server holds.
        notify("warning", caught.message, undefined, outcome);
        await mutate(sizeChartKey(product.id));
        return;
      }
      const rejection = rejectionOf(caught);
      const message = rejection?.message ?? errorMessage(caught);
      notify("error", message, messages.unableToUploadSizeChart, outcome);
      setFailure({ message, problems: rejection?.problems ?? [] });
      // Whatever the server said about this file, the fix is made in the file: choose it again.
      if (!(caught instanceof ApiRequestError && caught.status === 0)) setFile(null);
    } finally {
      setPercent(null);
    }
  };

  return (
    <chakra.form
      onSubmit={(event) => void submit(event)}
      noValidate
      layerStyle="panel"
      p={{ base: "4", md: "5" }}
      aria-label={t`Upload a size chart`}
    >
      <Stack gap="4">
        <HStack justify="space-between" align="baseline" wrap="wrap">
          <Text fontWeight="semibold">{replaces ? t`Upload a new chart` : t`Upload a size chart`}</Text>
          <Text fontSize="sm" color="fg.muted">
            <Trans>
              .xlsx or .csv · up to {maxSize}, {maxRows} points and {maxSizes} sizes
            </Trans>
          </Text>
        </HStack>
        {replaces ? (
          <Alert.Root status="warning" size="sm">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">
              <Trans>{replacesNote} Inspectors measure against the new one from then on.</Trans>
            </Alert.Title>
          </Alert.Root>
        ) : null}
        {failure ? (
          <Stack gap="3">
            <FailureAlert title={messages.unableToUploadSizeChart} message={failure.message} />
            {failure.problems.length > 0 ? (
              <SpreadsheetProblemsTable
                problems={failure.problems}
                label={t`Problems in the size chart`}
                minWidth="560px"
              />
            ) : null}
          </Stack>
        ) : null}
        <FileDropZone
          label={t`Size chart file`}
          file={file}
          onFileChange={(chosen) => {
            setFile(chosen);
            setError(undefined);
          }}
          onInvalidFile={(message) => {
            setFile(null);
            setError(message);
          }}
          accept={SIZE_CHART_FILE_TYPES}
          maxBytes={SIZE_CHART_LIMITS.maxBytes}
          hint={t`Points of measure in rows, sizes in columns, tolerances beside them.`}
          error={error}
          disabled={uploading}
        />
        <Flex justify="flex-end" gap="3" wrap="wrap">
          <DownloadButton
            download={downloadSizeChartTemplate}
            failureTitle={t`Unable to download the template`}
            action="size-chart-template"
            label={t`Size-chart template`}
            variant="ghost"
            size="lg"
            colorPalette="brand"
            me="auto"
          />
          {onCancel ? (
            <Button variant="outline" size="lg" onClick={onCancel} disabled={uploading}>
              <Trans>Cancel</Trans>
            </Button>
          ) : null}
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={uploading}
            loadingText={percent !== null && percent < 100 ? t`Uploading ${percent}%` : t`Reading the chart`}
          >
            <LuUpload aria-hidden="true" />
            <Trans>Upload size chart</Trans>
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}
