import type { ReactNode } from "react";
import { Dialog, Portal } from "@chakra-ui/react";

export interface ModalProps {
  open: boolean;
  /** Asked to close: Escape, a click outside, a close button. */
  onClose: () => void;
  size?: "sm" | "md" | "lg" | "xl";
  /** While something is being saved, Escape and outside clicks do not close it. */
  busy?: boolean;
  /** After the closing animation: the moment to forget what it showed. */
  onExitComplete?: () => void;
  /** Header, body and footer (Dialog.Header, Dialog.Body, Dialog.Footer), usually inside a form. */
  children: ReactNode;
}

/**
 * The app's dialog frame, once: centred, scrolling inside when tall, mounted when opened and gone when
 * closed (so each opening starts fresh).
 */
export function Modal({ open, onClose, size = "lg", busy = false, onExitComplete, children }: ModalProps) {
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
          <Dialog.Content>{children}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
