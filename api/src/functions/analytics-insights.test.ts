import { AnalyticsQuerySchema, InsightsSchema, type Insights } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { pageReader } from "../testing/handler-context";
import { ANATOLIA, finishedOn } from "../testing/analytics-fixture";
import { decide } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { analyticsInsights } from "./analytics-insights";

/** GET /api/analytics/insights: what changed most this period against the previous, as sentences with links. */
describe("analytics-insights", () => {
  const services = demoTenantForEachTest();
  const december = { from: "2026-12-01", to: "2026-12-31" };

  /** The page for December 2026 (and the filters asked for), as the demo user of `role` reads it. */
  const insights = pageReader(services, analyticsInsights, AnalyticsQuerySchema, InsightsSchema, december);
  const kinds = (page: Insights) => page.insights.map((insight) => [insight.kind, insight.tone]);
  const insight = (page: Insights, kind: string) => page.insights.find((found) => found.kind === kind);

  /** Three lots of `line`'s supplier finished on three days of `month` (yyyy-mm), failed as many as `failing` says. */
  async function lots(month: string, failing: number, line = {}) {
    const finished = [];
    for (const [index, day] of ["03", "10", "17"].entries()) {
      finished.push(await finishedOn(services, `${month}-${day}`, { line, fail: index < failing }));
    }
    return finished;
  }

  it("says so when nothing was finished in the period, and leads to what is planned", async () => {
    await finishedOn(services, "2026-11-20");
    const page = await insights();
    expect(page.insights).toEqual([
      {
        kind: "quiet-period",
        tone: "neutral",
        text: "No inspection was finished between 01 Dec 2026 and 31 Dec 2026, so there is nothing to compare yet.",
        link: { tab: "Inspection Activity" },
        linkLabel: "See what is planned",
      },
    ]);
    expect(page.previous.inspections).toBe(1);
  });

  it("reports a falling first-time pass rate, the supplier behind it, its new defect and the lots awaiting a decision", async () => {
    await lots("2026-11", 0);
    await lots("2026-12", 2);
    const page = await insights();
    expect(page.current).toMatchObject({ inspections: 3, passedFirstTime: 1, failed: 2 });
    expect(kinds(page)).toEqual([
      ["first-time-pass-rate", "bad"],
      ["supplier-falling", "bad"],
      ["category-failing", "bad"],
      ["new-defect", "bad"],
      ["awaiting-decisions", "neutral"],
    ]);
    expect(page.insights[0]?.text).toBe(
      "The first-time pass rate fell to 33% (1 of 3 inspections) from 100% in the previous 31 days (3 of 3 inspections).",
    );
    expect(insight(page, "supplier-falling")).toMatchObject({
      text: "Dhaka Knitwear Ltd's first-time pass rate fell from 100% to 33%, 67 points down on the previous 31 days.",
      link: { tab: "Supplier Analysis", supplierId: "SUP-DKW" },
    });
    expect(insight(page, "new-defect")).toMatchObject({
      text: "Hole in fabric (FAB01) is new this period: 8 units found, none in the previous 31 days.",
      link: { tab: "Defect Analysis", by: "defect", defectId: "FAB01" },
    });
    expect(insight(page, "awaiting-decisions")?.text).toBe(
      "3 lots inspected between 01 Dec 2026 and 31 Dec 2026 are awaiting a client decision.",
    );
  });

  it("reports a rising rate and fewer defects as good news, and no lots awaiting once all are decided", async () => {
    await lots("2026-11", 3);
    for (const lot of await lots("2026-12", 0)) await decide(services, lot, "ACCEPTED");
    const page = await insights();
    expect(kinds(page)).toEqual([
      ["first-time-pass-rate", "good"],
      ["supplier-rising", "good"],
      ["defect-rate", "good"],
    ]);
    // November's third lot is on tightened inspection (the supplier's second failure in five lots), so it fails
    // on fewer defects than the first two.
    expect(insight(page, "defect-rate")?.text).toMatch(
      /^Defects found per 100 units sampled fell from 7\.3 to 0\.0/,
    );
  });

  it("compares nothing on fewer than three lots last period", async () => {
    await finishedOn(services, "2026-11-10");
    await lots("2026-12", 3);
    const page = await insights();
    expect(insight(page, "first-time-pass-rate")).toMatchObject({
      tone: "neutral",
      text: "0% of inspections passed first time (0 of 3 inspections); the previous 31 days had too few inspections to compare.",
    });
    expect(insight(page, "supplier-falling")).toBeUndefined();
  });

  it("narrows the comparison to the supplier asked for, and a supplier to their own", async () => {
    await lots("2026-11", 0);
    await lots("2026-12", 0);
    await lots("2026-11", 0, ANATOLIA);
    await lots("2026-12", 3, ANATOLIA);
    expect(insight(await insights(), "supplier-falling")?.link).toEqual({
      tab: "Supplier Analysis",
      supplierId: "SUP-ANT",
    });
    const dhaka = await insights({}, "SUPPLIER");
    expect(dhaka.current).toMatchObject({ inspections: 3, failed: 0 });
    expect(insight(dhaka, "supplier-falling")).toBeUndefined();
    expect(insight(dhaka, "first-time-pass-rate")?.tone).toBe("neutral");
    expect(
      (await insights({ supplierId: "SUP-ANT" }, "SUPPLIER")).insights.map((found) => found.kind),
    ).toEqual(["quiet-period"]);
    const anatolia = await insights({ supplierId: "SUP-ANT" });
    expect(anatolia.current).toMatchObject({ inspections: 3, failed: 3 });
    expect(insight(anatolia, "first-time-pass-rate")?.tone).toBe("bad");
  });
});
