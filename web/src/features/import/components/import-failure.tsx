import { Alert, Text } from "@chakra-ui/react";
import { messages } from "@aql-portal/shared";
import type { FailedOutcome, UnconfirmedOutcome } from "./import-outcome";

export const IMPORTED_UNREADABLE =
  "The file was imported, but this page could not read the summary: see the styles on the Product page.";

export const IMPORT_UNCONFIRMED =
  "The server's answer was cut off on its way, so this page cannot tell whether the file was imported.";

/** The server's message says what to do about a refused file; these cover what it cannot say. */
function adviceFor(status: number): string {
  if (status >= 200 && status < 300) return IMPORTED_UNREADABLE;
  if (status === 0) return "The file was not sent. Check your connection, then upload it again.";
  if (status === 403) return "Only planners, reviewers and administrators import orders.";
  if (status >= 500) return "Nothing was imported. Try again in a moment.";
  return "Nothing was imported.";
}

/** A file refused as a whole (400, 413, 415...) or an upload that did not reach the server. */
export function ImportFailure({ outcome }: { outcome: FailedOutcome }) {
  return (
    <Alert.Root
      role="alert"
      status="error"
      borderRadius="xl"
      px={{ base: "5", md: "6" }}
      py="5"
      boxShadow="xs"
    >
      <Alert.Indicator />
      <Alert.Content gap="1">
        <Alert.Title fontSize="md">{messages.fileUploadFailed}</Alert.Title>
        <Alert.Description>
          <Text fontWeight="medium" overflowWrap="anywhere">
            {outcome.message}
          </Text>
          <Text mt="1">
            {adviceFor(outcome.status)}{" "}
            <Text as="span" color="fg.muted" overflowWrap="anywhere">
              ({outcome.fileName})
            </Text>
          </Text>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The file went out whole, but the server's answer did not come back: say what is known and what to do. */
export function ImportUnconfirmed({ outcome }: { outcome: UnconfirmedOutcome }) {
  return (
    <Alert.Root
      role="alert"
      status="warning"
      borderRadius="xl"
      px={{ base: "5", md: "6" }}
      py="5"
      boxShadow="xs"
    >
      <Alert.Indicator />
      <Alert.Content gap="1">
        <Alert.Title fontSize="md">Was the file imported?</Alert.Title>
        <Alert.Description>
          <Text fontWeight="medium">{IMPORT_UNCONFIRMED}</Text>
          <Text mt="1">
            Upload the same file again to be sure: what an import has already brought in stays as it is, and
            the summary then shows what the file holds.{" "}
            <Text as="span" color="fg.muted" overflowWrap="anywhere">
              ({outcome.fileName})
            </Text>
          </Text>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
