import { useState, useSyncExternalStore } from "react";
import { Box, Button, chakra, Dialog, Flex, Link, Skeleton, Stack, Text, VStack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { LuBellRing, LuCheckCheck, LuMail } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import type { SWRResponse } from "swr";
import {
  formatCount,
  formatDateTime,
  webRoutes,
  type Notification,
  type NotificationList,
} from "@aql-portal/shared";
import { LoadFailure } from "../../../components/ui/load-failure";
import { errorMessage, type ApiRequestError } from "../../../lib/api-client";
import { useNow } from "../../../lib/use-now";
import { listWithRead, markNotificationsRead } from "../api/mark-notifications-read";
import { timeAgo } from "./time-ago";

const ItemLink = chakra(RouterLink);

/** The public pages are another entry of the app (main.tsx): a notification leading there loads the page. */
const PUBLIC_PAGES: readonly string[] = [webRoutes.main, webRoutes.contactUs];

const subscribeToConnection = (onChange: () => void) => {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
};

export interface NotificationPanelProps {
  /** The bell's list (useNotifications): the panel shows it and marks it read. */
  notifications: SWRResponse<NotificationList, ApiRequestError>;
  /** Closes the bell's panel (a notification or the choices opened). */
  onClose: () => void;
}

/**
 * Under the bell: the person's notifications, newest first, the unread ones marked (a dot, bolder words, "Unread"
 * for screen readers), each a link to where they act; opening one marks it read. "Mark all read", and the way to
 * their e-mail choices. Without a connection it shows what the device last read, and says so.
 */
export function NotificationPanel({ notifications, onClose }: NotificationPanelProps) {
  const { t } = useLingui();
  const { data: list, error, mutate } = notifications;
  const now = useNow(60_000);
  const online = useSyncExternalStore(subscribeToConnection, () => navigator.onLine);
  const [marking, setMarking] = useState(false);
  const [markFailure, setMarkFailure] = useState<string | null>(null);

  const opened = (notification: Notification) => {
    onClose();
    if (notification.read) return;
    void mutate((current) => current && listWithRead(current, [notification.id]), { revalidate: false });
    // The person has gone on to the page: a failure is not worth a message. Read again, it shows unread still.
    markNotificationsRead([notification.id]).catch(() => void mutate());
  };
  const markAllRead = () => {
    setMarking(true);
    setMarkFailure(null);
    markNotificationsRead()
      .then(() => mutate((current) => current && listWithRead(current), { revalidate: false }))
      .catch((failed: unknown) => setMarkFailure(errorMessage(failed)))
      .finally(() => setMarking(false));
  };

  const unreadCount = formatCount(list?.unread ?? 0);
  return (
    <>
      <Dialog.Body p="0" minH="0" overflowY="auto">
        {!online ? (
          <Text role="status" px="4" py="2" bg="bg.muted" fontSize="sm" color="fg.muted">
            <Trans>No connection: these are the notifications this device last read.</Trans>
          </Text>
        ) : null}
        {list ? (
          <>
            {list.unread > 0 ? (
              <Flex align="center" justify="space-between" gap="3" px="4" py="2" borderBottomWidth="1px">
                <Text fontSize="sm" color="fg.muted">
                  <Trans>{unreadCount} unread</Trans>
                </Text>
                <Button
                  size="sm"
                  variant="ghost"
                  colorPalette="brand"
                  onClick={markAllRead}
                  loading={marking}
                  loadingText={t`Marking`}
                  disabled={!online}
                >
                  <LuCheckCheck aria-hidden="true" />
                  <Trans>Mark all read</Trans>
                </Button>
              </Flex>
            ) : null}
            {markFailure ? (
              <Text role="alert" px="4" py="2" fontSize="sm" color="fg.error">
                <Trans>They could not be marked read: {markFailure}</Trans>
              </Text>
            ) : null}
            {list.items.length > 0 ? (
              <chakra.ul listStyle="none" m="0">
                {list.items.map((notification) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    now={now}
                    onOpen={() => opened(notification)}
                  />
                ))}
              </chakra.ul>
            ) : (
              <VStack gap="1" px="6" py="8" textAlign="center">
                <Box fontSize="2xl" color="fg.muted" aria-hidden="true" mb="1">
                  <LuBellRing />
                </Box>
                <Text fontWeight="semibold">
                  <Trans>Nothing new.</Trans>
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  <Trans>You will be told here when something needs you.</Trans>
                </Text>
              </VStack>
            )}
          </>
        ) : error ? (
          online ? (
            <LoadFailure
              px="4"
              py="6"
              textAlign="center"
              title={t`Your notifications could not be read.`}
              message={error.message}
              onRetry={() => void mutate()}
            />
          ) : (
            <Text px="4" py="6" fontSize="sm" color="fg.muted" textAlign="center">
              <Trans>Your notifications show here once the connection is back.</Trans>
            </Text>
          )
        ) : (
          <Stack gap="4" px="4" py="4" aria-busy="true">
            <Text srOnly role="status">
              <Trans>Loading your notifications…</Trans>
            </Text>
            {[0, 1, 2].map((row) => (
              <Box key={row} aria-hidden="true">
                <Skeleton height="4" width="80%" />
                <Skeleton height="3" width="55%" mt="2" />
              </Box>
            ))}
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer px="4" py="3" borderTopWidth="1px" justifyContent="flex-start">
        <Link asChild fontSize="sm" fontWeight="medium" minH="8">
          <RouterLink to={webRoutes.notificationChoices} onClick={onClose}>
            <LuMail aria-hidden="true" />
            <Trans>E-mail choices</Trans>
          </RouterLink>
        </Link>
      </Dialog.Footer>
    </>
  );
}

function NotificationItem({
  notification,
  now,
  onOpen,
}: {
  notification: Notification;
  now: number;
  onOpen: () => void;
}) {
  const { title, detail, link, createdAt, read } = notification;
  const path = link.split(/[?#]/)[0] ?? link;
  return (
    <chakra.li borderBottomWidth="1px" _last={{ borderBottomWidth: "0" }}>
      <ItemLink
        to={link}
        reloadDocument={PUBLIC_PAGES.includes(path)}
        onClick={onOpen}
        display="flex"
        gap="3"
        px="4"
        py="3"
        color="fg"
        textDecoration="none"
        bg={read ? undefined : "brand.subtle"}
        _hover={{ bg: read ? "bg.muted" : "brand.muted" }}
        _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "-2px" }}
      >
        <Box
          aria-hidden="true"
          flexShrink="0"
          boxSize="2"
          mt="1.5"
          borderRadius="full"
          bg={read ? "transparent" : "brand.solid"}
        />
        <Box as="span" display="block" minW="0" flex="1">
          {read ? null : (
            <Text as="span" srOnly>
              <Trans>Unread:</Trans>{" "}
            </Text>
          )}
          <Text as="span" display="block" fontSize="sm" fontWeight={read ? "normal" : "semibold"}>
            {title}
          </Text>
          {detail ? (
            <Text as="span" display="block" fontSize="sm" color="fg.muted" lineClamp={2}>
              {detail}
            </Text>
          ) : null}
          <chakra.time
            display="block"
            dateTime={createdAt}
            title={formatDateTime(createdAt)}
            fontSize="xs"
            color="fg.muted"
            mt="0.5"
          >
            {timeAgo(createdAt, now)}
          </chakra.time>
        </Box>
      </ItemLink>
    </chakra.li>
  );
}
