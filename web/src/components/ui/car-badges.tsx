import { Badge, HStack, type BadgeProps } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { LuClock } from "react-icons/lu";
import type { CarStatus } from "@aql-portal/shared";
import { carStatusLabels } from "../../lib/corrective-actions";

/**
 * One colour per CAR state, wherever a CAR shows (its page, the list, the inspection report, a supplier's panel):
 * the supplier's turn is a warning, the reviewer's a question, accepted on its way, done green or neutral.
 */
export const CAR_STATUS_COLOURS: Readonly<Record<CarStatus, string>> = {
  open: "orange",
  answered: "blue",
  "sent-back": "orange",
  accepted: "teal",
  verified: "green",
  closed: "gray",
};

export function CarStatusBadge({ status, size }: { status: CarStatus; size?: BadgeProps["size"] }) {
  return (
    <Badge
      size={size}
      colorPalette={CAR_STATUS_COLOURS[status]}
      variant={status === "closed" ? "outline" : "subtle"}
      whiteSpace="nowrap"
    >
      {carStatusLabels()[status]}
    </Badge>
  );
}

/** The supplier's answer is late. */
export function OverdueBadge({ size }: { size?: BadgeProps["size"] }) {
  return (
    <Badge size={size} colorPalette="red" variant="solid" whiteSpace="nowrap">
      <LuClock aria-hidden="true" />
      <Trans>Overdue</Trans>
    </Badge>
  );
}

/** A CAR's state, and Overdue beside it when the supplier's answer is late. */
export function CarStateBadges({
  status,
  overdue,
  size,
}: {
  status: CarStatus;
  overdue: boolean;
  size?: BadgeProps["size"];
}) {
  return (
    <HStack gap="1.5" wrap="wrap" display="inline-flex">
      <CarStatusBadge status={status} size={size} />
      {overdue ? <OverdueBadge size={size} /> : null}
    </HStack>
  );
}
