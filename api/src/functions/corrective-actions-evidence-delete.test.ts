import { CarEvidenceSchema, CorrectiveActionSchema } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { CAR_ANSWER, raisedCar, reviewCarAs } from "../testing/cars-fixture";
import { contextAs, runAs } from "../testing/handler-context";
import { answer } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { SMALL_JPEG } from "../testing/report-fixture";
import { uploadRequest } from "../testing/upload-request";
import { correctiveActionsAnswer } from "./corrective-actions-answer";
import { correctiveActionsEvidenceDelete } from "./corrective-actions-evidence-delete";
import { correctiveActionsEvidenceUpload } from "./corrective-actions-evidence-upload";
import { correctiveActionsGet } from "./corrective-actions-get";

/** DELETE /api/corrective-actions/{carId}/evidence/{evidenceId}: the supplier takes back a file no answer named. */
describe("corrective-actions-evidence-delete", () => {
  const services = demoTenantForEachTest();

  async function upload(carId: string) {
    const evidenceId = crypto.randomUUID();
    const request = await uploadRequest(
      `corrective-actions/${carId}/evidence/${evidenceId}`,
      { bytes: SMALL_JPEG, name: "plate.jpg" },
      {},
      "PUT",
    );
    const reply = await correctiveActionsEvidenceUpload.run(
      { params: { carId, evidenceId }, body: undefined, query: undefined },
      { ...(await contextAs(services, "SUPPLIER")), request },
    );
    return CarEvidenceSchema.parse(reply.body);
  }
  const remove = (carId: string, evidenceId: string) =>
    runAs(services, "SUPPLIER", correctiveActionsEvidenceDelete, {
      params: { carId, evidenceId },
      body: undefined,
      query: undefined,
    });
  const read = (carId: string) =>
    answer(
      CorrectiveActionSchema,
      runAs(services, "SUPPLIER", correctiveActionsGet, {
        params: { carId },
        body: undefined,
        query: undefined,
      }),
    );

  it("removes a file not yet part of an answer, from the CAR and from storage", async () => {
    const car = await raisedCar(services);
    const kept = await upload(car.id);
    const dropped = await upload(car.id);
    expect((await remove(car.id, dropped.id)).status).toBe(204);
    expect((await read(car.id)).evidence.map((file) => file.id)).toEqual([kept.id]);
    expect(services.blobs.filesOf("carEvidence").size).toBe(1);
    await expect(remove(car.id, dropped.id)).rejects.toMatchObject({ status: 404 });
  });

  it("keeps a file an answer named: it is what was reviewed", async () => {
    const car = await raisedCar(services);
    const file = await upload(car.id);
    const answered = await answer(
      CorrectiveActionSchema,
      runAs(
        services,
        "SUPPLIER",
        correctiveActionsAnswer,
        { params: { carId: car.id }, body: { ...CAR_ANSWER, evidenceIds: [file.id] }, query: undefined },
        (await read(car.id)).etag,
      ),
    );
    await reviewCarAs(services, "REVIEWER", answered, "send-back", "Show the plates in use.");
    await expect(remove(car.id, file.id)).rejects.toMatchObject({
      status: 409,
      message: "plate.jpg is part of the answer already reviewed, and stays with it.",
    });
  });
});
