import { useState } from "react";
import { Alert, Button, CloseButton, Dialog, Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { LuCopy, LuCopyCheck } from "react-icons/lu";
import type { WebhookEndpointWithSecret } from "@aql-portal/shared";
import { Modal, ModalHeader } from "../../../components/ui/modal";

/** A secret to show, once: an endpoint just added, or one whose secret was just rotated. */
export interface ShownSecret {
  endpoint: WebhookEndpointWithSecret;
  rotated: boolean;
}

type Copying = "idle" | "copied" | "failed";

/**
 * The endpoint's signing secret, the one time the API shows it: a warning that it will not be shown again, the
 * secret selectable in a box, and Copy. Closing forgets it (the list never keeps it).
 */
export function SecretDialog({ shown, onClose }: { shown: ShownSecret | null; onClose: () => void }) {
  return (
    <Modal open={shown !== null} onClose={onClose} size="md">
      {shown ? <SecretBody key={shown.endpoint.secret} shown={shown} onClose={onClose} /> : null}
    </Modal>
  );
}

function SecretBody({ shown: { endpoint, rotated }, onClose }: { shown: ShownSecret; onClose: () => void }) {
  const { t } = useLingui();
  const [copying, setCopying] = useState<Copying>("idle");
  const copy = () => {
    // Without a secure context there is no clipboard to write to: that is a failure like any other.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(endpoint.secret))
      .then(
        () => setCopying("copied"),
        () => setCopying("failed"),
      );
  };
  return (
    <>
      <ModalHeader title={rotated ? t`New signing secret` : t`Endpoint added`}>
        <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
          {endpoint.url}
        </Text>
      </ModalHeader>
      <Dialog.Body>
        <Stack gap="4">
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <Trans>Copy the secret now: it will not be shown again.</Trans>
              </Alert.Title>
              <Alert.Description>
                <Trans>
                  The receiving system checks every delivery&apos;s signature with it (Standard Webhooks).
                </Trans>
                {rotated ? ` ${t`Deliveries from now on are signed with this one, not the old one.`}` : ""}{" "}
                <Trans>If it is lost, rotate the secret to make a new one.</Trans>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Field.Root>
            <Field.Label>
              <Trans>Signing secret</Trans>
            </Field.Label>
            <HStack gap="2" w="full">
              <Input
                readOnly
                value={endpoint.secret}
                fontFamily="mono"
                fontSize="sm"
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button variant="outline" onClick={copy} flexShrink="0">
                {copying === "copied" ? <LuCopyCheck aria-hidden="true" /> : <LuCopy aria-hidden="true" />}
                {copying === "copied" ? t`Copied` : t`Copy`}
              </Button>
            </HStack>
            <Field.HelperText role="status" color={copying === "failed" ? "fg.error" : undefined}>
              {copying === "copied"
                ? t`The secret is on the clipboard.`
                : copying === "failed"
                  ? t`It could not be copied here: select it in the box and copy it yourself.`
                  : t`Keep it where the receiving system reads its settings, never in a message.`}
            </Field.HelperText>
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button colorPalette="brand" onClick={onClose}>
          <Trans>Done</Trans>
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t`Close`} />
      </Dialog.CloseTrigger>
    </>
  );
}
