import { Badge, Box, Button, Text, Wrap } from "@chakra-ui/react";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { LuCheck, LuLink2, LuRuler, LuTrash2, LuUnlink2 } from "react-icons/lu";
import { messages, type Product } from "@aql-portal/shared";
import { noValue } from "../../../components/data-table/cells";
import { dataTableColumnHelper } from "../../../components/data-table/columns";
import { RowActionsMenu } from "../../../components/data-table/row-actions-menu";
import { TickBox } from "../../../components/data-table/tick-box";
import { perLanguage } from "../../../lib/i18n";
import { useProductRow, type ProductAction } from "./product-row-context";

const column = dataTableColumnHelper<Product>();

function SelectCell({ product }: { product: Product }) {
  const { t } = useLingui();
  const { selectedIds, onToggleSelected } = useProductRow();
  const { styleCode } = product;
  return (
    <TickBox
      checked={selectedIds.has(product.id)}
      label={t`Select ${styleCode} for grouping`}
      onChange={(checked) => onToggleSelected(product, checked)}
    />
  );
}

function GroupedWithCell({ product }: { product: Product }) {
  const { t } = useLingui();
  const { partnerCodeOf } = useProductRow();
  if (!product.groupedWith) return noValue(t`Not grouped`);
  return (
    <Badge colorPalette="purple" variant="subtle" size="md" gap="1">
      <LuLink2 aria-hidden="true" />
      {partnerCodeOf(product) ?? product.groupedWith}
    </Badge>
  );
}

function SizeChartCell({ product }: { product: Product }) {
  const { t } = useLingui();
  const { onAction } = useProductRow();
  const { styleCode } = product;
  const open = () => onAction(product, "size-chart");
  return product.hasSizeChart ? (
    <Button
      size="sm"
      variant="subtle"
      colorPalette="green"
      minH="9"
      onClick={open}
      aria-label={t`Size chart of ${styleCode}: uploaded, view it`}
    >
      <LuCheck aria-hidden="true" />
      <Trans>View</Trans>
    </Button>
  ) : (
    <Button
      size="sm"
      variant="ghost"
      minH="9"
      color="fg.muted"
      onClick={open}
      aria-label={t`Size chart of ${styleCode}: none yet, add one`}
    >
      <Text as="span" aria-hidden="true" color="fg.subtle">
        —
      </Text>
      <Trans>Add</Trans>
    </Button>
  );
}

function ActionsCell({ product }: { product: Product }) {
  const { t } = useLingui();
  const { onAction } = useProductRow();
  const grouped = product.groupedWith !== null;
  const { styleCode } = product;
  return (
    <RowActionsMenu<ProductAction>
      label={t`Actions for ${styleCode}`}
      groups={[
        [
          { value: "size-chart", label: t`Size chart`, icon: LuRuler },
          ...(grouped ? [{ value: "ungroup" as const, label: t`Ungroup`, icon: LuUnlink2 }] : []),
        ],
        [
          {
            value: "delete",
            label: t`Delete`,
            icon: LuTrash2,
            destructive: true,
            disabledReason: grouped ? messages.ungroupBeforeDelete : undefined,
          },
        ],
      ]}
      onAction={(action) => onAction(product, action)}
    />
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * PRODUCT DETAILS (spec §2): one row per style; "Style Code" is the product code's label. The table fits its
 * width: the style and its size chart first (what planners act on here, on a tablet too), then its name, supplier
 * and grouping, the rest as room allows, and in each row's detail.
 */
export const productsColumns = perLanguage(() =>
  column.columns([
    column.display({
      id: "select",
      header: () => (
        <Text as="span" srOnly>
          <Trans>Select for grouping</Trans>
        </Text>
      ),
      meta: { width: "52px" },
      cell: ({ row }) => <SelectCell product={row.original} />,
    }),
    column.accessor("styleCode", {
      header: t`STYLE CODE`,
      meta: { minWidth: 130 },
      cell: ({ getValue }) => (
        <Text fontWeight="semibold" whiteSpace="nowrap">
          {getValue()}
        </Text>
      ),
    }),
    column.accessor("styleName", { header: t`STYLE NAME`, meta: { priority: 2, minWidth: 160 } }),
    column.accessor((product) => product.productCategory?.code ?? "", {
      id: "category",
      header: t`CATEGORY`,
      meta: { priority: 5, minWidth: 140 },
      cell: ({ row }) => {
        const category = row.original.productCategory;
        if (!category) {
          return (
            <Badge colorPalette="orange" variant="subtle" title={messages.groupUnknownCategory}>
              <Trans>Unknown</Trans>
            </Badge>
          );
        }
        return (
          <Box minW="28">
            <Text fontWeight="medium">{category.code}</Text>
            <Text fontSize="sm" color="fg.muted">
              {category.name}
            </Text>
          </Box>
        );
      },
    }),
    column.accessor("garmentCategory", {
      header: t`GARMENT`,
      meta: { priority: 8, minWidth: 100 },
      cell: ({ getValue }) =>
        getValue() === "empty" ? noValue(t`No garment category`) : capitalise(getValue()),
    }),
    column.accessor((product) => product.department?.name ?? "", {
      id: "department",
      header: t`DEPARTMENT`,
      meta: { priority: 7, minWidth: 130 },
      cell: ({ getValue }) => getValue() || noValue(t`No department`),
    }),
    column.accessor((product) => product.supplier?.name ?? "", {
      id: "supplier",
      header: t`SUPPLIER`,
      meta: { priority: 3, minWidth: 150 },
      cell: ({ getValue }) => getValue() || noValue(t`No supplier`),
    }),
    column.accessor((product) => product.seasonCodes.join(", "), {
      id: "seasons",
      header: t`SEASONS`,
      meta: { priority: 6, minWidth: 100 },
      cell: ({ row }) =>
        row.original.seasonCodes.length === 0 ? (
          noValue(t`No seasons`)
        ) : (
          <Wrap gap="1">
            {row.original.seasonCodes.map((season) => (
              <Badge key={season} variant="outline" size="sm">
                {season}
              </Badge>
            ))}
          </Wrap>
        ),
    }),
    column.accessor("hasSizeChart", {
      header: t`SIZE CHART`,
      meta: { priority: 1, minWidth: 110 },
      cell: ({ row }) => <SizeChartCell product={row.original} />,
    }),
    column.accessor("groupedWith", {
      header: t`GROUPED WITH`,
      meta: { priority: 4, minWidth: 140 },
      cell: ({ row }) => <GroupedWithCell product={row.original} />,
    }),
    column.display({
      id: "actions",
      header: t`ACTION`,
      meta: { width: "72px", align: "end", stickyEnd: true },
      cell: ({ row }) => <ActionsCell product={row.original} />,
    }),
  ]),
);
