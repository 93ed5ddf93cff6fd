import { useState, type FormEvent } from "react";
import { Stack, Text, Textarea } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { AqlStandard, SwitchingClass, SwitchingDecisionKind } from "@aql-portal/shared";
import { DialogForm } from "../../../components/ui/dialog-form";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { FormField } from "../../../components/ui/form-field";
import { Modal } from "../../../components/ui/modal";
import { notify } from "../../../components/ui/toaster";
import { ApiRequestError, errorMessage } from "../../../lib/api-client";
import { recordSwitchingDecision } from "../api/record-decision";
import { useSwitchingChanged } from "../api/switching-cache";
import { checkNote, decisionWords } from "./switching-text";

/** A decision someone asked to record: on which supplier's class, under which standard. */
export interface DecisionRequest {
  supplier: { id: string; name: string };
  cls: SwitchingClass;
  decision: SwitchingDecisionKind;
  standard: AqlStandard;
}

/** Every outcome of a decision on one supplier is one action's: the newest toast replaces the one on screen. */
const decisionAction = (supplierId: string) => ({ action: `switching-decision:${supplierId}` });

/**
 * A decision on a class, confirmed in a dialog with its note (required for a correction: what the supplier
 * changed). Once recorded the supplier's state is the server's answer. A decision that no longer applies (someone
 * decided meanwhile, a lot moved the class) is the server's 409: its words in a toast, and the state read again.
 */
export function DecisionDialog({
  request,
  onClose,
}: {
  request: DecisionRequest | null;
  onClose: () => void;
}) {
  const [submitting, setSubmitting] = useState(false);
  // The last request stays drawn while the dialog animates closed.
  const [shown, setShown] = useState(request);
  if (request && request !== shown) setShown(request);
  return (
    <Modal
      open={request !== null}
      onClose={onClose}
      busy={submitting}
      size="md"
      onExitComplete={() => setShown(null)}
    >
      {shown ? (
        <DecisionForm
          key={`${shown.supplier.id}:${shown.cls}:${shown.decision}`}
          request={shown}
          onClose={onClose}
          submitting={submitting}
          setSubmitting={setSubmitting}
        />
      ) : null}
    </Modal>
  );
}

function DecisionForm({
  request,
  onClose,
  submitting,
  setSubmitting,
}: {
  request: DecisionRequest;
  onClose: () => void;
  submitting: boolean;
  setSubmitting: (on: boolean) => void;
}) {
  const { t } = useLingui();
  const { supplier, cls, decision, standard } = request;
  const words = decisionWords(decision, supplier.name, cls, standard);
  const { supplierChanged, supplierStale } = useSwitchingChanged();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const outcome = decisionAction(supplier.id);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const checked = checkNote(text, words.noteRequired);
    if (checked.problem) {
      setProblem(checked.problem);
      event.currentTarget.querySelector("textarea")?.focus();
      return;
    }
    setFailure(null);
    setSubmitting(true);
    recordSwitchingDecision(supplier.id, { class: cls, decision, note: checked.note })
      .then(async (saved) => {
        await supplierChanged(saved);
        notify("success", words.successDetail, words.success, outcome);
        onClose();
      })
      .catch(async (error: unknown) => {
        if (error instanceof ApiRequestError && error.status === 409) {
          notify("error", error.message, t`The decision was not recorded`, outcome);
          onClose();
          await supplierStale(supplier.id);
          return;
        }
        setFailure(errorMessage(error));
      })
      .finally(() => setSubmitting(false));
  };

  return (
    <DialogForm
      title={words.title}
      onSubmit={submit}
      submitting={submitting}
      submitLabel={words.submitLabel}
      submittingLabel={t`Recording`}
    >
      <Stack gap="4">
        <Text color="fg.muted">{words.message}</Text>
        {failure ? <FailureAlert title={t`The decision could not be recorded`} message={failure} /> : null}
        <FormField
          label={words.noteLabel}
          required={words.noteRequired}
          error={problem ?? undefined}
          helper={t`Kept in the supplier's history with your name.`}
        >
          <Textarea
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
            rows={3}
            maxLength={1000}
            autoFocus={words.noteRequired}
            placeholder={
              words.noteRequired ? t`e.g. New needle-detection line and retrained finishing team` : undefined
            }
          />
        </FormField>
      </Stack>
    </DialogForm>
  );
}
