import { apiRoutes, DownloadJobSchema, type DownloadJob, type DownloadRequest } from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/downloads: the new job (400 when no report or too many match, saying what to change). */
export function startDownload(request: DownloadRequest): Promise<DownloadJob> {
  return apiRequest(apiRoutes.downloads, {
    method: "POST",
    body: request,
    schema: DownloadJobSchema,
    loaderMessage: "Starting the download…",
  });
}
