import { useId, useState } from "react";
import { Box, Button, chakra, Flex, Heading, Link, Text } from "@chakra-ui/react";
import { LuFilePlus } from "react-icons/lu";
import { Trans } from "@lingui/react/macro";
import { Link as RouterLink } from "react-router-dom";
import { can, formatDay, isReported, type InspectionDetail, isLotNotAccepted } from "@aql-portal/shared";
import { CarStateBadges } from "../../../components/ui/car-badges";
import { useSession } from "../../../lib/auth/session-context";
import { carPath } from "../../../lib/corrective-actions";
import { inspectionOf } from "../../../lib/inspections";
import { RaiseCarDialog, type RaiseSeed } from "./raise-car-dialog";

export interface ReportCarsSectionProps {
  detail: InspectionDetail;
  /** Reads the report again: a CAR raised here is named by it. */
  onReload: () => Promise<unknown>;
}

/**
 * The inspection report's "Corrective actions": the CARs raised on this lot or verified at it, each with its
 * state and opening its page, and for those who raise CARs, "Raise corrective action" on a lot not accepted.
 * Nothing to show and nothing to raise: no section.
 */
export function ReportCarsSection({ detail, onReload }: ReportCarsSectionProps) {
  const { role } = useSession();
  const headingId = useId();
  const [seed, setSeed] = useState<RaiseSeed | null>(null);
  const mayRaise =
    can(role.name, "corrective-actions:manage") && isReported(detail.status) && isLotNotAccepted(detail);
  const mentions = detail.correctiveActions;
  if (mentions.length === 0 && !mayRaise) return null;
  const supplierName = detail.supplier.name;

  return (
    <Box as="section" aria-labelledby={headingId} layerStyle="panel" p={{ base: "4", md: "5" }} minW="0">
      <Heading as="h2" id={headingId} size="md" color="brand.900" mb="4">
        <Trans>Corrective actions</Trans>
      </Heading>
      {mentions.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" mb="4">
          <Trans>No corrective action has been asked of {supplierName} about this lot yet.</Trans>
        </Text>
      ) : (
        <chakra.ul listStyle="none" m="0" p="0" mb={mayRaise ? "4" : "0"}>
          {mentions.map((car, index) => {
            const dueDay = formatDay(car.dueDate);
            return (
              <chakra.li
                key={car.id}
                py="2.5"
                borderTopWidth={index === 0 ? "0" : "1px"}
                borderColor="border"
              >
                <Flex align="center" justify="space-between" gap="2" wrap="wrap">
                  <Link asChild fontWeight="semibold">
                    <RouterLink to={carPath(car.id)}>{car.reference}</RouterLink>
                  </Link>
                  <CarStateBadges status={car.status} overdue={car.overdue} />
                </Flex>
                <Text fontSize="sm" color="fg.muted" mt="0.5">
                  {car.relation === "raised" ? (
                    <Trans>Raised on this lot · due {dueDay}</Trans>
                  ) : (
                    <Trans>Verified at this inspection · due {dueDay}</Trans>
                  )}
                </Text>
              </chakra.li>
            );
          })}
        </chakra.ul>
      )}
      {mayRaise ? (
        <>
          <Button
            variant="outline"
            colorPalette="brand"
            w="full"
            onClick={() =>
              setSeed({
                supplier: detail.supplier,
                styleCode: detail.product.styleCode,
                styleName: detail.product.styleName,
                lots: [inspectionOf(detail)],
              })
            }
          >
            <LuFilePlus aria-hidden="true" />
            <Trans>Raise corrective action</Trans>
          </Button>
          <RaiseCarDialog
            seed={seed}
            onClose={() => setSeed(null)}
            onRaised={() => {
              setSeed(null);
              void onReload();
            }}
          />
        </>
      ) : null}
    </Box>
  );
}
