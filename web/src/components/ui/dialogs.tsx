import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Dialog, Text, Textarea } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Modal, ModalActions, ModalHeader } from "./modal";

/**
 * The app's modal dialogs (spec §2 "Other shared pieces"), one at a time, behind promise-returning calls:
 *
 *   if (await dialogs.confirm({ title, message })) { ... }
 *   await dialogs.verify({ title, message, onSubmit: () => deleteUser(id) });
 *   const reason = await dialogs.prompt({ title: "Reason for blocking" });
 *
 * Opening a dialog while another is open cancels the first one.
 */
export interface ConfirmOptions {
  title: string;
  message: string;
  /** The buttons' words when Yes / No would not read well (e.g. "Reload list" / "Not now"). */
  confirmLabel?: string;
  cancelLabel?: string;
}

export interface VerifyOptions {
  title: string;
  message: string;
  submitLabel?: string;
  /** Runs while the dialog shows a loader; a rejection closes the dialog and rejects verify() with it. */
  onSubmit: () => Promise<void>;
}

export interface PromptOptions {
  title: string;
  message?: string;
  submitLabel?: string;
  maxLength?: number;
}

export interface Dialogs {
  /** Yes resolves true; No, the close (cancel) button, Escape and clicking outside resolve false. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** Resolves true once onSubmit has succeeded, false when cancelled. */
  verify(options: VerifyOptions): Promise<boolean>;
  /** Resolves the trimmed text, or null when cancelled. */
  prompt(options: PromptOptions): Promise<string | null>;
}

type Request =
  | ({ kind: "confirm"; settle: (ok: boolean) => void } & ConfirmOptions)
  | ({ kind: "verify"; settle: (ok: boolean) => void; fail: (error: unknown) => void } & VerifyOptions)
  | ({ kind: "prompt"; settle: (text: string | null) => void } & PromptOptions);

const DialogsContext = createContext<Dialogs | null>(null);

export function useDialogs(): Dialogs {
  const dialogs = use(DialogsContext);
  if (!dialogs) throw new Error("useDialogs() needs a <DialogProvider> above it");
  return dialogs;
}

let closeAll: () => void = () => undefined;

/** Cancels whatever dialog is open (spec §8: a 401 closes dialogs). */
export function closeAllDialogs(): void {
  closeAll();
}

function cancel(request: Request): void {
  if (request.kind === "confirm" || request.kind === "verify") request.settle(false);
  else if (request.kind === "prompt") request.settle(null);
}

export function DialogProvider({ children }: { children: ReactNode }) {
  // The id remounts the dialog's body for each request, so a prompt never starts with the last one's text.
  const [shown, setShown] = useState<{ id: number; request: Request } | null>(null);
  const [open, setOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const current = useRef<Request | null>(null);
  const lastId = useRef(0);

  const show = useCallback((next: Request) => {
    if (current.current) cancel(current.current);
    current.current = next;
    lastId.current += 1;
    setSubmitting(false);
    setShown({ id: lastId.current, request: next });
    setOpen(true);
  }, []);

  const finish = useCallback((target: Request) => {
    // A stale close (of a dialog already replaced) must not close its successor.
    if (current.current !== target) return;
    current.current = null;
    setOpen(false);
  }, []);

  const dismiss = useCallback(() => {
    const active = current.current;
    if (!active) return;
    cancel(active);
    finish(active);
  }, [finish]);

  useEffect(() => {
    closeAll = dismiss;
    return () => {
      closeAll = () => undefined;
    };
  }, [dismiss]);

  const dialogs = useMemo<Dialogs>(
    () => ({
      confirm: (options) => new Promise((settle) => show({ kind: "confirm", settle, ...options })),
      verify: (options) => new Promise((settle, fail) => show({ kind: "verify", settle, fail, ...options })),
      prompt: (options) => new Promise((settle) => show({ kind: "prompt", settle, ...options })),
    }),
    [show],
  );

  // While submitting, the dialog cannot be dismissed: the work it stands for is still running.

  return (
    <DialogsContext value={dialogs}>
      {children}
      <Modal
        open={open}
        onClose={dismiss}
        onExitComplete={() => setShown((last) => (current.current ? last : null))}
        busy={submitting}
        size="sm"
      >
        {shown ? (
          <DialogBody
            key={shown.id}
            request={shown.request}
            submitting={submitting}
            onSubmitting={setSubmitting}
            onDone={() => finish(shown.request)}
          />
        ) : null}
      </Modal>
    </DialogsContext>
  );
}

interface DialogBodyProps {
  request: Request;
  submitting: boolean;
  onSubmitting: (submitting: boolean) => void;
  onDone: () => void;
}

function DialogBody({ request, submitting, onSubmitting, onDone }: DialogBodyProps) {
  const { t } = useLingui();
  const [text, setText] = useState("");

  if (request.kind !== "prompt") {
    // Confirm's No, like × and Escape, closes the dialog: the provider settles it as cancelled.
    const actions =
      request.kind === "confirm"
        ? {
            cancelLabel: request.cancelLabel ?? t`No`,
            submitLabel: request.confirmLabel ?? t`Yes`,
            onSubmit: () => {
              request.settle(true);
              onDone();
            },
          }
        : {
            submitLabel: request.submitLabel ?? t`Submit`,
            submitting,
            submittingLabel: t`Submitting`,
            onSubmit: () => {
              onSubmitting(true);
              request
                .onSubmit()
                .then(() => request.settle(true), request.fail)
                .finally(() => {
                  onSubmitting(false);
                  onDone();
                });
            },
          };
    return (
      <>
        <ModalHeader title={request.title} />
        <Dialog.Body>
          <Text color="fg.muted">{request.message}</Text>
        </Dialog.Body>
        <ModalActions {...actions} />
      </>
    );
  }

  const trimmed = text.trim();
  const submitPrompt = () => {
    if (!trimmed) return;
    request.settle(trimmed);
    onDone();
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submitPrompt();
      }}
    >
      <ModalHeader title={request.title} />
      <Dialog.Body>
        {request.message ? (
          <Text color="fg.muted" mb="3">
            {request.message}
          </Text>
        ) : null}
        <Textarea
          aria-label={t`Type your message here`}
          placeholder={t`Type your message here`}
          value={text}
          maxLength={request.maxLength}
          onChange={(event) => setText(event.target.value)}
          rows={4}
          autoFocus
        />
      </Dialog.Body>
      <ModalActions submitLabel={request.submitLabel ?? t`Submit`} submitDisabled={!trimmed} />
    </form>
  );
}
