import type { ReactNode } from "react";
import { Accordion, Badge, Box, Code, List, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { LuCircleCheck } from "react-icons/lu";
import {
  IMPORT_COLUMNS,
  IMPORT_LIMITS,
  type CommonItem,
  formatCount,
  formatFileSize,
} from "@aql-portal/shared";
import { useCommonList, useMetaList } from "../../../lib/reference-data";

/** Column headers as every table in the app draws them. */
const HEADER = { fontSize: "xs", fontWeight: "bold", letterSpacing: "wider", color: "fg.muted" } as const;

const TIPS = [
  `At most ${formatFileSize(IMPORT_LIMITS.maxBytes)} and ${formatCount(IMPORT_LIMITS.maxRows)} PO lines in one file, as .xlsx or .csv (for CSV choose “CSV UTF-8”).`,
  "Headers are matched by name: columns may be in any order, in any case.",
  "Keep code columns formatted as Text, so leading zeros and long numbers stay as typed.",
  "Paste values only: a workbook with formulas is refused.",
  "Lines of the same style, colour, supplier, factory, centre and delivery date make one inspection.",
];

/** Everything a planner needs while filling the template: the rules, each column, and the codes to use. */
export function ImportGuide() {
  return (
    <Box bg="bg" borderWidth="1px" borderColor="border" borderRadius="xl" boxShadow="xs" overflow="hidden">
      <Box px={{ base: "5", md: "6" }} pt="5" pb="4">
        <Text as="h2" fontWeight="semibold" fontSize="md" mb="3">
          Before you upload
        </Text>
        <List.Root gap="2" variant="plain" fontSize="sm" color="fg.muted">
          {TIPS.map((tip) => (
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
        <GuideItem value="columns" title="What goes in each column" count={IMPORT_COLUMNS.length}>
          <ColumnsTable />
        </GuideItem>
        <GuideItem value="categories" title="Product category codes">
          <CategoryCodes />
        </GuideItem>
        <GuideItem value="suppliers" title="Supplier and factory codes">
          <SupplierCodes />
        </GuideItem>
        <GuideItem value="centres" title="Centre codes">
          <CentreCodes />
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
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label="What goes in each column" whiteSpace="normal">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader {...HEADER}>COLUMN</Table.ColumnHeader>
            <Table.ColumnHeader {...HEADER}>EXAMPLE</Table.ColumnHeader>
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
                        Required
                      </Badge>
                    ) : (
                      <Badge size="sm" variant="outline" ms="1">
                        Optional
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

function CodeList({
  loading,
  error,
  rows,
  label,
}: {
  loading: boolean;
  error: string | undefined;
  rows: { key: string; code: string; name: ReactNode }[];
  label: string;
}) {
  if (loading) return <Skeleton height="24" borderRadius="md" />;
  if (error) {
    return (
      <Text fontSize="sm" color="fg.error">
        The codes could not be loaded: {error}
      </Text>
    );
  }
  return (
    <Box maxH="72" overflowY="auto" borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={label} whiteSpace="normal">
        <Table.Body>
          {rows.map((row) => (
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

function CategoryCodes() {
  const categories = useCommonList("product-categories");
  return (
    <CodeList
      label="Product category codes"
      loading={categories.isLoading}
      error={categories.error?.message}
      rows={(categories.data ?? []).map((category) => ({
        key: category.id,
        code: category.code,
        name: category.name,
      }))}
    />
  );
}

function SupplierCodes() {
  const suppliers = useCommonList("suppliers");
  return (
    <CodeList
      label="Supplier and factory codes"
      loading={suppliers.isLoading}
      error={suppliers.error?.message}
      rows={(suppliers.data ?? []).flatMap((supplier: CommonItem<"suppliers">) =>
        supplier.factories.map((factory) => ({
          key: `${supplier.id}/${factory.id}`,
          code: `${supplier.code} / ${factory.code}`,
          name: `${supplier.name} — ${factory.name}`,
        })),
      )}
    />
  );
}

function CentreCodes() {
  const centres = useMetaList("tenant-centres");
  return (
    <CodeList
      label="Centre codes"
      loading={centres.isLoading}
      error={centres.error?.message}
      rows={(centres.data ?? []).map((centre) => ({ key: centre.id, code: centre.code, name: centre.name }))}
    />
  );
}
