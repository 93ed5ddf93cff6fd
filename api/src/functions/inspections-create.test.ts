import { InspectionSchema, newLotPlan } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import type { OrderDocument } from "../data/orders-repository";
import { tenantAqls } from "../inspections/sampling-plan";
import { runAs } from "../testing/handler-context";
import { addLine, createdLot, plannedLot } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { inspectionsCreate } from "./inspections-create";

/** POST /api/inspections: a planner makes one lot of selected PO lines (CREATE INSPECTIONS). */
describe("inspections-create", () => {
  const services = demoTenantForEachTest();

  async function create(orders: readonly Pick<OrderDocument, "id">[]) {
    const body = { orderIds: orders.map((order) => order.id) };
    const reply = await runAs(services, "PLANNER", inspectionsCreate, {
      body,
      query: undefined,
      params: undefined,
    });
    return { status: reply.status, inspection: InspectionSchema.parse(reply.body) };
  }

  it("makes one CREATED lot of the lines, its size their quantities' sum, sampled at level II", async () => {
    const lines = [addLine(services, { quantity: 300 }), addLine(services, { quantity: 200 })];
    const { status, inspection } = await create(lines);
    expect(status).toBe(201);
    expect(inspection).toMatchObject({
      status: "CREATED",
      poNumbers: lines.map((line) => line.poNumber),
      poQuantity: 500,
      level: "II",
      plan: { lotSize: 500 },
    });
    const stored = await services.orders.getByKeys(lines);
    expect(stored.map((line) => line.inspectionId)).toEqual([inspection.id, inspection.id]);
  });

  it("plans the new lot as the page previews it: the shared new-lot plan, with the tenant's AQLs", async () => {
    const { inspection } = await create([addLine(services, { quantity: 1200 })]);
    expect(inspection.plan).toEqual(newLotPlan(1200, tenantAqls(services.config.tenantId)));
  });

  it("answers the same selection sent again with the lot it made", async () => {
    const lines = [addLine(services)];
    const first = await create(lines);
    const again = await create(lines);
    expect(again.status).toBe(200);
    expect(again.inspection.id).toBe(first.inspection.id);
  });

  it("makes a lot of one style and colour from one supplier only", async () => {
    const navy = addLine(services);
    await expect(
      create([navy, addLine(services, { colourCode: "001", colourName: "Black" })]),
    ).rejects.toMatchObject({
      status: 400,
      message: "Select PO lines of one style and colour: this selection has T61-1001/041, T61-1001/001.",
    });
    const other = addLine(services, { supplier: { id: "SUP-ANT", name: "Anatolia Tekstil A.Ş." } });
    await expect(create([navy, other])).rejects.toMatchObject({
      status: 400,
      message:
        "Select PO lines of one supplier: this selection has Dhaka Knitwear Ltd, Anatolia Tekstil A.Ş..",
    });
  });

  it("takes lines from a created lot into a new one, leaving the draft the rest", async () => {
    const first = addLine(services);
    const draft = await createdLot(services, [first, addLine(services)]);
    const regrouped = await create([first, addLine(services)]);
    expect(regrouped.inspection.id).not.toBe(draft.id);
    const left = await services.inspections.findById(services.config.tenantId, draft.id);
    expect(left).toMatchObject({ poNumbers: [draft.poNumbers[1]], poQuantity: 500 });
  });

  it("grows no planned lot, and inspects no skipped line", async () => {
    const line = addLine(services);
    const planned = await plannedLot(services, [line]);
    await expect(create([line, addLine(services)])).rejects.toMatchObject({
      status: 409,
      message: `Inspection ${planned.inspectionNumber} is PLANNED: its lot can no longer grow. Select other PO lines.`,
    });
    const skipped = addLine(services, { status: "SKIPPED" });
    await expect(create([skipped])).rejects.toMatchObject({
      status: 409,
      message: `PO ${skipped.poNumber} is skipped: unskip it before inspecting it.`,
    });
  });
});
