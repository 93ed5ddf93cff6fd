import { apiRoutes, DownloadRequestSchema, DownloadJobSchema } from "@aql-portal/shared";
import { requireDownloadsShown, startDownload } from "../downloads/downloads";
import { httpFunction } from "../lib/http";

/**
 * POST /api/downloads: starts a .zip of the latest report PDF of every finished inspection the filters match (a
 * supplier's: their own), built in the background. Answers 202 with the job; 400 when no report or more than
 * MAX_REPORTS_PER_DOWNLOAD match, saying what to change. Decision: docs/decisions/downloads.md.
 */
export const downloadsStart = httpFunction({
  name: "downloads-start",
  route: apiRoutes.downloads,
  methods: ["POST"],
  access: "downloads:create",
  response: { 202: DownloadJobSchema },
  body: DownloadRequestSchema,
  handler: async ({ body }, { services, user }) => {
    requireDownloadsShown(services);
    return { status: 202, body: await startDownload(services, user, body) };
  },
});
