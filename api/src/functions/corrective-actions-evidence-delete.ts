import { apiRoutes } from "@aql-portal/shared";
import { removeEvidence } from "../corrective-actions/evidence";
import { httpFunction } from "../lib/http";
import { EvidenceParamsSchema } from "../lib/route-params";

/** DELETE /api/corrective-actions/{carId}/evidence/{evidenceId}: the supplier removes a file no answer named. */
export const correctiveActionsEvidenceDelete = httpFunction({
  name: "corrective-actions-evidence-delete",
  route: apiRoutes.correctiveActionEvidence,
  methods: ["DELETE"],
  access: "corrective-actions:read",
  response: { 204: null },
  params: EvidenceParamsSchema,
  handler: async ({ params }, { services, user }) => {
    await removeEvidence(services, user, params);
    return { status: 204 };
  },
});
