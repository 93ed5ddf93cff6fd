import { Badge } from "@chakra-ui/react";
import type { Severity } from "@aql-portal/shared";
import { SEVERITY_LABELS } from "./severity";

const SEVERITY_COLOURS: Readonly<Record<Severity, string>> = {
  CRITICAL: "red",
  MAJOR: "orange",
  MINOR: "yellow",
};

/** A defect's class, coloured as the report colours it. */
export function SeverityBadge({ severity }: { severity: Severity }) {
  return (
    <Badge colorPalette={SEVERITY_COLOURS[severity]} variant="subtle" whiteSpace="nowrap">
      {SEVERITY_LABELS[severity]}
    </Badge>
  );
}
