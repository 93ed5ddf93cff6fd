import { Badge, Box, Button, Dialog, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import {
  messages,
  type InspectionDetail,
  type InspectionWork,
  formatCount,
  formatDateTime,
} from "@aql-portal/shared";
import { carReferences, savedElsewhere, summarizeWork, type WorkSummary } from "../outbox/work-summary";
import { ChoiceDialog } from "./choice-dialog";

export interface ConflictDialogProps {
  /**
   * The tablet's record (last changed at `mineSavedAt`) and the server's copy saved elsewhere; null when there
   * is no conflict.
   */
  conflict: { mine: InspectionWork; mineSavedAt: string; theirs: InspectionDetail } | null;
  /** The signed-in user: their own save from another device or tab reads "You saved…". */
  userId: string;
  onChoose: (choice: "mine" | "theirs") => void;
}

/**
 * Someone else saved the inspection's record after this tablet last had it: both records side by side, and
 * the inspector chooses. It cannot be dismissed: nothing is sent until a choice is made.
 */
export function ConflictDialog({ conflict, userId, onChoose }: ConflictDialogProps) {
  const { t } = useLingui();
  const saved = conflict ? savedElsewhere(conflict.theirs, userId) : null;
  const references = conflict ? carReferences(conflict.theirs) : new Map<string, string>();
  const mineSavedAt = conflict ? formatDateTime(conflict.mineSavedAt) : "";
  return (
    <ChoiceDialog open={conflict !== null}>
      {conflict ? (
        <>
          <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
            <Dialog.Title fontSize="xl">
              <Trans>Choose which record to keep</Trans>
            </Dialog.Title>
            <Text fontSize="md" fontWeight="medium">
              {saved?.sentence ?? messages.inspectionRecordChangedElsewhere}
            </Text>
            <Text fontSize="md" color="fg.muted">
              <Trans>What differs is highlighted.</Trans>
            </Text>
          </Dialog.Header>
          <Dialog.Body>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Side
                title={t`On this tablet (mine)`}
                byline={t`Last changed here · ${mineSavedAt}`}
                summary={summarizeWork(conflict.mine, references)}
                other={summarizeWork(conflict.theirs.work, references)}
              />
              <Side
                title={t`Saved elsewhere (theirs)`}
                byline={saved?.byline ?? t`On the server`}
                summary={summarizeWork(conflict.theirs.work, references)}
                other={summarizeWork(conflict.mine, references)}
              />
            </SimpleGrid>
            <Text color="fg.muted" fontSize="sm" mt="4">
              <Trans>
                Keep mine sends this tablet&apos;s record in place of theirs. Use theirs replaces what is on
                this tablet with the saved record.
              </Trans>
            </Text>
          </Dialog.Body>
          <Dialog.Footer flexWrap="wrap">
            <Button size="xl" variant="outline" onClick={() => onChoose("theirs")}>
              <Trans>Use theirs</Trans>
            </Button>
            <Button size="xl" colorPalette="brand" onClick={() => onChoose("mine")}>
              <Trans>Keep mine</Trans>
            </Button>
          </Dialog.Footer>
        </>
      ) : null}
    </ChoiceDialog>
  );
}

/** One record; what differs from the other is marked. */
function Side({
  title,
  byline,
  summary,
  other,
}: {
  title: string;
  /** Whose record it is: "Riya Shah · 05 Jan 2026, 10:42". */
  byline: string;
  summary: WorkSummary;
  other: WorkSummary;
}) {
  const otherDefects = new Set(other.defects.map((d) => `${d.id}|${d.severity}|${d.count}|${d.photos}`));
  const otherPackaging = new Map(other.packaging.map((row) => [row.label, row.value]));
  const otherChecks = new Map(other.carChecks.map((row) => [row.carId, row.value]));
  const differs = { bg: "orange.subtle", borderRadius: "sm", px: "1", mx: "-1" } as const;
  const defectCount = formatCount(summary.defects.length);
  const { CRITICAL: critical, MAJOR: major, MINOR: minor } = summary.totals;
  const measurementCount = summary.measurements;
  return (
    <Box as="section" aria-label={title} layerStyle="panel" p="4">
      <Heading as="h3" size="md">
        {title}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {byline}
      </Text>
      <Stack gap="4" fontSize="md">
        <Box>
          <Text fontWeight="semibold" mb="1">
            <Trans>
              Defects: {defectCount}{" "}
              <Text as="span" color="fg.muted" fontWeight="normal">
                (critical {critical}, major {major}, minor {minor})
              </Text>
            </Trans>
          </Text>
          {summary.defects.length === 0 ? (
            <Text color="fg.muted">
              <Trans>None</Trans>
            </Text>
          ) : (
            <Stack as="ul" gap="1" listStyleType="none">
              {summary.defects.map((defect) => {
                const photoCount = defect.photos;
                return (
                  <Box
                    as="li"
                    key={defect.id}
                    {...(otherDefects.has(`${defect.id}|${defect.severity}|${defect.count}|${defect.photos}`)
                      ? {}
                      : differs)}
                  >
                    {defect.name} · {defect.severity} × {formatCount(defect.count)}
                    {photoCount > 0 ? (
                      <Badge ms="2" variant="outline">
                        <Plural value={photoCount} one="# photo" other="# photos" />
                      </Badge>
                    ) : null}
                  </Box>
                );
              })}
            </Stack>
          )}
        </Box>
        <Text {...(summary.measurements === other.measurements ? {} : differs)}>
          <Trans>
            <Text as="span" fontWeight="semibold">
              Measurements:
            </Text>{" "}
            <Plural value={measurementCount} one="# value" other="# values" />
          </Trans>
        </Text>
        <Box>
          <Text fontWeight="semibold" mb="1">
            <Trans>Packaging</Trans>
          </Text>
          <Stack as="dl" gap="0.5">
            {summary.packaging.map((row) => (
              <Box
                key={row.label}
                display="flex"
                gap="2"
                {...(otherPackaging.get(row.label) === row.value ? {} : differs)}
              >
                <Text as="dt" color="fg.muted">
                  {row.label}:
                </Text>
                <Text as="dd">{row.value}</Text>
              </Box>
            ))}
          </Stack>
        </Box>
        <Box>
          <Text fontWeight="semibold" mb="1">
            <Trans>Comment</Trans>
          </Text>
          <Text whiteSpace="pre-wrap" {...(summary.comment === other.comment ? {} : differs)}>
            {summary.comment || "—"}
          </Text>
        </Box>
        {summary.carChecks.length > 0 || other.carChecks.length > 0 ? (
          <Box>
            <Text fontWeight="semibold" mb="1">
              <Trans>Corrective actions verified</Trans>
            </Text>
            {summary.carChecks.length === 0 ? (
              <Text color="fg.muted" {...differs}>
                <Trans>None</Trans>
              </Text>
            ) : (
              <Stack as="dl" gap="0.5">
                {summary.carChecks.map((row) => (
                  <Box
                    key={row.carId}
                    display="flex"
                    gap="2"
                    {...(otherChecks.get(row.carId) === row.value ? {} : differs)}
                  >
                    <Text as="dt" color="fg.muted">
                      {row.label}:
                    </Text>
                    <Text as="dd">{row.value}</Text>
                  </Box>
                ))}
              </Stack>
            )}
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}
