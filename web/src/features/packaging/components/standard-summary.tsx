import { useState } from "react";
import { Box, Button, Flex, HStack, Skeleton, Text } from "@chakra-ui/react";
import { LuRuler, LuSettings2 } from "react-icons/lu";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatDateTime, type PackagingStandard } from "@aql-portal/shared";
import { usePackagingStandard } from "../api/get-standard";
import { formatSides } from "./packaging-text";
import { StandardDialog } from "./standard-dialog";

/** The standard's thresholds in a few words each: what every result on the page is measured against. */
export function standardTerms(standard: PackagingStandard): string[] {
  const boxes = standard.standardBoxes
    .map((box) => `${box.code} ${box.length}×${box.width}×${box.height}`)
    .join(", ");
  const { quantityTolerancePercent, boxToleranceCm, minFillPercent } = standard;
  const maxCarton = formatSides(standard.maxCarton);
  return [
    t`Quantity within ±${quantityTolerancePercent}% of the PO`,
    standard.paperTapeRequired ? t`Paper tape only` : t`Any tape`,
    t`Cartons at most ${maxCarton}`,
    boxes
      ? standard.standardBoxRequired
        ? t`Standard boxes only: ${boxes} (±${boxToleranceCm} cm)`
        : t`Standard boxes: ${boxes} (±${boxToleranceCm} cm)`
      : t`No standard boxes`,
    t`Cartons at least ${minFillPercent}% full`,
  ];
}

/**
 * The packaging standard in force, above the reports (so nobody has to guess what "Non-compliant" was measured
 * against); administrators change it from here.
 */
export function StandardSummary({ mayChange }: { mayChange: boolean }) {
  const { t } = useLingui();
  const standard = usePackagingStandard();
  const [changing, setChanging] = useState(false);
  const standardError = standard.error?.message;
  return (
    <Box as="section" aria-label={t`Packaging standard`} layerStyle="card" px="4" py="3" mb="4">
      <Flex gap="3" align="center" wrap="wrap">
        <HStack gap="2" color="brand.900" fontWeight="semibold" flexShrink="0">
          <LuRuler aria-hidden="true" />
          <Text>
            <Trans>Packaging standard</Trans>
          </Text>
        </HStack>
        <Box flex="1 1 420px" minW="0">
          {standard.data ? (
            <StandardText standard={standard.data} />
          ) : standard.error ? (
            <Text fontSize="sm" color="fg.error">
              <Trans>The standard could not be read: {standardError}</Trans>
            </Text>
          ) : (
            <Skeleton height="4" width="80%" aria-label={t`Loading the standard`} />
          )}
        </Box>
        {mayChange && standard.data ? (
          <Button size="sm" variant="outline" bg="bg" onClick={() => setChanging(true)} flexShrink="0">
            <LuSettings2 aria-hidden="true" />
            <Trans>Change the standard</Trans>
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

/** The standard's terms in a line, and who changed it last, when. */
function StandardText({ standard }: { standard: PackagingStandard }) {
  const terms = standardTerms(standard).join(" · ");
  const { updatedBy, updatedOn } = standard;
  const name = updatedBy?.name;
  const changedOn = updatedOn ? formatDateTime(updatedOn) : null;
  return (
    <Text fontSize="sm" color="fg.muted">
      {updatedBy && updatedOn ? (
        <Trans>
          {terms}. Changed by {name}, {changedOn}.
        </Trans>
      ) : (
        `${terms}.`
      )}
    </Text>
  );
}
