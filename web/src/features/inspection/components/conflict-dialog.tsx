import { Badge, Box, Button, Dialog, Heading, Portal, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { messages, type InspectionWork } from "@aql-portal/shared";
import { formatCount } from "../../../lib/format";
import { summarizeWork, type WorkSummary } from "../sync/work-summary";

export interface ConflictDialogProps {
  /** The tablet's record and the one saved elsewhere; null when there is no conflict. */
  conflict: { mine: InspectionWork; theirs: InspectionWork; savedBy: string | null } | null;
  onChoose: (choice: "mine" | "theirs") => void;
}

/**
 * Someone else saved the inspection's record after this tablet last had it: both records side by side, and
 * the inspector chooses. It cannot be dismissed: nothing is sent until a choice is made.
 */
export function ConflictDialog({ conflict, onChoose }: ConflictDialogProps) {
  return (
    <Dialog.Root
      open={conflict !== null}
      closeOnEscape={false}
      closeOnInteractOutside={false}
      placement="center"
      size="lg"
      scrollBehavior="inside"
      role="alertdialog"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {conflict ? (
              <>
                <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
                  <Dialog.Title fontSize="xl">Choose which record to keep</Dialog.Title>
                  <Text color="fg.muted">
                    {messages.inspectionRecordChangedElsewhere} What differs is highlighted.
                  </Text>
                </Dialog.Header>
                <Dialog.Body>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    <Side
                      title="On this tablet (mine)"
                      summary={summarizeWork(conflict.mine)}
                      other={summarizeWork(conflict.theirs)}
                    />
                    <Side
                      title={
                        conflict.savedBy
                          ? `Saved elsewhere by ${conflict.savedBy}`
                          : "Saved elsewhere (theirs)"
                      }
                      summary={summarizeWork(conflict.theirs)}
                      other={summarizeWork(conflict.mine)}
                    />
                  </SimpleGrid>
                  <Text color="fg.muted" fontSize="sm" mt="4">
                    Keep mine sends this tablet&apos;s record in place of theirs. Use theirs replaces what is
                    on this tablet with the saved record.
                  </Text>
                </Dialog.Body>
                <Dialog.Footer flexWrap="wrap">
                  <Button size="xl" variant="outline" onClick={() => onChoose("theirs")}>
                    Use theirs
                  </Button>
                  <Button size="xl" colorPalette="brand" onClick={() => onChoose("mine")}>
                    Keep mine
                  </Button>
                </Dialog.Footer>
              </>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** One record; what differs from the other is marked. */
function Side({ title, summary, other }: { title: string; summary: WorkSummary; other: WorkSummary }) {
  const otherDefects = new Set(other.defects.map((d) => `${d.id}|${d.severity}|${d.count}|${d.photos}`));
  const otherPackaging = new Map(other.packaging.map((row) => [row.label, row.value]));
  const differs = { bg: "orange.subtle", borderRadius: "sm", px: "1", mx: "-1" } as const;
  return (
    <Box
      as="section"
      aria-label={title}
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      p="4"
      bg="bg"
    >
      <Heading as="h3" size="md" mb="3">
        {title}
      </Heading>
      <Stack gap="4" fontSize="md">
        <Box>
          <Text fontWeight="semibold" mb="1">
            Defects: {formatCount(summary.defects.length)}{" "}
            <Text as="span" color="fg.muted" fontWeight="normal">
              (critical {summary.totals.CRITICAL}, major {summary.totals.MAJOR}, minor {summary.totals.MINOR})
            </Text>
          </Text>
          {summary.defects.length === 0 ? (
            <Text color="fg.muted">None</Text>
          ) : (
            <Stack as="ul" gap="1" listStyleType="none">
              {summary.defects.map((defect) => (
                <Box
                  as="li"
                  key={defect.id}
                  {...(otherDefects.has(`${defect.id}|${defect.severity}|${defect.count}|${defect.photos}`)
                    ? {}
                    : differs)}
                >
                  {defect.name} · {defect.severity} × {formatCount(defect.count)}
                  {defect.photos > 0 ? (
                    <Badge ms="2" variant="outline">
                      {defect.photos} {defect.photos === 1 ? "photo" : "photos"}
                    </Badge>
                  ) : null}
                </Box>
              ))}
            </Stack>
          )}
        </Box>
        <Text {...(summary.measurements === other.measurements ? {} : differs)}>
          <Text as="span" fontWeight="semibold">
            Measurements:
          </Text>{" "}
          {formatCount(summary.measurements)} {summary.measurements === 1 ? "value" : "values"}
        </Text>
        <Box>
          <Text fontWeight="semibold" mb="1">
            Packaging
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
            Comment
          </Text>
          <Text whiteSpace="pre-wrap" {...(summary.comment === other.comment ? {} : differs)}>
            {summary.comment || "—"}
          </Text>
        </Box>
      </Stack>
    </Box>
  );
}
