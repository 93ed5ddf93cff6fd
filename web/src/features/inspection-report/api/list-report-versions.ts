import { ReportVersionListSchema, type ReportVersion, apiPath, apiRoutes } from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/inspections/{id}/versions: every report version, each with a read link that lives minutes. */
export async function listReportVersions(
  inspectionId: string,
  signal?: AbortSignal,
): Promise<ReportVersion[]> {
  const { items } = await apiRequest(apiPath(apiRoutes.inspectionVersions, { inspectionId }), {
    schema: ReportVersionListSchema,
    showLoader: false,
    signal,
  });
  return items;
}
