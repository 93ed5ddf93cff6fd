import { t } from "@lingui/core/macro";
import {
  MAX_ORDERS_PER_REQUEST,
  isOneLot,
  orderedQuantityOf,
  newLotPlan,
  whyNotInLot,
  type AqlSettings,
  type InspectionPlan,
  type Order,
  type PlanSeverities,
} from "@aql-portal/shared";

/**
 * What ticking PO lines means on CREATE INSPECTIONS: lines for one new inspection, which the server accepts only
 * when they are one lot (the shared lot rules, `whyNotOneLot`: one style and colour, supplier, factory, centre,
 * inspection type and delivery month), or lines of any kind to skip.
 */
export type SelectionPurpose = "inspect" | "skip";

export const tooManyLines = () => t`At most ${MAX_ORDERS_PER_REQUEST} PO lines can be handled at once.`;

/**
 * Why a line cannot be added to the selection, or null when it can. For an inspection the line must make one
 * lot with the lines already ticked; for skipping any line goes. Lines already ticked are always allowed (so
 * they can be unticked).
 */
export function whyNotSelectable(
  selected: readonly Order[],
  line: Order,
  purpose: SelectionPurpose,
): string | null {
  if (selected.some((order) => order.id === line.id)) return null;
  if (selected.length >= MAX_ORDERS_PER_REQUEST) return tooManyLines();
  return purpose === "skip" ? null : whyNotInLot(selected, line);
}

/**
 * Adds lines to a selection one by one, each checked against the selection so far: "select all" adds what can
 * join and leaves the rest.
 */
export function addSelectable(
  selected: readonly Order[],
  lines: readonly Order[],
  purpose: SelectionPurpose,
): Order[] {
  const next = [...selected];
  for (const line of lines) {
    if (next.some((order) => order.id === line.id)) continue;
    if (whyNotSelectable(next, line, purpose) === null) next.push(line);
  }
  return next;
}

export interface LotSummary {
  /** The first line stands for the lot's style, colour, supplier, factory, centre and month. */
  sample: Order;
  lineCount: number;
  /** The sum of the lines' order quantities, as the server computes it. */
  lotSize: number;
  /**
   * The plan the server will give the inspection: a new lot's, with the tenant's AQLs, from the tables its supplier
   * is on (normal inspection while they are not known).
   */
  plan: InspectionPlan;
}

/**
 * The inspection ticked lines would make (`aqls`: the tenant's; `severities`: the tables in force for their
 * supplier), or null when they are not one lot.
 */
export function lotSummary(
  selected: readonly Order[],
  aqls: AqlSettings,
  severities?: PlanSeverities,
): LotSummary | null {
  const [sample] = selected;
  if (!sample || !isOneLot(selected)) return null;
  const lotSize = orderedQuantityOf(selected);
  return { sample, lineCount: selected.length, lotSize, plan: newLotPlan(lotSize, aqls, severities) };
}
