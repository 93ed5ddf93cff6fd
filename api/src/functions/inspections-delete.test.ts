import type { Inspection } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { runAs } from "../testing/handler-context";
import {
  addLine,
  changedElsewhere,
  createdLot,
  plannedLot,
  startedLot,
  storedInspection,
} from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { inspectionsDelete } from "./inspections-delete";

/** DELETE /api/inspections/{id}: a planner deletes a lot not yet being inspected; its PO lines are free again. */
describe("inspections-delete", () => {
  const services = demoTenantForEachTest();

  const remove = (inspection: Pick<Inspection, "id">, ifMatch: string | undefined) =>
    runAs(
      services,
      "PLANNER",
      inspectionsDelete,
      { params: { inspectionId: inspection.id }, body: undefined, query: undefined },
      ifMatch,
    );
  const stored = (inspection: Pick<Inspection, "id">) => storedInspection(services, inspection);

  it("deletes a created inspection and puts its PO lines back, ready to inspect", async () => {
    const lines = [addLine(services), addLine(services)];
    const created = await createdLot(services, lines);
    expect(await remove(created, created.etag)).toEqual({});
    expect(await stored(created)).toBeUndefined();
    const freed = await services.orders.getByKeys(lines);
    expect(freed.map((line) => [line.status, line.inspectionId])).toEqual([
      ["OPEN", null],
      ["OPEN", null],
    ]);
  });

  it("deletes a planned inspection: its lines leave the inspection too", async () => {
    const planned = await plannedLot(services);
    await remove(planned, planned.etag);
    expect(await stored(planned)).toBeUndefined();
  });

  it("keeps an inspection that is being carried out", async () => {
    const started = await startedLot(services);
    await expect(remove(started, started.etag)).rejects.toMatchObject({
      status: 409,
      message:
        "Cannot delete an inspection that is STARTED: only CREATED or PLANNED inspections can be deleted.",
    });
    expect((await stored(started))?.status).toBe("STARTED");
  });

  it("deletes only the inspection as it was read, under the etag read", async () => {
    const created = await createdLot(services);
    const current = await stored(created);
    if (!current) throw new Error("The inspection was not stored.");
    // Someone else's edit since it was read.
    await services.inspections.replace(current, { ...current, submissionNumber: "S-9" }, created.etag);
    await expect(remove(created, created.etag)).rejects.toMatchObject(changedElsewhere);
    await expect(remove(created, undefined)).rejects.toMatchObject({
      status: 428,
      message: "Send the etag you read in the If-Match header, so that nobody else's change is overwritten.",
    });
    expect((await stored(created))?.submissionNumber).toBe("S-9");
  });
});
