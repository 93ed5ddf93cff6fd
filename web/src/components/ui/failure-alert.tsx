import type { ReactNode, Ref } from "react";
import { Alert, Button } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { LuRefreshCw } from "react-icons/lu";

export interface FailureAlertProps {
  /** What could not be done, e.g. "User cannot be added." */
  title: string;
  /** Why, in the server's words (`errorMessage`). */
  message: ReactNode;
  /** Offers "Try again" beside the words. */
  onRetry?: () => void;
  /** To bring it into view where the form is long. */
  ref?: Ref<HTMLDivElement>;
  mb?: string;
}

/** The one panel a form or page shows when something failed: what, and why. Announced when it appears. */
export function FailureAlert({ title, message, onRetry, ref, mb }: FailureAlertProps) {
  return (
    <Alert.Root status="error" role="alert" ref={ref} {...(mb ? { mb } : {})}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      {onRetry ? (
        <Button size="sm" variant="outline" onClick={onRetry} alignSelf="center">
          <LuRefreshCw aria-hidden="true" />
          <Trans>Try again</Trans>
        </Button>
      ) : null}
    </Alert.Root>
  );
}
