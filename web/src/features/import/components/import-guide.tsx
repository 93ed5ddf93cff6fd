import type { ReactNode } from "react";
import { Accordion, Badge, Box, Code, List, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { LuCircleCheck } from "react-icons/lu";
import {
  IMPORT_COLUMNS,
  IMPORT_LIMITS,
  type CommonItem,
  formatCount,
  formatFileSize,
} from "@aql-portal/shared";
import { overlineStyle } from "../../../components/ui/overline";
import { useCommonList, useMetaList } from "../../../lib/reference-data";

/** An item of a reference list as a row: its code, and its name. */
const codeRows = (items: readonly { id: string; code: string; name: string }[]) =>
  items.map((item) => ({ key: item.id, code: item.code, name: item.name }));

/** Each supplier's factories: both codes, as the Supplier and Factory columns take them. */
const factoryRows = (suppliers: readonly CommonItem<"suppliers">[]) =>
  suppliers.flatMap((supplier) =>
    supplier.factories.map((factory) => ({
      key: `${supplier.id}/${factory.id}`,
      code: `${supplier.code} / ${factory.code}`,
      name: `${supplier.name} — ${factory.name}`,
    })),
  );

function tips(): string[] {
  const size = formatFileSize(IMPORT_LIMITS.maxBytes);
  const rows = formatCount(IMPORT_LIMITS.maxRows);
  return [
    t`At most ${size} and ${rows} PO lines in one file, as .xlsx or .csv (for CSV choose “CSV UTF-8”).`,
    t`Headers are matched by name: columns may be in any order, in any case.`,
    t`Keep code columns formatted as Text, so leading zeros and long numbers stay as typed.`,
    t`Paste values only: a workbook with formulas is refused.`,
    t`Lines of the same style, colour, supplier, factory, centre and delivery date make one inspection.`,
  ];
}

/** Everything a planner needs while filling the template: the rules, each column, and the codes to use. */
export function ImportGuide() {
  const { t } = useLingui();
  const categories = useCommonList("product-categories");
  const suppliers = useCommonList("suppliers");
  const centres = useMetaList("tenant-centres");
  return (
    <Box layerStyle="panel" boxShadow="xs" overflow="hidden">
      <Box px={{ base: "5", md: "6" }} pt="5" pb="4">
        <Text as="h2" fontWeight="semibold" fontSize="md" mb="3">
          <Trans>Before you upload</Trans>
        </Text>
        <List.Root gap="2" variant="plain" fontSize="sm" color="fg.muted">
          {tips().map((tip) => (
            <List.Item key={tip} alignItems="flex-start">
              <List.Indicator asChild color="green.600" mt="0.5">
                <LuCircleCheck />
              </List.Indicator>
              {tip}
            </List.Item>
          ))}
        </List.Root>
      </Box>
      <Accordion.Root multiple collapsible variant="plain" borderTopWidth="1px" borderColor="border">
        <GuideItem value="columns" title={t`What goes in each column`} count={IMPORT_COLUMNS.length}>
          <ColumnsTable />
        </GuideItem>
        <GuideItem value="categories" title={t`Product category codes`}>
          <CodeList label={t`Product category codes`} list={categories} rowsOf={codeRows} />
        </GuideItem>
        <GuideItem value="suppliers" title={t`Supplier and factory codes`}>
          <CodeList label={t`Supplier and factory codes`} list={suppliers} rowsOf={factoryRows} />
        </GuideItem>
        <GuideItem value="centres" title={t`Centre codes`}>
          <CodeList label={t`Centre codes`} list={centres} rowsOf={codeRows} />
        </GuideItem>
      </Accordion.Root>
    </Box>
  );
}

function GuideItem({
  value,
  title,
  count,
  children,
}: {
  value: string;
  title: string;
  count?: number;
  children: ReactNode;
}) {
  return (
    <Accordion.Item value={value} borderTopWidth="1px" borderColor="border" _first={{ borderTopWidth: "0" }}>
      <Accordion.ItemTrigger
        px={{ base: "5", md: "6" }}
        py="3"
        minH="12"
        cursor="pointer"
        fontWeight="medium"
        _hover={{ bg: "bg.subtle" }}
      >
        <Box flex="1" textAlign="start">
          {title}
          {count !== undefined ? (
            <Text as="span" color="fg.muted" fontWeight="normal">
              {" "}
              ({count})
            </Text>
          ) : null}
        </Box>
        <Accordion.ItemIndicator />
      </Accordion.ItemTrigger>
      <Accordion.ItemContent>
        <Accordion.ItemBody px={{ base: "5", md: "6" }} pt="0" pb="5">
          {children}
        </Accordion.ItemBody>
      </Accordion.ItemContent>
    </Accordion.Item>
  );
}

function ColumnsTable() {
  const { t } = useLingui();
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={t`What goes in each column`} whiteSpace="normal">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader {...overlineStyle}>
              <Trans>COLUMN</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader {...overlineStyle}>
              <Trans>EXAMPLE</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {IMPORT_COLUMNS.map((column) => (
            <Table.Row key={column.key}>
              <Table.Cell verticalAlign="top">
                <Stack gap="1">
                  <Text fontWeight="semibold">
                    {column.header}{" "}
                    {column.required ? (
                      <Badge size="sm" colorPalette="brand" variant="subtle" ms="1">
                        <Trans>Required</Trans>
                      </Badge>
                    ) : (
                      <Badge size="sm" variant="outline" ms="1">
                        <Trans>Optional</Trans>
                      </Badge>
                    )}
                  </Text>
                  {column.help ? (
                    <Text fontSize="xs" color="fg.muted">
                      {column.help}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Cell>
              <Table.Cell verticalAlign="top">
                <Code size="sm" variant="surface">
                  {column.example}
                </Code>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

interface CodeRow {
  key: string;
  code: string;
  name: ReactNode;
}

/** A list of codes read from the tenant's reference data: its rows once read, or why they are not there. */
function CodeList<T>({
  label,
  list,
  rowsOf,
}: {
  label: string;
  list: { data?: readonly T[] | undefined; isLoading: boolean; error?: { message: string } | undefined };
  rowsOf: (items: readonly T[]) => CodeRow[];
}) {
  if (list.isLoading) return <Skeleton height="24" borderRadius="md" />;
  if (list.error) {
    const problem = list.error.message;
    return (
      <Text fontSize="sm" color="fg.error">
        <Trans>The codes could not be loaded: {problem}</Trans>
      </Text>
    );
  }
  return (
    <Box maxH="72" overflowY="auto" borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={label} whiteSpace="normal">
        <Table.Body>
          {rowsOf(list.data ?? []).map((row) => (
            <Table.Row key={row.key}>
              <Table.Cell width="32%" verticalAlign="top">
                <Code size="sm" variant="surface">
                  {row.code}
                </Code>
              </Table.Cell>
              <Table.Cell color="fg.muted">{row.name}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
