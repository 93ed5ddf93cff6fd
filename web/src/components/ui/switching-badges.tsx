import { Badge, type BadgeProps } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { SWITCHING_SEVERITY_LABELS, type SwitchingSeverity } from "@aql-portal/shared";

/**
 * One colour per severity of inspection, the same wherever a supplier's state shows (the Suppliers page, the
 * planners' previews, the analytics): normal is neutral, tightened a warning, reduced a reward, discontinued a stop.
 */
export const SWITCHING_COLOURS: Readonly<Record<SwitchingSeverity, string>> = {
  normal: "gray",
  tightened: "orange",
  reduced: "teal",
  discontinued: "red",
};

export function SwitchingSeverityBadge({
  severity,
  size,
}: {
  severity: SwitchingSeverity;
  size?: BadgeProps["size"];
}) {
  return (
    <Badge
      size={size}
      colorPalette={SWITCHING_COLOURS[severity]}
      variant={severity === "normal" ? "outline" : "subtle"}
      whiteSpace="nowrap"
    >
      {SWITCHING_SEVERITY_LABELS[severity]}
    </Badge>
  );
}

/** The rules propose reduced inspection: a person is asked to approve it. */
export function ReducedProposedBadge({ size }: { size?: BadgeProps["size"] }) {
  return (
    <Badge size={size} colorPalette="teal" variant="surface" whiteSpace="nowrap">
      <Trans>Reduced proposed</Trans>
    </Badge>
  );
}
