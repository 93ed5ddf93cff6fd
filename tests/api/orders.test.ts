import { messages, UpdateOrdersResultSchema } from "@aql-portal/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/sign-in";
import { everyPage, PLANNERS, ROLES, signInAll, token, uniqueCode, userId } from "../support/demo";
import {
  createInspection,
  expectError,
  getInspection,
  importLines,
  listOrders,
  orderIdOf,
  updateInspection,
  type Line,
} from "../support/inspections";

/**
 * GET /api/orders (CREATE INSPECTIONS, SKIPPED INSPECTIONS) and PUT /api/orders (skip, change the reason,
 * unskip) on the real stack. PO lines come in through the import API.
 */
beforeAll(signInAll);

const skip = (
  orderIds: string[],
  skipReasonId = "ORDER-CANCELLED",
  who: (typeof ROLES)[number] = "planner",
) => api("orders", { method: "PUT", token: token(who), body: { action: "skip", orderIds, skipReasonId } });
const unskip = (orderIds: string[]) =>
  api("orders", { method: "PUT", token: token("planner"), body: { action: "unskip", orderIds } });

async function someLines(count: number, options: Partial<Line> = {}): Promise<Line[]> {
  const style = uniqueCode("ORD");
  const lines = Array.from({ length: count }, (_, i) => ({
    po: uniqueCode("PO"),
    style,
    quantity: 100 + i,
    date: "10/06/2031",
    ...options,
  }));
  await importLines(lines);
  return lines;
}

describe("who may use the orders routes", () => {
  it.each(ROLES)("%s", async (who) => {
    const [line] = await someLines(1);
    const list = await api("orders", { token: token(who) });
    expect(list.status).toBe(who === "inspector" ? 403 : 200);
    const skipped = await api("orders?skipped=true", { token: token(who) });
    expect(skipped.status).toBe(who === "inspector" ? 403 : 200);
    const response = await skip([orderIdOf(line as Line)], "ORDER-CANCELLED", who);
    expect(response.status).toBe(PLANNERS.has(who) ? 200 : 403);
  });
});

describe("orders ready to inspect", () => {
  it("lists PO lines by delivery date with their inspection, filtered by supplier, style, status and search", async () => {
    const lines = await someLines(3);
    const style = lines[0]?.style ?? "";
    const ant = await someLines(2, { supplier: "ANT", date: "11/06/2031" });
    const range = { from: "2031-06-01", to: "2031-06-30" };
    const byStyle = await listOrders({ ...range, styleCode: style });
    expect(byStyle.items.map((o) => o.poNumber).sort()).toEqual(lines.map((l) => l.po).sort());
    expect(byStyle.items.every((o) => o.status === "OPEN" && o.inspectionId !== null)).toBe(true);
    const bySearch = await listOrders({ ...range, search: (lines[1]?.po ?? "").toLowerCase() });
    expect(bySearch.items.map((o) => o.poNumber)).toEqual([lines[1]?.po]);
    const bySupplier = await listOrders({ ...range, search: ant[0]?.style ?? "", supplierId: "SUP-ANT" });
    expect(bySupplier.items).toHaveLength(2);
    expect(
      (await listOrders({ ...range, search: ant[0]?.style ?? "", supplierId: "SUP-DKW" })).items,
    ).toHaveLength(0);

    // Planned lines are no longer ready to inspect.
    const inspection = await getInspection(byStyle.items[0]?.inspectionId ?? "");
    const response = await updateInspection(inspection, {
      inspectorId: userId("inspector"),
      inspectionDate: "2031-06-12",
    });
    expect(response.status).toBe(200);
    const ready = await listOrders({ ...range, styleCode: style, readyToInspect: "true" });
    expect(ready.items).toHaveLength(0);
    const inInspection = await listOrders({ ...range, styleCode: style, status: "IN_INSPECTION" });
    expect(inInspection.items).toHaveLength(3);
  });

  it("validates the date range with the spec's message", async () => {
    const body = await expectError(
      await api("orders?from=2031-06-02&to=2031-06-01", { token: token("planner") }),
      400,
    );
    expect(body.errors).toEqual([{ field: "query.from", message: messages.invalidDateRange }]);
  });

  it("pages with continuation tokens, without duplicates", async () => {
    const lines = await someLines(7, { date: "20/06/2031" });
    const listed = await everyPage(3, (page) =>
      listOrders({ from: "2031-06-20", to: "2031-06-20", styleCode: lines[0]?.style ?? "", ...page }),
    );
    const seen = listed.map((o) => o.id);
    expect(seen.sort()).toEqual(lines.map(orderIdOf).sort());
  });

  it("shows a supplier only its own supplier's lines", async () => {
    const dkw = await someLines(1, { date: "12/06/2031" });
    const ant = await someLines(1, { supplier: "ANT", date: "12/06/2031" });
    const range = { from: "2031-06-12", to: "2031-06-12" };
    expect((await listOrders({ ...range, search: dkw[0]?.style ?? "" }, "supplier")).items).toHaveLength(1);
    expect((await listOrders({ ...range, search: ant[0]?.style ?? "" }, "supplier")).items).toHaveLength(0);
    const all = await listOrders({ ...range, pageSize: "100" }, "supplier");
    expect(all.items.every((o) => o.supplier.id === "SUP-DKW")).toBe(true);
  });
});

describe("skipping orders", () => {
  it("skips lines with a reason: they leave their CREATED inspection and are listed as skipped", async () => {
    const lines = await someLines(2, { date: "15/06/2031" });
    const [first, second] = lines as [Line, Line];
    const before = await listOrders({ from: "2031-06-15", to: "2031-06-15", styleCode: first.style });
    const inspectionId = before.items[0]?.inspectionId ?? "";
    expect((await getInspection(inspectionId)).plan.lotSize).toBe(201);

    const response = await skip([orderIdOf(first)], "TRUSTED-SUPPLIER");
    expect(response.status, await response.clone().text()).toBe(200);
    expect(UpdateOrdersResultSchema.parse(await response.json()).items).toEqual([
      expect.objectContaining({
        status: "SKIPPED",
        inspectionId: null,
        skipReason: { id: "TRUSTED-SUPPLIER", name: "Supplier on trusted status" },
      }),
    ]);
    expect(await getInspection(inspectionId)).toMatchObject({
      poNumbers: [second.po],
      plan: { lotSize: 101 },
    });

    const skipped = await listOrders({
      skipped: "true",
      from: "2031-06-15",
      to: "2031-06-15",
      styleCode: first.style,
    });
    expect(skipped.items.map((o) => [o.poNumber, o.skipReason?.name])).toEqual([
      [first.po, "Supplier on trusted status"],
    ]);
    const asSupplier = await listOrders(
      { skipped: "true", from: "2031-06-15", to: "2031-06-15", styleCode: first.style },
      "supplier",
    );
    expect(asSupplier.items).toHaveLength(1);

    // The reason can be changed; skipping the last line removes the inspection.
    const changed = await skip([orderIdOf(first), orderIdOf(second)], "SHIPPED");
    expect(UpdateOrdersResultSchema.parse(await changed.json()).items.map((o) => o.skipReason?.id)).toEqual([
      "SHIPPED",
      "SHIPPED",
    ]);
    await expectError(await api(`inspections/${inspectionId}`, { token: token("planner") }), 404);

    // Unskipped lines are ready to inspect again, in no inspection, and can make a new one.
    const back = await unskip([orderIdOf(first), orderIdOf(second)]);
    expect(UpdateOrdersResultSchema.parse(await back.json()).items).toEqual([
      expect.objectContaining({ status: "OPEN", inspectionId: null, skipReason: null }),
      expect.objectContaining({ status: "OPEN", inspectionId: null, skipReason: null }),
    ]);
    const inspection = await createInspection([orderIdOf(first), orderIdOf(second)]);
    expect(inspection.plan.lotSize).toBe(201);
  });

  it("refuses an unknown reason (400), unknown lines (400), and lines of a planned inspection (409)", async () => {
    const [line] = (await someLines(1, { date: "16/06/2031" })) as [Line];
    await expectError(await skip([orderIdOf(line)], "BORED"), 400, /skip reason/);
    await expectError(await skip(["NO~SUCH~LINE"]), 400, /Unknown PO line/);
    const [order] = (await listOrders({ from: "2031-06-16", to: "2031-06-16", styleCode: line.style })).items;
    const inspection = await getInspection(order?.inspectionId ?? "");
    const planned = await updateInspection(inspection, {
      inspectorId: userId("inspector"),
      inspectionDate: "2031-06-17",
    });
    expect(planned.status).toBe(200);
    await expectError(await skip([orderIdOf(line)]), 409, /planned inspection/);
  });

  it("takes the reason in words for Other, requires them (400 naming the field), and lists them", async () => {
    const [line] = (await someLines(1, { date: "18/06/2031" })) as [Line];
    const skipWith = (body: Record<string, unknown>) =>
      api("orders", {
        method: "PUT",
        token: token("planner"),
        body: { action: "skip", orderIds: [orderIdOf(line)], ...body },
      });

    // Other says nothing by itself: without words, or with only blanks, it is refused and nothing is skipped.
    const missing = await expectError(await skipWith({ skipReasonId: "OTHER" }), 400, /Say why in words/);
    expect(missing.errors).toEqual([
      { field: "body.skipReasonDetail", message: "is required when the reason is Other" },
    ]);
    const blank = await expectError(await skipWith({ skipReasonId: "OTHER", skipReasonDetail: "   " }), 400);
    expect(blank.errors?.map((error) => error.field)).toEqual(["body.skipReasonDetail"]);
    // Words go with a reason that asks for them only.
    const needless = await expectError(
      await skipWith({ skipReasonId: "SHIPPED", skipReasonDetail: "Left on Monday" }),
      400,
    );
    expect(needless.errors?.map((error) => error.field)).toEqual(["body.skipReasonDetail"]);
    expect((await listOrders({ from: "2031-06-18", to: "2031-06-18", styleCode: line.style })).items).toEqual(
      [expect.objectContaining({ status: "OPEN" })],
    );

    const response = await skipWith({
      skipReasonId: "OTHER",
      skipReasonDetail: "  Buyer put the order on hold ",
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const other = { id: "OTHER", name: "Other", detail: "Buyer put the order on hold" };
    expect(UpdateOrdersResultSchema.parse(await response.json()).items).toEqual([
      expect.objectContaining({ status: "SKIPPED", skipReason: other }),
    ]);
    const skipped = await listOrders({
      skipped: "true",
      from: "2031-06-18",
      to: "2031-06-18",
      styleCode: line.style,
    });
    expect(skipped.items.map((order) => order.skipReason)).toEqual([other]);

    // Another reason replaces the words with it.
    const changed = await skipWith({ skipReasonId: "SHIPPED" });
    expect(UpdateOrdersResultSchema.parse(await changed.json()).items.map((o) => o.skipReason)).toEqual([
      { id: "SHIPPED", name: "Shipped before inspection could be booked" },
    ]);
  });

  it("refuses to inspect a skipped line (409)", async () => {
    const [line] = (await someLines(1, { date: "17/06/2031" })) as [Line];
    expect((await skip([orderIdOf(line)])).status).toBe(200);
    const response = await api("inspections", {
      method: "POST",
      token: token("planner"),
      body: { orderIds: [orderIdOf(line)] },
    });
    await expectError(response, 409, /is skipped/);
  });
});
