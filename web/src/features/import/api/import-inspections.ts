import {
  ImportRejectionSchema,
  ImportResultSchema,
  apiRoutes,
  type ImportOptions,
  type ImportProblem,
  type ImportResult,
} from "@aql-portal/shared";
import { ApiRequestError, apiUpload, type UploadProgress } from "../../../lib/api-client";

export interface ImportCallbacks {
  onProgress?: (progress: UploadProgress) => void;
  /** The whole file has been sent; the server is checking and importing it. */
  onSent?: () => void;
  signal?: AbortSignal;
}

/**
 * POST /api/inspections/import (multipart: file, inspectionType, tenantCentreId). Resolves with what was
 * imported; rejects with an ApiRequestError (see importProblemsOf for a 422's row problems).
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

export interface ImportRejection {
  message: string;
  problems: ImportProblem[];
  correlationId: string;
}

/** A 422 answer's problems (nothing was written), or null for any other failure. */
export function importProblemsOf(error: unknown): ImportRejection | null {
  if (!(error instanceof ApiRequestError) || error.status !== 422) return null;
  const parsed = ImportRejectionSchema.safeParse(error.body);
  if (!parsed.success) return null;
  return {
    message: parsed.data.message,
    problems: parsed.data.problems,
    correlationId: parsed.data.correlationId,
  };
}

export type { UploadProgress };
