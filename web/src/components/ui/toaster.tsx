import { Portal, Stack, Toast, Toaster as ChakraToaster, createToaster } from "@chakra-ui/react";

/** Spec §9: 4000 ms, top-right, with a close button. */
const toaster = createToaster({ placement: "top-end", duration: 4000, pauseOnPageIdle: true, max: 5 });

export type ToastKind = "success" | "error" | "info" | "warning";

/**
 * Shows a notification. Text only: the spec's old toasts rendered HTML, which would let a server message
 * inject markup; React renders these strings as text.
 */
export function notify(kind: ToastKind, message: string, title?: string): void {
  toaster.create({ type: kind, description: message, title, closable: true });
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            <Toast.CloseTrigger aria-label="Close notification" />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
