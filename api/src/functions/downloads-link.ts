import { apiRoutes, DownloadLinkSchema } from "@aql-portal/shared";
import { loadDownload, readyFile, requireDownloadsShown } from "../downloads/downloads";
import { issueDownloadLink } from "../downloads/link-token";
import { httpFunction } from "../lib/http";
import { DownloadParamsSchema } from "../lib/route-params";

/**
 * POST /api/downloads/{id}/link: a private link to the finished zip, working for DOWNLOAD_LINK_MINUTES (409 while
 * it is being built or after it failed, 410 once deleted). A POST: each call makes a new link.
 */
export const downloadsLink = httpFunction({
  name: "downloads-link",
  route: apiRoutes.downloadLink,
  methods: ["POST"],
  access: "downloads:create",
  response: { 200: DownloadLinkSchema },
  params: DownloadParamsSchema,
  handler: async ({ params }, { services, user }) => {
    requireDownloadsShown(services);
    const job = readyFile(await loadDownload(services, user, params.downloadId));
    return { body: await issueDownloadLink(services.config, job.id, user) };
  },
});
