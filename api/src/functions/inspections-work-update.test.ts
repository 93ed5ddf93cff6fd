import { EMPTY_WORK, messages, type InspectionDetail, type InspectionWorkInput } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { runAs } from "../testing/handler-context";
import { finishedLot, move, read, recordMajorDefects, startedLot } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { inspectionsWorkUpdate } from "./inspections-work-update";

/** PUT /api/inspections/{id}/work: the tablet's record of an inspection, saved under the record's etag. */
describe("inspections-work-update", () => {
  const services = demoTenantForEachTest();

  async function save(
    inspection: Pick<InspectionDetail, "id" | "workEtag">,
    work: Partial<InspectionWorkInput>,
  ) {
    const input = {
      params: { inspectionId: inspection.id },
      body: { ...EMPTY_WORK, ...work },
      query: undefined,
    };
    return runAs(services, "INSPECTOR", inspectionsWorkUpdate, input, inspection.workEtag);
  }

  it("keeps the defects with their names from the tenant's library, and who saved them", async () => {
    const saved = await recordMajorDefects(services, await startedLot(services), 2);
    expect(saved.work.defects).toMatchObject([
      { defectId: "FAB01", defectName: "Hole in fabric", category: "Fabric", severity: "MAJOR", count: 2 },
    ]);
    expect(saved.workSavedBy?.name).toBe("Imran Hossain");
  });

  it("records while the inspection is started or paused, not once its report is out", async () => {
    const paused = await move(services, await startedLot(services), "pause");
    expect((await recordMajorDefects(services, paused, 1)).work.defects).toHaveLength(1);
    await expect(recordMajorDefects(services, await finishedLot(services), 1)).rejects.toMatchObject({
      status: 409,
      message:
        "Cannot record on an inspection that is FINISHED: its report is out. Ask a reviewer to reopen it.",
    });
  });

  it("names each entry the server cannot take, and saves none of them", async () => {
    const started = await startedLot(services);
    const defect = {
      id: crypto.randomUUID(),
      severity: "MINOR",
      count: 1,
      recordedAt: "2026-12-09T10:00:00.000Z",
    } as const;
    const call = save(started, {
      defects: [
        { ...defect, defectId: "NOPE", photoIds: [] },
        { ...defect, id: crypto.randomUUID(), defectId: "FAB02", photoIds: [crypto.randomUUID()] },
      ],
    });
    await expect(call).rejects.toMatchObject({
      status: 400,
      message:
        "The record was not saved: body.defects.0.defectId NOPE is not in the defect library; body.defects.1.photoIds.0 names a photo that has not been uploaded: upload it first",
    });
    expect((await read(services, started.id)).work.defects).toEqual([]);
  });

  it("refuses a save over someone else's, so the tablet can show both", async () => {
    const started = await startedLot(services);
    await recordMajorDefects(services, started, 1);
    await expect(recordMajorDefects(services, started, 3)).rejects.toMatchObject({
      status: 412,
      message: messages.inspectionRecordChangedElsewhere,
    });
    expect((await read(services, started.id)).work.defects.map((defect) => defect.count)).toEqual([1]);
  });
});
