import { z } from "zod";
import {
  DEFAULT_PAGE_SIZE,
  PlanPageSchema,
  PlanRowSchema,
  apiRoutes,
  isoDay,
  type Page,
  type PlanRow,
} from "@aql-portal/shared";
import { apiRequest } from "./api-client";
import { couldNotReach, keep, readKept } from "./kept-copies";
import { signedInStore, type KeyValueStore } from "./tablet-store";

/**
 * The inspector's plan as the plan page and the tablet's preparation for the shift read it (shared, like the
 * inspection calls in inspections.ts): every page read online is kept on the tablet, row by row, so the plan
 * opens without a connection — after a reload, or the browser closed and opened again — with the rows of the
 * range asked for.
 */

/** Inspection days, both ends included, as yyyy-mm-dd on the inspector's own calendar. */
export interface PlanRange {
  from: string;
  to: string;
}

/** Spec §9: the plan shows yesterday and today (minus 1 day, plus 0): the day's work. */
export function defaultPlanRange(now: Date): PlanRange {
  return { from: isoDay(now, -1), to: isoDay(now) };
}

const KEPT_ROWS = "plan-rows";
const KeptRowsSchema = z.array(PlanRowSchema);

const inRange = (range: PlanRange) => (row: PlanRow) => row.day >= range.from && row.day <= range.to;
const byDayThenId = (a: PlanRow, b: PlanRow) => a.day.localeCompare(b.day) || a.id.localeCompare(b.id);

/** Kept rows are rewritten one read at a time, so two pages answered together do not drop each other's rows. */
let keeping: Promise<void> = Promise.resolve();

/**
 * Keeps a page's rows. A range answered whole in one page replaces what was kept for its days (an inspection
 * reassigned or moved to another day leaves); a page of several only adds and updates.
 */
function keepRows(
  store: KeyValueStore,
  range: PlanRange,
  page: Page<PlanRow>,
  whole: boolean,
): Promise<void> {
  keeping = keeping
    .then(async () => {
      const kept = (await readKept(store, KEPT_ROWS, KeptRowsSchema))?.value ?? [];
      const answered = new Set(page.items.map((row) => row.id));
      const others = kept.filter((row) => !answered.has(row.id) && !(whole && inRange(range)(row)));
      await keep(store, KEPT_ROWS, [...others, ...page.items]);
    })
    .catch(() => undefined);
  return keeping;
}

/**
 * GET /api/inspection-plan: one page of the signed-in inspector's plan, their inspections by inspection date.
 * Without a connection, the rows of the range this tablet kept (one page, in the API's order).
 */
export async function readPlanPage(
  range: PlanRange,
  continuationToken: string | null,
  store: KeyValueStore | null = signedInStore(),
): Promise<Page<PlanRow>> {
  try {
    const page = await apiRequest(apiRoutes.inspectionPlan, {
      query: { ...range, pageSize: DEFAULT_PAGE_SIZE, continuationToken: continuationToken ?? undefined },
      schema: PlanPageSchema,
      showLoader: false,
    });
    if (store) await keepRows(store, range, page, continuationToken === null && !page.continuationToken);
    return page;
  } catch (error) {
    if (!store || continuationToken !== null || !couldNotReach(error)) throw error;
    const kept = await readKept(store, KEPT_ROWS, KeptRowsSchema);
    if (!kept) throw error;
    return { items: kept.value.filter(inRange(range)).sort(byDayThenId) };
  }
}

/** Every row of the range, page after page (the tablet's preparation reads the day's plan whole). */
export async function readWholePlan(range: PlanRange, store?: KeyValueStore | null): Promise<PlanRow[]> {
  const rows: PlanRow[] = [];
  let token: string | null = null;
  do {
    const page: Page<PlanRow> = await readPlanPage(range, token, store);
    rows.push(...page.items);
    token = page.continuationToken ?? null;
  } while (token !== null);
  return rows;
}
