import { apiPaths, type InspectionDetail } from "@aql-portal/shared";
import { apiDownload, type DownloadedFile } from "../../../lib/api-client";

/** GET /api/inspections/{id}/pdf: the latest report version, named as the server names it. */
export function downloadReport(
  inspection: Pick<InspectionDetail, "id" | "inspectionNumber">,
): Promise<DownloadedFile> {
  return apiDownload(apiPaths.inspectionPdf(inspection.id), {
    fallbackName: `AQL-report-${inspection.inspectionNumber}.pdf`,
  });
}
