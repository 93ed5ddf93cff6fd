import { ImportResultSchema, apiRoutes, type ImportOptions, type ImportResult } from "@aql-portal/shared";
import { apiUpload, type UploadProgress } from "../../../lib/api-client";

export interface ImportCallbacks {
  onProgress?: (progress: UploadProgress) => void;
  /** The whole file has been sent; the server is checking and importing it. */
  onSent?: () => void;
  signal?: AbortSignal;
}

/**
 * POST /api/inspections/import (multipart: file, inspectionType, tenantCentreId). Resolves with what was
 * imported; rejects with an ApiRequestError (rejectionOf reads a 422's row problems).
 */
export function importInspections(
  file: File,
  options: ImportOptions,
  { onProgress, onSent, signal }: ImportCallbacks = {},
): Promise<ImportResult> {
  const form = new FormData();
  form.append("inspectionType", options.inspectionType);
  form.append("tenantCentreId", options.tenantCentreId);
  form.append("file", file, file.name);
  return apiUpload(apiRoutes.inspectionsImport, {
    form,
    schema: ImportResultSchema,
    onProgress,
    onSent,
    signal,
  });
}
