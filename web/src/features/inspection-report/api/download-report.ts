import { type InspectionDetail, apiPath, apiRoutes } from "@aql-portal/shared";
import { apiDownload, type DownloadedFile } from "../../../lib/api-client";

/** GET /api/inspections/{id}/pdf: the latest report version, named as the server names it. */
export function downloadReport(
  inspection: Pick<InspectionDetail, "id" | "inspectionNumber">,
): Promise<DownloadedFile> {
  return apiDownload(apiPath(apiRoutes.inspectionPdf, { inspectionId: inspection.id }), {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a file name, the one the server gives the PDF in every language (api/src/inspections/report-versions.ts)
    fallbackName: `AQL-report-${inspection.inspectionNumber}.pdf`,
  });
}
