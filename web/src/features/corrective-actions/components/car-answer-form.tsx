import { useState, type FormEvent } from "react";
import { Box, Button, chakra, Flex, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { LuSend } from "react-icons/lu";
import { useSWRConfig } from "swr";
import { formatDay, type CorrectiveAction } from "@aql-portal/shared";
import { DateInput } from "../../../components/ui/date-input";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { FormField } from "../../../components/ui/form-field";
import { Select } from "../../../components/ui/select";
import { StaleAlert } from "../../../components/ui/stale-alert";
import { notify } from "../../../components/ui/toaster";
import { ApiRequestError, errorMessage } from "../../../lib/api-client";
import { carKey } from "../../../lib/corrective-actions";
import { fieldErrorsFromServer, focusFirstError, useFormFields } from "../../../lib/forms";
import { answerCorrectiveAction } from "../api/answer-car";
import { useCarChanged } from "../api/car-cache";
import {
  answerFieldLabels,
  answerValuesOf,
  checkAnswer,
  type AnswerErrors,
  type AnswerValues,
  rootCauseOptions,
} from "./answer-values";
import { EvidenceField, useEvidenceUploads } from "./evidence-uploads";
import { TextAreaField } from "./text-area-field";

type DateField = "correctiveBy" | "preventiveBy";

/** CSS: a text area two columns wide beside its date on a large screen. */
const SPAN_TWO_COLUMNS = "span 2";

/**
 * The supplier's answer: the root cause (chosen, then in its own words), what it does about the goods in hand and
 * by when, what it changes in production and by when, and evidence. An answer sent back starts from the one sent.
 */
export function CarAnswerForm({ car }: { car: CorrectiveAction }) {
  const { t } = useLingui();
  const { mutate } = useSWRConfig();
  const carChanged = useCarChanged();
  const { values, errors, setErrors, change, bind } = useFormFields<AnswerValues>(() => answerValuesOf(car));
  const [evidenceError, setEvidenceError] = useState<string | undefined>();
  const [dateProblems, setDateProblems] = useState<Partial<Record<DateField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // The etag an answer was refused with: once the CAR is read again (a new etag), the warning goes.
  const [staleEtag, setStaleEtag] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const stale = staleEtag === car.etag;
  const uploads = useEvidenceUploads(car);
  const outcome = { action: `car:${car.id}` };
  const labels = answerFieldLabels();
  const causeOptions = rootCauseOptions();
  const dueDay = formatDay(car.dueDate);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    setFailure(null);
    if (uploads.sending) {
      setEvidenceError(t`Wait until every file is sent, or drop the ones still on their way.`);
      return;
    }
    if (Object.values(dateProblems).some(Boolean)) {
      focusFirstError(form);
      return;
    }
    const checked = checkAnswer(
      values,
      uploads.files.map((evidence) => evidence.id),
    );
    if (!checked.ok) {
      const { evidenceIds, ...fields } = checked.errors;
      setErrors(fields);
      setEvidenceError(evidenceIds);
      focusFirstError(form);
      return;
    }
    setSubmitting(true);
    try {
      const saved = await answerCorrectiveAction(car, checked.input);
      await carChanged(saved);
      const reference = saved.reference;
      notify(
        "success",
        t`${reference} goes to the client's reviewer; you will see here whether it is accepted.`,
        t`Answer sent`,
        outcome,
      );
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 412) {
        setStaleEtag(car.etag);
        return;
      }
      setFailure(errorMessage(error));
      if (error instanceof ApiRequestError) {
        const { evidenceIds, ...fields }: AnswerErrors = fieldErrorsFromServer(
          error.fieldErrors,
          labels,
        ).fields;
        setErrors(fields);
        setEvidenceError(evidenceIds);
        if (Object.keys(fields).length > 0) focusFirstError(form);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const reload = () => {
    setReloading(true);
    void mutate(carKey(car.id)).finally(() => setReloading(false));
  };

  const dateField = (name: DateField) => (
    <DateInput
      label={labels[name]}
      value={values[name]}
      error={errors[name]}
      optional
      onChange={(value) => change(name, value)}
      onProblemChange={(problem) =>
        setDateProblems((current) => ({ ...current, [name]: problem ?? undefined }))
      }
    />
  );

  return (
    <chakra.form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Your answer`}>
      <Stack gap="5">
        {car.status === "sent-back" ? <SentBackNote car={car} /> : null}
        {stale ? (
          <StaleAlert
            title={t`This request changed since you opened it.`}
            onReload={reload}
            reloading={reloading}
          >
            <Trans>Reloading shows the change; what you typed here is kept.</Trans>
          </StaleAlert>
        ) : null}
        {failure ? <FailureAlert title={t`Your answer could not be sent`} message={failure} /> : null}

        <FormField label={labels.rootCause} required error={errors.rootCause}>
          <Select
            size="md"
            value={values.rootCause}
            placeholder={t`Choose the root cause`}
            placeholderDisabled
            options={causeOptions}
            onChange={(value) => {
              const cause = causeOptions.find((option) => option.value === value)?.value;
              if (cause) change("rootCause", cause);
            }}
          />
        </FormField>
        <TextAreaField
          {...bind("rootCauseText")}
          label={labels.rootCauseText}
          helper={t`Why the defects happened, as you found it.`}
          required
          rows={3}
          maxLength={2000}
        />
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" alignItems="start">
          <Box gridColumn={{ lg: SPAN_TWO_COLUMNS }}>
            <TextAreaField
              {...bind("correctiveAction")}
              label={labels.correctiveAction}
              helper={t`What you do about the goods in hand (rework, sorting, replacing).`}
              required
              rows={3}
              maxLength={2000}
            />
          </Box>
          {dateField("correctiveBy")}
          <Box gridColumn={{ lg: SPAN_TWO_COLUMNS }}>
            <TextAreaField
              {...bind("preventiveAction")}
              label={labels.preventiveAction}
              helper={t`What you change in production so that the defects do not come back.`}
              required
              rows={3}
              maxLength={2000}
            />
          </Box>
          {dateField("preventiveBy")}
        </SimpleGrid>

        <EvidenceField uploads={uploads} error={evidenceError} />

        <Flex gap="3" align="center" wrap="wrap">
          <Button
            type="submit"
            colorPalette="brand"
            loading={submitting}
            loadingText={t`Sending`}
            disabled={stale || uploads.sending}
          >
            <LuSend aria-hidden="true" />
            <Trans>Send answer</Trans>
          </Button>
          <Text fontSize="sm" color={car.overdue ? "red.fg" : "fg.muted"}>
            {car.overdue ? (
              <Trans>It was due on {dueDay}: answer as soon as you can.</Trans>
            ) : (
              <Trans>Due by {dueDay}.</Trans>
            )}
          </Text>
        </Flex>
      </Stack>
    </chakra.form>
  );
}

/** Why the answer came back: the last send-back's comment, above the form. */
function SentBackNote({ car }: { car: CorrectiveAction }) {
  const sentBack = [...car.history].reverse().find((event) => event.action === "send-back");
  if (!sentBack) return null;
  const sentBy = sentBack.by.name;
  const sentOn = formatDay(sentBack.at);
  return (
    <Box borderStartWidth="3px" borderColor="orange.solid" bg="orange.subtle" px="4" py="3" borderRadius="md">
      <Text fontWeight="semibold">
        <Trans>
          Sent back by {sentBy} on {sentOn}
        </Trans>
      </Text>
      {sentBack.comment ? (
        <Text mt="1" whiteSpace="pre-wrap">
          {sentBack.comment}
        </Text>
      ) : null}
      <Text fontSize="sm" color="fg.muted" mt="1">
        <Trans>Change your answer where asked and send it again.</Trans>
      </Text>
    </Box>
  );
}
