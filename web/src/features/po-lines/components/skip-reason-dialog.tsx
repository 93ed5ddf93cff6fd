import { useState, type FormEvent } from "react";
import { Box, Button, List, Stack, Text, Textarea } from "@chakra-ui/react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  MAX_SKIP_DETAIL_LENGTH,
  messages,
  type Order,
  type SkipReasonRef,
  formatCount,
} from "@aql-portal/shared";
import { DialogForm } from "../../../components/ui/dialog-form";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { FormField } from "../../../components/ui/form-field";
import { Modal } from "../../../components/ui/modal";
import { Select } from "../../../components/ui/select";
import { errorMessage } from "../../../lib/api-client";
import { useMetaList } from "../../../lib/reference-data";
import type { SkipReasonChoice } from "../api/update-orders";

/** How many of the lines the dialog names before "and N more". */
const LINES_NAMED = 4;

export interface SkipReasonRequest {
  /** The lines to skip, or the skipped line whose reason changes. */
  lines: readonly Order[];
  /** The reason they have now, with its words (changing a reason); none when skipping. */
  current: SkipReasonRef | null;
}

export interface SkipReasonDialogProps {
  request: SkipReasonRequest | null;
  onClose: () => void;
  /**
   * Sends the reason; a rejection keeps the dialog open with the message (and its title, e.g. "Unable to
   * update skip reason").
   */
  onSubmit: (request: SkipReasonRequest, reason: SkipReasonChoice) => Promise<void>;
}

/**
 * Skip PO lines, or change a skipped line's reason: a reason from meta/skip-reasons, and for a reason that says
 * nothing by itself ("Other") the planner's words, which the server requires too.
 */
export function SkipReasonDialog({ request, onClose, onSubmit }: SkipReasonDialogProps) {
  return (
    <Modal open={request !== null} onClose={onClose} size="md">
      {request ? <SkipReasonForm request={request} onSubmit={onSubmit} /> : null}
    </Modal>
  );
}

function SkipReasonForm({
  request,
  onSubmit,
}: {
  request: SkipReasonRequest;
  onSubmit: SkipReasonDialogProps["onSubmit"];
}) {
  const { t } = useLingui();
  const reasons = useMetaList("skip-reasons");
  const { current, lines } = request;
  const [reasonId, setReasonId] = useState(current?.id ?? "");
  const [detail, setDetail] = useState(current?.detail ?? "");
  const [missing, setMissing] = useState(false);
  const [detailMissing, setDetailMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const changing = current !== null;
  const lineCount = lines.length;
  const skipLines = t`Skip ${plural(lineCount, { one: "# PO line", other: "# PO lines" })}`;
  const more = lines.length - LINES_NAMED;
  const loadProblem = reasons.error?.message;
  const typed = detail.length;
  const most = MAX_SKIP_DETAIL_LENGTH;
  const chosen = reasons.data?.find((reason) => reason.id === reasonId);
  const asksForWords = chosen?.detailRequired ?? false;
  const words = asksForWords ? detail.trim() : "";
  const unchanged = changing && reasonId === current.id && words === (current.detail ?? "");
  const reasonName = chosen?.name;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || unchanged) return;
    if (!reasonId) {
      setMissing(true);
      return;
    }
    if (asksForWords && !words) {
      setDetailMissing(true);
      return;
    }
    setFailure(null);
    setSubmitting(true);
    try {
      await onSubmit(request, { skipReasonId: reasonId, skipReasonDetail: words || undefined });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <DialogForm
      title={changing ? t`Change the skip reason` : skipLines}
      onSubmit={(event) => void submit(event)}
      submitting={submitting}
      submitLabel={changing ? t`Change reason` : skipLines}
      submittingLabel={t`Saving`}
      submitDisabled={unchanged}
    >
      <Stack gap="4">
        <Box>
          <Text color="fg.muted" mb="2">
            {changing
              ? t`The line stays skipped, with the reason you choose.`
              : t`Skipped lines are not inspected: they leave CREATE INSPECTIONS (and any draft inspection they were in) and are listed in SKIPPED INSPECTIONS.`}
          </Text>
          <List.Root variant="plain" gap="1" fontSize="sm">
            {lines.slice(0, LINES_NAMED).map((line) => {
              const { poNumber, styleCode, colourCode } = line;
              const quantity = formatCount(line.quantity);
              return (
                <List.Item key={line.id} display="block" color="fg.muted">
                  <Trans>
                    <Text as="span" fontWeight="semibold" color="fg">
                      PO {poNumber}
                    </Text>{" "}
                    · {styleCode} / {colourCode} · {quantity} units
                  </Trans>
                </List.Item>
              );
            })}
            {lines.length > LINES_NAMED ? (
              <List.Item color="fg.muted">
                <Trans>and {more} more</Trans>
              </List.Item>
            ) : null}
          </List.Root>
        </Box>
        {failure ? <FailureAlert title={messages.unableToUpdateSkipReason} message={failure} /> : null}
        <FormField
          label={t`Skip reason`}
          required
          error={missing ? messages.required : undefined}
          disabled={submitting}
        >
          <Select
            value={reasonId}
            autoFocus
            onChange={(chosenId) => {
              setReasonId(chosenId);
              setMissing(false);
            }}
            placeholder={reasons.isLoading ? t`Loading reasons…` : t`Choose a reason`}
            placeholderDisabled
            options={(reasons.data ?? []).map((reason) => ({ value: reason.id, label: reason.name }))}
          />
          {reasons.error ? (
            <Text fontSize="sm" color="fg.error">
              <Trans>The reasons could not be loaded: {loadProblem}</Trans>{" "}
              <Button variant="plain" size="xs" colorPalette="brand" onClick={() => void reasons.mutate()}>
                <Trans>Try again</Trans>
              </Button>
            </Text>
          ) : null}
        </FormField>
        {asksForWords ? (
          <FormField
            label={lines.length === 1 ? t`Why is it not inspected?` : t`Why are they not inspected?`}
            required
            error={
              detailMissing ? t`Say why in words: “${reasonName}” needs the reason written down.` : undefined
            }
            helper={t`Shown with the line in SKIPPED INSPECTIONS · ${typed}/${most}`}
            disabled={submitting}
          >
            <Textarea
              value={detail}
              maxLength={MAX_SKIP_DETAIL_LENGTH}
              rows={3}
              autoresize
              // Chosen just now: the words are what comes next.
              autoFocus={reasonId !== current?.id}
              placeholder={t`e.g. The buyer put the order on hold`}
              onChange={(event) => {
                setDetail(event.target.value);
                setDetailMissing(false);
              }}
            />
          </FormField>
        ) : null}
      </Stack>
    </DialogForm>
  );
}
