import { formatCount, formatDay, reportedMoveTime } from "@aql-portal/shared";
import { Box, Text } from "@chakra-ui/react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { InspectionDetail } from "@aql-portal/shared";
import { Facts } from "../../../components/ui/facts";
import { ReportSection } from "./report-section";

const count = (value: number | null) => (value === null ? null : formatCount(value));
const day = (value: string | null) => (value === null ? null : formatDay(value));

/** What was inspected, where, by whom and when; then the quantities the lot was drawn from. */
export function InspectionFacts({ detail }: { detail: InspectionDetail }) {
  const { t } = useLingui();
  const poCount = detail.poNumbers.length;
  return (
    <ReportSection title={t`Inspection`}>
      <Facts
        facts={[
          { label: t`Inspection type`, value: detail.type },
          { label: t`Inspection date`, value: day(detail.inspectionDate) },
          { label: t`Delivery date`, value: day(detail.deliveryDate) },
          { label: t`Inspector`, value: detail.inspector?.name ?? null },
          { label: t`Started`, value: reportedMoveTime(detail, "start") },
          { label: t`Finished`, value: reportedMoveTime(detail, "finish") },
          { label: t`Centre`, value: detail.centre.name },
          { label: t`Control point`, value: detail.controlPoint?.name ?? null },
          { label: t`Season`, value: detail.seasonCode },
          { label: t`Supplier`, value: detail.supplier.name },
          { label: t`Factory`, value: detail.factory.name },
          { label: t`Product category`, value: detail.productCategory.name },
        ]}
      />
      <Box borderTopWidth="1px" borderColor="border" mt="5" pt="5">
        <Text fontSize="sm" fontWeight="semibold" color="brand.900" mb="3">
          <Trans>Purchase orders and quantities</Trans>
        </Text>
        <Facts
          facts={[
            {
              label: plural(poCount, { one: "PO number", other: "PO numbers (#)" }),
              value: detail.poNumbers.length > 0 ? detail.poNumbers.join(", ") : null,
            },
            { label: t`PO quantity`, value: count(detail.poQuantity) },
            { label: t`Delivery quantity`, value: count(detail.deliveryQuantity) },
            { label: t`Cartons`, value: count(detail.cartons) },
            { label: t`Submission number`, value: detail.submissionNumber },
            { label: t`Sample received`, value: day(detail.sampleReceivedDate) },
          ]}
        />
      </Box>
    </ReportSection>
  );
}
