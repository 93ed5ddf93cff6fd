import { AnalyticsQuerySchema, DefectAnalysisSchema, type DefectAnalysis } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { pageReader } from "../testing/handler-context";
import { ANATOLIA, finishedOn, lotOn } from "../testing/analytics-fixture";
import { addStyle, move, recordDefects } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { analyticsDefects } from "./analytics-defects";

/** GET /api/analytics/defects: Defect Analysis — the units found as Paretos by defect, class and category. */
describe("analytics-defects", () => {
  const services = demoTenantForEachTest();
  const december = { from: "2026-12-01", to: "2026-12-31" };

  /** The page for December 2026 (and the filters asked for), as the demo user of `role` reads it. */
  const defects = pageReader(
    services,
    analyticsDefects,
    AnalyticsQuerySchema,
    DefectAnalysisSchema,
    december,
  );
  /** A Pareto's bars as the chart draws them: key, units found, and the units of the previous period. */
  const bars = (items: DefectAnalysis["byDefect"]) =>
    items.map((item) => [item.key, item.count, item.previousCount]);

  /**
   * December: a failed lot (4 holes, major, and 2 untrimmed threads, minor), a passed one (1 untrimmed thread, 1
   * slub) and Anatolia's passed dress with none; November: 3 untrimmed threads.
   */
  async function season() {
    // The style names its category, as the planners' style list does.
    await addStyle(services, "T61-1001", { productCategory: { code: "MKNIT", name: "Men's Knitwear" } });
    await finishedOn(services, "2026-11-20", { defects: [["WRK05", "MINOR", 3]] });
    const failed = await finishedOn(services, "2026-12-09", { fail: true, defects: [["WRK05", "MINOR", 2]] });
    await finishedOn(services, "2026-12-10", {
      controlPointId: "UK-DC",
      defects: [
        ["WRK05", "MINOR", 1],
        ["FAB02", "MINOR", 1],
      ],
    });
    await finishedOn(services, "2026-12-11", {
      line: { ...ANATOLIA, styleCode: "W22-4001", productCategoryCode: "WDRESS" },
      controlPointId: "ORIGIN",
    });
    expect(failed.allowedDefectsMaj + 1).toBe(4);
  }

  it("draws the units found by defect, largest first, with their share, the running share and last period's", async () => {
    await season();
    const page = await defects();
    expect(page.byDefect).toEqual([
      {
        key: "FAB01",
        label: "Hole in fabric (FAB01)",
        count: 4,
        share: 0.5,
        cumulativeShare: 0.5,
        previousCount: 0,
        inspections: 1,
        severity: "MAJOR",
      },
      {
        key: "WRK05",
        label: "Untrimmed threads (WRK05)",
        count: 3,
        share: 0.375,
        cumulativeShare: 0.875,
        previousCount: 3,
        inspections: 2,
        severity: "MINOR",
      },
      expect.objectContaining({
        key: "FAB02",
        count: 1,
        cumulativeShare: 1,
        previousCount: 0,
        inspections: 1,
      }),
    ]);
    expect(page.current).toMatchObject({ inspections: 3, defectsFound: 8, failed: 1 });
  });

  it("draws them by class and by product category too, leaving out what found nothing", async () => {
    await season();
    const page = await defects();
    expect(
      page.bySeverity.map((item) => [item.label, item.count, item.previousCount, item.inspections]),
    ).toEqual([
      ["Major", 4, 0, 1],
      ["Minor", 4, 3, 2],
    ]);
    expect(page.byCategory).toEqual([
      expect.objectContaining({
        key: "MKNIT",
        label: "Men's Knitwear",
        count: 8,
        previousCount: 3,
        share: 1,
      }),
    ]);
  });

  it("counts the defects of lots whose report is out, not those still being inspected", async () => {
    const started = await move(services, await lotOn(services, "2026-12-09"), "start");
    const recorded = await recordDefects(services, started, [["CLN01", "MAJOR", 2]]);
    expect((await defects()).byDefect).toEqual([]);
    await move(services, recorded, "finish");
    expect(bars((await defects()).byDefect)).toEqual([["CLN01", 2, 0]]);
  });

  it("shows a defect in the class it was recorded in most", async () => {
    await finishedOn(services, "2026-12-09", { defects: [["WRK05", "MAJOR", 1]] });
    await finishedOn(services, "2026-12-10", { defects: [["WRK05", "MINOR", 2]] });
    expect((await defects()).byDefect).toEqual([
      expect.objectContaining({ key: "WRK05", count: 3, inspections: 2, severity: "MINOR" }),
    ]);
  });

  it("narrows the Paretos to the supplier, category and control point asked for", async () => {
    await season();
    expect((await defects({ supplierId: "SUP-ANT" })).byDefect).toEqual([]);
    expect((await defects({ supplierId: "SUP-ANT" })).current.inspections).toBe(1);
    expect((await defects({ categoryCode: "WDRESS" })).byCategory).toEqual([]);
    expect(bars((await defects({ controlPointId: "UK-DC" })).byDefect)).toEqual([
      ["FAB02", 1, 0],
      ["WRK05", 1, 0],
    ]);
    expect(bars((await defects({ supplierId: "SUP-DKW", categoryCode: "MKNIT" })).byDefect)).toEqual([
      ["FAB01", 4, 0],
      ["WRK05", 3, 3],
      ["FAB02", 1, 0],
    ]);
  });

  it("shows a supplier the defects of their own supplier's lots only", async () => {
    await finishedOn(services, "2026-12-09", { defects: [["WRK05", "MINOR", 1]] });
    await finishedOn(services, "2026-12-10", { line: ANATOLIA, defects: [["CLN01", "MAJOR", 2]] });
    expect(bars((await defects({}, "SUPPLIER")).byDefect)).toEqual([["WRK05", 1, 0]]);
    expect((await defects({ supplierId: "SUP-ANT" }, "SUPPLIER")).byDefect).toEqual([]);
    expect(bars((await defects()).byDefect)).toEqual([
      ["CLN01", 2, 0],
      ["WRK05", 1, 0],
    ]);
  });
});
