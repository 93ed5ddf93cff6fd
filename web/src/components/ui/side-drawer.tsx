import type { ReactNode } from "react";
import { CloseButton, Drawer, Portal } from "@chakra-ui/react";

export interface SideDrawerProps {
  open: boolean;
  /** Asked to close: Escape, a click outside, a close button. */
  onClose: () => void;
  /** Its width from a tablet up; on a phone it takes the whole screen. */
  size: "md" | "lg" | "xl";
  /** Header, body and footer (Drawer.Header, Drawer.Body, Drawer.Footer). */
  children: ReactNode;
}

/**
 * The app's side panel, once: from the end edge, mounted when opened and gone when closed (so each opening
 * starts fresh), the counterpart of Modal for what wants the page's height.
 */
export function SideDrawer({ open, onClose, size, children }: SideDrawerProps) {
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
          <Drawer.Content>{children}</Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** A side panel's × in its corner. */
export function DrawerClose() {
  return (
    <Drawer.CloseTrigger asChild>
      <CloseButton size="sm" aria-label="Close" />
    </Drawer.CloseTrigger>
  );
}
