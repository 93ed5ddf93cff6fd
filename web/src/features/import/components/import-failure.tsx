import { Alert, Text } from "@chakra-ui/react";
import { messages } from "@aql-portal/shared";
import type { FailedOutcome } from "./import-outcome";

export const IMPORTED_UNREADABLE =
  "The file was imported, but this page could not read the summary: see the styles on the Product page.";

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
