import { apiRoutes, ResetRequestSchema, ResetJobSchema } from "@aql-portal/shared";
import { notFound } from "../lib/errors";
import { httpFunction } from "../lib/http";
import { startReset } from "../reset/run-reset";

/**
 * POST /api/reset `{ confirm: "<environment name>" }`: an administrator starts the environment reset where the
 * deployment shows it (FEATURE_SHOW_RESET_ENVIRONMENT). Answers 202 with the job: the new one, the one already
 * queued or running (one at a time), or the failed one resumed. Decision: docs/decisions/environment-reset.md.
 */
export const resetStart = httpFunction({
  name: "reset-start",
  route: apiRoutes.reset,
  methods: ["POST"],
  access: "environment:reset",
  response: { 202: ResetJobSchema },
  body: ResetRequestSchema,
  handler: async ({ body }, { services, tenantId, user }) => {
    if (!services.config.features.showResetEnvironment) throw notFound(RESET_NOT_SHOWN);
    return { status: 202, body: await startReset(services, tenantId, user, body.confirm) };
  },
});

export const RESET_NOT_SHOWN = "This environment cannot be reset: the deployment does not show the reset.";
