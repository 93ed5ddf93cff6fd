import { useState, type FormEvent } from "react";
import { Box, Button, chakra, Flex, SimpleGrid, Stack, Text } from "@chakra-ui/react";
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
  ANSWER_FIELD_LABELS,
  ROOT_CAUSE_OPTIONS,
  answerValuesOf,
  checkAnswer,
  type AnswerErrors,
  type AnswerValues,
} from "./answer-values";
import { EvidenceField, useEvidenceUploads } from "./evidence-uploads";
import { TextAreaField } from "./text-area-field";

type DateField = "correctiveBy" | "preventiveBy";

/**
 * The supplier's answer: the root cause (chosen, then in its own words), what it does about the goods in hand and
 * by when, what it changes in production and by when, and evidence. An answer sent back starts from the one sent.
 */
export function CarAnswerForm({ car }: { car: CorrectiveAction }) {
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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    setFailure(null);
    if (uploads.sending) {
      setEvidenceError("Wait until every file is sent, or drop the ones still on their way.");
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
      notify(
        "success",
        `${saved.reference} goes to the client's reviewer; you will see here whether it is accepted.`,
        "Answer sent",
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
          ANSWER_FIELD_LABELS,
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
      label={ANSWER_FIELD_LABELS[name]}
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
    <chakra.form onSubmit={(event) => void submit(event)} noValidate aria-label="Your answer">
      <Stack gap="5">
        {car.status === "sent-back" ? <SentBackNote car={car} /> : null}
        {stale ? (
          <StaleAlert
            title="This request changed since you opened it."
            onReload={reload}
            reloading={reloading}
          >
            Reloading shows the change; what you typed here is kept.
          </StaleAlert>
        ) : null}
        {failure ? <FailureAlert title="Your answer could not be sent" message={failure} /> : null}

        <FormField label={ANSWER_FIELD_LABELS.rootCause} required error={errors.rootCause}>
          <Select
            size="md"
            value={values.rootCause}
            placeholder="Choose the root cause"
            placeholderDisabled
            options={ROOT_CAUSE_OPTIONS}
            onChange={(value) => {
              const cause = ROOT_CAUSE_OPTIONS.find((option) => option.value === value)?.value;
              if (cause) change("rootCause", cause);
            }}
          />
        </FormField>
        <TextAreaField
          {...bind("rootCauseText")}
          label={ANSWER_FIELD_LABELS.rootCauseText}
          helper="Why the defects happened, as you found it."
          required
          rows={3}
          maxLength={2000}
        />
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" alignItems="start">
          <Box gridColumn={{ lg: "span 2" }}>
            <TextAreaField
              {...bind("correctiveAction")}
              label={ANSWER_FIELD_LABELS.correctiveAction}
              helper="What you do about the goods in hand (rework, sorting, replacing)."
              required
              rows={3}
              maxLength={2000}
            />
          </Box>
          {dateField("correctiveBy")}
          <Box gridColumn={{ lg: "span 2" }}>
            <TextAreaField
              {...bind("preventiveAction")}
              label={ANSWER_FIELD_LABELS.preventiveAction}
              helper="What you change in production so that the defects do not come back."
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
            loadingText="Sending"
            disabled={stale || uploads.sending}
          >
            <LuSend aria-hidden="true" />
            Send answer
          </Button>
          <Text fontSize="sm" color={car.overdue ? "red.fg" : "fg.muted"}>
            {car.overdue
              ? `It was due on ${formatDay(car.dueDate)}: answer as soon as you can.`
              : `Due by ${formatDay(car.dueDate)}.`}
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
  return (
    <Box borderStartWidth="3px" borderColor="orange.solid" bg="orange.subtle" px="4" py="3" borderRadius="md">
      <Text fontWeight="semibold">
        Sent back by {sentBack.by.name} on {formatDay(sentBack.at)}
      </Text>
      {sentBack.comment ? (
        <Text mt="1" whiteSpace="pre-wrap">
          {sentBack.comment}
        </Text>
      ) : null}
      <Text fontSize="sm" color="fg.muted" mt="1">
        Change your answer where asked and send it again.
      </Text>
    </Box>
  );
}
