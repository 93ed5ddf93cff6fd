import {
  DEFAULT_INSPECTION_LEVEL,
  lotPlan,
  NORMAL_INSPECTION,
  type AqlSettings,
  type InspectionPlan,
  type InspectionType,
  type PlanSeverities,
} from "./inspection";

/**
 * Which PO lines may be one lot, inspected once, and the plan a new lot gets: the one definition the planner's
 * page (to grey out lines and preview the plan) and the API (to refuse a selection and make the inspection)
 * both use. See docs/decisions/inspection-lifecycle.md.
 */

interface Ref {
  id: string;
  name: string;
}

/** What of a PO line decides the lot it may be in, and the lot's size. */
export interface LotLine {
  styleCode: string;
  colourCode: string;
  supplier: Ref;
  factory: Ref;
  centre: Ref;
  inspectionType: InspectionType;
  /** yyyy-mm-dd. */
  deliveryDate: string;
  quantity: number;
}

const monthFormat = new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });

/** "Dec 2026" for a delivery date. */
export function deliveryMonthOf(line: Pick<LotLine, "deliveryDate">): string {
  const time = Date.parse(`${line.deliveryDate.slice(0, 7)}-01T00:00:00Z`);
  return Number.isNaN(time) ? line.deliveryDate.slice(0, 7) : monthFormat.format(time);
}

interface LotRule {
  /** What one lot has one of: "style and colour", "supplier", ... */
  what: string;
  /** Lines are in one lot only when this is the same for all. */
  key: (line: LotLine) => string;
  /** The value as people read it. */
  shown: (line: LotLine) => string;
  /** Why this line cannot join a lot whose first line differs from it by this rule. */
  why: (line: LotLine) => string;
}

/** The rules of one lot, in the order they are checked: the first that differs is the one said. */
const LOT_RULES: readonly LotRule[] = [
  {
    what: "style and colour",
    key: (line) => `${line.styleCode}\n${line.colourCode}`,
    shown: (line) => `${line.styleCode}/${line.colourCode}`,
    why: (line) =>
      `${line.styleCode} / ${line.colourCode} is another style or colour: an inspection covers one style and colour.`,
  },
  {
    what: "supplier",
    key: (line) => line.supplier.id,
    shown: (line) => line.supplier.name,
    why: (line) => `From another supplier (${line.supplier.name}): an inspection covers one supplier.`,
  },
  {
    what: "factory",
    key: (line) => line.factory.id,
    shown: (line) => line.factory.name,
    why: (line) => `Made in another factory (${line.factory.name}): an inspection covers one factory.`,
  },
  {
    what: "centre",
    key: (line) => line.centre.id,
    shown: (line) => line.centre.name,
    why: (line) => `For another centre (${line.centre.name}): an inspection covers one centre.`,
  },
  {
    what: "inspection type",
    key: (line) => line.inspectionType,
    shown: (line) => line.inspectionType,
    why: (line) => `Another inspection type (${line.inspectionType}): an inspection has one type.`,
  },
  {
    what: "delivery month",
    key: (line) => line.deliveryDate.slice(0, 7),
    shown: (line) => deliveryMonthOf(line),
    why: (line) =>
      `Delivers in another month (${deliveryMonthOf(line)}): an inspection's lines deliver in one month.`,
  },
];

/** Why `line` cannot join a lot of `lot`'s lines (null when it can, or when `lot` is empty). */
export function whyNotInLot(lot: readonly LotLine[], line: LotLine): string | null {
  const [first] = lot;
  if (!first) return null;
  return LOT_RULES.find((rule) => rule.key(first) !== rule.key(line))?.why(line) ?? null;
}

/**
 * Why these lines together are not one lot, naming every value of the first rule they break ("Select PO lines of
 * one supplier: this selection has Alpha Knit, Beta Mills."), or null when they are one lot (or none).
 */
export function whyNotOneLot(lines: readonly LotLine[]): { what: string; message: string } | null {
  for (const rule of LOT_RULES) {
    const shown = new Map<string, string>();
    for (const line of lines) if (!shown.has(rule.key(line))) shown.set(rule.key(line), rule.shown(line));
    if (shown.size > 1) {
      return {
        what: rule.what,
        message: `Select PO lines of one ${rule.what}: this selection has ${[...shown.values()].join(", ")}.`,
      };
    }
  }
  return null;
}

/** Whether lines can be one inspection as they are. */
export const isOneLot = (lines: readonly LotLine[]): boolean =>
  lines.length > 0 && whyNotOneLot(lines) === null;

/**
 * The plan a new lot gets, however it is made (a planner's selection, an import): level II, the tenant's AQLs,
 * the tables in force for its supplier (normal unless the switching rules say otherwise). A planner changes the
 * level later; the plan then follows the lot (`lotPlan`).
 */
export const newLotPlan = (
  lotSize: number,
  aqls: AqlSettings,
  severities: PlanSeverities = NORMAL_INSPECTION,
): InspectionPlan => lotPlan(lotSize, DEFAULT_INSPECTION_LEVEL, aqls, severities);
