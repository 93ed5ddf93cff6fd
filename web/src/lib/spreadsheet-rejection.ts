import { ImportRejectionSchema, type ImportProblem } from "@aql-portal/shared";
import { ApiRequestError } from "./api-client";

/** A spreadsheet the API read and refused (422): every problem, by row and column; nothing was saved. */
export interface SpreadsheetRejection {
  message: string;
  problems: ImportProblem[];
  correlationId: string;
}

/** The problems of a 422 answer to an upload (an import, a size chart), or null for any other failure. */
export function rejectionOf(error: unknown): SpreadsheetRejection | null {
  if (!(error instanceof ApiRequestError) || error.status !== 422) return null;
  const parsed = ImportRejectionSchema.safeParse(error.body);
  if (!parsed.success) return null;
  const { message, problems, correlationId } = parsed.data;
  return { message, problems, correlationId };
}
