import {
  EMPTY_WORK,
  photoIdsOf,
  type InspectionDetail,
  type InspectionWork,
  type InspectionWorkInput,
} from "@aql-portal/shared";
import { READ_LINK_MINUTES } from "../data/blobs";
import type { InspectionWorkDocument } from "../data/inspection-work-repository";
import { toApiInspection, type StoredInspection } from "../data/inspections-repository";
import { badRequest } from "../lib/errors";
import { carMentions, carsToVerify } from "./car-checks";
import type { Services } from "../lib/services";
import { referenceItems } from "../lib/reference-lists";

/** Where an inspection's photos live in the photos container: one folder per inspection. */
export const photoFolder = (inspection: Pick<StoredInspection, "tenantId" | "id">) =>
  `${inspection.tenantId}/${inspection.id}/`;
export const photoBlobName = (inspection: Pick<StoredInspection, "tenantId" | "id">, photoId: string) =>
  `${photoFolder(inspection)}${photoId}`;

/** The photos uploaded for an inspection, by id (one listing of its folder). */
export async function uploadedPhotos(
  services: Pick<Services, "blobs">,
  inspection: StoredInspection,
): Promise<Set<string>> {
  const folder = photoFolder(inspection);
  const ids = new Set<string>();
  for await (const blob of services.blobs.container("photos").listBlobsFlat({ prefix: folder })) {
    ids.add(blob.name.slice(folder.length));
  }
  return ids;
}

/**
 * The tablet's record checked against what the server knows: each defect from the tenant's defect library
 * (its name and category stored with it), each photo uploaded before it is named, each measured garment one of
 * the sample. Every problem is reported at once, naming the entry; nothing is saved unless all is well.
 */
export async function checkedWork(
  services: Pick<Services, "reference" | "blobs">,
  inspection: StoredInspection,
  input: InspectionWorkInput,
): Promise<InspectionWork> {
  const [library, photos] = await Promise.all([
    referenceItems(services.reference, inspection.tenantId, "defects"),
    input.defects.some((defect) => defect.photoIds.length > 0)
      ? uploadedPhotos(services, inspection)
      : Promise.resolve(new Set<string>()),
  ]);
  const defectsById = new Map(library.map((defect) => [defect.id, defect]));
  const problems: { field: string; message: string }[] = [];
  const defects = input.defects.map((entry, index) => {
    const defect = defectsById.get(entry.defectId);
    if (!defect) {
      problems.push({
        field: `body.defects.${index}.defectId`,
        message: `${entry.defectId} is not in the defect library`,
      });
    }
    entry.photoIds.forEach((photoId, photoIndex) => {
      if (!photos.has(photoId)) {
        problems.push({
          field: `body.defects.${index}.photoIds.${photoIndex}`,
          message: "names a photo that has not been uploaded: upload it first",
        });
      }
    });
    return {
      ...entry,
      defectCode: defect?.code ?? "",
      defectName: defect?.name ?? "",
      category: defect?.category ?? "",
    };
  });
  input.measurements.forEach((measurement, index) => {
    if (measurement.garment > inspection.plan.sampleSize) {
      problems.push({
        field: `body.measurements.${index}.garment`,
        message: `must be one of the ${inspection.plan.sampleSize} sampled garments`,
      });
    }
  });
  if (problems.length > 0) {
    throw badRequest(
      `The record was not saved: ${problems.map((p) => `${p.field} ${p.message}`).join("; ")}`,
      problems,
    );
  }
  return { ...input, defects, carChecks: input.carChecks ?? [] };
}

const recordOf = (doc: InspectionWorkDocument | undefined): InspectionWork =>
  doc
    ? {
        defects: doc.defects,
        measurements: doc.measurements,
        packaging: doc.packaging,
        comment: doc.comment,
        carChecks: doc.carChecks ?? [],
      }
    : EMPTY_WORK;

/** An inspection with its record, as GET /api/inspections/{id} answers: photo links live a few minutes. */
export async function toInspectionDetail(
  services: Pick<Services, "blobs" | "correctiveActions">,
  inspection: StoredInspection,
  workDoc: InspectionWorkDocument | undefined,
): Promise<InspectionDetail> {
  const work = recordOf(workDoc);
  const photoIds = photoIdsOf(work);
  const [links, correctiveActions, toVerify] = await Promise.all([
    Promise.all(
      photoIds.map(
        async (photoId) =>
          [
            photoId,
            await services.blobs.readLink("photos", photoBlobName(inspection, photoId), READ_LINK_MINUTES),
          ] as const,
      ),
    ),
    carMentions(services, inspection),
    carsToVerify(services, inspection),
  ]);
  return {
    ...toApiInspection(inspection),
    work,
    workEtag: workDoc?._etag ?? "",
    workSavedBy: workDoc?.updatedBy ?? null,
    workSavedOn: workDoc?.updatedBy ? workDoc.updatedOn : null,
    photoUrls: Object.fromEntries(links),
    startedAt: inspection.startedAt,
    finishedAt: inspection.finishedAt,
    resultNote: inspection.resultNote,
    decisionHistory: inspection.decisionHistory,
    versionCount: inspection.reportVersions.length,
    moves: inspection.moves,
    correctiveActions,
    carsToVerify: toVerify,
  };
}
