import {
  daysInRange,
  formatCalendarDay,
  formatCount,
  formatDecimal,
  formatPercent,
  MIN_INSPECTIONS_TO_COMPARE,
  type AnalyticsPeriod,
  type Insight,
  type QualityFigures,
} from "@aql-portal/shared";
import type { Cube } from "./cube";
import { categoryComparisons, defectMovers, points, supplierMovers } from "./figures";

/**
 * Insights: what changed most this period, as plain sentences with their numbers and a link to the page that
 * shows more. Each kind has a threshold below which it is not news (docs/decisions/analytics.md); the most
 * notable come first.
 */

/** Rates must move at least this many percentage points to be mentioned. */
const RATE_POINTS = 10;
const OVERALL_RATE_POINTS = 5;
/** A defect is news when at least this many more units were found (and at least half as many again). */
const DEFECT_UNITS = 3;
/** Defects per 100 units must move by at least this share of what they were. */
const DEFECT_RATE_CHANGE = 0.25;

interface Candidate extends Insight {
  score: number;
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;
const ofInspections = (passed: number, figures: QualityFigures) =>
  `${formatCount(passed)} of ${plural(figures.inspections, "inspection")}`;
const signed = (value: number) => `${value > 0 ? "+" : "−"}${formatCount(Math.abs(value))}`;

export function insightsOf(
  cube: Cube,
  period: AnalyticsPeriod,
  current: QualityFigures,
  previous: QualityFigures,
): Insight[] {
  const range = `${formatCalendarDay(period.from)} and ${formatCalendarDay(period.to)}`;
  const before = `the previous ${plural(daysInRange(period.from, period.to), "day")}`;
  if (current.inspections === 0) {
    return [
      {
        kind: "quiet-period",
        tone: "neutral",
        text: `No inspection was finished between ${range}, so there is nothing to compare yet.`,
        link: { tab: "Inspection Activity" },
        linkLabel: "See what is planned",
      },
    ];
  }
  const candidates: Candidate[] = [];

  const rateNow = current.firstTimePassRate ?? 0;
  const rateBefore = previous.firstTimePassRate;
  const overallComparable = previous.inspections >= MIN_INSPECTIONS_TO_COMPARE && rateBefore !== null;
  const overallChange = overallComparable ? points(rateNow, rateBefore) : 0;
  candidates.push({
    kind: "first-time-pass-rate",
    tone:
      !overallComparable || Math.abs(overallChange) < OVERALL_RATE_POINTS
        ? "neutral"
        : overallChange < 0
          ? "bad"
          : "good",
    text: !overallComparable
      ? `${formatPercent(rateNow)} of inspections passed first time (${ofInspections(current.passedFirstTime, current)}); ${before} had too few inspections to compare.`
      : Math.abs(overallChange) < OVERALL_RATE_POINTS
        ? `The first-time pass rate held at ${formatPercent(rateNow)} (${ofInspections(current.passedFirstTime, current)}), against ${formatPercent(rateBefore)} in ${before}.`
        : `The first-time pass rate ${overallChange < 0 ? "fell" : "rose"} to ${formatPercent(rateNow)} (${ofInspections(current.passedFirstTime, current)}) from ${formatPercent(rateBefore)} in ${before} (${ofInspections(previous.passedFirstTime, previous)}).`,
    link: { tab: "Supplier Analysis" },
    linkLabel: "Compare suppliers",
    score: Math.abs(overallChange) >= OVERALL_RATE_POINTS ? 20 + Math.abs(overallChange) : 5,
  });

  const suppliers = supplierMovers(cube, period);
  const falling = suppliers
    .filter((mover) => mover.change <= -RATE_POINTS)
    .sort((a, b) => a.change - b.change)[0];
  if (falling) {
    candidates.push({
      kind: "supplier-falling",
      tone: "bad",
      text: `${falling.name}'s first-time pass rate fell from ${formatPercent(falling.previous)} to ${formatPercent(falling.current)}, ${formatCount(Math.round(Math.abs(falling.change)))} points down on ${before}.`,
      link: { tab: "Supplier Analysis", supplierId: falling.id },
      linkLabel: `See ${falling.name}`,
      score: 15 + Math.abs(falling.change),
    });
  }
  const rising = suppliers
    .filter((mover) => mover.change >= RATE_POINTS)
    .sort((a, b) => b.change - a.change)[0];
  if (rising) {
    candidates.push({
      kind: "supplier-rising",
      tone: "good",
      text: `${rising.name}'s first-time pass rate rose from ${formatPercent(rising.previous)} to ${formatPercent(rising.current)}, ${formatCount(Math.round(rising.change))} points up on ${before}.`,
      link: { tab: "Supplier Analysis", supplierId: rising.id },
      linkLabel: `See ${rising.name}`,
      score: 10 + rising.change,
    });
  }

  const defects = defectMovers(cube, period);
  const fresh = defects
    .filter((mover) => mover.previous === 0 && mover.current >= DEFECT_UNITS)
    .sort((a, b) => b.current - a.current)[0];
  if (fresh) {
    candidates.push({
      kind: "new-defect",
      tone: "bad",
      text: `${fresh.name} (${cube.defectCode(fresh.id)}) is new this period: ${plural(fresh.current, "unit")} found, none in ${before}.`,
      link: { tab: "Defect Analysis", by: "defect", defectId: fresh.id },
      linkLabel: `See inspections with ${fresh.name}`,
      score: 20 + Math.min(fresh.current, 30),
    });
  }
  const growing = defects
    .filter(
      (mover) => mover.previous > 0 && mover.change >= DEFECT_UNITS && mover.change >= mover.previous / 2,
    )
    .sort((a, b) => b.change - a.change)[0];
  if (growing) {
    candidates.push({
      kind: "defect-rising",
      tone: "bad",
      text: `${growing.name} (${cube.defectCode(growing.id)}) rose from ${plural(growing.previous, "unit")} to ${formatCount(growing.current)} (${signed(growing.change)}) against ${before}.`,
      link: { tab: "Defect Analysis", by: "defect", defectId: growing.id },
      linkLabel: `See inspections with ${growing.name}`,
      score: 12 + Math.min(growing.change, 30),
    });
  }

  const failing = categoryComparisons(cube, period)
    .map((category) => ({
      ...category,
      change: points(category.current.failureRate ?? 0, category.previous.failureRate ?? 0),
    }))
    .filter((category) => category.change >= RATE_POINTS)
    .sort((a, b) => b.change - a.change)[0];
  if (failing) {
    candidates.push({
      kind: "category-failing",
      tone: "bad",
      text: `${failing.name} failed ${ofInspections(failing.current.failed, failing.current)} (${formatPercent(failing.current.failureRate ?? 0)}), up from ${ofInspections(failing.previous.failed, failing.previous)} (${formatPercent(failing.previous.failureRate ?? 0)}) in ${before}.`,
      link: { tab: "Defect Analysis", by: "category", categoryCode: failing.code },
      linkLabel: `See ${failing.name} defects`,
      score: 12 + failing.change,
    });
  }

  const rate = current.defectsPer100Units;
  const rateEarlier = previous.defectsPer100Units;
  if (
    rate !== null &&
    rateEarlier !== null &&
    rateEarlier > 0 &&
    previous.inspections >= MIN_INSPECTIONS_TO_COMPARE
  ) {
    const change = (rate - rateEarlier) / rateEarlier;
    if (Math.abs(change) >= DEFECT_RATE_CHANGE) {
      candidates.push({
        kind: "defect-rate",
        tone: change > 0 ? "bad" : "good",
        text: `Defects found per 100 units sampled ${change > 0 ? "rose" : "fell"} from ${formatDecimal(rateEarlier)} to ${formatDecimal(rate)} (${formatCount(current.defectsFound)} units in ${formatCount(current.unitsSampled)} sampled).`,
        link: { tab: "Defect Analysis", by: "defect" },
        linkLabel: "See the defect Pareto",
        score: 8 + Math.min(Math.abs(change), 1) * 20,
      });
    }
  }

  if (current.awaitingDecision > 0) {
    candidates.push({
      kind: "awaiting-decisions",
      tone: "neutral",
      text: `${plural(current.awaitingDecision, "lot")} inspected between ${range} ${current.awaitingDecision === 1 ? "is" : "are"} awaiting a client decision.`,
      link: { tab: "Your Reports" },
      linkLabel: "See the lots",
      score: 14,
    });
  }

  return candidates.sort((a, b) => b.score - a.score).map(({ score: _score, ...insight }) => insight);
}
