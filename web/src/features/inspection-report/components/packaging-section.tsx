import { formatCount } from "@aql-portal/shared";
import { Text } from "@chakra-ui/react";
import type { Dimensions, InspectionDetail } from "@aql-portal/shared";
import { isReported } from "@aql-portal/shared";
import { formatCentimetres, hasPackagingChecks } from "./report-model";
import { Facts } from "../../../components/ui/facts";
import { EmptyNote, ReportSection } from "./report-section";

const dimensions = (value: Dimensions | null) =>
  value === null
    ? null
    : `${formatCentimetres(value.length)} × ${formatCentimetres(value.width)} × ${formatCentimetres(value.height)} cm`;

/** Carton and packaging checks: count, paper tape, carton and unit sizes, what was received. */
export function PackagingSection({
  detail,
}: {
  detail: Pick<InspectionDetail, "work" | "status" | "deliveryQuantity">;
}) {
  const { packaging } = detail.work;
  return (
    <ReportSection title="Packaging checks">
      {hasPackagingChecks(packaging) ? (
        <Facts
          facts={[
            {
              label: "Carton count",
              value: packaging.cartonCount === null ? null : formatCount(packaging.cartonCount),
            },
            {
              label: "Paper tape",
              value:
                packaging.paperTape === null ? null : packaging.paperTape ? (
                  "Yes"
                ) : (
                  <Text as="span" color="fg.error" fontWeight="semibold">
                    No
                  </Text>
                ),
            },
            {
              label: "Received quantity",
              value:
                packaging.receivedQuantity === null
                  ? null
                  : detail.deliveryQuantity === null || detail.deliveryQuantity === packaging.receivedQuantity
                    ? formatCount(packaging.receivedQuantity)
                    : `${formatCount(packaging.receivedQuantity)} (delivery ${formatCount(detail.deliveryQuantity)})`,
            },
            { label: "Carton dimensions (L × W × H)", value: dimensions(packaging.cartonDimensions) },
            { label: "Unit dimensions (L × W × H)", value: dimensions(packaging.unitDimensions) },
          ]}
        />
      ) : (
        <EmptyNote
          title="No packaging checks recorded"
          detail={
            isReported(detail.status)
              ? "The inspector recorded no carton or packaging check."
              : "Carton and packaging checks appear here as the inspector records them."
          }
        />
      )}
    </ReportSection>
  );
}
