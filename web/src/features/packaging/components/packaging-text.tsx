import { Badge, Text } from "@chakra-ui/react";
import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import {
  ACCURACY_RESULTS,
  COMPLIANCE_RESULTS,
  GARMENT_RESULTS,
  PACKAGING_ISSUE_LABELS,
  formatDecimal,
  type Dimensions,
  type PackagingIssue,
} from "@aql-portal/shared";

/*
 * How the packaging pages write a check's values, once: results as badges, sizes, the difference from the PO
 * quantity, paper tape, issues. The reports' cells, the check's drawer and the live outcome all use these.
 */

/** Each report's good result is its first: Compliant, Accurate, Good fill. */
const GOOD_RESULTS: ReadonlySet<string> = new Set([
  COMPLIANCE_RESULTS[0],
  ACCURACY_RESULTS[0],
  GARMENT_RESULTS[0],
]);

/** A report's result: green when good, grey while pending, red otherwise. */
export function ResultBadge({ result, size = "md" }: { result: string; size?: "sm" | "md" | "lg" }) {
  const pending = result === "Pending";
  return (
    <Badge
      size={size}
      colorPalette={pending ? "gray" : GOOD_RESULTS.has(result) ? "green" : "red"}
      variant={pending ? "outline" : "subtle"}
      whiteSpace="nowrap"
    >
      {result}
    </Badge>
  );
}

/** "60 × 40 × 35.5 cm" (length × width × height). */
export function formatSides(value: Dimensions): string {
  const { length, width, height } = value;
  return t`${length} × ${width} × ${height} cm`;
}

/** PercDiff as people read it: "+1.5%", "−10.0%", "0.0%". */
export function formatPercDiff(value: number): string {
  const sign = value > 0 ? "+" : value < 0 ? "−" : "";
  return `${sign}${formatDecimal(Math.abs(value))}%`;
}

export function paperTapeText(paperTape: boolean | null): string | null {
  return paperTape === null ? null : paperTape ? t`Paper` : t`Plastic`;
}

/** Paper tape as a cell: "Plastic" in the error colour, since the retailer requires paper. */
export function PaperTape({ paperTape }: { paperTape: boolean }) {
  return paperTape ? (
    <Text as="span">
      <Trans>Paper</Trans>
    </Text>
  ) : (
    <Text as="span" color="fg.error" fontWeight="semibold">
      <Trans>Plastic</Trans>
    </Text>
  );
}

export const issueLabel = (issue: PackagingIssue) => PACKAGING_ISSUE_LABELS[issue];
