import { rebuildSummaries } from "@aql-portal/api/analytics";
import { seedDemoData, seedDemoTenant } from "@aql-portal/api/seed";
import { isCarOverdue, isoDay, ListInspectionsQuerySchema, ListOrdersQuerySchema } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { services } from "../support/demo";

/**
 * The demo data `npm start` loads, into a tenant of its own so other tests never see it: what each role
 * finds on the first day, and that loading it again changes nothing.
 */
const day = (offset: number) => isoDay(new Date(), offset);

describe("demo data", () => {
  it("gives every screen something on the day it is loaded, and is loaded once", async () => {
    const tenantId = `demo-data-${crypto.randomUUID().slice(0, 8)}`;
    const store = services();
    await seedDemoTenant(store, tenantId);

    const result = await seedDemoData(store, tenantId);
    expect(result).toMatchObject({ loaded: true });
    expect(result.poLines).toBeGreaterThanOrEqual(30);

    // Manage Inspections opens on yesterday to today: lots delivered then, some planned for the inspector.
    const recent = await store.inspections.list(
      tenantId,
      { ...ListInspectionsQuerySchema.parse({}), from: day(-1), to: day(0) },
      { kind: "tenant" },
    );
    expect(recent.items.length).toBeGreaterThanOrEqual(5);
    expect(recent.items.every((inspection) => inspection.status === "PLANNED")).toBe(true);

    // The inspector's plan opens on yesterday to today too.
    const inspector = await store.users.findByEmail(tenantId, "inspector@demo.local");
    const plan = await store.inspections.list(
      tenantId,
      { ...ListInspectionsQuerySchema.parse({ context: "planningApp" }), from: day(-1), to: day(0) },
      { kind: "inspector", inspectorId: inspector?.id ?? "" },
    );
    expect(plan.items.length).toBe(recent.items.length);
    expect(plan.items.every((inspection) => inspection.controlPoint !== null)).toBe(true);

    // Every demo style has its size chart, uploaded by the planner, with the points its garment is measured at:
    // the inspector has something to measure against on each lot.
    const styles = await store.products.getMany(tenantId, [...new Set(plan.items.map((i) => i.product.id))]);
    expect(styles.size).toBeGreaterThan(0);
    for (const style of styles.values()) {
      expect(style.hasSizeChart, style.styleCode).toBe(true);
      const chart = await store.sizeCharts.get(tenantId, style.id);
      expect(chart?.uploadedBy).toBe("Peter Hughes");
      expect(chart?.points.length).toBeGreaterThanOrEqual(3);
      expect(chart?.sizes.length).toBe(4);
    }

    // CREATE INSPECTIONS has lines from yesterday on; SKIPPED INSPECTIONS has two, with their reason.
    const open = await store.orders.list(
      tenantId,
      { ...ListOrdersQuerySchema.parse({ status: "OPEN" }), from: day(-1), to: day(30) },
      { kind: "tenant" },
    );
    expect(open.items.length).toBeGreaterThanOrEqual(10);
    const skipped = await store.orders.list(
      tenantId,
      { ...ListOrdersQuerySchema.parse({ status: "SKIPPED" }), from: day(-30), to: day(30) },
      { kind: "tenant" },
    );
    expect(skipped.items.map((line) => line.skipReason?.id)).toEqual(["REPEAT-PASSED", "REPEAT-PASSED"]);

    // Last week's lots were carried out: results and report versions made, one signed off, one failed.
    const lastWeek = await store.inspections.list(
      tenantId,
      { ...ListInspectionsQuerySchema.parse({}), from: day(-10), to: day(-3) },
      { kind: "tenant" },
    );
    expect(lastWeek.items.length).toBeGreaterThanOrEqual(4);
    // A version per outcome: the finish, and for the one signed off its close.
    expect(lastWeek.items.map((i) => [i.status, i.reportVersions.length])).toEqual(
      lastWeek.items.map((i) => [i.status, i.status === "CLOSED" ? 2 : 1]),
    );
    // They carry the dates they claim: finished, and reported, on the day they were inspected.
    for (const lot of lastWeek.items) {
      expect(lot.finishedAt?.slice(0, 10)).toBe(lot.inspectionDate);
      expect(lot.reportVersions[0]?.createdOn.slice(0, 10)).toBe(lot.inspectionDate);
    }
    expect(lastWeek.items.map((i) => i.status).sort()).toContain("CLOSED");
    expect(lastWeek.items.map((i) => i.result)).toEqual(expect.arrayContaining(["Pass", "Fail"]));
    expect(lastWeek.items.every((i) => i.clientDecision === "Under Review")).toBe(true);

    // The DC's packaging reports have the last month's deliveries, mostly compliant, some with each kind of issue.
    const cells = await store.packaging.panelCells(
      tenantId,
      { from: day(-29), to: day(0) },
      { kind: "tenant" },
    );
    const checks = cells.reduce((sum, cell) => sum + cell.compliant + cell.nonCompliant + cell.pending, 0);
    expect(checks).toBeGreaterThanOrEqual(10);
    expect(cells.reduce((sum, cell) => sum + cell.compliant, 0)).toBeGreaterThan(checks / 2);
    expect(new Set(cells.flatMap((cell) => Object.keys(cell.issues))).size).toBeGreaterThanOrEqual(2);

    // Corrective action requests on the season's failed lots, one in each state: one overdue, one answered with
    // evidence (a photo and a document), one accepted awaiting verification at the supplier's next lot of its style.
    const cars = await store.correctiveActions.list(tenantId);
    expect(new Set(cars.map((car) => car.status))).toEqual(
      new Set(["open", "answered", "sent-back", "accepted", "verified", "closed"]),
    );
    expect(cars.filter((car) => isCarOverdue(car, day(0))).map((car) => car.supplier.id)).toEqual([
      "SUP-CAP",
    ]);
    const answered = cars.find((car) => car.status === "answered");
    expect(answered?.evidence.map((file) => file.contentType)).toEqual(["image/jpeg", "application/pdf"]);
    expect(answered?.answer?.evidenceIds).toEqual(answered?.evidence.map((file) => file.id));
    // The accepted one is of a style the demo inspector has a lot of on the plan: the tablet offers to verify it.
    const accepted = cars.find((car) => car.status === "accepted");
    expect(plan.items.map((lot) => `${lot.supplier.id} ${lot.product.styleCode}`)).toContain(
      `${accepted?.supplier.id} ${accepted?.styleCode}`,
    );

    // The season was carried out a few lots at a time: the analytics summaries kept by those concurrent writes
    // (days, weeks, months) are exactly what the inspections make.
    expect(await rebuildSummaries(store, tenantId, { dryRun: true })).toMatchObject({ differing: [] });

    expect(await seedDemoData(store, tenantId)).toEqual({ loaded: false, poLines: 0, inspections: 0 });
  }, 120_000); // three months of lots, each reported once per outcome (finish, pass, close, decision)
});
