import { Alert, Text } from "@chakra-ui/react";
import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { messages } from "@aql-portal/shared";
import type { FailedOutcome, UnconfirmedOutcome } from "./import-outcome";

export const importedUnreadable = () =>
  t`The file was imported, but this page could not read the summary: see the styles on the Product page.`;

export const importUnconfirmed = () =>
  t`The server's answer was cut off on its way, so this page cannot tell whether the file was imported.`;

/** The server's message says what to do about a refused file; these cover what it cannot say. */
function adviceFor(status: number): string {
  if (status >= 200 && status < 300) return importedUnreadable();
  if (status === 0) return t`The file was not sent. Check your connection, then upload it again.`;
  if (status === 403) return t`Only planners, reviewers and administrators import orders.`;
  if (status >= 500) return t`Nothing was imported. Try again in a moment.`;
  return t`Nothing was imported.`;
}

/** The outcome of an upload that did not end in a summary: what happened, what to do, and which file. */
function OutcomeAlert({
  status,
  title,
  headline,
  advice,
  fileName,
}: {
  status: "error" | "warning";
  title: string;
  headline: string;
  advice: string;
  fileName: string;
}) {
  return (
    <Alert.Root
      role="alert"
      status={status}
      borderRadius="xl"
      px={{ base: "5", md: "6" }}
      py="5"
      boxShadow="xs"
    >
      <Alert.Indicator />
      <Alert.Content gap="1">
        <Alert.Title fontSize="md">{title}</Alert.Title>
        <Alert.Description>
          <Text fontWeight="medium" overflowWrap="anywhere">
            {headline}
          </Text>
          <Text mt="1">
            {advice}{" "}
            <Text as="span" color="fg.muted" overflowWrap="anywhere">
              ({fileName})
            </Text>
          </Text>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A file refused as a whole (400, 413, 415...) or an upload that did not reach the server. */
export function ImportFailure({ outcome }: { outcome: FailedOutcome }) {
  return (
    <OutcomeAlert
      status="error"
      title={messages.fileUploadFailed}
      headline={outcome.message}
      advice={adviceFor(outcome.status)}
      fileName={outcome.fileName}
    />
  );
}

/** The file went out whole, but the server's answer did not come back: say what is known and what to do. */
export function ImportUnconfirmed({ outcome }: { outcome: UnconfirmedOutcome }) {
  const { t } = useLingui();
  return (
    <OutcomeAlert
      status="warning"
      title={t`Was the file imported?`}
      headline={importUnconfirmed()}
      advice={t`Upload the same file again to be sure: what an import has already brought in stays as it is, and the summary then shows what the file holds.`}
      fileName={outcome.fileName}
    />
  );
}
