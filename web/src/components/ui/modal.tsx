import type { ReactNode } from "react";
import {
  Button,
  CloseButton,
  Dialog,
  Portal,
  type ButtonProps,
  type SystemStyleObject,
} from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

export interface ModalProps {
  open: boolean;
  /** Asked to close: Escape, a click outside, a close button. */
  onClose: () => void;
  size?: "sm" | "md" | "lg" | "xl";
  /** While something is being saved, Escape and outside clicks do not close it. */
  busy?: boolean;
  /** After the closing animation: the moment to forget what it showed. */
  onExitComplete?: () => void;
  /** The frame's least height, for content that changes as the person goes on (a list, then a form). */
  minH?: SystemStyleObject["minH"];
  /** Header, body and footer (Dialog.Header, Dialog.Body, Dialog.Footer), usually inside a form. */
  children: ReactNode;
}

/**
 * The app's dialog frame, once: centred, scrolling inside when tall, mounted when opened and gone when
 * closed (so each opening starts fresh).
 */
export function Modal({
  open,
  onClose,
  size = "lg",
  busy = false,
  onExitComplete,
  minH,
  children,
}: ModalProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      {...(onExitComplete ? { onExitComplete } : {})}
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      placement="center"
      size={size}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...(minH ? { minH } : {})}>{children}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A dialog's title, with what it is about under it (`children`). */
export function ModalHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Dialog.Header {...(children ? { flexDirection: "column", alignItems: "stretch", gap: "1" } : {})}>
      <Dialog.Title>{title}</Dialog.Title>
      {children}
    </Dialog.Header>
  );
}

export interface ModalActionsProps {
  /** The main button's words ("Save changes", "Approve"). */
  submitLabel: string;
  /** Runs on the main button; without it, the button submits the dialog's form. */
  onSubmit?: (() => void) | undefined;
  /** The main action is running: its button shows a loader saying `submittingLabel`. */
  submitting?: boolean;
  submittingLabel?: string;
  /** Cancel and × are disabled (something is running); by default while submitting. */
  busy?: boolean;
  /** The main button may not be used yet (nothing chosen, a stale version). */
  submitDisabled?: boolean;
  cancelLabel?: string;
  size?: ButtonProps["size"];
}

/** A dialog's buttons: Cancel (which closes it) and the main action, and the × in its corner. */
export function ModalActions({
  submitLabel,
  onSubmit,
  submitting = false,
  submittingLabel,
  busy = submitting,
  submitDisabled,
  cancelLabel,
  size,
}: ModalActionsProps) {
  const { t } = useLingui();
  return (
    <>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" size={size} disabled={busy}>
            {cancelLabel ?? t`Cancel`}
          </Button>
        </Dialog.ActionTrigger>
        <Button
          type={onSubmit ? "button" : "submit"}
          onClick={onSubmit}
          colorPalette="brand"
          size={size}
          loading={submitting}
          loadingText={submittingLabel ?? t`Saving`}
          disabled={submitDisabled}
        >
          {submitLabel}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild disabled={busy}>
        <CloseButton size="sm" aria-label={t`Close`} />
      </Dialog.CloseTrigger>
    </>
  );
}
