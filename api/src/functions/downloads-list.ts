import { apiRoutes, DownloadJobListSchema } from "@aql-portal/shared";
import { DOWNLOADS_LISTED, requireDownloadsShown, toDownloadJob } from "../downloads/downloads";
import { httpFunction } from "../lib/http";

/** GET /api/downloads: the caller's own downloads of the last day, the latest first, with their progress. */
export const downloadsList = httpFunction({
  name: "downloads-list",
  route: apiRoutes.downloads,
  methods: ["GET"],
  access: "downloads:create",
  response: { 200: DownloadJobListSchema },
  handler: async (_input, { services, user }) => {
    requireDownloadsShown(services);
    const jobs = await services.downloadJobs.listFor(user.tenantId, user.id, DOWNLOADS_LISTED);
    return { body: { items: jobs.map(toDownloadJob) } };
  },
});
