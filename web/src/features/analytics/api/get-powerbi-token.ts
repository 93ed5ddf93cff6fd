import { apiRoutes, PowerBiEmbedSchema, type PowerBiEmbed } from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/auth/powerbi/token?report=<tab slug>: the report's embed URL and a token for this user. */
export function getPowerBiEmbed(report: string, signal?: AbortSignal): Promise<PowerBiEmbed> {
  return apiRequest(apiRoutes.powerBiToken, {
    query: { report },
    schema: PowerBiEmbedSchema,
    showLoader: false,
    ...(signal ? { signal } : {}),
  });
}
