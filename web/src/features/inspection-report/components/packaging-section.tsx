import { formatCount } from "@aql-portal/shared";
import { Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Dimensions, InspectionDetail } from "@aql-portal/shared";
import { isReported } from "@aql-portal/shared";
import { formatCentimetres, hasPackagingChecks } from "./report-model";
import { Facts } from "../../../components/ui/facts";
import { EmptyNote, ReportSection } from "./report-section";

/** Carton and packaging checks: count, paper tape, carton and unit sizes, what was received. */
export function PackagingSection({
  detail,
}: {
  detail: Pick<InspectionDetail, "work" | "status" | "deliveryQuantity">;
}) {
  const { t } = useLingui();
  const { packaging } = detail.work;
  const dimensions = (value: Dimensions | null) => {
    if (value === null) return null;
    const length = formatCentimetres(value.length);
    const width = formatCentimetres(value.width);
    const height = formatCentimetres(value.height);
    return t`${length} × ${width} × ${height} cm`;
  };
  const received = packaging.receivedQuantity === null ? "" : formatCount(packaging.receivedQuantity);
  const delivered = detail.deliveryQuantity === null ? "" : formatCount(detail.deliveryQuantity);
  return (
    <ReportSection title={t`Packaging checks`}>
      {hasPackagingChecks(packaging) ? (
        <Facts
          facts={[
            {
              label: t`Carton count`,
              value: packaging.cartonCount === null ? null : formatCount(packaging.cartonCount),
            },
            {
              label: t`Paper tape`,
              value:
                packaging.paperTape === null ? null : packaging.paperTape ? (
                  t`Yes`
                ) : (
                  <Text as="span" color="fg.error" fontWeight="semibold">
                    <Trans>No</Trans>
                  </Text>
                ),
            },
            {
              label: t`Received quantity`,
              value:
                packaging.receivedQuantity === null
                  ? null
                  : detail.deliveryQuantity === null || detail.deliveryQuantity === packaging.receivedQuantity
                    ? received
                    : t`${received} (delivery ${delivered})`,
            },
            { label: t`Carton dimensions (L × W × H)`, value: dimensions(packaging.cartonDimensions) },
            { label: t`Unit dimensions (L × W × H)`, value: dimensions(packaging.unitDimensions) },
          ]}
        />
      ) : (
        <EmptyNote
          title={t`No packaging checks recorded`}
          detail={
            isReported(detail.status)
              ? t`The inspector recorded no carton or packaging check.`
              : t`Carton and packaging checks appear here as the inspector records them.`
          }
        />
      )}
    </ReportSection>
  );
}
