import { apiRoutes } from "@aql-portal/shared";
import { apiDownload, type DownloadedFile } from "../../../lib/api-client";

/** GET /api/inspections/import/template: the workbook to fill in, with the tenant's codes listed. */
export function downloadImportTemplate(): Promise<DownloadedFile> {
  return apiDownload(apiRoutes.inspectionsImportTemplate, {
    fallbackName: "aql-portal-import-template.xlsx",
  });
}
