import useSWR, { type SWRResponse } from "swr";
import { apiRoutes, DownloadJobListSchema, isDownloadActive, type DownloadJob } from "@aql-portal/shared";
import { apiRequest, type ApiRequestError } from "../../../lib/api-client";

const DOWNLOADS_KEY = "downloads";

async function listDownloads(): Promise<DownloadJob[]> {
  const list = await apiRequest(apiRoutes.downloads, { schema: DownloadJobListSchema, showLoader: false });
  return list.items;
}

/**
 * GET /api/downloads: the caller's downloads of the last day, read every second while one is being prepared, so
 * the bars move; the jobs live on the server, so leaving the page and coming back finds them where they are.
 */
export function useDownloads(): SWRResponse<DownloadJob[], ApiRequestError> {
  return useSWR<DownloadJob[], ApiRequestError, string>(DOWNLOADS_KEY, listDownloads, {
    refreshInterval: (jobs) => (jobs?.some(isDownloadActive) ? 1000 : 0),
    revalidateOnFocus: true,
  });
}
