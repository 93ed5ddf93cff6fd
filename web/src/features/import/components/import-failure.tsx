import { Alert, Text } from "@chakra-ui/react";
import { messages } from "@aql-portal/shared";
import type { FailedOutcome } from "./import-outcome";

/** What to do next, by how the file was refused as a whole. */
function adviceFor(status: number): string {
  if (status === 0) return "Check your connection, then upload the file again.";
  if (status === 413) return "Split the file into smaller ones, or remove unused sheets, then upload again.";
  if (status === 415)
    return "Save the spreadsheet as Excel Workbook (.xlsx) or CSV UTF-8 (.csv), then upload it.";
  if (status === 403) return "Ask an administrator for the planner role to import orders.";
  if (status >= 500) return "Nothing was imported. Try again in a moment.";
  return "Nothing was imported. Fix the file and upload it again.";
}

/** A file refused as a whole (400, 413, 415...) or an upload that did not reach the server. */
export function ImportFailure({ outcome }: { outcome: FailedOutcome }) {
  return (
    <Alert.Root status="error" borderRadius="xl" px={{ base: "5", md: "6" }} py="5" boxShadow="xs">
      <Alert.Indicator />
      <Alert.Content gap="1">
        <Alert.Title fontSize="md">{messages.fileUploadFailed}</Alert.Title>
        <Alert.Description>
          <Text fontWeight="medium" overflowWrap="anywhere">
            {outcome.fileName}: {outcome.message}
          </Text>
          <Text mt="1">{adviceFor(outcome.status)}</Text>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
