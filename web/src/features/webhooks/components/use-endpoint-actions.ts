import { useCallback, useState } from "react";
import { t } from "@lingui/core/macro";
import { useNavigate } from "react-router-dom";
import type { WebhookEndpoint } from "@aql-portal/shared";
import { useDialogs } from "../../../components/ui/dialogs";
import { notify } from "../../../components/ui/toaster";
import { errorMessage } from "../../../lib/api-client";
import { deleteWebhook } from "../api/delete-webhook";
import { rotateWebhookSecret } from "../api/rotate-webhook-secret";
import { sendWebhookTest } from "../api/send-webhook-test";
import { useWebhookChanges } from "../api/webhook-cache";
import type { ShownSecret } from "./secret-dialog";
import { endpointPath } from "./webhooks-address";

export type EndpointAction = "deliveries" | "test" | "rotate" | "delete";

/** The action a change to this endpoint is, for its notifications (one outcome on screen at a time). */
const outcome = (endpoint: WebhookEndpoint) => ({ action: `webhook:${endpoint.id}` });

/**
 * Runs an endpoint's actions, from its row or its page: its deliveries opened, a test event sent, its secret
 * rotated (asked first; the new secret is then shown once) or the endpoint deleted (asked first; `onDeleted`
 * after). Each outcome is a toast; what the page shows follows the server's answer (useWebhookChanges).
 */
export function useEndpointActions({ onDeleted }: { onDeleted?: () => void } = {}) {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const { endpointSaved, endpointDeleted, testQueued } = useWebhookChanges();
  const [secret, setSecret] = useState<ShownSecret | null>(null);

  const perform = useCallback(
    async (endpoint: WebhookEndpoint, action: EndpointAction) => {
      const url = endpoint.url;
      switch (action) {
        case "deliveries":
          await navigate(endpointPath(endpoint.id));
          return;
        case "test":
          try {
            await testQueued(endpoint.id, await sendWebhookTest(endpoint.id));
            notify(
              "success",
              t`It is on its way: its delivery heads the endpoint's deliveries, with the endpoint's answer.`,
              t`Test event sent`,
              outcome(endpoint),
            );
          } catch (error) {
            notify("error", errorMessage(error), t`The test event could not be sent`, outcome(endpoint));
          }
          return;
        case "rotate": {
          const sure = await dialogs.confirm({
            title: t`Rotate the signing secret?`,
            message: t`${url} gets a new secret, shown once. Deliveries from then on are signed with it, so the receiving system must be given it at once: until then it will refuse them.`,
            confirmLabel: t`Rotate the secret`,
            cancelLabel: t`Keep this one`,
          });
          if (!sure) return;
          try {
            const rotated = await rotateWebhookSecret(endpoint.id);
            await endpointSaved(rotated);
            setSecret({ endpoint: rotated, rotated: true });
          } catch (error) {
            notify("error", errorMessage(error), t`The secret could not be rotated`, outcome(endpoint));
          }
          return;
        }
        case "delete": {
          const sure = await dialogs.confirm({
            title: t`Delete this endpoint?`,
            message: t`${url} is told of nothing more, and its deliveries are no longer listed here.`,
            confirmLabel: t`Delete`,
            cancelLabel: t`Keep it`,
          });
          if (!sure) return;
          try {
            await deleteWebhook(endpoint.id);
            await endpointDeleted(endpoint.id);
            notify("success", t`${url} is told of nothing more.`, t`Endpoint deleted`, outcome(endpoint));
            onDeleted?.();
          } catch (error) {
            notify("error", errorMessage(error), t`The endpoint could not be deleted`, outcome(endpoint));
          }
          return;
        }
      }
    },
    [dialogs, navigate, endpointSaved, endpointDeleted, testQueued, onDeleted],
  );

  return {
    perform,
    /** The secret to show once (a rotation's, or an endpoint just added: `showSecret`). */
    secret,
    showSecret: setSecret,
    closeSecret: useCallback(() => setSecret(null), []),
  };
}
