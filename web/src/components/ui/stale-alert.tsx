import type { ReactNode } from "react";
import { Alert, Button } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { LuRefreshCw } from "react-icons/lu";

export interface StaleAlertProps {
  /** What changed, e.g. "Someone changed this check meanwhile." */
  title: string;
  /** What reloading does to what was typed. */
  children: ReactNode;
  onReload: () => void;
  /** The reload is running: the button shows its loader. */
  reloading?: boolean;
}

/**
 * A save refused because the record changed since it was read (412): what happened, and Reload, focused as it
 * appears (in view however far the form was scrolled, and one key from a reload).
 */
export function StaleAlert({ title, children, onReload, reloading = false }: StaleAlertProps) {
  const { t } = useLingui();
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
      <Button
        size="sm"
        variant="outline"
        alignSelf="center"
        flexShrink="0"
        bg="bg"
        autoFocus
        loading={reloading}
        loadingText={t`Reloading`}
        onClick={onReload}
      >
        <LuRefreshCw aria-hidden="true" />
        <Trans>Reload</Trans>
      </Button>
    </Alert.Root>
  );
}
