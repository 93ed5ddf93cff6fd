import { PHOTO_LIMITS, UploadedPhotoSchema } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { photoBlobName } from "../inspections/work";
import { contextAs } from "../testing/handler-context";
import { plannedLot, startedLot, storedInspection } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { SMALL_JPEG } from "../testing/report-fixture";
import { uploadRequest } from "../testing/upload-request";
import { inspectionsPhotoUpload } from "./inspections-photo-upload";

/** PUT /api/inspections/{id}/photos/{photoId}: the inspector's tablet uploads one defect photo. */
describe("inspections-photo-upload", () => {
  const services = demoTenantForEachTest();

  async function upload(inspectionId: string, photoId: string, bytes: Uint8Array | string = SMALL_JPEG) {
    const url = `inspections/${inspectionId}/photos/${photoId}`;
    const request = await uploadRequest(url, { bytes, name: "photo.jpg", type: "image/jpeg" }, {}, "PUT");
    const context = { ...(await contextAs(services, "INSPECTOR")), request };
    const input = { params: { inspectionId, photoId }, body: undefined, query: undefined };
    const reply = await inspectionsPhotoUpload.run(input, context);
    return { status: reply.status, photo: UploadedPhotoSchema.parse(reply.body) };
  }

  it("stores the photo under its inspection and links to it; the same id sent again replaces it", async () => {
    const started = await startedLot(services);
    const photoId = crypto.randomUUID();
    const { status, photo } = await upload(started.id, photoId);
    expect(status).toBe(201);
    expect(photo.photoId).toBe(photoId);
    const inspection = await storedInspection(services, started);
    const blobName = photoBlobName(inspection!, photoId);
    expect(new URL(photo.url).pathname.endsWith(blobName)).toBe(true);
    await upload(started.id, photoId);
    const files = services.blobs.filesOf("photos");
    expect([...files.keys()]).toEqual([blobName]);
    expect(Buffer.from(files.get(blobName)?.bytes ?? []).equals(Buffer.from(SMALL_JPEG))).toBe(true);
  });

  it("refuses what is not a JPEG, whatever it is called, and stores nothing", async () => {
    const started = await startedLot(services);
    await expect(upload(started.id, crypto.randomUUID(), "<html></html>")).rejects.toMatchObject({
      status: 415,
      message: expect.stringMatching(/^A photo must be a JPEG image, and this is not one \(/) as unknown,
    });
    expect(services.blobs.filesOf("photos").size).toBe(0);
  });

  it("takes no photo for an inspection not started", async () => {
    const planned = await plannedLot(services);
    await expect(upload(planned.id, crypto.randomUUID())).rejects.toMatchObject({
      status: 409,
      message: "Cannot record on an inspection that is PLANNED: start it first.",
    });
  });

  it("takes no photo beyond what one report carries, but still replaces one it has", async () => {
    const started = await startedLot(services);
    const ids = Array.from({ length: PHOTO_LIMITS.perInspection }, () => crypto.randomUUID());
    for (const id of ids) await upload(started.id, id);
    await expect(upload(started.id, crypto.randomUUID())).rejects.toMatchObject({
      status: 409,
      message: `This inspection has ${PHOTO_LIMITS.perInspection} photos already, the most one report carries: remove photos you do not need before adding more.`,
    });
    await expect(upload(started.id, ids[0]!)).resolves.toMatchObject({ status: 201 });
  });
});
