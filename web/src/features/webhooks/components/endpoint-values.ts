import { t } from "@lingui/core/macro";
import {
  WebhookEndpointInputSchema,
  messages,
  type EventKind,
  type WebhookEndpointInput,
} from "@aql-portal/shared";
import { fieldSentence, type FieldErrors } from "../../../lib/forms";

/** The Add endpoint form's values, checked with the schema the API checks them with. */
export interface EndpointValues {
  url: string;
  kinds: EventKind[];
  description: string;
}

export const EMPTY_ENDPOINT: EndpointValues = { url: "", kinds: [], description: "" };

/** The form's fields by name, in the language shown when read. */
export const ENDPOINT_FIELD_LABELS: Readonly<Record<keyof EndpointValues, string>> = {
  get url() {
    return t`URL`;
  },
  get kinds() {
    return t`Events`;
  },
  get description() {
    return t`Description`;
  },
};

export type EndpointErrors = FieldErrors<EndpointValues>;

const isField = (key: unknown): key is keyof EndpointValues =>
  typeof key === "string" && Object.hasOwn(ENDPOINT_FIELD_LABELS, key);

export function checkEndpoint(
  values: EndpointValues,
): { ok: true; input: WebhookEndpointInput } | { ok: false; errors: EndpointErrors } {
  const parsed = WebhookEndpointInputSchema.safeParse({ ...values, url: values.url.trim() });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: EndpointErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (!isField(field) || errors[field] !== undefined) continue;
    if (field === "url" && values.url.trim() === "") errors.url = messages.required;
    else if (field === "kinds" && values.kinds.length === 0)
      errors.kinds = t`Choose at least one kind of event.`;
    else errors[field] = fieldSentence(ENDPOINT_FIELD_LABELS[field], issue.message);
  }
  return { ok: false, errors };
}
