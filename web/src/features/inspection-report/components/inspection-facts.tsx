import { formatCount, formatDay, reportedMoveTime } from "@aql-portal/shared";
import { Box, Text } from "@chakra-ui/react";
import type { InspectionDetail } from "@aql-portal/shared";
import { Facts } from "../../../components/ui/facts";
import { ReportSection } from "./report-section";

const count = (value: number | null) => (value === null ? null : formatCount(value));
const day = (value: string | null) => (value === null ? null : formatDay(value));

/** What was inspected, where, by whom and when; then the quantities the lot was drawn from. */
export function InspectionFacts({ detail }: { detail: InspectionDetail }) {
  return (
    <ReportSection title="Inspection">
      <Facts
        facts={[
          { label: "Inspection type", value: detail.type },
          { label: "Inspection date", value: day(detail.inspectionDate) },
          { label: "Delivery date", value: day(detail.deliveryDate) },
          { label: "Inspector", value: detail.inspector?.name ?? null },
          { label: "Started", value: reportedMoveTime(detail, "start") },
          { label: "Finished", value: reportedMoveTime(detail, "finish") },
          { label: "Centre", value: detail.centre.name },
          { label: "Control point", value: detail.controlPoint?.name ?? null },
          { label: "Season", value: detail.seasonCode },
          { label: "Supplier", value: detail.supplier.name },
          { label: "Factory", value: detail.factory.name },
          { label: "Product category", value: detail.productCategory.name },
        ]}
      />
      <Box borderTopWidth="1px" borderColor="border" mt="5" pt="5">
        <Text fontSize="sm" fontWeight="semibold" color="brand.900" mb="3">
          Purchase orders and quantities
        </Text>
        <Facts
          facts={[
            {
              label: detail.poNumbers.length === 1 ? "PO number" : `PO numbers (${detail.poNumbers.length})`,
              value: detail.poNumbers.length > 0 ? detail.poNumbers.join(", ") : null,
            },
            { label: "PO quantity", value: count(detail.poQuantity) },
            { label: "Delivery quantity", value: count(detail.deliveryQuantity) },
            { label: "Cartons", value: count(detail.cartons) },
            { label: "Submission number", value: detail.submissionNumber },
            { label: "Sample received", value: day(detail.sampleReceivedDate) },
          ]}
        />
      </Box>
    </ReportSection>
  );
}
