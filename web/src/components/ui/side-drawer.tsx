import { useEffect, useRef, type ReactNode } from "react";
import { CloseButton, Drawer, Portal } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

export interface SideDrawerProps {
  open: boolean;
  /** Asked to close: Escape, a click outside, a close button. */
  onClose: () => void;
  /** Its width from a tablet up; on a phone it takes the whole screen. */
  size: "md" | "lg" | "xl";
  /**
   * What the drawer shows, where it shows one thing in place of another while open (a form, then what it saved):
   * the new content takes the focus, as it would in a drawer just opened.
   */
  contentKey?: string;
  /** Header, body and footer (Drawer.Header, Drawer.Body, Drawer.Footer). */
  children: ReactNode;
}

const FIRST_CONTROL_SELECTOR =
  "a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex='0']";

/**
 * The app's side panel, once: from the end edge, mounted when opened and gone when closed (so each opening
 * starts fresh), the counterpart of Modal for what wants the page's height.
 */
export function SideDrawer({ open, onClose, size, contentKey, children }: SideDrawerProps) {
  const content = useRef<HTMLDivElement>(null);
  const shown = useRef({ open, contentKey });
  useEffect(() => {
    const before = shown.current;
    shown.current = { open, contentKey };
    // The control that had the focus (a form's Save) has gone with the content it was in: the focus goes where a
    // drawer opening puts it, its first control, or else the drawer.
    if (!before.open || !open || before.contentKey === contentKey) return;
    const panel = content.current;
    (panel?.querySelector<HTMLElement>(FIRST_CONTROL_SELECTOR) ?? panel)?.focus();
  }, [open, contentKey]);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="end"
      size={{ base: "full", md: size }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content ref={content}>{children}</Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** A side panel's × in its corner. */
export function DrawerClose() {
  const { t } = useLingui();
  return (
    <Drawer.CloseTrigger asChild>
      <CloseButton size="sm" aria-label={t`Close`} />
    </Drawer.CloseTrigger>
  );
}
