import { Badge } from "@chakra-ui/react";
import type { Inspection, InspectionStatus } from "@aql-portal/shared";

/** One colour per lifecycle step, the same on every page that lists inspections. */
export const STATUS_COLOURS: Readonly<Record<InspectionStatus, string>> = {
  CREATED: "blue",
  PLANNED: "purple",
  STARTED: "orange",
  PAUSED: "yellow",
  FINISHED: "green",
  CLOSED: "gray",
};

export const RESULT_COLOURS: Readonly<Record<Inspection["result"], string>> = {
  Pending: "gray",
  Pass: "green",
  Fail: "red",
  "Comm. Pass": "teal",
};

/** "PLANNED" as people read it: "Planned". */
export function statusLabel(status: InspectionStatus): string {
  return status.charAt(0) + status.slice(1).toLowerCase();
}

export function InspectionStatusBadge({ status }: { status: InspectionStatus }) {
  return (
    <Badge colorPalette={STATUS_COLOURS[status]} variant="subtle" whiteSpace="nowrap">
      {statusLabel(status)}
    </Badge>
  );
}

export function InspectionResultBadge({
  result,
  size,
}: {
  result: Inspection["result"];
  /** Larger where the result is the point of the page (the report's result card). */
  size?: "sm" | "md" | "lg";
}) {
  return (
    <Badge
      size={size}
      colorPalette={RESULT_COLOURS[result]}
      variant={result === "Pending" ? "outline" : "subtle"}
      whiteSpace="nowrap"
    >
      {result}
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
