import { AnalyticsQuerySchema, SupplierAnalysisSchema, type SupplierAnalysis } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { pageReader } from "../testing/handler-context";
import { ANATOLIA, ASHULIA, finishedOn, lotOn } from "../testing/analytics-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { analyticsSuppliers } from "./analytics-suppliers";

/** GET /api/analytics/suppliers: Supplier Analysis — each supplier and its factories against the previous period. */
describe("analytics-suppliers", () => {
  const services = demoTenantForEachTest();
  const december = { from: "2026-12-01", to: "2026-12-31" };
  const shanghai = {
    supplier: { id: "SUP-SFG", name: "Shanghai Fine Garments Co." },
    factory: { id: "FAC-SFG-1", name: "Songjiang Factory" },
  };

  /** The page for December 2026 (and the filters asked for), as the demo user of `role` reads it. */
  const suppliers = pageReader(
    services,
    analyticsSuppliers,
    AnalyticsQuerySchema,
    SupplierAnalysisSchema,
    december,
  );
  /** The table's rows: each supplier with its lots done now and before, and its factories'. */
  const rows = (page: SupplierAnalysis) =>
    page.suppliers.map((row) => [
      row.name,
      row.current.inspections,
      row.previous.inspections,
      row.factories.map((factory) => [factory.name, factory.current.inspections]),
    ]);

  it("shows each supplier's lots done, first-time pass and failure rates and defects per 100 units, by factory", async () => {
    const failed = await finishedOn(services, "2026-12-09", { fail: true });
    await finishedOn(services, "2026-12-10");
    await finishedOn(services, "2026-12-16", { line: { factory: ASHULIA } });
    await finishedOn(services, "2026-11-20");
    await finishedOn(services, "2026-12-11", { line: ANATOLIA, fail: true });

    const page = await suppliers();
    expect(page.interval).toBe("week");
    expect(rows(page)).toEqual([
      [
        "Dhaka Knitwear Ltd",
        3,
        1,
        [
          ["Gazipur Unit 1", 2],
          ["Ashulia Unit 2", 1],
        ],
      ],
      ["Anatolia Tekstil A.Ş.", 1, 0, [["Bursa Plant", 1]]],
    ]);
    const [dhaka] = page.suppliers;
    const sampled = 3 * failed.plan.sampleSize;
    expect(dhaka?.current).toEqual({
      inspections: 3,
      passedFirstTime: 2,
      failed: 1,
      commercialPasses: 0,
      unitsSampled: sampled,
      defectsFound: 4,
      awaitingDecision: 3,
      firstTimePassRate: 2 / 3,
      failureRate: 1 / 3,
      defectsPer100Units: (4 / sampled) * 100,
    });
    expect(dhaka?.previous).toMatchObject({ inspections: 1, firstTimePassRate: 1, failureRate: 0 });
    expect(dhaka?.factories[0]).toMatchObject({
      id: "FAC-DKW-1",
      current: { inspections: 2, failed: 1, firstTimePassRate: 0.5 },
      previous: { inspections: 1 },
    });
    // The sparkline: week by week, clipped to the period.
    expect(dhaka?.trend.map((point) => [point.from, point.inspections, point.firstTimePassRate])).toEqual([
      ["2026-12-01", 0, null],
      ["2026-12-07", 2, 0.5],
      ["2026-12-14", 1, 1],
      ["2026-12-21", 0, null],
      ["2026-12-28", 0, null],
    ]);
    expect(dhaka?.factories[1]?.trend.map((point) => point.inspections)).toEqual([0, 0, 1, 0, 0]);
  });

  it("keeps a supplier with lots done only last period, and leaves out one with nothing done", async () => {
    await finishedOn(services, "2026-11-25", { line: shanghai });
    await lotOn(services, "2026-12-09", { line: ANATOLIA });
    const page = await suppliers();
    expect(rows(page)).toEqual([["Shanghai Fine Garments Co.", 0, 1, [["Songjiang Factory", 0]]]]);
    expect(page.suppliers[0]?.current.firstTimePassRate).toBeNull();
  });

  it("narrows the table to the supplier, category and control point asked for", async () => {
    await finishedOn(services, "2026-12-09", { controlPointId: "UK-DC" });
    await finishedOn(services, "2026-12-10", {
      line: { ...ANATOLIA, productCategoryCode: "WDRESS" },
      controlPointId: "ORIGIN",
    });
    await finishedOn(services, "2026-12-11", { line: { ...ANATOLIA, productCategoryCode: "MKNIT" } });
    expect(rows(await suppliers({ supplierId: "SUP-ANT" }))).toEqual([
      ["Anatolia Tekstil A.Ş.", 2, 0, [["Bursa Plant", 2]]],
    ]);
    expect(rows(await suppliers({ categoryCode: "WDRESS" }))).toEqual([
      ["Anatolia Tekstil A.Ş.", 1, 0, [["Bursa Plant", 1]]],
    ]);
    expect(rows(await suppliers({ controlPointId: "UK-DC" }))).toEqual([
      ["Dhaka Knitwear Ltd", 1, 0, [["Gazipur Unit 1", 1]]],
    ]);
    expect((await suppliers({ categoryCode: "MJACKET" })).suppliers).toEqual([]);
  });

  it("shows a supplier their own row only, whatever supplier they ask for", async () => {
    await finishedOn(services, "2026-12-09");
    await finishedOn(services, "2026-12-10", { line: ANATOLIA });
    expect(rows(await suppliers({}, "SUPPLIER"))).toEqual([
      ["Dhaka Knitwear Ltd", 1, 0, [["Gazipur Unit 1", 1]]],
    ]);
    expect((await suppliers({ supplierId: "SUP-ANT" }, "SUPPLIER")).suppliers).toEqual([]);
  });
});
