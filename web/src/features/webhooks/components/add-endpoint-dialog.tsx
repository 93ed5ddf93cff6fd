import { useState, type FormEvent } from "react";
import { Button, CheckboxGroup, Fieldset, Flex, SimpleGrid } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  EVENT_KINDS,
  WEBHOOK_EVENT_KINDS,
  type EventKind,
  type WebhookEndpointWithSecret,
} from "@aql-portal/shared";
import { CardCheckbox } from "../../../components/ui/card-checkbox";
import { DialogForm } from "../../../components/ui/dialog-form";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { TextField } from "../../../components/ui/form-field";
import { Modal } from "../../../components/ui/modal";
import { ApiRequestError, errorMessage } from "../../../lib/api-client";
import { fieldErrorsFromServer, focusFirstError, useFormFields } from "../../../lib/forms";
import { createWebhook } from "../api/create-webhook";
import { useWebhookChanges } from "../api/webhook-cache";
import { checkEndpoint, EMPTY_ENDPOINT, ENDPOINT_FIELD_LABELS, type EndpointValues } from "./endpoint-values";

export interface AddEndpointDialogProps {
  open: boolean;
  onClose: () => void;
  /** The endpoint is registered: its secret is to be shown, once. */
  onAdded: (endpoint: WebhookEndpointWithSecret) => void;
}

/** Add endpoint: the URL deliveries go to, the kinds of event it is sent, and a description for the list. */
export function AddEndpointDialog({ open, onClose, onAdded }: AddEndpointDialogProps) {
  const [submitting, setSubmitting] = useState(false);
  return (
    <Modal open={open} onClose={onClose} busy={submitting} size="lg">
      <AddEndpointForm submitting={submitting} setSubmitting={setSubmitting} onAdded={onAdded} />
    </Modal>
  );
}

function AddEndpointForm({
  submitting,
  setSubmitting,
  onAdded,
}: {
  submitting: boolean;
  setSubmitting: (on: boolean) => void;
  onAdded: (endpoint: WebhookEndpointWithSecret) => void;
}) {
  const { t } = useLingui();
  const { values, setErrors, bind } = useFormFields<EndpointValues>(EMPTY_ENDPOINT);
  const [failure, setFailure] = useState<string | null>(null);
  const { endpointSaved } = useWebhookChanges();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    setFailure(null);
    const checked = checkEndpoint(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(form);
      return;
    }
    setSubmitting(true);
    createWebhook(checked.input)
      .then(async (saved) => {
        await endpointSaved(saved);
        onAdded(saved);
      })
      .catch((error: unknown) => {
        // The API's words about a field go under it; anything else, above the form.
        const { fields, other } = fieldErrorsFromServer(
          error instanceof ApiRequestError ? error.fieldErrors : [],
          ENDPOINT_FIELD_LABELS,
        );
        setErrors(fields);
        if (Object.keys(fields).length > 0) focusFirstError(form);
        if (Object.keys(fields).length === 0 || other.length > 0) {
          setFailure([errorMessage(error), ...other].join(" "));
        }
      })
      .finally(() => setSubmitting(false));
  };

  return (
    <DialogForm
      title={t`Add endpoint`}
      intro={t`A system of the retailer's that is told of events as they happen: each is POSTed to the URL as JSON, signed with the endpoint's secret.`}
      onSubmit={submit}
      submitting={submitting}
      submitLabel={t`Add endpoint`}
      submittingLabel={t`Adding`}
    >
      {failure ? <FailureAlert title={t`The endpoint could not be added`} message={failure} /> : null}
      <TextField
        label={t`URL`}
        required
        type="url"
        inputMode="url"
        placeholder="https://erp.example.com/aql-events"
        helper={t`An https:// address the portal can reach.`}
        maxLength={2000}
        disabled={submitting}
        {...bind("url")}
      />
      <KindsField {...bind("kinds")} disabled={submitting} />
      <TextField
        label={t`Description`}
        helper={t`What it is, for whoever reads the list: e.g. ERP (production). Optional.`}
        maxLength={200}
        disabled={submitting}
        {...bind("description")}
      />
    </DialogForm>
  );
}

/** The kinds of event the endpoint is sent: those webhooks may carry, by the catalogue's names. */
function KindsField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: EventKind[];
  onChange: (kinds: EventKind[]) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const every = value.length === WEBHOOK_EVENT_KINDS.length;
  return (
    <Fieldset.Root invalid={error !== undefined} disabled={disabled}>
      <Flex align="baseline" justify="space-between" gap="3">
        <Fieldset.Legend fontSize="sm" fontWeight="medium" color="fg">
          <Trans>Events</Trans>
        </Fieldset.Legend>
        <Button
          size="xs"
          variant="ghost"
          colorPalette="brand"
          onClick={() => onChange(every ? [] : [...WEBHOOK_EVENT_KINDS])}
          disabled={disabled}
        >
          {every ? t`Clear all` : t`Choose all`}
        </Button>
      </Flex>
      <Fieldset.HelperText mt="0">
        <Trans>What the endpoint is told of.</Trans>
      </Fieldset.HelperText>
      <Fieldset.Content mt="1">
        <CheckboxGroup
          value={value}
          onValueChange={(chosen) => onChange(WEBHOOK_EVENT_KINDS.filter((kind) => chosen.includes(kind)))}
          disabled={disabled}
        >
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
            {WEBHOOK_EVENT_KINDS.map((kind) => (
              <CardCheckbox key={kind} value={kind}>
                {EVENT_KINDS[kind].label}
              </CardCheckbox>
            ))}
          </SimpleGrid>
        </CheckboxGroup>
      </Fieldset.Content>
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
