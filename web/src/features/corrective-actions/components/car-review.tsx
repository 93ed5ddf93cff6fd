import { useState, type FormEvent } from "react";
import { Button, Flex, Stack, Text } from "@chakra-ui/react";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { LuCheck, LuCornerUpLeft, LuLock } from "react-icons/lu";
import { useSWRConfig } from "swr";
import { canMoveFrom, type CarStatus, type CorrectiveAction } from "@aql-portal/shared";
import { DialogForm } from "../../../components/ui/dialog-form";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { Modal } from "../../../components/ui/modal";
import { StaleAlert } from "../../../components/ui/stale-alert";
import { notify } from "../../../components/ui/toaster";
import { ApiRequestError, errorMessage } from "../../../lib/api-client";
import { carKey } from "../../../lib/corrective-actions";
import { fieldSentence } from "../../../lib/forms";
import { perLanguage } from "../../../lib/i18n";
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

const reviewWords = perLanguage((): Readonly<Record<CarReviewAction, ActionWords>> => ({
  accept: {
    button: t`Accept the answer`,
    title: t`Accept the answer`,
    intro: (car) => {
      const supplierName = car.supplier.name;
      const styleCode = car.styleCode;
      return car.verificationRequired
        ? t`The request waits for the next inspection of ${supplierName}'s ${styleCode}, whose inspector checks the defects are gone.`
        : t`No verification was asked for: accepting the answer closes the request.`;
    },
    commentLabel: t`Comment (optional)`,
    commentRequired: false,
    submitting: t`Accepting`,
    done: (car) => {
      const reference = car.reference;
      const styleCode = car.styleCode;
      return car.status === "accepted"
        ? t`${reference} is accepted: the next inspection of ${styleCode} verifies it.`
        : t`${reference} is accepted and closed.`;
    },
  },
  "send-back": {
    button: t`Send back`,
    title: t`Send the answer back`,
    intro: (car) => {
      const supplierName = car.supplier.name;
      return t`${supplierName} answers again. Say what is missing or must change: your comment is what they read first.`;
    },
    commentLabel: t`What the supplier must change`,
    commentRequired: true,
    submitting: t`Sending back`,
    done: (car) => {
      const reference = car.reference;
      const supplierName = car.supplier.name;
      return t`${reference} is back with ${supplierName} to answer again.`;
    },
  },
  close: {
    button: t`Close the request`,
    title: t`Close the request`,
    intro: () =>
      t`Nothing more is asked of the supplier and no inspection verifies it; the request is kept with its history.`,
    commentLabel: t`Why it is closed (optional)`,
    commentRequired: false,
    submitting: t`Closing`,
    done: (car) => {
      const reference = car.reference;
      return t`${reference} is closed.`;
    },
  },
}));

/** Why a move no longer applies: the state the CAR has moved on to. */
function movedOn(reference: string, status: CarStatus): string {
  switch (status) {
    case "open":
      return t`${reference} is open now.`;
    case "answered":
      return t`${reference} is answered now.`;
    case "sent-back":
      return t`${reference} is sent back now.`;
    case "accepted":
      return t`${reference} is accepted now.`;
    case "verified":
      return t`${reference} is verified now.`;
    case "closed":
      return t`${reference} is closed now.`;
  }
}

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
            {reviewWords()[action].button}
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
  const { t } = useLingui();
  const words = reviewWords()[action];
  const reference = car.reference;
  const title = words.title;
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
      const commentLabel = words.commentLabel;
      setError(t`${commentLabel} is required to send an answer back.`);
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
      title={t`${title}: ${reference}`}
      onSubmit={(event) => void submit(event)}
      submitting={submitting}
      submitLabel={words.button}
      submittingLabel={words.submitting}
      submitDisabled={stale || !stillApplies}
    >
      <Stack gap="4">
        {stale ? (
          <StaleAlert
            title={t`This request changed since you opened it.`}
            reloading={reloading}
            onReload={() => {
              setReloading(true);
              void mutate(carKey(car.id)).finally(() => setReloading(false));
            }}
          >
            <Trans>Reloading shows the change; your comment is kept.</Trans>
          </StaleAlert>
        ) : null}
        {!stillApplies ? (
          <FailureAlert title={t`This no longer applies`} message={movedOn(reference, car.status)} />
        ) : null}
        {failure ? <FailureAlert title={t`${title}: not done`} message={failure} /> : null}
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
