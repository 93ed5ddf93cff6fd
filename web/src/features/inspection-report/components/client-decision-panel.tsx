import { ClientDecisionBadge } from "../../../components/ui/inspection-badges";
import { useState, type FormEvent } from "react";
import { Button, chakra, Field, Flex, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { INITIAL_CLIENT_DECISION, can, messages, isReported, formatDateTime } from "@aql-portal/shared";
import { Overline } from "../../../components/ui/overline";
import { notify } from "../../../components/ui/toaster";
import { TryAgainButton } from "../../../components/ui/try-again-button";
import { inspectionAction } from "../../../lib/inspections";
import { useMetaList } from "../../../lib/reference-data";
import { setClientDecision } from "../api/set-client-decision";
import { CommentField } from "./comment-field";
import { runWrite, StaleAlert, type ReportPanelProps } from "./report-writes";
import { ReportSection } from "./report-section";

/** The retailer's decision on the lot: the current one, a form for client managers, and every change. */
export function ClientDecisionPanel({ detail, role, onSaved, onReload }: ReportPanelProps) {
  const { t } = useLingui();
  const mayDecide = can(role, "client-decisions:set");
  const history = [...detail.decisionHistory].reverse();
  const initialDecision = INITIAL_CLIENT_DECISION;
  return (
    <ReportSection
      title={t`Client decision`}
      badge={<ClientDecisionBadge decision={detail.clientDecision} />}
    >
      {mayDecide ? (
        isReported(detail.status) ? (
          <DecisionForm detail={detail} onSaved={onSaved} onReload={onReload} />
        ) : (
          <Text fontSize="sm" color="fg.muted" mb="4">
            <Trans>
              A decision can be recorded once the inspector has finished the inspection and its report is out.
            </Trans>
          </Text>
        )
      ) : null}

      <Overline mb="2" mt={mayDecide ? "5" : "0"}>
        <Trans>History</Trans>
      </Overline>
      {history.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          <Trans>No decision recorded yet: every inspection starts {initialDecision}.</Trans>
        </Text>
      ) : (
        <chakra.ol listStyle="none" m="0" p="0" aria-label={t`Decision history`}>
          {history.map((change, index) => {
            const name = change.by?.name;
            return (
              <chakra.li
                key={`${change.at}-${index}`}
                py="3"
                borderTopWidth={index === 0 ? "0" : "1px"}
                borderColor="border"
              >
                <Flex align="center" justify="space-between" gap="2" wrap="wrap">
                  <ClientDecisionBadge decision={change.decision} />
                  <Text fontSize="xs" color="fg.muted">
                    {formatDateTime(change.at)}
                  </Text>
                </Flex>
                <Text fontSize="sm" mt="1">
                  {name === undefined ? <Trans>by the system</Trans> : <Trans>by {name}</Trans>}
                </Text>
                {change.comment ? (
                  <Text fontSize="sm" color="fg.muted" mt="1" whiteSpace="pre-wrap">
                    “{change.comment}”
                  </Text>
                ) : null}
              </chakra.li>
            );
          })}
        </chakra.ol>
      )}
    </ReportSection>
  );
}

function DecisionForm({ detail, onSaved, onReload }: Omit<ReportPanelProps, "role">) {
  const { t } = useLingui();
  const decisions = useMetaList("client-decisions");
  const [decisionId, setDecisionId] = useState("");
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [staleEtag, setStaleEtag] = useState<string | null>(null);
  const stale = staleEtag === detail.etag;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = decisions.data?.find((decision) => decision.id === decisionId);
    if (!chosen) {
      setError(t`Choose a decision.`);
      return;
    }
    const note = comment.trim();
    if (chosen.name === detail.clientDecision && !note) {
      notify("info", messages.noChangesDetected, undefined, { action: inspectionAction(detail.id) });
      return;
    }
    setSubmitting(true);
    const outcome = await runWrite(
      detail,
      () => setClientDecision(detail, { clientDecisionId: chosen.id, ...(note ? { comment: note } : {}) }),
      { success: messages.clientDecisionUpdated, failure: messages.unableToUpdateClientDecision },
      onSaved,
    );
    setSubmitting(false);
    if (outcome === "saved") {
      setDecisionId("");
      setComment("");
    }
    if (outcome === "stale") setStaleEtag(detail.etag);
  };

  return (
    <chakra.form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Record a client decision`}>
      <Stack gap="3">
        {stale ? <StaleAlert onReload={onReload} /> : null}
        <Field.Root required invalid={error !== null}>
          <Field.Label>
            <Trans>New decision</Trans>
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root disabled={decisions.isLoading}>
            <NativeSelect.Field
              value={decisionId}
              onChange={(event) => {
                setDecisionId(event.target.value);
                setError(null);
              }}
            >
              <option value="">{decisions.isLoading ? t`Loading decisions…` : t`Choose a decision`}</option>
              {(decisions.data ?? [])
                // "Under Review" is where every inspection starts, not a decision to make.
                .filter((decision) => decision.name !== INITIAL_CLIENT_DECISION)
                .map((decision) => (
                  <option key={decision.id} value={decision.id}>
                    {decision.name}
                  </option>
                ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{error}</Field.ErrorText>
          {decisions.error ? (
            <Field.HelperText color="fg.error">
              <Trans>The decisions could not be loaded.</Trans>{" "}
              <TryAgainButton inline onClick={() => void decisions.mutate()} />
            </Field.HelperText>
          ) : null}
        </Field.Root>
        <CommentField
          label={t`Comment (optional)`}
          value={comment}
          rows={3}
          placeholder={t`e.g. Re-press and re-pack before dispatch.`}
          onChange={setComment}
        />
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="flex-start"
          loading={submitting}
          loadingText={t`Saving`}
          disabled={stale}
        >
          <Trans>Save decision</Trans>
        </Button>
      </Stack>
    </chakra.form>
  );
}
