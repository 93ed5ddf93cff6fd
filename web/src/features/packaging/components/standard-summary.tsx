import { useState } from "react";
import { Box, Button, Flex, HStack, Skeleton, Text } from "@chakra-ui/react";
import { LuRuler, LuSettings2 } from "react-icons/lu";
import { formatDateTime, type PackagingStandard } from "@aql-portal/shared";
import { usePackagingStandard } from "../api/get-standard";
import { formatSides } from "./packaging-text";
import { StandardDialog } from "./standard-dialog";

/** The standard's thresholds in a few words each: what every result on the page is measured against. */
export function standardTerms(standard: PackagingStandard): string[] {
  const boxes = standard.standardBoxes
    .map((box) => `${box.code} ${box.length}×${box.width}×${box.height}`)
    .join(", ");
  return [
    `Quantity within ±${standard.quantityTolerancePercent}% of the PO`,
    standard.paperTapeRequired ? "Paper tape only" : "Any tape",
    `Cartons at most ${formatSides(standard.maxCarton)}`,
    boxes
      ? `${standard.standardBoxRequired ? "Standard boxes only" : "Standard boxes"}: ${boxes} (±${standard.boxToleranceCm} cm)`
      : "No standard boxes",
    `Cartons at least ${standard.minFillPercent}% full`,
  ];
}

/**
 * The packaging standard in force, above the reports (so nobody has to guess what "Non-compliant" was measured
 * against); administrators change it from here.
 */
export function StandardSummary({ mayChange }: { mayChange: boolean }) {
  const standard = usePackagingStandard();
  const [changing, setChanging] = useState(false);
  return (
    <Box as="section" aria-label="Packaging standard" layerStyle="card" px="4" py="3" mb="4">
      <Flex gap="3" align="center" wrap="wrap">
        <HStack gap="2" color="brand.900" fontWeight="semibold" flexShrink="0">
          <LuRuler aria-hidden="true" />
          <Text>Packaging standard</Text>
        </HStack>
        <Box flex="1 1 420px" minW="0">
          {standard.data ? (
            <Text fontSize="sm" color="fg.muted">
              {standardTerms(standard.data).join(" · ")}
              {standard.data.updatedBy && standard.data.updatedOn
                ? `. Changed by ${standard.data.updatedBy.name}, ${formatDateTime(standard.data.updatedOn)}.`
                : "."}
            </Text>
          ) : standard.error ? (
            <Text fontSize="sm" color="fg.error">
              The standard could not be read: {standard.error.message}
            </Text>
          ) : (
            <Skeleton height="4" width="80%" aria-label="Loading the standard" />
          )}
        </Box>
        {mayChange && standard.data ? (
          <Button size="sm" variant="outline" bg="bg" onClick={() => setChanging(true)} flexShrink="0">
            <LuSettings2 aria-hidden="true" />
            Change the standard
          </Button>
        ) : null}
      </Flex>
      {mayChange && standard.data ? (
        <StandardDialog
          open={changing}
          standard={standard.data}
          onClose={() => setChanging(false)}
          onReload={() => void standard.mutate()}
        />
      ) : null}
    </Box>
  );
}
