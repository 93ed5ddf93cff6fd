import { Alert, Box, Button, Flex, Text } from "@chakra-ui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { LuDownload } from "react-icons/lu";
import { problemsCsv, SpreadsheetProblemsTable } from "../../../components/ui/spreadsheet-problems-table";
import { saveFile } from "../../../lib/files";
import type { RejectedOutcome } from "./import-outcome";

/** A refused file (422): every problem with its row, column and value; nothing was imported. */
export function ImportProblems({ outcome }: { outcome: RejectedOutcome }) {
  const { t } = useLingui();
  const { rejection, fileName } = outcome;
  const count = rejection.problems.length;
  const { correlationId } = rejection;

  const download = () => {
    const base = fileName.replace(/\.[^.]+$/, "");
    saveFile(
      new Blob(["\uFEFF", problemsCsv(rejection.problems)], { type: "text/csv;charset=utf-8" }),
      t`${base} - problems.csv`,
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
            <Trans>
              {fileName}: fix <Plural value={count} one="this problem" other="these problems" /> in the file,
              then upload it again.
            </Trans>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Box p={{ base: "4", md: "6" }}>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="3">
          <Text fontSize="sm" color="fg.muted">
            <Trans>
              <Plural value={count} one="# problem" other="# problems" />, by spreadsheet row. Rows are
              numbered as in the spreadsheet, header included.
            </Trans>
          </Text>
          <Button variant="outline" size="md" onClick={download}>
            <LuDownload aria-hidden="true" />
            <Trans>Download this list</Trans>
          </Button>
        </Flex>
        <SpreadsheetProblemsTable problems={rejection.problems} />
        {correlationId ? (
          <Text fontSize="xs" color="fg.subtle" mt="3">
            <Trans>Reference: {correlationId}</Trans>
          </Text>
        ) : null}
      </Box>
    </Box>
  );
}
