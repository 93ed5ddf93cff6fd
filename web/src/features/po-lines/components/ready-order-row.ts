import { createContext, use } from "react";
import type { Order } from "@aql-portal/shared";

export interface ReadyOrderRowContextValue {
  selectedIds: ReadonlySet<string>;
  /** Why a line cannot be ticked now (another style, too many lines), or null. */
  whyNotSelectable: (order: Order) => string | null;
  onToggle: (order: Order, selected: boolean) => void;
  /** The "select every line shown" box in the header. */
  all: {
    checked: boolean;
    indeterminate: boolean;
    /** Why it cannot be used now, or null. */
    disabledReason: string | null;
    onToggle: () => void;
  };
  /** The inspection created last on this page, marked in its lines' status. */
  newInspectionId: string | null;
}

/**
 * The columns are fixed; the selection comes through context, so ticking a line does not give the table new
 * columns (which would remount every cell).
 */
export const ReadyOrderRowContext = createContext<ReadyOrderRowContextValue | null>(null);

export function useReadyOrderRow(): ReadyOrderRowContextValue {
  const context = use(ReadyOrderRowContext);
  if (!context) throw new Error("useReadyOrderRow() needs a ReadyOrderRowContext provider");
  return context;
}
