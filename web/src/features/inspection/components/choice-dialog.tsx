import type { ReactNode } from "react";
import { Dialog, Portal } from "@chakra-ui/react";

/**
 * A choice only the inspector can make (which record to keep, how to go on under a changed plan): an alert
 * dialog that cannot be dismissed — nothing is sent until a choice is made. `children` are its header, body and
 * footer, rendered only while it is open.
 */
export function ChoiceDialog({ open, children }: { open: boolean; children: ReactNode }) {
  return (
    <Dialog.Root
      open={open}
      closeOnEscape={false}
      closeOnInteractOutside={false}
      placement="center"
      size="lg"
      scrollBehavior="inside"
      role="alertdialog"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{open ? children : null}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
