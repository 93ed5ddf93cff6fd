import { Alert, Box, Button, Flex, Text } from "@chakra-ui/react";
import { LuDownload } from "react-icons/lu";
import { problemsCsv, SpreadsheetProblemsTable } from "../../../components/ui/spreadsheet-problems-table";
import { saveFile } from "../../../lib/files";
import type { RejectedOutcome } from "./import-outcome";

/** A refused file (422): every problem with its row, column and value; nothing was imported. */
export function ImportProblems({ outcome }: { outcome: RejectedOutcome }) {
  const { rejection, fileName } = outcome;
  const count = rejection.problems.length;

  const download = () => {
    const base = fileName.replace(/\.[^.]+$/, "");
    saveFile(
      new Blob(["\uFEFF", problemsCsv(rejection.problems)], { type: "text/csv;charset=utf-8" }),
      `${base} - problems.csv`,
    );
  };

  return (
    <Box
      as="section"
      aria-labelledby="import-problems-title"
      layerStyle="panel"
      borderColor="border.error"
      boxShadow="xs"
      overflow="hidden"
    >
      <Alert.Root status="error" borderRadius="0" px={{ base: "5", md: "6" }} py="4" alignItems="center">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title id="import-problems-title" fontSize="md">
            {rejection.message}
          </Alert.Title>
          <Alert.Description overflowWrap="anywhere">
            {fileName}: fix {count === 1 ? "this problem" : "these problems"} in the file, then upload it
            again.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Box p={{ base: "4", md: "6" }}>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="3">
          <Text fontSize="sm" color="fg.muted">
            {count} {count === 1 ? "problem" : "problems"}, by spreadsheet row. Rows are numbered as in the
            spreadsheet, header included.
          </Text>
          <Button variant="outline" size="md" onClick={download}>
            <LuDownload aria-hidden="true" />
            Download this list
          </Button>
        </Flex>
        <SpreadsheetProblemsTable problems={rejection.problems} />
        {rejection.correlationId ? (
          <Text fontSize="xs" color="fg.subtle" mt="3">
            Reference: {rejection.correlationId}
          </Text>
        ) : null}
      </Box>
    </Box>
  );
}
