import {
  DEFAULT_AQLS,
  DEFAULT_INSPECTION_LEVEL,
  MAX_ORDERS_PER_REQUEST,
  lotPlan,
  type InspectionPlan,
  type Order,
} from "@aql-portal/shared";

/**
 * What ticking PO lines means on CREATE INSPECTIONS: lines for one new inspection, which the server accepts only
 * when they are one lot (api/src/inspections/lots.ts checkOneLot: one style and colour, supplier, factory,
 * centre, inspection type and delivery month), or lines of any kind to skip.
 */
export type SelectionPurpose = "inspect" | "skip";

const monthFormat = new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });

/** "Dec 2026" for a delivery date. */
export function deliveryMonthOf(order: Pick<Order, "deliveryDate">): string {
  const time = Date.parse(`${order.deliveryDate.slice(0, 7)}-01T00:00:00Z`);
  return Number.isNaN(time) ? order.deliveryDate.slice(0, 7) : monthFormat.format(time);
}

/** The checks of one lot, in the server's order; each names what differs. */
const LOT_RULES: readonly { differs: (a: Order, b: Order) => boolean; why: (line: Order) => string }[] = [
  {
    differs: (a, b) => a.styleCode !== b.styleCode || a.colourCode !== b.colourCode,
    why: (line) =>
      `${line.styleCode} / ${line.colourCode} is another style or colour: an inspection covers one style and colour.`,
  },
  {
    differs: (a, b) => a.supplier.id !== b.supplier.id,
    why: (line) => `From another supplier (${line.supplier.name}): an inspection covers one supplier.`,
  },
  {
    differs: (a, b) => a.factory.id !== b.factory.id,
    why: (line) => `Made in another factory (${line.factory.name}): an inspection covers one factory.`,
  },
  {
    differs: (a, b) => a.centre.id !== b.centre.id,
    why: (line) => `For another centre (${line.centre.name}): an inspection covers one centre.`,
  },
  {
    differs: (a, b) => a.inspectionType !== b.inspectionType,
    why: (line) => `Another inspection type (${line.inspectionType}): an inspection has one type.`,
  },
  {
    differs: (a, b) => a.deliveryDate.slice(0, 7) !== b.deliveryDate.slice(0, 7),
    why: (line) =>
      `Delivers in another month (${deliveryMonthOf(line)}): an inspection's lines deliver in one month.`,
  },
];

export const TOO_MANY_LINES = `At most ${MAX_ORDERS_PER_REQUEST} PO lines can be handled at once.`;

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
  if (selected.length >= MAX_ORDERS_PER_REQUEST) return TOO_MANY_LINES;
  const [first] = selected;
  if (purpose === "skip" || !first) return null;
  return LOT_RULES.find((rule) => rule.differs(first, line))?.why(line) ?? null;
}

/** Whether ticked lines can become one inspection as they are (a skip selection may mix lots). */
export function isOneLot(selected: readonly Order[]): boolean {
  const [first] = selected;
  return (
    first !== undefined && selected.every((line) => !LOT_RULES.some((rule) => rule.differs(first, line)))
  );
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
  /** The plan the server will give the inspection: level II with the default AQLs. */
  plan: InspectionPlan;
}

/** The inspection ticked lines would make, or null when they are not one lot. */
export function lotSummary(selected: readonly Order[]): LotSummary | null {
  const [sample] = selected;
  if (!sample || !isOneLot(selected)) return null;
  const lotSize = selected.reduce((sum, line) => sum + line.quantity, 0);
  return {
    sample,
    lineCount: selected.length,
    lotSize,
    plan: lotPlan(lotSize, DEFAULT_INSPECTION_LEVEL, DEFAULT_AQLS),
  };
}
