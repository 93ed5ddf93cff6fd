import { Alert, Badge, Flex, Stack, Table, Text } from "@chakra-ui/react";
import { type SizeChart, formatDateTime } from "@aql-portal/shared";
import { noValue } from "../../../components/data-table/cells";
import { overlineStyle } from "../../../components/ui/overline";

/** Column headers as every table in the app draws them. */
const HEADER = { ...overlineStyle, py: "3" } as const;

const number = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });
/** Points of measure as rows, sizes as columns; the first column stays in view while sizes scroll. */
export function SizeChartView({ chart }: { chart: SizeChart }) {
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
                      {value === null || value === undefined ? noValue("Not measured") : number.format(value)}
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
