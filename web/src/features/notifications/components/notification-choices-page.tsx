import { useState } from "react";
import { Box, Button, Flex, Heading, HStack, Skeleton, Stack, Text, VStack } from "@chakra-ui/react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { LuLink2Off, LuLogIn, LuMail, LuTimerOff } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import { defaultPageFor, webRoutes } from "@aql-portal/shared";
import { PageMain, TopBar } from "../../../components/layouts/app-frame";
import { useBack } from "../../../components/layouts/back";
import { PageHeader } from "../../../components/layouts/page-header";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { LogoMark } from "../../../components/ui/logo-mark";
import { useStoredSession } from "../../../lib/auth/session";
import { useSession } from "../../../lib/auth/session-context";
import { useConfig } from "../../../lib/config/config-context";
import { isTryingLogin } from "../../../lib/storage";
import { useNotificationChoices } from "../api/notification-choices";
import { ChoicesForm } from "./choices-form";
import { linkRefusal } from "./choices-values";

const TITLE = msg`E-mail choices`;
const DESCRIPTION = msg`How you are e-mailed about what needs you in the portal: at once, in one e-mail a day, or not at all.`;

/**
 * /notification-choices, signed in (from the account's menu or the bell), in either layout: one's e-mail choices
 * (docs/decisions/notifications.md "E-mail").
 */
export function NotificationChoicesPage() {
  const { t } = useLingui();
  const { role } = useSession();
  const { menu } = useConfig();
  const back = useBack({ to: defaultPageFor(role.hierarchy, menu), label: t`Your start page` });
  return (
    <Box maxW="960px">
      <PageHeader title={t(TITLE)} description={t(DESCRIPTION)} back={back} />
      <ChoicesBody token={null} />
    </Box>
  );
}

/**
 * /notification-choices?token=…, the link at the foot of every e-mail: the same choices without signing in, on a
 * page of its own outside the signed-in layouts (the route puts it outside the sign-in guard). The token speaks for
 * the person it was sent to; an expired or damaged one is said to be so, with the way to sign in instead.
 */
export function ChoicesByLinkPage({ token }: { token: string }) {
  const { t } = useLingui();
  const { product } = useConfig();
  return (
    <Flex direction="column" minH="100vh" bg="bg.canvas">
      <Box as="header" bg="sidebar.bg" color="white">
        <TopBar>
          <HStack gap="3">
            <LogoMark size={34} />
            <Text fontWeight="bold">{product}</Text>
          </HStack>
        </TopBar>
      </Box>
      <PageMain product={product}>
        <Box maxW="960px" mx="auto">
          <PageHeader title={t(TITLE)} description={t(DESCRIPTION)} />
          <ChoicesBody token={token} />
        </Box>
      </PageMain>
    </Flex>
  );
}

function ChoicesBody({ token }: { token: string | null }) {
  const { t } = useLingui();
  const choices = useNotificationChoices(token);
  // A link that expires while the page is open is refused on Save: the page then says so, as it would on opening.
  const [refusedOnSave, setRefusedOnSave] = useState<unknown>(null);
  const refusal = token === null ? null : linkRefusal(refusedOnSave ?? choices.error);

  if (refusal) return <LinkRefused {...refusal} />;
  if (choices.data) {
    return <ChoicesForm saved={choices.data} token={token} onLinkRefused={setRefusedOnSave} />;
  }
  if (choices.error) {
    return (
      <FailureAlert
        title={t`Your e-mail choices could not be read.`}
        message={choices.error.message}
        onRetry={() => void choices.mutate()}
      />
    );
  }
  return <ChoicesSkeleton />;
}

/** An e-mail's link refused: why, and the way in by signing in (or, signed in here already, to those choices). */
function LinkRefused({ title, detail, expired }: NonNullable<ReturnType<typeof linkRefusal>>) {
  const stored = useStoredSession();
  const signedIn = stored.kind === "signed-in" && isTryingLogin() ? stored.session.user : null;
  const name = signedIn?.name;
  return (
    <Box layerStyle="panel" px="6" py="14">
      <VStack gap="3" maxW="560px" mx="auto" textAlign="center" role="alert">
        <Box fontSize="3xl" color="fg.muted" aria-hidden="true">
          {expired ? <LuTimerOff /> : <LuLink2Off />}
        </Box>
        <Heading as="h2" size="xl" color="brand.900">
          {title}
        </Heading>
        <Text color="fg.muted">{detail}</Text>
        <Box mt="2">
          {signedIn ? (
            <Button asChild colorPalette="brand">
              <RouterLink to={webRoutes.notificationChoices}>
                <LuMail aria-hidden="true" />
                <Trans>Open the e-mail choices of {name}, signed in here</Trans>
              </RouterLink>
            </Button>
          ) : (
            // The landing page, where one signs in, is another entry of the app: a full page load.
            <Button asChild colorPalette="brand">
              <a href={webRoutes.main}>
                <LuLogIn aria-hidden="true" />
                <Trans>Sign in</Trans>
              </a>
            </Button>
          )}
        </Box>
      </VStack>
    </Box>
  );
}

function ChoicesSkeleton() {
  return (
    <Box layerStyle="panel" px={{ base: "5", md: "6" }} py="5" aria-busy="true">
      <Text srOnly role="status">
        <Trans>Loading your e-mail choices…</Trans>
      </Text>
      <Stack gap="5" aria-hidden="true">
        <Skeleton height="5" width="50%" />
        {[0, 1, 2, 3].map((row) => (
          <Flex key={row} gap="4" align="center" wrap="wrap">
            <Skeleton height="5" flex="1" minW="200px" />
            <Skeleton height="10" width={{ base: "full", lg: "36rem" }} />
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}
