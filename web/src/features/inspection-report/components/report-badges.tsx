import { Badge } from "@chakra-ui/react";
import type { Severity } from "@aql-portal/shared";
import { SEVERITY_LABELS } from "./report-model";

const SEVERITY_COLOURS: Readonly<Record<Severity, string>> = {
  CRITICAL: "red",
  MAJOR: "orange",
  MINOR: "yellow",
};

export function SeverityBadge({ severity }: { severity: Severity }) {
  return (
    <Badge colorPalette={SEVERITY_COLOURS[severity]} variant="subtle" whiteSpace="nowrap">
      {SEVERITY_LABELS[severity]}
    </Badge>
  );
}

/** Client decisions are reference data: the known ones get a colour, any other stays neutral. */
const DECISION_COLOURS: Readonly<Record<string, string>> = {
  Accepted: "green",
  "Accepted with concession": "teal",
  Rework: "orange",
  Rejected: "red",
};

export function ClientDecisionBadge({ decision }: { decision: string }) {
  return (
    <Badge colorPalette={DECISION_COLOURS[decision] ?? "gray"} variant="subtle" whiteSpace="nowrap">
      {decision}
    </Badge>
  );
}
