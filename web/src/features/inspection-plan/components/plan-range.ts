import { t } from "@lingui/core/macro";
import { IsoDateSchema, MAX_RANGE_DAYS, messages, isoDay } from "@aql-portal/shared";
import { defaultPlanRange, type PlanRange } from "../../../lib/inspection-plan";

/** The range lives in the address, so a reload or Back shows the same days. */
export const PLAN_FROM_PARAM = "from";
export const PLAN_TO_PARAM = "to";
/** After an ISO day ("2026-11-22"), its first moment in UTC. */
const UTC_MIDNIGHT_SUFFIX = "T00:00:00Z";

export interface QuickRange {
  /** In the language shown: read when the button is drawn. */
  readonly label: string;
  rangeAt: (now: Date) => PlanRange;
}

/** The ranges an inspector picks most, one tap each; the first is the default. Weeks start on Monday. */
export const QUICK_RANGES: readonly QuickRange[] = [
  {
    get label() {
      return t`Yesterday – Today`;
    },
    rangeAt: defaultPlanRange,
  },
  {
    get label() {
      return t`This week`;
    },
    rangeAt: (now) => {
      const sinceMonday = (new Date(`${isoDay(now)}${UTC_MIDNIGHT_SUFFIX}`).getUTCDay() + 6) % 7;
      return { from: isoDay(now, -sinceMonday), to: isoDay(now, 6 - sinceMonday) };
    },
  },
  {
    get label() {
      return t`Next 7 days`;
    },
    rangeAt: (now) => ({ from: isoDay(now), to: isoDay(now, 6) }),
  },
];

/** The range the address asks for; a missing or malformed end is the default's. */
export function rangeFromParams(params: URLSearchParams, now: Date): PlanRange {
  const fallback = defaultPlanRange(now);
  const from = IsoDateSchema.safeParse(params.get(PLAN_FROM_PARAM));
  const to = IsoDateSchema.safeParse(params.get(PLAN_TO_PARAM));
  return { from: from.success ? from.data : fallback.from, to: to.success ? to.data : fallback.to };
}

/** Why the API would refuse a range (so it is never asked), or null when it is fine. */
export function rangeProblem({ from, to }: PlanRange): string | null {
  if (from > to) return messages.invalidDateRange;
  const days =
    (Date.parse(`${to}${UTC_MIDNIGHT_SUFFIX}`) - Date.parse(`${from}${UTC_MIDNIGHT_SUFFIX}`)) / 86_400_000;
  return days > MAX_RANGE_DAYS ? messages.dateRangeTooLong(MAX_RANGE_DAYS) : null;
}

export const sameRange = (a: PlanRange, b: PlanRange) => a.from === b.from && a.to === b.to;
