import { apiRoutes, DownloadJobSchema } from "@aql-portal/shared";
import { loadDownload, requireDownloadsShown, toDownloadJob } from "../downloads/downloads";
import { httpFunction } from "../lib/http";
import { DownloadParamsSchema } from "../lib/route-params";

/** GET /api/downloads/{id}: a download's progress, for whoever started it (or an administrator); 404 for others. */
export const downloadsGet = httpFunction({
  name: "downloads-get",
  route: apiRoutes.download,
  methods: ["GET"],
  access: "downloads:create",
  response: { 200: DownloadJobSchema },
  params: DownloadParamsSchema,
  handler: async ({ params }, { services, user }) => {
    requireDownloadsShown(services);
    return { body: toDownloadJob(await loadDownload(services, user, params.downloadId)) };
  },
});
