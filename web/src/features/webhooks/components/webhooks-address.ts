import { webRoutes } from "@aql-portal/shared";

/**
 * The endpoint the page shows (?id=…): the staff layout's item parameter, and the address the catalogue's
 * `webhook.failing` notification links to (shared/src/notifications.ts eventLink).
 */
export const ENDPOINT_PARAM = "id";

export const endpointPath = (webhookId: string): string =>
  `${webRoutes.webhooks}?${new URLSearchParams({ [ENDPOINT_PARAM]: webhookId }).toString()}`;
