import { useState, type FormEvent } from "react";
import {
  Alert,
  Badge,
  Box,
  Button,
  chakra,
  CloseButton,
  Drawer,
  Flex,
  HStack,
  Portal,
  Skeleton,
  Stack,
  Table,
  Text,
  VStack,
} from "@chakra-ui/react";
import { LuDownload, LuRuler, LuUpload } from "react-icons/lu";
import { useSWRConfig } from "swr";
import {
  SIZE_CHART_LIMITS,
  messages,
  type ImportProblem,
  type Product,
  type SizeChart,
  formatDateTime,
  formatFileSize,
} from "@aql-portal/shared";
import { FileDropZone } from "../../../components/ui/file-drop-zone";
import { SpreadsheetProblemsTable } from "../../../components/ui/spreadsheet-problems-table";
import { notify } from "../../../components/ui/toaster";
import { AnswerCutOffError, ApiRequestError, errorMessage } from "../../../lib/api-client";
import { saveFile } from "../../../lib/files";
import { rejectionOf } from "../../../lib/spreadsheet-rejection";
import { sizeChartKey, useSizeChart } from "../../../lib/size-chart";
import { downloadSizeChartTemplate, uploadSizeChart } from "../api/size-chart";
import { FailureAlert } from "../../../components/ui/failure-alert";

const SIZE_CHART_FILE_TYPES = [".xlsx", ".csv"] as const;

export interface SizeChartDrawerProps {
  /** The style whose chart is shown; null closes the drawer. */
  product: Product | null;
  onClose: () => void;
  /** A chart was uploaded for this style. */
  onUploaded: (product: Product, chart: SizeChart) => void;
}

/** A style's size chart: points of measure × sizes with tolerances, or the way to upload one. */
export function SizeChartDrawer({ product, onClose, onUploaded }: SizeChartDrawerProps) {
  return (
    <Drawer.Root
      open={product !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="end"
      size={{ base: "full", md: "xl" }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            {product ? <SizeChartPanel key={product.id} product={product} onUploaded={onUploaded} /> : null}
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function SizeChartPanel({
  product,
  onUploaded,
}: Pick<SizeChartDrawerProps, "onUploaded"> & { product: Product }) {
  const chart = useSizeChart(product.id);
  const [replacing, setReplacing] = useState(false);
  const hasChart = Boolean(chart.data);

  return (
    <>
      <Drawer.Header borderBottomWidth="1px" pe="14">
        <Box minW="0">
          <Drawer.Title display="flex" alignItems="center" gap="2">
            <LuRuler aria-hidden="true" />
            Size chart · {product.styleCode}
          </Drawer.Title>
          <Text color="fg.muted" fontSize="sm" mt="1">
            {product.styleName}
            {product.productCategory ? ` · ${product.productCategory.name}` : ""}
            {product.garmentCategory !== "empty" ? ` · ${product.garmentCategory}` : ""}
          </Text>
        </Box>
      </Drawer.Header>
      <Drawer.Body py="5">
        {chart.isLoading ? (
          <Stack gap="3" aria-busy="true">
            <Text srOnly role="status">
              Loading the size chart…
            </Text>
            <Skeleton height="5" width="60%" />
            <Skeleton height="48" />
          </Stack>
        ) : chart.error ? (
          <FailureAlert
            title={messages.unableToGetSizeChart}
            message={chart.error.message}
            onRetry={() => void chart.mutate()}
          />
        ) : chart.data ? (
          <Stack gap="5">
            {replacing ? (
              <SizeChartUpload
                product={product}
                replaces
                onCancel={() => setReplacing(false)}
                onUploaded={(uploaded) => {
                  setReplacing(false);
                  onUploaded(product, uploaded);
                }}
              />
            ) : null}
            <SizeChartView chart={chart.data} />
          </Stack>
        ) : (
          <Stack gap="6">
            <VStack gap="2" textAlign="center" py="4">
              <Box
                display="grid"
                placeItems="center"
                boxSize="12"
                borderRadius="full"
                bg="bg.muted"
                color="fg.muted"
                fontSize="xl"
                aria-hidden="true"
              >
                <LuRuler />
              </Box>
              <Text fontWeight="semibold">{messages.sizeChartNotFound}</Text>
              <Text color="fg.muted" fontSize="sm" maxW="md">
                Upload the style’s size chart: points of measure in rows, sizes in columns, with the tolerance
                below and above each measurement. Inspectors measure against it.
              </Text>
            </VStack>
            <SizeChartUpload
              product={product}
              replaces={false}
              onUploaded={(uploaded) => onUploaded(product, uploaded)}
            />
          </Stack>
        )}
      </Drawer.Body>
      <Drawer.Footer borderTopWidth="1px" justifyContent="space-between">
        {hasChart && !replacing ? (
          <Button variant="outline" size="lg" onClick={() => setReplacing(true)}>
            <LuUpload aria-hidden="true" />
            Upload a new chart
          </Button>
        ) : (
          <span />
        )}
        <Drawer.ActionTrigger asChild>
          <Button variant="solid" colorPalette="brand" size="lg">
            Close
          </Button>
        </Drawer.ActionTrigger>
      </Drawer.Footer>
      <Drawer.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Drawer.CloseTrigger>
    </>
  );
}

/** Column headers as every table in the app draws them. */
const HEADER = {
  fontSize: "xs",
  fontWeight: "bold",
  letterSpacing: "wider",
  color: "fg.muted",
  py: "3",
} as const;

const number = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });
/** Points of measure as rows, sizes as columns; the first column stays in view while sizes scroll. */
function SizeChartView({ chart }: { chart: SizeChart }) {
  const hidden = chart.hiddenPoints.length;
  return (
    <Stack gap="4">
      <Flex gap="2" wrap="wrap" align="center" fontSize="sm" color="fg.muted">
        <Text>
          {chart.fileName} · uploaded {formatDateTime(chart.uploadedOn)} by {chart.uploadedBy}
        </Text>
        <Badge variant="outline">Measurements in {chart.unit}</Badge>
      </Flex>
      {hidden > 0 ? (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {hidden} {hidden === 1 ? "point" : "points"} hidden for this garment category
            </Alert.Title>
            <Alert.Description>
              A {chart.garmentCategory} is not measured at {chart.hiddenPoints.join(", ")}: the chart leaves{" "}
              {hidden === 1 ? "it" : "them"} out.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Table.ScrollArea borderWidth="1px" borderRadius="lg" maxH="60vh">
        <Table.Root size="sm" aria-label={`Size chart of ${chart.styleCode}`} stickyHeader>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader
                {...HEADER}
                position="sticky"
                insetStart="0"
                zIndex="2"
                bg="bg.subtle"
                minW="48"
              >
                POINT OF MEASURE
              </Table.ColumnHeader>
              <Table.ColumnHeader {...HEADER} textAlign="end" title="Tolerance below the measurement">
                TOL −
              </Table.ColumnHeader>
              <Table.ColumnHeader {...HEADER} textAlign="end" title="Tolerance above the measurement">
                TOL +
              </Table.ColumnHeader>
              {chart.sizes.map((size) => (
                <Table.ColumnHeader key={size} {...HEADER} textAlign="end" color="brand.900" minW="14">
                  {size}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {chart.points.map((point) => (
              <Table.Row key={point.code}>
                <Table.Cell position="sticky" insetStart="0" zIndex="1" bg="bg" whiteSpace="normal">
                  <Text fontWeight="medium">{point.name}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {point.code}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end" color="fg.muted" fontVariantNumeric="tabular-nums">
                  −{number.format(point.toleranceMinus)}
                </Table.Cell>
                <Table.Cell textAlign="end" color="fg.muted" fontVariantNumeric="tabular-nums">
                  +{number.format(point.tolerancePlus)}
                </Table.Cell>
                {chart.sizes.map((size) => {
                  const value = point.values[size];
                  return (
                    <Table.Cell key={size} textAlign="end" fontVariantNumeric="tabular-nums">
                      {value === null || value === undefined ? (
                        <Text as="span" color="fg.subtle" aria-label="Not measured">
                          —
                        </Text>
                      ) : (
                        number.format(value)
                      )}
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

function SizeChartUpload({
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
  const { mutate } = useSWRConfig();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<{ message: string; problems: ImportProblem[] } | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [downloading, setDownloading] = useState(false);
  const uploading = percent !== null;
  // Every outcome of an upload of this style's chart: the newest replaces the one on screen.
  const outcome = { action: `size-chart:${product.id}` };

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

  const download = async () => {
    setDownloading(true);
    try {
      const template = await downloadSizeChartTemplate();
      saveFile(template.blob, template.fileName);
    } catch (caught) {
      notify("error", errorMessage(caught), "Unable to download the template", {
        action: "size-chart-template",
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <chakra.form
      onSubmit={(event) => void submit(event)}
      noValidate
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: "4", md: "5" }}
      bg="bg"
      aria-label="Upload a size chart"
    >
      <Stack gap="4">
        <HStack justify="space-between" align="baseline" wrap="wrap">
          <Text fontWeight="semibold">{replaces ? "Upload a new chart" : "Upload a size chart"}</Text>
          <Text fontSize="sm" color="fg.muted">
            .xlsx or .csv · up to {formatFileSize(SIZE_CHART_LIMITS.maxBytes)}, {SIZE_CHART_LIMITS.maxRows}{" "}
            points and {SIZE_CHART_LIMITS.maxSizes} sizes
          </Text>
        </HStack>
        {replaces ? (
          <Alert.Root status="warning" size="sm">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">
              {messages.sizeChartReplaces} Inspectors measure against the new one from then on.
            </Alert.Title>
          </Alert.Root>
        ) : null}
        {failure ? (
          <Stack gap="3">
            <FailureAlert title={messages.unableToUploadSizeChart} message={failure.message} />
            {failure.problems.length > 0 ? (
              <SpreadsheetProblemsTable
                problems={failure.problems}
                label="Problems in the size chart"
                minWidth="560px"
              />
            ) : null}
          </Stack>
        ) : null}
        <FileDropZone
          label="Size chart file"
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
          hint="Points of measure in rows, sizes in columns, tolerances beside them."
          error={error}
          disabled={uploading}
        />
        <Flex justify="flex-end" gap="3" wrap="wrap">
          <Button
            variant="ghost"
            size="lg"
            colorPalette="brand"
            me="auto"
            onClick={() => void download()}
            loading={downloading}
          >
            <LuDownload aria-hidden="true" />
            Size-chart template
          </Button>
          {onCancel ? (
            <Button variant="outline" size="lg" onClick={onCancel} disabled={uploading}>
              Cancel
            </Button>
          ) : null}
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={uploading}
            loadingText={percent !== null && percent < 100 ? `Uploading ${percent}%` : "Reading the chart"}
          >
            <LuUpload aria-hidden="true" />
            Upload size chart
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}
