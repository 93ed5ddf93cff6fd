import {
  ActivityQuerySchema,
  InspectionActivitySchema,
  isoDay,
  messages,
  NO_CONTROL_POINT,
  type InspectionActivity,
} from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { ANATOLIA, finishedOn, lotOn } from "../testing/analytics-fixture";
import { runAs, queryRefusals, pageReader } from "../testing/handler-context";
import { addLine, createdLot, move } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { analyticsActivity } from "./analytics-activity";
import { inspectionsDelete } from "./inspections-delete";
import { inspectionsUpdate } from "./inspections-update";

/** GET /api/analytics/activity: Inspection Activity — every lot of the period by status, and the coming days. */
describe("analytics-activity", () => {
  const services = demoTenantForEachTest();
  const june = { from: "2026-06-01", to: "2026-06-30" };

  /** The page for June 2026 (and the filters asked for), as the demo user of `role` reads it. */
  const activity = pageReader(
    services,
    analyticsActivity,
    ActivityQuerySchema,
    InspectionActivitySchema,
    june,
  );
  /** The chart's bars that count something: each interval's first day, total and the statuses counted. */
  const bars = (page: InspectionActivity) =>
    page.buckets
      .filter((bucket) => bucket.total > 0)
      .map((bucket) => [
        bucket.from,
        bucket.total,
        Object.fromEntries(Object.entries(bucket.byStatus).filter(([, count]) => count > 0)),
      ]);

  it("counts every lot of the period by day, whatever its status, with its result and control point", async () => {
    await finishedOn(services, "2026-06-09", { fail: true, controlPointId: "UK-DC" });
    await finishedOn(services, "2026-06-09", { controlPointId: "ORIGIN" });
    await move(services, await lotOn(services, "2026-06-10", { controlPointId: "UK-DC" }), "start");
    await lotOn(services, "2026-06-11");
    // Not planned yet: it counts on its PO line's delivery date.
    await createdLot(services, [addLine(services, { deliveryDate: "2026-06-20" })]);
    await finishedOn(services, "2026-05-31"); // the day before the period

    const page = await activity();
    expect(page.interval).toBe("day");
    expect(page.buckets).toHaveLength(30);
    expect(bars(page)).toEqual([
      ["2026-06-09", 2, { FINISHED: 2 }],
      ["2026-06-10", 1, { STARTED: 1 }],
      ["2026-06-11", 1, { PLANNED: 1 }],
      ["2026-06-20", 1, { CREATED: 1 }],
    ]);
    expect(page.totals).toMatchObject({
      ...june,
      total: 5,
      byStatus: { CREATED: 1, PLANNED: 1, STARTED: 1, PAUSED: 0, FINISHED: 2, CLOSED: 0 },
      byResult: { Pass: 1, Fail: 1, Pending: 3 },
      byControlPoint: { "UK-DC": 2, ORIGIN: 1, [NO_CONTROL_POINT]: 2 },
    });
    expect(page.controlPoints).toEqual([
      { id: NO_CONTROL_POINT, name: "Not set" },
      { id: "ORIGIN", name: "Origin (pre-shipment)" },
      { id: "UK-DC", name: "UK DC (goods-in)" },
    ]);
  });

  it("groups the days by ISO week (Monday first) or by month when asked, each clipped to the period", async () => {
    await finishedOn(services, "2026-06-07");
    await finishedOn(services, "2026-06-08");
    await lotOn(services, "2026-06-30");
    const weeks = await activity({ interval: "week" });
    expect(weeks.buckets.map((bucket) => [bucket.from, bucket.to, bucket.total])).toEqual([
      ["2026-06-01", "2026-06-07", 1],
      ["2026-06-08", "2026-06-14", 1],
      ["2026-06-15", "2026-06-21", 0],
      ["2026-06-22", "2026-06-28", 0],
      ["2026-06-29", "2026-06-30", 1],
    ]);
    const months = await activity({ from: "2026-05-15", to: "2026-07-10", interval: "month" });
    expect(months.buckets.map((bucket) => [bucket.from, bucket.to, bucket.total])).toEqual([
      ["2026-05-15", "2026-05-31", 0],
      ["2026-06-01", "2026-06-30", 3],
      ["2026-07-01", "2026-07-10", 0],
    ]);
  });

  it("follows a lot re-planned to another day, and forgets a deleted one", async () => {
    const moved = await lotOn(services, "2026-06-09");
    const deleted = await lotOn(services, "2026-06-09");
    await lotOn(services, "2026-06-09");
    expect(bars(await activity())).toEqual([["2026-06-09", 3, { PLANNED: 3 }]]);

    const replan = {
      params: { inspectionId: moved.id },
      body: { inspectionDate: "2026-06-15" },
      query: undefined,
    };
    await runAs(services, "PLANNER", inspectionsUpdate, replan, moved.etag);
    const remove = { params: { inspectionId: deleted.id }, body: undefined, query: undefined };
    await runAs(services, "PLANNER", inspectionsDelete, remove, deleted.etag);
    const page = await activity();
    expect(bars(page)).toEqual([
      ["2026-06-09", 1, { PLANNED: 1 }],
      ["2026-06-15", 1, { PLANNED: 1 }],
    ]);
    expect(page.totals.total).toBe(2);
  });

  it("shows what is planned from today over the next 13 days, whatever the period asked for", async () => {
    const today = isoDay(new Date());
    const tomorrow = isoDay(new Date(), 1);
    const planned = await lotOn(services, tomorrow, { controlPointId: "UK-DC" });
    const waiting = await createdLot(services, [addLine(services, { deliveryDate: isoDay(new Date(), 13) })]);
    await lotOn(services, isoDay(new Date(), 14)); // past the window
    await lotOn(services, isoDay(new Date(), -1)); // before it

    const { upcoming } = await activity();
    expect([upcoming.from, upcoming.to]).toEqual([today, isoDay(new Date(), 13)]);
    expect(upcoming.days).toHaveLength(14);
    const booked = upcoming.days.filter((day) => day.total > 0);
    expect(
      booked.map(({ day, total, byStatus }) => [day, total, byStatus.PLANNED, byStatus.CREATED]),
    ).toEqual([
      [tomorrow, 1, 1, 0],
      [isoDay(new Date(), 13), 1, 0, 1],
    ]);
    expect(upcoming.inspections).toEqual([
      {
        id: planned.id,
        inspectionNumber: planned.inspectionNumber,
        day: tomorrow,
        status: "PLANNED",
        supplierName: "Dhaka Knitwear Ltd",
        styleCode: "T61-1001",
        styleName: "Crew neck jumper",
        colour: "Navy",
        inspector: "Imran Hossain",
        controlPoint: "UK DC (goods-in)",
      },
      expect.objectContaining({ id: waiting.id, status: "CREATED", inspector: null, controlPoint: null }),
    ]);
  });

  it("narrows the chart and the coming days to the supplier, category and control point asked for", async () => {
    const soon = isoDay(new Date(), 2);
    await lotOn(services, "2026-06-09", { controlPointId: "UK-DC" });
    await lotOn(services, "2026-06-10", {
      line: { ...ANATOLIA, productCategoryCode: "WDRESS" },
      controlPointId: "ORIGIN",
    });
    const anatoliaSoon = await lotOn(services, soon, { line: ANATOLIA });
    await lotOn(services, soon);

    const anatolia = await activity({ supplierId: "SUP-ANT" });
    expect(bars(anatolia)).toEqual([["2026-06-10", 1, { PLANNED: 1 }]]);
    expect(anatolia.upcoming.inspections.map((lot) => lot.id)).toEqual([anatoliaSoon.id]);
    expect(anatolia.upcoming.days.find((day) => day.day === soon)?.total).toBe(1);
    expect(bars(await activity({ categoryCode: "WDRESS" }))).toEqual([["2026-06-10", 1, { PLANNED: 1 }]]);
    expect(bars(await activity({ controlPointId: "UK-DC" }))).toEqual([["2026-06-09", 1, { PLANNED: 1 }]]);
    const notSet = await activity({ controlPointId: NO_CONTROL_POINT });
    expect(notSet.totals.total).toBe(0);
    expect(notSet.upcoming.inspections).toHaveLength(2);
  });

  it("shows a supplier their own supplier's lots only, in the chart and in the coming days", async () => {
    const soon = isoDay(new Date(), 1);
    await lotOn(services, "2026-06-09");
    await lotOn(services, "2026-06-09", { line: ANATOLIA });
    const own = await lotOn(services, soon);
    await lotOn(services, soon, { line: ANATOLIA });
    const page = await activity({}, "SUPPLIER");
    expect(page.totals.total).toBe(1);
    expect(page.upcoming.inspections.map((lot) => lot.id)).toEqual([own.id]);
    expect(page.upcoming.days.find((day) => day.day === soon)?.total).toBe(1);
    const asked = await activity({ supplierId: "SUP-ANT" }, "SUPPLIER");
    expect(asked.totals.total).toBe(0);
    expect(asked.upcoming.inspections).toEqual([]);
  });

  it("refuses a range that ends before it starts, a date that is not one, or an unknown interval (400)", () => {
    const refused = (query: Record<string, string>) => queryRefusals(ActivityQuerySchema, query);
    expect(refused({ ...june, interval: "week" })).toEqual([]);
    expect(refused({ from: "2026-06-30", to: "2026-06-01" })).toEqual([
      { field: "query.from", message: messages.invalidDateRange },
    ]);
    expect(refused({ from: "2026-06-01", to: "2026-06-31" })).toEqual([
      { field: "query.to", message: "is not a real date" },
    ]);
    expect(refused({ ...june, interval: "year" }).map((refusal) => refusal.field)).toEqual([
      "query.interval",
    ]);
  });
});
