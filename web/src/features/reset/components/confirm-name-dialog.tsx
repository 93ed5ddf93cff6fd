import { useState } from "react";
import { Button, CloseButton, Dialog, Field, Input, Portal, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { confirmsReset } from "@aql-portal/shared";

/**
 * The reset's second confirmation: the administrator types the environment's name; the button stays off until
 * it matches exactly (confirmsReset), so a reset is never one slip of the mouse.
 */
export function ConfirmNameDialog({
  open,
  name,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  name: string;
  onConfirm: (typed: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [typed, setTyped] = useState("");
  const matches = confirmsReset(typed, name);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (matches) onConfirm(typed);
              }}
            >
              <Dialog.Header>
                <Dialog.Title>
                  <Trans>Type the environment’s name</Trans>
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text mb="4">
                  <Trans>
                    Every inspection, PO line, product, size chart, report and photo of{" "}
                    <strong>{name}</strong> is replaced by the demo data set. Users and reference lists are
                    kept.
                  </Trans>
                </Text>
                <Field.Root>
                  <Field.Label>
                    <Trans>Environment name</Trans>
                  </Field.Label>
                  <Input
                    value={typed}
                    onChange={(event) => setTyped(event.target.value)}
                    placeholder={name}
                    autoComplete="off"
                    autoFocus
                  />
                  <Field.HelperText>
                    <Trans>Type “{name}” exactly, as shown, to confirm.</Trans>
                  </Field.HelperText>
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onCancel}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit" colorPalette="red" disabled={!matches}>
                  <Trans>Reset environment</Trans>
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Cancel`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
