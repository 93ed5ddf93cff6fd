import {
  AnalyticsOverviewSchema,
  DefectAnalysisSchema,
  InspectionActivitySchema,
  InsightsSchema,
  SupplierAnalysisSchema,
  type Inspection,
  type InspectionDetail,
} from "@aql-portal/shared";
import { rebuildSummaries } from "@aql-portal/api/analytics";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/sign-in";
import { services, signInAll, TENANT, token, uniqueCode, type Who } from "../support/demo";
import {
  defect,
  detailOf,
  expectError,
  importLines,
  listInspections,
  move,
  assignToInspector,
  read,
  saveWork,
  typedDay,
} from "../support/inspections";

/**
 * The analytics routes on the real stack, against a small data set whose figures are worked out by hand below.
 * It lives in 2033, where no other test writes, so the tenant-wide figures are this file's alone. Every lot is
 * 1,200 units at level II: 80 sampled, Ac 5 major / 7 minor.
 *
 * March 2033 (the period):
 *   A  DKW  MKNIT   UK-DC   Pass, 2 × WRK05 minor; the client manager accepts it
 *   B  DKW  MKNIT   UK-DC   Fail (6 × WRK01 major), then Comm. Pass
 *   H  DKW  MKNIT   UK-DC   Pass, no defects
 *   C  ANT  WDRESS  ORIGIN  Fail (6 × FAB01 major), reopened, finished again with no defects: Pass
 *   D  ANT  WDRESS  ORIGIN  Fail (7 × FAB01 major), closed by the reviewer
 *   E  DKW  MKNIT   UK-DC   planned, not started
 *   F  DKW  MKNIT   UK-DC   planned, then deleted
 *   G  ANT  MKNIT   —       imported, not planned
 * February 2033 (the 31 days before): P1–P3 DKW MKNIT Pass with 1 × WRK05 minor each; P4 ANT WDRESS Pass.
 */
const PERIOD = { from: "2033-03-01", to: "2033-03-31" };
const PREVIOUS = { from: "2033-01-29", to: "2033-02-28" };

type Key = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "P1" | "P2" | "P3" | "P4";
const LOTS: Record<Key, { supplier: "DKW" | "ANT"; category: string; day: string; point: string | null }> = {
  A: { supplier: "DKW", category: "MKNIT", day: "2033-03-02", point: "UK-DC" },
  B: { supplier: "DKW", category: "MKNIT", day: "2033-03-03", point: "UK-DC" },
  H: { supplier: "DKW", category: "MKNIT", day: "2033-03-09", point: "UK-DC" },
  C: { supplier: "ANT", category: "WDRESS", day: "2033-03-04", point: "ORIGIN" },
  D: { supplier: "ANT", category: "WDRESS", day: "2033-03-05", point: "ORIGIN" },
  E: { supplier: "DKW", category: "MKNIT", day: "2033-03-20", point: "UK-DC" },
  F: { supplier: "DKW", category: "MKNIT", day: "2033-03-21", point: "UK-DC" },
  G: { supplier: "ANT", category: "MKNIT", day: "2033-03-22", point: null },
  P1: { supplier: "DKW", category: "MKNIT", day: "2033-02-02", point: "UK-DC" },
  P2: { supplier: "DKW", category: "MKNIT", day: "2033-02-09", point: "UK-DC" },
  P3: { supplier: "DKW", category: "MKNIT", day: "2033-02-16", point: "UK-DC" },
  P4: { supplier: "ANT", category: "WDRESS", day: "2033-02-17", point: "ORIGIN" },
};
const lots = {} as Record<Key, Inspection>;

function plan(key: Key): Promise<InspectionDetail> {
  const lot = LOTS[key];
  return assignToInspector(lots[key], lot.day, lot.point ? { controlPointId: lot.point } : {});
}

async function finish(inspection: InspectionDetail, defects: ReturnType<typeof defect>[]) {
  const running =
    inspection.status === "STARTED" ? inspection : await detailOf(await move(inspection, "start"));
  await detailOf(await saveWork(await read(running.id), { defects }));
  return detailOf(await move(await read(running.id), "finish"));
}

const asReviewer = (inspection: InspectionDetail, action: string) => move(inspection, action, "reviewer");

async function figures<T>(
  route: string,
  schema: { parse: (value: unknown) => T },
  query: Record<string, string> = {},
  who: Who = "manager",
): Promise<T> {
  const response = await api(`analytics/${route}?${new URLSearchParams({ ...PERIOD, ...query })}`, {
    token: token(who),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return schema.parse(await response.json());
}

beforeAll(async () => {
  await signInAll();
  const keys = Object.keys(LOTS) as Key[];
  const styles = Object.fromEntries(keys.map((key) => [key, uniqueCode(`AN${key}`)])) as Record<Key, string>;
  const imported = await importLines(
    keys.map((key) => ({
      po: uniqueCode("PO"),
      style: styles[key],
      quantity: 1200,
      date: typedDay(LOTS[key].day),
      supplier: LOTS[key].supplier,
      category: LOTS[key].category,
    })),
  );
  for (const key of keys) {
    const found = imported.inspectionList.find((inspection) => inspection.product.styleCode === styles[key]);
    if (!found) throw new Error(`The import made no inspection for ${key}`);
    lots[key] = found;
  }

  for (const key of ["P1", "P2", "P3"] as const) await finish(await plan(key), [defect("WRK05", "MINOR", 1)]);
  await finish(await plan("P4"), []);

  const a = await finish(await plan("A"), [defect("WRK05", "MINOR", 2)]);
  const decided = await api(`inspections/${a.id}`, {
    method: "PUT",
    token: token("manager"),
    body: { clientDecisionId: "ACCEPTED" },
    headers: { "if-match": a.etag },
  });
  expect(decided.status, await decided.clone().text()).toBe(200);

  const b = await finish(await plan("B"), [defect("WRK01", "MAJOR", 6)]);
  const passed = await api(`inspections/${b.id}/result`, {
    method: "PUT",
    token: token("reviewer"),
    body: { result: "Comm. Pass", comment: "Seams re-checked at the DC: acceptable." },
    headers: { "if-match": b.etag },
  });
  expect(passed.status, await passed.clone().text()).toBe(200);

  await finish(await plan("H"), []);

  const c = await finish(await plan("C"), [defect("FAB01", "MAJOR", 6)]);
  expect(c.result).toBe("Fail");
  const reopened = await detailOf(await asReviewer(c, "reopen"));
  const again = await read(reopened.id);
  await detailOf(await saveWork(again, { defects: [] }));
  expect((await detailOf(await move(await read(again.id), "finish"))).result).toBe("Pass");

  const d = await finish(await plan("D"), [defect("FAB01", "MAJOR", 7)]);
  await detailOf(await asReviewer(d, "close"));

  await plan("E");
  const f = await plan("F");
  const deleted = await api(`inspections/${f.id}`, {
    method: "DELETE",
    token: token("planner"),
    headers: { "if-match": f.etag },
  });
  expect(deleted.status, await deleted.clone().text()).toBe(204);
}, 120_000);

describe("Your Reports (GET /api/analytics/overview)", () => {
  it("counts the period's done inspections, against the 31 days before", async () => {
    const overview = await figures("overview", AnalyticsOverviewSchema);
    expect(overview.period).toEqual({ ...PERIOD, previousFrom: PREVIOUS.from, previousTo: PREVIOUS.to });
    expect(overview.current).toEqual({
      inspections: 5, // A, B, C, D, H (E is planned, F deleted, G not planned)
      passedFirstTime: 2, // A, H; C passed only when inspected again, B only commercially
      failed: 1, // D
      commercialPasses: 1, // B
      unitsSampled: 400,
      defectsFound: 15, // A 2 + B 6 + D 7 (C's first finish was redone without defects)
      awaitingDecision: 4, // B, C, D, H (A accepted; C's reopening reset it)
      firstTimePassRate: 0.4,
      failureRate: 0.2,
      defectsPer100Units: 3.75,
    });
    expect(overview.previous).toMatchObject({ inspections: 4, passedFirstTime: 4, defectsFound: 3 });
    expect(overview.supplierMovers).toEqual([
      { id: "SUP-DKW", name: "Dhaka Knitwear Ltd", current: 2 / 3, previous: 1, change: -33.3 },
    ]);
    expect(overview.defectMovers.map((m) => [m.id, m.previous, m.current, m.change])).toEqual([
      ["FAB01", 0, 7, 7],
      ["WRK01", 0, 6, 6],
      ["WRK05", 3, 2, -1],
    ]);
    expect(overview.awaiting.map((lot) => lot.id)).toEqual([lots.B.id, lots.C.id, lots.D.id, lots.H.id]);
    expect(overview.trend.reduce((sum, point) => sum + point.inspections, 0)).toBe(5);
  });

  it("narrows to a supplier, a product category or a control point", async () => {
    const anatolia = await figures("overview", AnalyticsOverviewSchema, { supplierId: "SUP-ANT" });
    expect(anatolia.current).toMatchObject({
      inspections: 2,
      passedFirstTime: 0,
      failed: 1,
      defectsFound: 7,
    });
    expect(anatolia.awaiting.map((lot) => lot.id)).toEqual([lots.C.id, lots.D.id]);
    const dresses = await figures("overview", AnalyticsOverviewSchema, { categoryCode: "WDRESS" });
    expect(dresses.current.inspections).toBe(2);
    const dc = await figures("overview", AnalyticsOverviewSchema, { controlPointId: "UK-DC" });
    expect(dc.current).toMatchObject({ inspections: 3, passedFirstTime: 2 });
  });
});

describe("the other pages", () => {
  it("Supplier Analysis: each supplier and factory, both periods", async () => {
    const { suppliers } = await figures("suppliers", SupplierAnalysisSchema);
    expect(suppliers.map((s) => [s.name, s.current.inspections, s.current.firstTimePassRate])).toEqual([
      ["Dhaka Knitwear Ltd", 3, 2 / 3],
      ["Anatolia Tekstil A.Ş.", 2, 0],
    ]);
    expect(suppliers[1]).toMatchObject({
      current: { failureRate: 0.5, defectsPer100Units: (7 / 160) * 100 },
      previous: { inspections: 1, firstTimePassRate: 1 },
      factories: [{ name: "Bursa Plant", current: { inspections: 2 } }],
    });
  });

  it("Inspection Activity: every inspection of the period by status, result and control point", async () => {
    const activity = await figures("activity", InspectionActivitySchema, { interval: "week" });
    expect(activity.totals).toMatchObject({
      total: 7,
      byStatus: { CREATED: 1, PLANNED: 1, STARTED: 0, PAUSED: 0, FINISHED: 4, CLOSED: 1 },
      byResult: { Pending: 2, Pass: 3, Fail: 1, "Comm. Pass": 1 },
      byControlPoint: { "UK-DC": 4, ORIGIN: 2, none: 1 },
    });
    expect(activity.interval).toBe("week");
    // Tuesday 1 to Sunday 6 March: A, B, C and D.
    expect(activity.buckets[0]).toMatchObject({ from: "2033-03-01", to: "2033-03-06", total: 4 });
    expect(activity.controlPoints.map((point) => point.name)).toContain("Not set");
    expect(activity.upcoming.days).toHaveLength(14);
  });

  it("Defect Analysis: Paretos by defect, class and category", async () => {
    const defects = await figures("defects", DefectAnalysisSchema);
    expect(
      defects.byDefect.map((item) => [item.key, item.count, item.inspections, item.previousCount]),
    ).toEqual([
      ["FAB01", 7, 1, 0],
      ["WRK01", 6, 1, 0],
      ["WRK05", 2, 1, 3],
    ]);
    expect(defects.byDefect.map((item) => item.cumulativeShare)).toEqual([7 / 15, 13 / 15, 1]);
    expect(defects.bySeverity.map((item) => [item.key, item.count])).toEqual([
      ["MAJOR", 13],
      ["MINOR", 2],
    ]);
    expect(defects.byCategory.map((item) => [item.key, item.count, item.previousCount])).toEqual([
      ["MKNIT", 8, 3],
      ["WDRESS", 7, 0],
    ]);
  });

  it("Insights: the supplier that fell and the defect that is new, in words", async () => {
    const { insights } = await figures("insights", InsightsSchema);
    const texts = insights.map((insight) => insight.text);
    expect(texts, texts.join("\n")).toContain(
      "Dhaka Knitwear Ltd's first-time pass rate fell from 100% to 67%, 33 points down on the previous 31 days.",
    );
    expect(texts).toContain(
      "Hole in fabric (FAB01) is new this period: 7 units found, none in the previous 31 days.",
    );
    expect(insights.find((insight) => insight.kind === "new-defect")?.link).toEqual({
      tab: "Defect Analysis",
      by: "defect",
      defectId: "FAB01",
    });
  });

  it("the inspections behind a bar: reported lots with that defect, class or category", async () => {
    const query = { ...PERIOD, dateField: "inspectionDate", pageSize: "100" };
    const withFab = await listInspections({ ...query, defectId: "FAB01" }, "manager");
    expect(withFab.items.map((i) => i.id)).toEqual([lots.D.id]);
    const minor = await listInspections({ ...query, severity: "MINOR" }, "manager");
    expect(minor.items.map((i) => i.id)).toEqual([lots.A.id]);
    const dresses = await listInspections({ ...query, categoryCode: "WDRESS", reported: "true" }, "manager");
    expect(dresses.items.map((i) => i.id).sort()).toEqual([lots.C.id, lots.D.id].sort());
    const unset = await listInspections({ ...query, controlPointId: "none" }, "manager");
    expect(unset.items.map((i) => i.id)).toEqual([lots.G.id]);
  });
});

describe("who sees what", () => {
  it("a supplier sees its own supplier's figures only, whatever it asks for", async () => {
    const own = await figures("overview", AnalyticsOverviewSchema, {}, "supplier");
    expect(own.current).toMatchObject({ inspections: 3, passedFirstTime: 2 });
    expect(own.awaiting.every((lot) => lot.supplierName === "Dhaka Knitwear Ltd")).toBe(true);
    const other = await figures("overview", AnalyticsOverviewSchema, { supplierId: "SUP-ANT" }, "supplier");
    expect(other.current.inspections).toBe(0);
    expect(other.awaiting).toEqual([]);
    const { suppliers } = await figures("suppliers", SupplierAnalysisSchema, {}, "supplier");
    expect(suppliers.map((s) => s.id)).toEqual(["SUP-DKW"]);
  });

  it("client operators read; inspectors, planners and unsigned callers are refused", async () => {
    expect((await figures("defects", DefectAnalysisSchema, {}, "operator")).current.inspections).toBe(5);
    for (const route of ["overview", "suppliers", "activity", "defects", "insights"]) {
      const path = `analytics/${route}?${new URLSearchParams(PERIOD)}`;
      await expectError(await api(path, { token: token("inspector") }), 403, /analytics:read/);
      await expectError(await api(path, { token: token("planner") }), 403);
      await expectError(await api(path), 401);
    }
  });

  it("a range that ends before it starts, or is over a year, or a field it does not know, is 400", async () => {
    const ask = (query: string) => api(`analytics/overview?${query}`, { token: token("manager") });
    await expectError(await ask("from=2033-03-10&to=2033-03-01"), 400, /Invalid date range!/);
    await expectError(await ask("from=2031-01-01&to=2033-03-01"), 400, /at most 366 days/);
    await expectError(await ask("from=2033-02-30&to=2033-03-01"), 400, /not a real date/);
    await expectError(await ask("from=2033-03-01"), 400, /query\.to/);
    await expectError(await ask(`${new URLSearchParams(PERIOD)}&tenantId=other`), 400, /not a known field/);
  });
});

describe("the summaries", () => {
  it("kept on every write equal the ones rebuilt from the inspections", async () => {
    const range = { from: PREVIOUS.from, to: PERIOD.to };
    expect(await rebuildSummaries(services(), TENANT, { ...range, dryRun: true })).toEqual({
      days: 12,
      differing: [],
    });
  });

  it("are rebuilt from the inspections when a write never reached them, days, weeks and months", async () => {
    const store = services();
    const h = await store.inspections.findById(TENANT, lots.H.id);
    if (!h) throw new Error("Lot H is missing");
    // What a crash between an inspection's write and its summaries' would leave: the inspection changed alone.
    const { _etag, ...written } = h;
    await store.cosmos
      .container("inspections")
      .item(h.id, h.partitionKey)
      .replace({ ...written, result: "Fail" });
    expect((await figures("overview", AnalyticsOverviewSchema)).current.failed).toBe(1);

    const result = await rebuildSummaries(store, TENANT, PERIOD);
    expect(result.differing).toEqual(["day:2033-03-09", "month:2033-03-01", "week:2033-03-07"]);
    expect((await figures("overview", AnalyticsOverviewSchema)).current).toMatchObject({
      inspections: 5,
      failed: 2,
    });
    expect(await rebuildSummaries(store, TENANT, { ...PERIOD, dryRun: true })).toMatchObject({
      differing: [],
    });
  });
});
