import {
  CAR_EVIDENCE_LIMITS,
  CarEvidenceSchema,
  CorrectiveActionSchema,
  type RoleName,
} from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import type { UserDocument } from "../data/users-repository";
import { answerCarAs, CAR_ANSWER, raisedCar, reviewCarAs } from "../testing/cars-fixture";
import { contextAs, contextFor, rolesAllowed, runAs } from "../testing/handler-context";
import { answer } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { SMALL_JPEG } from "../testing/report-fixture";
import { uploadRequest } from "../testing/upload-request";
import { correctiveActionsAnswer } from "./corrective-actions-answer";
import { correctiveActionsEvidenceUpload } from "./corrective-actions-evidence-upload";
import { correctiveActionsGet } from "./corrective-actions-get";

/** A small, whole PDF: what a supplier's certificate or procedure looks like to the check. */
const SMALL_PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n",
);

/** PUT /api/corrective-actions/{carId}/evidence/{evidenceId}: the supplier's photos and documents for its answer. */
describe("corrective-actions-evidence-upload", () => {
  const services = demoTenantForEachTest();

  async function upload(
    carId: string,
    file: { bytes: Uint8Array | string; name: string },
    as: RoleName | UserDocument = "SUPPLIER",
    evidenceId: string = crypto.randomUUID(),
  ) {
    const url = `corrective-actions/${carId}/evidence/${evidenceId}`;
    const request = await uploadRequest(url, file, {}, "PUT");
    const base = typeof as === "string" ? await contextAs(services, as) : contextFor(services, as);
    const reply = await correctiveActionsEvidenceUpload.run(
      { params: { carId, evidenceId }, body: undefined, query: undefined },
      { ...base, request },
    );
    return { status: reply.status, evidence: CarEvidenceSchema.parse(reply.body) };
  }

  const read = (carId: string, role: RoleName = "SUPPLIER") =>
    answer(
      CorrectiveActionSchema,
      runAs(services, role, correctiveActionsGet, { params: { carId }, body: undefined, query: undefined }),
    );

  it("is routed to those who read CARs; the handler lets only the CAR's own supplier add", async () => {
    expect(rolesAllowed(correctiveActionsEvidenceUpload)).toContain("SUPPLIER");
    const car = await raisedCar(services);
    await expect(upload(car.id, { bytes: SMALL_JPEG, name: "plate.jpg" }, "REVIEWER")).rejects.toMatchObject({
      status: 403,
    });
  });

  it("keeps a photo and a PDF on the CAR, by their bytes, with links; the answer names them", async () => {
    const car = await raisedCar(services);
    const photo = await upload(car.id, { bytes: SMALL_JPEG, name: "needle-plate.jpg" });
    expect(photo.status).toBe(201);
    expect(photo.evidence).toMatchObject({ fileName: "needle-plate.jpg", contentType: "image/jpeg" });
    const pdf = await upload(car.id, { bytes: SMALL_PDF, name: "procedure.pdf" });
    expect(pdf.evidence.contentType).toBe("application/pdf");
    expect(services.blobs.filesOf("carEvidence").size).toBe(2);

    const withFiles = await read(car.id);
    expect(
      withFiles.evidence.map((file) => [file.fileName, file.uploadedBy.name, file.url !== null]),
    ).toEqual([
      ["needle-plate.jpg", "Sadia Rahman", true],
      ["procedure.pdf", "Sadia Rahman", true],
    ]);
    const answered = await answer(
      CorrectiveActionSchema,
      runAs(
        services,
        "SUPPLIER",
        correctiveActionsAnswer,
        {
          params: { carId: car.id },
          body: { ...CAR_ANSWER, evidenceIds: [photo.evidence.id, pdf.evidence.id] },
          query: undefined,
        },
        withFiles.etag,
      ),
    );
    expect(answered.answer?.evidenceIds).toEqual([photo.evidence.id, pdf.evidence.id]);
  });

  it("refuses what is not a whole photo or PDF, whatever its name, and stores nothing", async () => {
    const car = await raisedCar(services);
    await expect(
      upload(car.id, { bytes: "<html>not a pdf</html>", name: "report.pdf" }),
    ).rejects.toMatchObject({
      status: 415,
      message:
        "report.pdf is not a whole JPEG photo, PNG image, PDF document: send photos as JPEG or PNG and documents as PDF.",
    });
    await expect(upload(car.id, { bytes: SMALL_PDF.subarray(0, 40), name: "cut.pdf" })).rejects.toMatchObject(
      {
        status: 415,
      },
    );
    expect(services.blobs.filesOf("carEvidence").size).toBe(0);
    expect((await read(car.id)).evidence).toEqual([]);
  });

  it("refuses a file over the limit naming it, and more files than one answer carries", async () => {
    const car = await raisedCar(services);
    const big = new Uint8Array(CAR_EVIDENCE_LIMITS.maxBytes + 1);
    await expect(upload(car.id, { bytes: big, name: "huge.jpg" })).rejects.toMatchObject({
      status: 413,
      message: "An evidence file may be at most 10 MB: reduce the photo, or split the document.",
    });
    for (let n = 0; n < CAR_EVIDENCE_LIMITS.perCar; n++)
      await upload(car.id, { bytes: SMALL_JPEG, name: `${n}.jpg` });
    await expect(upload(car.id, { bytes: SMALL_JPEG, name: "one-more.jpg" })).rejects.toMatchObject({
      status: 409,
      message:
        "CAR-0001 has 10 files already, the most one answer carries: remove one you do not need first.",
    });
  });

  it("takes no evidence once the answer is with the reviewer, nor from another supplier (404, as a missing CAR)", async () => {
    const car = await raisedCar(services);
    const answered = await answer(CorrectiveActionSchema, answerCarAs(services, "SUPPLIER", car));
    await expect(upload(answered.id, { bytes: SMALL_JPEG, name: "late.jpg" })).rejects.toMatchObject({
      status: 409,
      message: "CAR-0001 is answered: evidence is added while the supplier owes an answer.",
    });
    await reviewCarAs(services, "REVIEWER", answered, "send-back", "Show the new plates.");
    expect((await upload(answered.id, { bytes: SMALL_JPEG, name: "new-plates.jpg" })).status).toBe(201);

    const supplier = (await contextAs(services, "SUPPLIER")).user;
    const other = await services.users.create(services.config.tenantId, {
      name: "Ayşe Demir",
      email: "ayse@anatolia.example",
      role: "SUPPLIER",
      platform: 3,
      locations: [],
      supplier: { id: "SUP-ANT", name: "Anatolia Textiles" },
    });
    expect(supplier.supplier?.id).not.toBe("SUP-ANT");
    await expect(upload(car.id, { bytes: SMALL_JPEG, name: "x.jpg" }, other)).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      answer(
        CorrectiveActionSchema,
        correctiveActionsGet.run(
          { params: { carId: car.id }, body: undefined, query: undefined },
          contextFor(services, other),
        ),
      ),
    ).rejects.toMatchObject({ status: 404 });
  });
});
