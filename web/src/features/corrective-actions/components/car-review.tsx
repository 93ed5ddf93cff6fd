import { useState, type FormEvent } from "react";
import { Button, Flex, Stack, Text } from "@chakra-ui/react";
import { LuCheck, LuCornerUpLeft, LuLock } from "react-icons/lu";
import { useSWRConfig } from "swr";
import { canMoveFrom, type CorrectiveAction } from "@aql-portal/shared";
import { DialogForm } from "../../../components/ui/dialog-form";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { Modal } from "../../../components/ui/modal";
import { StaleAlert } from "../../../components/ui/stale-alert";
import { notify } from "../../../components/ui/toaster";
import { ApiRequestError, errorMessage } from "../../../lib/api-client";
import { carKey } from "../../../lib/corrective-actions";
import { fieldSentence } from "../../../lib/forms";
import { useCarChanged } from "../api/car-cache";
import { reviewCorrectiveAction, type CarReviewAction } from "../api/review-car";
import { TextAreaField } from "./text-area-field";

interface ActionWords {
  button: string;
  title: string;
  intro: (car: CorrectiveAction) => string;
  commentLabel: string;
  commentRequired: boolean;
  submitting: string;
  done: (car: CorrectiveAction) => string;
}

const WORDS: Readonly<Record<CarReviewAction, ActionWords>> = {
  accept: {
    button: "Accept the answer",
    title: "Accept the answer",
    intro: (car) =>
      car.verificationRequired
        ? `The request waits for the next inspection of ${car.supplier.name}'s ${car.styleCode}, whose inspector checks the defects are gone.`
        : "No verification was asked for: accepting the answer closes the request.",
    commentLabel: "Comment (optional)",
    commentRequired: false,
    submitting: "Accepting",
    done: (car) =>
      car.status === "accepted"
        ? `${car.reference} is accepted: the next inspection of ${car.styleCode} verifies it.`
        : `${car.reference} is accepted and closed.`,
  },
  "send-back": {
    button: "Send back",
    title: "Send the answer back",
    intro: (car) =>
      `${car.supplier.name} answers again. Say what is missing or must change: your comment is what they read first.`,
    commentLabel: "What the supplier must change",
    commentRequired: true,
    submitting: "Sending back",
    done: (car) => `${car.reference} is back with ${car.supplier.name} to answer again.`,
  },
  close: {
    button: "Close the request",
    title: "Close the request",
    intro: () =>
      "Nothing more is asked of the supplier and no inspection verifies it; the request is kept with its history.",
    commentLabel: "Why it is closed (optional)",
    commentRequired: false,
    submitting: "Closing",
    done: (car) => `${car.reference} is closed.`,
  },
};

const ICONS: Readonly<Record<CarReviewAction, typeof LuCheck>> = {
  accept: LuCheck,
  "send-back": LuCornerUpLeft,
  close: LuLock,
};

/** The review buttons that apply, each opening its dialog. */
export function CarReviewActions({
  car,
  actions,
}: {
  car: CorrectiveAction;
  actions: readonly CarReviewAction[];
}) {
  const [open, setOpen] = useState<CarReviewAction | null>(null);
  const [shown, setShown] = useState<CarReviewAction | null>(null);
  if (open && open !== shown) setShown(open);
  const [busy, setBusy] = useState(false);
  if (actions.length === 0) return null;
  return (
    <Flex gap="2" direction={{ base: "row", xl: "column" }} wrap="wrap">
      {actions.map((action) => {
        const Icon = ICONS[action];
        return (
          <Button
            key={action}
            flex={{ base: "1 1 200px", xl: "0 0 auto" }}
            colorPalette={action === "accept" ? "brand" : undefined}
            variant={action === "accept" ? "solid" : "outline"}
            justifyContent="flex-start"
            onClick={() => setOpen(action)}
          >
            <Icon aria-hidden="true" />
            {WORDS[action].button}
          </Button>
        );
      })}
      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        size="md"
        busy={busy}
        onExitComplete={() => setShown(null)}
      >
        {shown ? <ReviewForm car={car} action={shown} onBusy={setBusy} onDone={() => setOpen(null)} /> : null}
      </Modal>
    </Flex>
  );
}

function ReviewForm({
  car,
  action,
  onBusy,
  onDone,
}: {
  car: CorrectiveAction;
  action: CarReviewAction;
  onBusy: (busy: boolean) => void;
  onDone: () => void;
}) {
  const words = WORDS[action];
  const { mutate } = useSWRConfig();
  const carChanged = useCarChanged();
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [staleEtag, setStaleEtag] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const stale = staleEtag === car.etag;
  // After a reload the CAR may have moved on: the move no longer applies, and saying so beats a 409.
  const stillApplies = canMoveFrom(action, car.status);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    const said = comment.trim();
    if (words.commentRequired && !said) {
      setError(fieldSentence(words.commentLabel, "is required to send an answer back"));
      return;
    }
    setSubmitting(true);
    onBusy(true);
    try {
      const saved = await reviewCorrectiveAction(car, { action, ...(said ? { comment: said } : {}) });
      await carChanged(saved);
      notify("success", words.done(saved), undefined, { action: `car:${car.id}` });
      onDone();
    } catch (failed) {
      if (failed instanceof ApiRequestError && failed.status === 412) {
        setStaleEtag(car.etag);
        return;
      }
      const field =
        failed instanceof ApiRequestError
          ? failed.fieldErrors.find((problem) => problem.field.endsWith("comment"))
          : undefined;
      if (field) setError(fieldSentence(words.commentLabel, field.message));
      else setFailure(errorMessage(failed));
    } finally {
      setSubmitting(false);
      onBusy(false);
    }
  };

  return (
    <DialogForm
      title={`${words.title}: ${car.reference}`}
      onSubmit={(event) => void submit(event)}
      submitting={submitting}
      submitLabel={words.button}
      submittingLabel={words.submitting}
      submitDisabled={stale || !stillApplies}
    >
      <Stack gap="4">
        {stale ? (
          <StaleAlert
            title="This request changed since you opened it."
            reloading={reloading}
            onReload={() => {
              setReloading(true);
              void mutate(carKey(car.id)).finally(() => setReloading(false));
            }}
          >
            Reloading shows the change; your comment is kept.
          </StaleAlert>
        ) : null}
        {!stillApplies ? (
          <FailureAlert
            title="This no longer applies"
            message={`${car.reference} is ${car.status.replace("-", " ")} now.`}
          />
        ) : null}
        {failure ? <FailureAlert title={`${words.title}: not done`} message={failure} /> : null}
        <Text color="fg.muted">{words.intro(car)}</Text>
        <TextAreaField
          label={words.commentLabel}
          required={words.commentRequired}
          value={comment}
          error={error}
          rows={4}
          maxLength={2000}
          autoFocus
          onChange={(typed) => {
            setComment(typed);
            setError(undefined);
          }}
        />
      </Stack>
    </DialogForm>
  );
}
