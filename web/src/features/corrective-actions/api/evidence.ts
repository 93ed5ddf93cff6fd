import { z } from "zod";
import { CarEvidenceSchema, apiPath, apiRoutes, type CarEvidence } from "@aql-portal/shared";
import { apiRequest, apiUpload, type UploadProgress } from "../../../lib/api-client";

const evidencePath = (carId: string, evidenceId: string) =>
  apiPath(apiRoutes.correctiveActionEvidence, { carId, evidenceId });

/**
 * PUT /api/corrective-actions/{carId}/evidence/{evidenceId} (multipart `file`): one file of the supplier's
 * evidence, under an id the browser made, so a retry after a lost answer replaces itself. Answers 201 with it.
 */
export function uploadCarEvidence(
  carId: string,
  evidenceId: string,
  file: File,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<CarEvidence> {
  const form = new FormData();
  form.append("file", file, file.name);
  return apiUpload(evidencePath(carId, evidenceId), {
    method: "PUT",
    form,
    schema: CarEvidenceSchema,
    ...options,
  });
}

/** DELETE the same path: removes a file not yet part of an answer. */
export function deleteCarEvidence(carId: string, evidenceId: string): Promise<unknown> {
  return apiRequest(evidencePath(carId, evidenceId), {
    method: "DELETE",
    schema: z.unknown(),
    loaderMessage: "Removing the file…",
  });
}
