import { InspectionDetailSchema, type InspectionDetail, apiPath, apiRoutes } from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";
import { unlessStalled } from "./stalled";
import type { PendingMove } from "../outbox/inspection-storage";

/**
 * PUT /api/inspections/{id}/status {action, operationId, at}, If-Match the inspection's etag: a move the
 * inspector made on the tablet, sent with its own id (sent again, it is answered, not made twice) and the time
 * it was made. Sent by the outbox, which says what it is doing: no global loader; one that never answers is
 * abandoned and sent again (its id makes that safe).
 */
export function moveInspection(
  inspectionId: string,
  { id, action, at }: PendingMove,
  etag: string,
): Promise<InspectionDetail> {
  return unlessStalled((signal) =>
    apiRequest(apiPath(apiRoutes.inspectionStatus, { inspectionId }), {
      method: "PUT",
      body: { action, operationId: id, at },
      headers: { "if-match": etag },
      schema: InspectionDetailSchema,
      showLoader: false,
      signal,
    }),
  );
}
