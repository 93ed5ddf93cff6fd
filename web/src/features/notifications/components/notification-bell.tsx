import { useRef, useState } from "react";
import {
  Box,
  Button,
  CloseButton,
  Dialog,
  IconButton,
  Portal,
  Spinner,
  Text,
  VStack,
} from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { LuBell } from "react-icons/lu";
import { can } from "@aql-portal/shared";
import { useSession } from "../../../lib/auth/session-context";
import { codeOnDemand } from "../../../lib/code-on-demand";
import { useNotifications } from "../api/list-notifications";
import { bellLabel, unreadBadge } from "./bell-text";
import { panelPlace, panelWidth } from "./panel-place";

/*
 * The bell sits in the signed-in shell, so it carries only the trigger, its count and the panel's frame; the list,
 * its times and its actions are a chunk of their own, fetched when the bell is first pointed at, focused or opened
 * (docs/decisions/notifications.md "In the portal", docs/decisions/web-speed.md). A fetch that fails (offline, the
 * code not kept) says so in the panel and is tried again, rather than breaking the shell.
 *
 * The panel is a dialog that leaves the page usable (not modal), placed under the bell: the app's dialog, which the
 * shell has already, rather than a popover, whose code the shell would otherwise add for this alone.
 */
const panelCode = codeOnDemand(() => import("./notification-panel"));
const fetchPanel = () => void panelCode.load().catch(() => undefined);

/** Where fetching the panel's code stands, once the bell was opened before it had arrived. */
type PanelCode = "loading" | "ready" | "failed";

/**
 * The bell in both layouts' bars (the tablet's plan and inspection screen are in the staff layout): the unread
 * count on it, the list under it. Only for those who may be told anything (`notifications:read`). On the client
 * layout's dark bar, `inverted`.
 */
export function NotificationBell({ inverted = false }: { inverted?: boolean }) {
  const { t } = useLingui();
  const { role } = useSession();
  const told = can(role.name, "notifications:read");
  const notifications = useNotifications(told, can(role.name, "inspections:perform"));
  const bell = useRef<HTMLButtonElement>(null);
  const [place, setPlace] = useState<{ top: number; right: number; width: number } | null>(null);
  const [code, setCode] = useState<PanelCode>("loading");
  if (!told) return null;

  const loadPanel = () => {
    setCode("loading");
    panelCode.load().then(
      () => setCode("ready"),
      () => setCode("failed"),
    );
  };
  const openChange = (open: boolean) => {
    const rect = bell.current?.getBoundingClientRect();
    if (!open || !rect) {
      setPlace(null);
      return;
    }
    const width = panelWidth(window.innerWidth);
    setPlace({ ...panelPlace(rect, { width: window.innerWidth, panelWidth: width }), width });
    if (!panelCode.loaded()) loadPanel();
  };

  const unread = notifications.data?.unread ?? 0;
  const badge = unreadBadge(unread);
  const Panel = panelCode.loaded()?.NotificationPanel;
  return (
    <Dialog.Root
      open={place !== null}
      onOpenChange={(details) => openChange(details.open)}
      modal={false}
      trapFocus
      closeOnInteractOutside
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger asChild>
        <IconButton
          ref={bell}
          aria-label={bellLabel(unread)}
          variant="ghost"
          size="lg"
          position="relative"
          color={inverted ? "white" : "fg.muted"}
          _hover={{ bg: inverted ? "whiteAlpha.100" : "bg.muted", color: inverted ? "white" : "fg" }}
          _expanded={{ bg: inverted ? "whiteAlpha.100" : "bg.muted", color: inverted ? "white" : "fg" }}
          onPointerEnter={fetchPanel}
          onFocus={fetchPanel}
        >
          <LuBell />
          {badge ? (
            // The count is in the button's name; the badge is its picture.
            <Box
              as="span"
              aria-hidden="true"
              position="absolute"
              top="1"
              insetEnd="0.5"
              minW="5"
              h="5"
              px="1"
              borderRadius="full"
              borderWidth="2px"
              borderColor={inverted ? "sidebar.bg" : "bg"}
              bg="red.solid"
              color="white"
              fontSize="2xs"
              fontWeight="bold"
              display="flex"
              alignItems="center"
              justifyContent="center"
              lineHeight="1"
              fontVariantNumeric="tabular-nums"
            >
              {badge}
            </Box>
          ) : null}
        </IconButton>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Positioner>
          {place ? (
            <Dialog.Content
              position="fixed"
              top={`${place.top}px`}
              insetEnd={`${place.right}px`}
              width={`${place.width}px`}
              maxW="none"
              maxH={`calc(100dvh - ${place.top + 8}px)`}
              my="0"
              borderWidth="1px"
              borderColor="border"
            >
              <Dialog.Header px="4" py="3" borderBottomWidth="1px" alignItems="center">
                <Dialog.Title fontSize="md" flex="1">
                  <Trans>Notifications</Trans>
                </Dialog.Title>
                <Dialog.CloseTrigger asChild position="static">
                  <CloseButton size="sm" aria-label={t`Close notifications`} />
                </Dialog.CloseTrigger>
              </Dialog.Header>
              {Panel ? (
                <Panel notifications={notifications} onClose={() => setPlace(null)} />
              ) : code === "failed" ? (
                <VStack role="alert" gap="2" px="4" py="6" textAlign="center">
                  <Text fontSize="sm" color="fg.muted">
                    <Trans>Your notifications could not be shown: check the connection.</Trans>
                  </Text>
                  <Button size="sm" variant="outline" onClick={loadPanel}>
                    <Trans>Try again</Trans>
                  </Button>
                </VStack>
              ) : (
                <VStack gap="2" px="4" py="6" color="fg.muted" fontSize="sm" role="status">
                  <Spinner size="sm" />
                  <Trans>Loading your notifications…</Trans>
                </VStack>
              )}
            </Dialog.Content>
          ) : null}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
