import { useEffect, useRef, useState } from "react";
import { Box, Button, Dialog, Flex, Heading, Portal, VStack } from "@chakra-ui/react";
import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { IconType } from "react-icons";
import { LuCircleEllipsis, LuCircleX, LuClock3 } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import { loginErrorTitles, webRoutes, type LoginErrorTitle } from "@aql-portal/shared";
import { LogoMark } from "../../../components/ui/logo-mark";
import { useConfig } from "../../../lib/config/config-context";
import { trackWait } from "../../../lib/request-activity";
import { clearAllStorage } from "../../../lib/storage";
import { completeSignIn, type SignInOutcome } from "../complete-sign-in";

/** Spec §2 Info page: cancel icon for a login error, progress clock for review, pending icon otherwise. */
function iconFor(title: LoginErrorTitle): { icon: IconType; color: string } {
  if (title === loginErrorTitles.other) return { icon: LuCircleX, color: "red.600" };
  if (title === loginErrorTitles.pending) return { icon: LuClock3, color: "orange.500" };
  return { icon: LuCircleEllipsis, color: "gray.600" };
}

function backToHome(): void {
  clearAllStorage();
  window.location.assign(webRoutes.main);
}

/** /not-approved: where the sign-in provider returns to; finishes sign-in or explains why it did not. */
export function NotApprovedPage() {
  const config = useConfig();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Extract<SignInOutcome, { kind: "failed" }> | null>(null);
  // The provider's response is single-use: never process it twice (React runs effects twice in development).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Spec §2: the dark loading overlay says what the wait is for while the provider's answer is exchanged.
    void trackWait(completeSignIn(config), t`Signing you in…`).then((outcome) => {
      if (outcome.kind === "signed-in") void navigate(outcome.to, { replace: true });
      else if (outcome.kind === "leave") window.location.replace(webRoutes.main);
      else setFailure(outcome);
    });
  }, [config, navigate]);

  return (
    <Flex
      as="main"
      minH="100vh"
      direction="column"
      align="center"
      px="4"
      bgGradient="to-b"
      gradientFrom="brand.900"
      gradientTo="brand.700"
      color="white"
    >
      <VStack gap="4" pt={{ base: "12", md: "20" }} textAlign="center">
        <LogoMark size={52} />
        {failure ? (
          <Heading as="h1" size="3xl" color="white">
            <Trans>Need Approval!</Trans>
          </Heading>
        ) : null}
      </VStack>
      {failure ? <StatusDialog title={failure.title} message={failure.message} /> : null}
    </Flex>
  );
}

function StatusDialog({ title, message }: { title: LoginErrorTitle; message: string }) {
  const { icon: Icon, color } = iconFor(title);
  return (
    <Dialog.Root open closeOnEscape={false} closeOnInteractOutside={false} placement="center" size="sm">
      <Portal>
        {/* A light backdrop: the page heading behind the dialog stays readable. */}
        <Dialog.Backdrop bg="blackAlpha.300" />
        <Dialog.Positioner>
          <Dialog.Content textAlign="center" py="4">
            <Dialog.Header flexDirection="column" alignItems="center" gap="3">
              <Box fontSize="5xl" color={color} aria-hidden="true">
                <Icon />
              </Box>
              <Dialog.Title fontSize="xl">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description color="fg.muted">{message}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer justifyContent="center">
              <Button colorPalette="brand" onClick={backToHome}>
                <Trans>Back To Home</Trans>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
