import { useCallback, useMemo, useState } from "react";
import { Box, Button, Flex, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { LuPlus, LuShirt, LuUpload } from "react-icons/lu";
import { canAddToGroup, checkGroup, messages, webRoutes, type Product } from "@aql-portal/shared";
import { SEARCH_DELAY_MS } from "../../../components/ui/filters";
import { DataTable, listStatus } from "../../../components/data-table/data-table";
import { ListEmpty } from "../../../components/data-table/list-empty";
import { ListFooter } from "../../../components/data-table/list-footer";
import { useRowFailure } from "../../../components/data-table/use-row-failure";
import { PageHeader } from "../../../components/layouts/page-header";
import { ClearButton } from "../../../components/ui/clear-button";
import { useDialogs } from "../../../components/ui/dialogs";
import { LinkButton } from "../../../components/ui/link-button";
import { notify } from "../../../components/ui/toaster";
import { errorMessage } from "../../../lib/api-client";
import { deleteProduct } from "../api/delete-product";
import { groupProducts, ungroupProduct } from "../api/group-products";
import { useProducts } from "../api/list-products";
import { AddStyleDialog } from "./add-style-dialog";
import { GroupingBar } from "./grouping-bar";
import { ProductRowContext, type ProductAction, type ProductRowContextValue } from "./product-row-context";
import { productsColumns } from "./products-columns";
import { SizeChartDrawer } from "./size-chart-drawer";
import { StyleCodeSearch } from "./style-code-search";
import { useDebouncedDraft } from "../../../lib/use-debounced-draft";
import { useListParams } from "../../../lib/use-list-params";

const SEARCH_PARAM = "q";
const trim = (value: string) => value.trim();

/** Grouping styles, and what the page says about a choice of styles to group: one toast at a time. */
const GROUPING = { action: "group-styles" };
/** Every outcome of an action on one style (ungroup, delete): the newest replaces the one on screen. */
const styleAction = (product: Product) => ({ action: `product:${product.id}` });

const candidateOf = (product: Product) => ({
  styleCode: product.styleCode,
  productCategoryCode: product.productCategory?.code ?? null,
});

/**
 * /user/product, PRODUCT DETAILS (spec §2): the tenant's styles, searched by Style Code; add and delete a
 * style, see or upload its size chart, and group two styles of one category (spec §5).
 */
export function ProductsPage() {
  const { t } = useLingui();
  const dialogs = useDialogs();
  // The search lives in the address, so a reload or Back returns to the same list.
  const { params, setParam } = useListParams();
  const search = params.get(SEARCH_PARAM)?.trim() ?? "";
  const setSearch = useCallback((value: string) => setParam(SEARCH_PARAM, value), [setParam]);
  const [searchInput, setSearchInput] = useDebouncedDraft(search, setSearch, SEARCH_DELAY_MS, trim);
  const [adding, setAdding] = useState(false);
  const [chartOf, setChartOf] = useState<Product | null>(null);
  const [selected, setSelected] = useState<Product[]>([]);
  const [groupMessage, setGroupMessage] = useState<string | null>(null);
  const [grouping, setGrouping] = useState(false);

  const list = useProducts(search);
  const { items: products, isRefreshing, reload, applyChanges } = list;

  const codesById = useMemo(() => {
    const codes = new Map<string, string>();
    for (const product of [...products, ...selected]) codes.set(product.id, product.styleCode);
    return codes;
  }, [products, selected]);

  const refuse = useCallback((message: string) => {
    setGroupMessage(message);
    notify("error", message, undefined, GROUPING);
  }, []);

  const toggleSelected = useCallback(
    (product: Product, select: boolean) => {
      if (!select) {
        setSelected((current) => current.filter((candidate) => candidate.id !== product.id));
        setGroupMessage(null);
        return;
      }
      const problem =
        canAddToGroup(selected.map(candidateOf), candidateOf(product)) ??
        (product.groupedWith
          ? messages.groupAlreadyGrouped(
              product.styleCode,
              codesById.get(product.groupedWith) ?? product.groupedWith,
            )
          : null);
      if (problem) {
        refuse(problem);
        return;
      }
      setGroupMessage(null);
      setSelected((current) => [...current, product]);
    },
    [selected, codesById, refuse],
  );

  const group = async () => {
    const problem = checkGroup(selected.map(candidateOf));
    if (problem) {
      refuse(problem);
      return;
    }
    const [first, second] = selected;
    if (!first || !second) return;
    setGrouping(true);
    try {
      const saved = await groupProducts([first.styleCode, second.styleCode]);
      notify("success", messages.stylesGrouped, undefined, GROUPING);
      setSelected([]);
      setGroupMessage(null);
      await applyChanges(saved);
    } catch (caught) {
      const message = errorMessage(caught);
      setGroupMessage(message);
      notify("error", message, messages.unableToGroupStyles, GROUPING);
    } finally {
      setGrouping(false);
    }
  };

  const changedElsewhere = messages.styleChangedElsewhere;
  const failRow = useRowFailure({
    staleTitle: t`This style has changed`,
    staleMessage: t`${changedElsewhere} Reload the list to see the latest version, then try again.`,
    onReloadList: reload,
  });

  const perform = useCallback(
    async (product: Product, action: ProductAction) => {
      if (action === "size-chart") {
        setChartOf(product);
        return;
      }
      const { styleCode } = product;
      if (action === "ungroup") {
        const partner = product.groupedWith
          ? (codesById.get(product.groupedWith) ?? product.groupedWith)
          : "";
        const ok = await dialogs.confirm({
          title: t`Ungroup styles`,
          message: t`Ungroup ${styleCode} and ${partner}? Each can then be grouped again or deleted.`,
        });
        if (!ok) return;
        try {
          const saved = await ungroupProduct(product.id);
          notify("success", messages.stylesUngrouped, undefined, styleAction(product));
          await applyChanges(saved);
        } catch (caught) {
          await failRow(caught, messages.unableToUngroupStyles, styleAction(product));
        }
        return;
      }
      const ok = await dialogs.confirm({
        title: t`Delete style ${styleCode}`,
        message: messages.confirmDeleteStyle(product.styleCode),
      });
      if (!ok) return;
      try {
        await deleteProduct(product);
        notify("success", messages.styleDeleted, undefined, styleAction(product));
        setSelected((current) => current.filter((candidate) => candidate.id !== product.id));
        await applyChanges([], [product.id]);
      } catch (caught) {
        await failRow(caught, messages.unableToDeleteProduct, styleAction(product));
      }
    },
    [t, dialogs, codesById, applyChanges, failRow],
  );

  const rowContext = useMemo<ProductRowContextValue>(
    () => ({
      selectedIds: new Set(selected.map((product) => product.id)),
      onToggleSelected: toggleSelected,
      onAction: (product, action) => void perform(product, action),
      partnerCodeOf: (product) => (product.groupedWith ? (codesById.get(product.groupedWith) ?? null) : null),
    }),
    [selected, toggleSelected, perform, codesById],
  );

  const status = listStatus(list, () => void reload());

  const narrowed = search !== "";
  /** Searches at once, without the pause for typing: a picked suggestion, Clear, a style just added. */
  const searchNow = (value: string) => {
    setSearchInput(value);
    setSearch(value);
  };
  const clearSearch = () => searchNow("");

  return (
    <Box>
      <PageHeader
        title={t`Product details`}
        description={t`Every style, from imports or added by hand: its category, size chart and style group.`}
        actions={
          <>
            <LinkButton to={webRoutes.import} icon={LuUpload}>
              {t`Import orders`}
            </LinkButton>
            <Button colorPalette="brand" size="lg" onClick={() => setAdding(true)}>
              <LuPlus aria-hidden="true" />
              <Trans>Add style</Trans>
            </Button>
          </>
        }
      />
      <Flex gap="3" wrap="wrap" mb="4" align="center">
        <Box flex="1 1 300px" maxW={{ md: "420px" }}>
          <StyleCodeSearch value={searchInput} onChange={setSearchInput} onPick={searchNow} />
        </Box>
        {narrowed || searchInput !== "" ? (
          <ClearButton onClick={clearSearch} />
        ) : (
          <Text fontSize="sm" color="fg.muted" hideBelow="lg">
            <Trans>Tick two styles of the same category to group them.</Trans>
          </Text>
        )}
      </Flex>
      {selected.length > 0 || groupMessage ? (
        <GroupingBar
          selected={selected}
          message={groupMessage}
          grouping={grouping}
          onRemove={(product) => toggleSelected(product, false)}
          onClear={() => {
            setSelected([]);
            setGroupMessage(null);
          }}
          onGroup={() => void group()}
        />
      ) : null}
      <ProductRowContext value={rowContext}>
        <DataTable
          label={t`Styles`}
          columns={productsColumns()}
          data={products}
          getRowId={(product) => product.id}
          status={status}
          refreshing={isRefreshing}
          isRowSelected={(product) => rowContext.selectedIds.has(product.id)}
          rowName={(product) => product.styleCode}
          density="sm"
          empty={
            narrowed ? (
              <ListEmpty
                icon={<LuShirt />}
                title={t`No styles match “${search}”.`}
                clear={{ label: t`Clear the search`, onClick: clearSearch }}
              />
            ) : (
              <ListEmpty
                icon={<LuShirt />}
                title={t`No styles yet.`}
                detail={t`Import a spreadsheet of orders, or add a style by hand.`}
              />
            )
          }
        />
      </ProductRowContext>
      <ListFooter list={list} noun={[t`style`, t`styles`]} />
      <AddStyleDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(product) => {
          setAdding(false);
          // The new style is the row on screen.
          searchNow(product.styleCode);
          void reload();
        }}
      />
      <SizeChartDrawer
        product={chartOf}
        onClose={() => setChartOf(null)}
        onUploaded={(product, chart) => {
          // Shown at once; the re-read that follows brings the style's new version.
          void applyChanges([{ ...product, hasSizeChart: true, updatedOn: chart.uploadedOn }]);
        }}
      />
    </Box>
  );
}
