import { Portal, Stack, Toast, Toaster as ChakraToaster, createToaster } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { createNotify } from "./notify";

export type { NotifyOptions, ToastKind } from "./notify";

/**
 * Spec §9: 4000 ms, top-right, with a close button. Below the 64 px top bar, so that a toast never covers the
 * account's actions nor the close button of a drawer opened beside it.
 */
const toaster = createToaster({
  placement: "top-end",
  duration: 4000,
  pauseOnPageIdle: true,
  max: 5,
  offsets: { top: "76px", right: "16px", bottom: "16px", left: "16px" },
});

/**
 * Shows a notification; `{ action }` names the action it is an outcome of, so that a newer outcome replaces the
 * older one still on screen (see notify.ts). Text only: the spec's old toasts rendered HTML, which would let a
 * server message inject markup; React renders these strings as text.
 */
export const notify = createNotify(toaster);

export function Toaster() {
  const { t } = useLingui();
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
            <Toast.CloseTrigger aria-label={t`Close notification`} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
