import type { ImportOptions, ImportResult } from "@aql-portal/shared";
import type { InspectionWriteStores } from "../inspections/inspection-writes";
import type { UserDocument } from "../data/users-repository";
import { badRequest } from "../lib/errors";
import type { Upload } from "../lib/read-upload";
import type { Services } from "../lib/services";
import { readPoLines } from "./read-po-lines";
import { loadReferenceData } from "./reference-data";
import { runImport } from "./run-import";

/**
 * A planner imports a workbook of PO lines for one of the tenant's centres: it becomes styles, orders and CREATED
 * inspections (docs/decisions/spreadsheet-import.md). Any problem in the file writes nothing: 4xx for the file as
 * a whole, 422 with every row's problems. A clean file is imported as a resumable job: 409 while another import of
 * the tenant runs (run-import.ts, docs/decisions/import-jobs.md).
 */
export async function applyImport(
  services: InspectionWriteStores &
    Pick<Services, "config" | "reference" | "products" | "orders" | "importJobs">,
  user: UserDocument,
  { upload, options }: { upload: Pick<Upload, "bytes" | "fileName">; options: ImportOptions },
): Promise<ImportResult> {
  const reference = await loadReferenceData(services.reference, user.tenantId);
  const centre = reference.centres.find((c) => c.id === options.tenantCentreId);
  if (!centre) {
    throw badRequest(`There is no centre ${options.tenantCentreId}: choose one of the tenant's centres.`, [
      { field: "body.tenantCentreId", message: "is not a centre of this tenant" },
    ]);
  }
  const { rows, lines } = readPoLines(upload.bytes, upload.fileName, reference, centre);
  return runImport(services, {
    tenantId: user.tenantId,
    fileName: upload.fileName,
    rows,
    lines,
    type: options.inspectionType,
    by: { id: user.id, name: user.name },
  });
}
