import { apiRoutes, PowerBiTokenQuerySchema, PowerBiEmbedSchema } from "@aql-portal/shared";
import { httpFunction } from "../lib/http";
import { embedFor } from "../powerbi/embed-tokens";

/**
 * GET /api/auth/powerbi/token?report=<tab slug> (spec §7): the embed URL and an embed token for the Power BI report
 * a deployment shows in that analytics tab, with row-level security for the caller (their tenant; a supplier's
 * own supplier). 404 where Power BI is not configured; 502 naming the fault when Entra ID or Power BI refuse.
 */
export const authPowerBiToken = httpFunction({
  name: "auth-powerbi-token",
  route: apiRoutes.powerBiToken,
  methods: ["GET"],
  access: "analytics:read",
  response: { 200: PowerBiEmbedSchema },
  query: PowerBiTokenQuerySchema,
  handler: async ({ query }, { services, user }) => ({ body: await embedFor(services, user, query.report) }),
});
