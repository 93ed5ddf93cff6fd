import { createContext, use } from "react";
import type { Order } from "@aql-portal/shared";

export type SkippedOrderAction = "change-reason" | "unskip";

/** The row actions of SKIPPED INSPECTIONS, through context so the columns stay fixed. */
export const SkippedOrderRowContext = createContext<
  ((order: Order, action: SkippedOrderAction) => void) | null
>(null);

export function useSkippedOrderAction(): (order: Order, action: SkippedOrderAction) => void {
  const onAction = use(SkippedOrderRowContext);
  if (!onAction) throw new Error("useSkippedOrderAction() needs a SkippedOrderRowContext provider");
  return onAction;
}
