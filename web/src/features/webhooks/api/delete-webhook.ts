import { z } from "zod";
import { apiPath, apiRoutes } from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/** DELETE /api/webhooks/{webhookId}: no more deliveries to it. Answers 204. */
export function deleteWebhook(webhookId: string): Promise<void> {
  return apiRequest(apiPath(apiRoutes.webhook, { webhookId }), {
    method: "DELETE",
    schema: z.undefined(),
    loaderMessage: "Deleting the endpoint…",
  });
}
