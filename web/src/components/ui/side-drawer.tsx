import type { ReactNode } from "react";
import { CloseButton, Drawer, Portal, type DrawerRootProps } from "@chakra-ui/react";

export interface SideDrawerProps {
  open: boolean;
  /** Asked to close: Escape, a click outside, its × (DrawerClose). */
  onClose: () => void;
  size: DrawerRootProps["size"];
  /** Header, body and DrawerClose (Drawer.Header, Drawer.Body). */
  children: ReactNode;
}

/**
 * The app's side panel, once: from the right edge, over the page, mounted when opened and gone when closed
 * (so each opening starts fresh).
 */
export function SideDrawer({ open, onClose, size, children }: SideDrawerProps) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="end"
      size={size}
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
