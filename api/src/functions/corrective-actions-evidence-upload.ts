import { apiRoutes, CAR_EVIDENCE_LIMITS, CarEvidenceSchema } from "@aql-portal/shared";
import { addEvidence, EVIDENCE_TOO_LARGE } from "../corrective-actions/evidence";
import { httpFunction } from "../lib/http";
import { readUpload, uploadBodyLimit } from "../lib/read-upload";
import { EvidenceParamsSchema } from "../lib/route-params";

/**
 * PUT /api/corrective-actions/{carId}/evidence/{evidenceId} (multipart `file`): the supplier adds a photo or
 * document to its answer while it owes one (a JPEG, PNG or PDF, decided by its bytes; at most
 * CAR_EVIDENCE_LIMITS). The id is the browser's: a retried upload replaces itself.
 */
export const correctiveActionsEvidenceUpload = httpFunction({
  name: "corrective-actions-evidence-upload",
  route: apiRoutes.correctiveActionEvidence,
  methods: ["PUT"],
  access: "corrective-actions:read",
  response: { 201: CarEvidenceSchema },
  maxBodyBytes: uploadBodyLimit(CAR_EVIDENCE_LIMITS.maxBytes),
  params: EvidenceParamsSchema,
  handler: async ({ params }, { services, user, request }) => {
    const added = await addEvidence(services, user, {
      carId: params.carId,
      evidenceId: params.evidenceId,
      read: () => readUpload(request, CAR_EVIDENCE_LIMITS.maxBytes, EVIDENCE_TOO_LARGE),
    });
    const { blobName: _stored, ...evidence } = added;
    return { status: 201, body: evidence };
  },
});
