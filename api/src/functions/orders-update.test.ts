import { UpdateOrdersResultSchema, type UpdateOrders } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { runAs } from "../testing/handler-context";
import { addLine, answer, createdLot, plannedLot, storedInspection } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { ordersUpdate } from "./orders-update";

/** PUT /api/orders: a planner skips PO lines with a reason, changes the reason, or takes them back. */
describe("orders-update", () => {
  const services = demoTenantForEachTest();

  const update = async (body: UpdateOrders) =>
    (
      await answer(
        UpdateOrdersResultSchema,
        runAs(services, "PLANNER", ordersUpdate, { body, query: undefined, params: undefined }),
      )
    ).items;
  const skip = (lines: readonly { id: string }[], skipReasonId: string, skipReasonDetail?: string) =>
    update({
      action: "skip",
      orderIds: lines.map((line) => line.id),
      skipReasonId,
      ...(skipReasonDetail === undefined ? {} : { skipReasonDetail }),
    });

  it("skips the lines with the reason named, changes the reason, and takes them back", async () => {
    const lines = [addLine(services), addLine(services)];
    const skipped = await skip(lines, "ORDER-CANCELLED");
    expect(skipped.map((line) => [line.id, line.status, line.skipReason?.name])).toEqual(
      lines.map((line) => [line.id, "SKIPPED", "Order cancelled"]),
    );
    const [changed] = await skip(lines.slice(0, 1), "OTHER", "Sample order only");
    expect(changed?.skipReason).toEqual({ id: "OTHER", name: "Other", detail: "Sample order only" });
    const back = await update({ action: "unskip", orderIds: lines.map((line) => line.id) });
    expect(back.map((line) => [line.status, line.skipReason, line.inspectionId])).toEqual([
      ["OPEN", null, null],
      ["OPEN", null, null],
    ]);
  });

  it("takes a skipped line out of its created lot, and removes a lot left empty", async () => {
    const [kept, taken] = [addLine(services, { quantity: 300 }), addLine(services, { quantity: 200 })];
    const lot = await createdLot(services, [kept, taken]);
    await skip([taken], "SHIPPED");
    expect(await storedInspection(services, lot)).toMatchObject({
      poNumbers: [kept.poNumber],
      poQuantity: 300,
    });
    await skip([kept], "SHIPPED");
    expect(await storedInspection(services, lot)).toBeUndefined();
  });

  it("skips no line of a planned lot", async () => {
    const line = addLine(services);
    await plannedLot(services, [line]);
    await expect(skip([line], "SHIPPED")).rejects.toMatchObject({
      status: 409,
      message: `PO ${line.poNumber} is in a planned inspection: it cannot be skipped.`,
    });
  });

  it("refuses an unknown line or reason, and words only a reason that asks for them", async () => {
    const line = addLine(services);
    await expect(update({ action: "unskip", orderIds: ["PO-X|nope|000"] })).rejects.toMatchObject({
      status: 400,
      message: "Unknown PO line: PO-X|nope|000.",
    });
    await expect(skip([line], "TOO-EXPENSIVE")).rejects.toMatchObject({
      status: 400,
      message: "Choose a skip reason from the list.",
    });
    await expect(skip([line], "OTHER")).rejects.toMatchObject({
      status: 400,
      message: 'Say why in words: "Other" needs the reason written down.',
    });
    await expect(skip([line], "SHIPPED", "It sailed")).rejects.toMatchObject({
      status: 400,
      message:
        'Only a reason that asks for words takes them: "Shipped before inspection could be booked" does not.',
    });
    expect((await services.orders.getByKeys([line]))[0]?.status).toBe("OPEN");
  });
});
