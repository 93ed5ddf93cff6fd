import { Badge } from "@chakra-ui/react";
import { DELIVERY_STATUS_COLOURS, DELIVERY_STATUS_LABELS, type DeliveryStatus } from "./webhook-labels";

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return (
    <Badge colorPalette={DELIVERY_STATUS_COLOURS[status]} variant="subtle" whiteSpace="nowrap">
      {DELIVERY_STATUS_LABELS[status]}
    </Badge>
  );
}
