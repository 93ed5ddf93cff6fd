import { apiRoutes, ResetJobSchema } from "@aql-portal/shared";
import { z } from "zod";
import { notFound } from "../lib/errors";
import { httpFunction } from "../lib/http";
import { toResetJob } from "../reset/run-reset";
import { RESET_NOT_SHOWN } from "./reset-start";

/**
 * GET /api/reset: the tenant's current or last environment reset, for the progress page (204: none yet). The
 * spec's `GET reset?udc_id=…` (§7) arrives here too and only reads: a GET never starts a reset.
 */
export const resetGet = httpFunction({
  name: "reset-get",
  route: apiRoutes.reset,
  methods: ["GET"],
  access: "environment:reset",
  response: { 200: ResetJobSchema, 204: null },
  query: z.object({ udc_id: z.string().optional() }),
  handler: async (_input, { services, tenantId }) => {
    if (!services.config.features.showResetEnvironment) throw notFound(RESET_NOT_SHOWN);
    const job = await services.resetJobs.get(tenantId);
    return job ? { body: toResetJob(job) } : { status: 204 };
  },
});
