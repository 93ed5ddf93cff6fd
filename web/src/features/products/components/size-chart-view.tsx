import { Alert, Badge, Flex, Stack, Table, Text } from "@chakra-ui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { type SizeChart, formatDateTime } from "@aql-portal/shared";
import { noValue } from "../../../components/data-table/cells";
import { overlineStyle } from "../../../components/ui/overline";

/** Column headers as every table in the app draws them. */
const HEADER = { ...overlineStyle, py: "3" } as const;

const number = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });
/** Points of measure as rows, sizes as columns; the first column stays in view while sizes scroll. */
export function SizeChartView({ chart }: { chart: SizeChart }) {
  const { t } = useLingui();
  const hidden = chart.hiddenPoints.length;
  const { fileName, uploadedBy, unit, garmentCategory, styleCode } = chart;
  const uploadedOn = formatDateTime(chart.uploadedOn);
  const points = chart.hiddenPoints.join(", ");
  return (
    <Stack gap="4">
      <Flex gap="2" wrap="wrap" align="center" fontSize="sm" color="fg.muted">
        <Text>
          <Trans>
            {fileName} · uploaded {uploadedOn} by {uploadedBy}
          </Trans>
        </Text>
        <Badge variant="outline">
          <Trans>Measurements in {unit}</Trans>
        </Badge>
      </Flex>
      {hidden > 0 ? (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Plural
                value={hidden}
                one="# point hidden for this garment category"
                other="# points hidden for this garment category"
              />
            </Alert.Title>
            <Alert.Description>
              <Plural
                value={hidden}
                one={`A ${garmentCategory} is not measured at ${points}: the chart leaves it out.`}
                other={`A ${garmentCategory} is not measured at ${points}: the chart leaves them out.`}
              />
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Table.ScrollArea borderWidth="1px" borderRadius="lg" maxH="60vh">
        <Table.Root size="sm" aria-label={t`Size chart of ${styleCode}`} stickyHeader>
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
                <Trans>POINT OF MEASURE</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader {...HEADER} textAlign="end" title={t`Tolerance below the measurement`}>
                <Trans>TOL −</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader {...HEADER} textAlign="end" title={t`Tolerance above the measurement`}>
                <Trans>TOL +</Trans>
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
                      {value === null || value === undefined
                        ? noValue(t`Not measured`)
                        : number.format(value)}
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
