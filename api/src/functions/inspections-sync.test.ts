import { messages, SyncInspectionResultSchema } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { runAs } from "../testing/handler-context";
import { addLine, answer, changedElsewhere, plannedLot, startedLot } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { inspectionsSync } from "./inspections-sync";

/** PUT /api/inspections/sync/{id}: a planned lot re-derived from its PO lines as they are now. */
describe("inspections-sync", () => {
  const services = demoTenantForEachTest();
  const sync = (inspectionId: string, ifMatch?: string) =>
    answer(
      SyncInspectionResultSchema,
      runAs(
        services,
        "PLANNER",
        inspectionsSync,
        { params: { inspectionId }, body: undefined, query: undefined },
        ifMatch,
      ),
    );

  it("takes up a PO line's new quantity, and changes nothing when nothing changed", async () => {
    const line = addLine(services);
    const planned = await plannedLot(services, [line]);
    expect(planned.poQuantity).toBe(500);
    await services.orders.updateEach([line], (current) => ({ ...current, quantity: 800 }));
    const synced = await sync(planned.id, planned.etag);
    expect(synced).toMatchObject({
      changed: true,
      inspection: { id: planned.id, status: "PLANNED", poQuantity: 800 },
    });
    expect(synced.inspection.etag).not.toBe(planned.etag);
    const again = await sync(planned.id);
    expect(again).toMatchObject({
      changed: false,
      inspection: { poQuantity: 800, etag: synced.inspection.etag },
    });
  });

  it("refuses to sync under an etag someone else's write has replaced", async () => {
    const line = addLine(services);
    const planned = await plannedLot(services, [line]);
    await services.orders.updateEach([line], (current) => ({ ...current, quantity: 800 }));
    await sync(planned.id);
    await expect(sync(planned.id, planned.etag)).rejects.toMatchObject(changedElsewhere);
  });

  it("leaves a started lot as it was planned", async () => {
    const started = await startedLot(services);
    await expect(sync(started.id)).rejects.toMatchObject({
      status: 409,
      message: "Cannot sync an inspection that is STARTED: its lot is being inspected as it was planned.",
    });
  });

  it("answers an unknown inspection as missing", async () => {
    await expect(sync("0000000000")).rejects.toMatchObject({
      status: 404,
      message: messages.invalidInspectionId,
    });
  });
});
