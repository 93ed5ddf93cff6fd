import {
  AnalyticsOverviewSchema,
  AnalyticsQuerySchema,
  messages,
  NO_CONTROL_POINT,
} from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { queryRefusals, rolesAllowed, pageReader } from "../testing/handler-context";
import { ANATOLIA, finishedOn, lotOn } from "../testing/analytics-fixture";
import { decide, move, recordDefects } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { analyticsActivity } from "./analytics-activity";
import { analyticsDefects } from "./analytics-defects";
import { analyticsInsights } from "./analytics-insights";
import { analyticsOverview } from "./analytics-overview";
import { analyticsSuppliers } from "./analytics-suppliers";

/** GET /api/analytics/overview: Your Reports, the page client managers land on. */
describe("analytics-overview", () => {
  const services = demoTenantForEachTest();
  const december = { from: "2026-12-01", to: "2026-12-31" };

  /** The page for December 2026 (and the filters asked for), as the demo user of `role` reads it. */
  const overview = pageReader(
    services,
    analyticsOverview,
    AnalyticsQuerySchema,
    AnalyticsOverviewSchema,
    december,
  );

  it("counts a finished failed lot as done and failed, beside a passed one; a planned lot is not done", async () => {
    const failed = await finishedOn(services, "2026-12-09", { fail: true });
    const passed = await finishedOn(services, "2026-12-10");
    await lotOn(services, "2026-12-11");
    const page = await overview();
    const sampled = failed.plan.sampleSize + passed.plan.sampleSize;
    const found = failed.allowedDefectsMaj + 1;
    expect(page.period).toEqual({ ...december, previousFrom: "2026-10-31", previousTo: "2026-11-30" });
    expect(page.current).toEqual({
      inspections: 2,
      passedFirstTime: 1,
      failed: 1,
      commercialPasses: 0,
      unitsSampled: sampled,
      defectsFound: found,
      awaitingDecision: 2,
      firstTimePassRate: 0.5,
      failureRate: 0.5,
      defectsPer100Units: (found / sampled) * 100,
    });
    // Nothing was inspected in the 31 days before: no rate to compare with.
    expect(page.previous).toMatchObject({ inspections: 0, firstTimePassRate: null, failureRate: null });
  });

  it("leaves out lots inspected outside the period", async () => {
    await finishedOn(services, "2026-11-30", { fail: true });
    await finishedOn(services, "2027-01-01");
    const page = await overview();
    expect(page.current.inspections).toBe(0);
    expect(page.previous).toMatchObject({ inspections: 1, failed: 1 });
    expect(page.awaiting).toEqual([]);
  });

  it("lists the lots awaiting the client's decision, oldest first, and drops one once decided", async () => {
    const later = await finishedOn(services, "2026-12-15");
    const earlier = await finishedOn(services, "2026-12-03", { fail: true });
    await finishedOn(services, "2026-11-20"); // the previous period's: not this page's to list
    const before = await overview();
    expect(before.awaiting).toEqual([
      {
        id: earlier.id,
        inspectionNumber: earlier.inspectionNumber,
        inspectionDate: "2026-12-03",
        supplierName: "Dhaka Knitwear Ltd",
        styleCode: "T61-1001",
        styleName: "Crew neck jumper",
        colour: "Navy",
        result: "Fail",
      },
      expect.objectContaining({ id: later.id, inspectionDate: "2026-12-15", result: "Pass" }),
    ]);
    expect(before.current.awaitingDecision).toBe(2);

    await decide(services, earlier, "REJECTED", "Holes in the fabric");
    const after = await overview();
    expect(after.awaiting.map((lot) => lot.id)).toEqual([later.id]);
    expect(after.current).toMatchObject({ awaitingDecision: 1, inspections: 2, failed: 1 });
  });

  it("compares with the previous period: the supplier and the defect that moved, and the weekly trend", async () => {
    for (const day of ["2026-11-03", "2026-11-10", "2026-11-17"]) await finishedOn(services, day);
    await finishedOn(services, "2026-12-02");
    await finishedOn(services, "2026-12-08", { fail: true });
    const failed = await finishedOn(services, "2026-12-09", { fail: true });
    const page = await overview();
    expect(page.previous).toMatchObject({ inspections: 3, passedFirstTime: 3, firstTimePassRate: 1 });
    expect(page.current).toMatchObject({ inspections: 3, passedFirstTime: 1 });
    expect(page.supplierMovers).toEqual([
      { id: "SUP-DKW", name: "Dhaka Knitwear Ltd", current: 1 / 3, previous: 1, change: -66.7 },
    ]);
    const holes = 2 * (failed.allowedDefectsMaj + 1);
    expect(page.defectMovers).toEqual([
      { id: "FAB01", name: "Hole in fabric", current: holes, previous: 0, change: holes },
    ]);
    // A month is drawn by ISO week, clipped to the period.
    expect(page.trend).toEqual([
      { from: "2026-12-01", to: "2026-12-06", inspections: 1, firstTimePassRate: 1 },
      { from: "2026-12-07", to: "2026-12-13", inspections: 2, firstTimePassRate: 0 },
      { from: "2026-12-14", to: "2026-12-20", inspections: 0, firstTimePassRate: null },
      { from: "2026-12-21", to: "2026-12-27", inspections: 0, firstTimePassRate: null },
      { from: "2026-12-28", to: "2026-12-31", inspections: 0, firstTimePassRate: null },
    ]);
  });

  it("moves no supplier on fewer than three lots in either period", async () => {
    for (const day of ["2026-11-03", "2026-11-10"]) await finishedOn(services, day);
    for (const day of ["2026-12-02", "2026-12-08", "2026-12-09"]) {
      await finishedOn(services, day, { fail: true });
    }
    expect((await overview()).supplierMovers).toEqual([]);
  });

  it("does not count a lot that passed only when inspected again as passed first time", async () => {
    const failed = await finishedOn(services, "2026-12-09", { fail: true });
    const reopened = await move(services, failed, "reopen", "REVIEWER");
    // Reopened, it leaves the figures until its next report.
    expect((await overview()).current).toMatchObject({ inspections: 0, awaitingDecision: 0 });
    const cleared = await recordDefects(services, reopened, []);
    expect((await move(services, cleared, "finish")).result).toBe("Pass");
    expect((await overview()).current).toMatchObject({
      inspections: 1,
      failed: 0,
      passedFirstTime: 0,
      firstTimePassRate: 0,
      awaitingDecision: 1,
    });
  });

  it("narrows every figure and the list to the supplier, category and control point asked for", async () => {
    await finishedOn(services, "2026-12-09", { controlPointId: "UK-DC" });
    const anatolia = await finishedOn(services, "2026-12-10", {
      fail: true,
      line: { ...ANATOLIA, productCategoryCode: "WDRESS" },
      controlPointId: "ORIGIN",
    });
    await finishedOn(services, "2026-12-11");
    expect((await overview()).current.inspections).toBe(3);

    const onlyAnatolia = await overview({ supplierId: "SUP-ANT" });
    expect(onlyAnatolia.current).toMatchObject({ inspections: 1, failed: 1 });
    expect(onlyAnatolia.awaiting.map((lot) => lot.id)).toEqual([anatolia.id]);
    expect((await overview({ categoryCode: "WDRESS" })).current.inspections).toBe(1);
    expect((await overview({ categoryCode: "MKNIT" })).current).toMatchObject({ inspections: 2, failed: 0 });
    expect((await overview({ controlPointId: "ORIGIN" })).current.inspections).toBe(1);
    expect((await overview({ controlPointId: "UK-DC" })).current.inspections).toBe(1);
    const notSet = await overview({ controlPointId: NO_CONTROL_POINT });
    expect(notSet.current).toMatchObject({ inspections: 1, failed: 0 });
    expect((await overview({ supplierId: "SUP-ANT", categoryCode: "MKNIT" })).current.inspections).toBe(0);
  });

  it("shows a supplier their own supplier's figures only, whatever supplier they ask for", async () => {
    const own = await finishedOn(services, "2026-12-09");
    await finishedOn(services, "2026-12-10", { fail: true, line: ANATOLIA });
    const page = await overview({}, "SUPPLIER");
    expect(page.current).toMatchObject({ inspections: 1, failed: 0 });
    expect(page.awaiting.map((lot) => lot.id)).toEqual([own.id]);
    const other = await overview({ supplierId: "SUP-ANT" }, "SUPPLIER");
    expect(other.current.inspections).toBe(0);
    expect(other.awaiting).toEqual([]);
    // The client manager, asking the same, sees Anatolia's lot.
    expect((await overview({ supplierId: "SUP-ANT" })).current.inspections).toBe(1);
  });

  const pages = [
    analyticsOverview,
    analyticsActivity,
    analyticsDefects,
    analyticsSuppliers,
    analyticsInsights,
  ];

  it("every analytics page is for those who read analytics: planners, inspectors and those awaiting approval get 403", () => {
    for (const page of pages) {
      expect(rolesAllowed(page), page.name).toEqual([
        "ADMINISTRATOR",
        "REVIEWER",
        "SUPPLIER",
        "CLIENT_MANAGER",
        "CLIENT_OPERATOR",
      ]);
    }
  });

  it("refuses a range that ends before it starts, a date that is not one, or a filter it does not take (400)", () => {
    // The query of every analytics page but Inspection Activity (its own test has its interval).
    for (const page of [analyticsDefects, analyticsSuppliers, analyticsInsights]) {
      expect(page.input.query, page.name).toBe(AnalyticsQuerySchema);
    }
    const refused = (query: Record<string, string>) => queryRefusals(AnalyticsQuerySchema, query);
    expect(refused(december)).toEqual([]);
    expect(refused({ from: "2026-12-31", to: "2026-12-01" })).toEqual([
      { field: "query.from", message: messages.invalidDateRange },
    ]);
    expect(refused({ from: "2026-02-30", to: "2026-03-31" })).toEqual([
      { field: "query.from", message: "is not a real date" },
    ]);
    expect(refused({ from: "01/12/2026", to: "2026-12-31" })).toContainEqual({
      field: "query.from",
      message: "must be a date as yyyy-mm-dd",
    });
    expect(refused({ from: "2025-01-01", to: "2026-12-31" })).toEqual([
      { field: "query.to", message: "must be at most 366 days after from" },
    ]);
    expect(refused({ to: "2026-12-31" }).map((refusal) => refusal.field)).toEqual(["query.from"]);
    expect(refused({ ...december, factoryId: "FAC-DKW-1" })).toEqual([
      { field: "query.factoryId", message: "is not a known field" },
    ]);
  });
});
