import { t } from "@lingui/core/macro";
import { formatCount, type InspectionDetail } from "@aql-portal/shared";
import { planClassTable } from "../../../lib/plan-tables";

/** One figure of the plan the inspector worked to, as it was on the tablet and as the planner has it now. */
export interface PlanDifference {
  label: string;
  before: string;
  after: string;
}

type Planned = Pick<InspectionDetail, "plan">;
type LevelName = (level: InspectionDetail["plan"]["level"]) => string;

const figures = (): readonly {
  label: string;
  value: (inspection: Planned, levelName: LevelName) => string;
}[] => [
  { label: t`Level`, value: ({ plan }, levelName) => `${levelName(plan.level)} · ${plan.codeLetter}` },
  { label: t`Lot size`, value: ({ plan }) => formatCount(plan.lotSize) },
  { label: t`Sample size`, value: ({ plan }) => formatCount(plan.sampleSize) },
  { label: t`Major table`, value: ({ plan }) => planClassTable(plan, "major") },
  { label: t`Major allowed (Ac)`, value: ({ plan }) => formatCount(plan.major.accept) },
  { label: t`Minor table`, value: ({ plan }) => planClassTable(plan, "minor") },
  { label: t`Minor allowed (Ac)`, value: ({ plan }) => formatCount(plan.minor.accept) },
];

/**
 * What changed in the sampling plan between the copy the inspector worked from and the server's (a planner
 * changed the level or the quantities while the tablet was offline, and with them perhaps the tables the supplier
 * is on): empty when the work still stands as it was done. Other planning changes (the date, a submission number) do not touch what was recorded, so they are taken
 * as they come.
 */
export function planDifferences(
  mine: Planned,
  theirs: Planned,
  levelName: LevelName = (level) => level,
): PlanDifference[] {
  return figures()
    .map(({ label, value }) => ({
      label,
      before: value(mine, levelName),
      after: value(theirs, levelName),
    }))
    .filter(({ before, after }) => before !== after);
}
