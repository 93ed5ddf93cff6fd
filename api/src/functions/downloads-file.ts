import { z } from "zod";
import { apiRoutes, can } from "@aql-portal/shared";
import { mayOpen, readyFile, requireDownloadsShown } from "../downloads/downloads";
import { LINK_NOT_VALID, verifyDownloadLink } from "../downloads/link-token";
import { forbidden } from "../lib/errors";
import { httpFunction } from "../lib/http";
import { DownloadParamsSchema } from "../lib/route-params";

/**
 * GET /api/downloads/{id}/file?token=…: the zip, streamed from blob storage, for the bearer of a link from
 * POST /api/downloads/{id}/link (a browser follows it without the access token). An altered link, or one whose
 * user has since signed out, been blocked or lost the permission, answers 403; an expired one 410.
 */
export const downloadsFile = httpFunction({
  name: "downloads-file",
  route: apiRoutes.downloadFile,
  methods: ["GET"],
  access: "public",
  response: { 200: { file: "application/zip" } },
  params: DownloadParamsSchema,
  query: z.object({ token: z.string().min(1).max(2000) }),
  handler: async ({ params, query }, { services }) => {
    requireDownloadsShown(services);
    const claims = await verifyDownloadLink(services.config, query.token, params.downloadId);
    const user = await services.users.get(claims.tid, claims.sub);
    if (
      !user ||
      user.deleted ||
      user.status === "BLOCKED" ||
      user.sessionVersion !== claims.sv ||
      !can(user.role, "downloads:create")
    ) {
      throw forbidden(LINK_NOT_VALID);
    }
    const found = await services.downloadJobs.get(claims.tid, params.downloadId);
    if (!found || !mayOpen(user, found)) throw forbidden(LINK_NOT_VALID);
    const job = readyFile(found);
    const { stream, size } = await services.downloadJobs.readFile(job);
    return {
      body: stream,
      headers: {
        "content-type": "application/zip",
        "content-length": String(size),
        "content-disposition": `attachment; filename="${job.fileName}"`,
      },
    };
  },
});
