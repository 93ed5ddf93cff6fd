import { createContext, use } from "react";
import type { Product } from "@aql-portal/shared";

export type ProductAction = "size-chart" | "ungroup" | "delete";

export interface ProductRowContextValue {
  /** Styles ticked for grouping, by id. */
  selectedIds: ReadonlySet<string>;
  onToggleSelected: (product: Product, selected: boolean) => void;
  onAction: (product: Product, action: ProductAction) => void;
  /** The style code of a grouped style's partner, when the page knows it. */
  partnerCodeOf: (product: Product) => string | null;
}

/**
 * The table's columns are fixed; selection and actions come through context, so a change of selection does
 * not remount every cell (closing an open menu).
 */
export const ProductRowContext = createContext<ProductRowContextValue | null>(null);

export function useProductRow(): ProductRowContextValue {
  const context = use(ProductRowContext);
  if (!context) throw new Error("useProductRow() needs a ProductRowContext provider");
  return context;
}
