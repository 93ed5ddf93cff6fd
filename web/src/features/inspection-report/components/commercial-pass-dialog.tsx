import { useState, type FormEvent } from "react";
import { Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { messages, type InspectionDetail } from "@aql-portal/shared";
import { DialogForm } from "../../../components/ui/dialog-form";
import { Modal } from "../../../components/ui/modal";
import { setCommercialPass } from "../api/set-commercial-pass";
import { CommentField } from "./comment-field";
import { runWrite, StaleAlert } from "./report-writes";

export interface CommercialPassDialogProps {
  open: boolean;
  detail: InspectionDetail;
  /** Why the lot failed, in one line. */
  explanation: string;
  onClose: () => void;
  onSaved: (saved: InspectionDetail) => void;
  onReload: () => Promise<unknown>;
}

/** A reviewer passes a failed lot commercially, saying why (mandatory, at most 400 characters). */
export function CommercialPassDialog({ open, onClose, ...form }: CommercialPassDialogProps) {
  const [submitting, setSubmitting] = useState(false);
  return (
    <Modal open={open} onClose={onClose} size="md" busy={submitting}>
      <CommercialPassForm {...form} submitting={submitting} onSubmitting={setSubmitting} />
    </Modal>
  );
}

function CommercialPassForm({
  detail,
  explanation,
  submitting,
  onSubmitting,
  onSaved,
  onReload,
}: Omit<CommercialPassDialogProps, "open" | "onClose"> & {
  submitting: boolean;
  onSubmitting: (submitting: boolean) => void;
}) {
  const { t } = useLingui();
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  // The etag a save was refused with: once the report is reloaded (a new etag), the warning goes.
  const [staleEtag, setStaleEtag] = useState<string | null>(null);
  const stale = staleEtag === detail.etag;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reason = comment.trim();
    if (!reason) {
      setError(t`Say why the failed lot passes commercially.`);
      return;
    }
    onSubmitting(true);
    const outcome = await runWrite(
      detail,
      () => setCommercialPass(detail, reason),
      { success: messages.commercialPassSet, failure: messages.unableToUpdateResult },
      onSaved,
    );
    onSubmitting(false);
    if (outcome === "stale") setStaleEtag(detail.etag);
  };

  return (
    <DialogForm
      title={t`Commercial pass`}
      onSubmit={(event) => void submit(event)}
      submitting={submitting}
      submitLabel={t`Set Comm. Pass`}
      submittingLabel={t`Saving`}
      submitDisabled={stale}
    >
      <Stack gap="4">
        {stale ? <StaleAlert onReload={onReload} /> : null}
        <Text color="fg.muted">
          <Trans>
            {explanation} A commercial pass releases the lot anyway: the result becomes Comm. Pass, and your
            reason is kept with your name and the time.
          </Trans>
        </Text>
        <CommentField
          label={t`Reason`}
          required
          error={error}
          value={comment}
          rows={4}
          autoFocus
          placeholder={t`e.g. Agreed with the buyer: sold as seconds at a discount.`}
          onChange={(typed) => {
            setComment(typed);
            setError(null);
          }}
        />
      </Stack>
    </DialogForm>
  );
}
