import { apiPath, apiRoutes, DownloadLinkSchema, type DownloadLink } from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/downloads/{id}/link: a private link to the zip, working for a few minutes. */
export function downloadLink(downloadId: string): Promise<DownloadLink> {
  return apiRequest(apiPath(apiRoutes.downloadLink, { downloadId }), {
    method: "POST",
    schema: DownloadLinkSchema,
    loaderMessage: "Preparing the link…",
  });
}
