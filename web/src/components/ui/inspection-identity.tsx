import type { ReactNode } from "react";
import { HStack, Text, type StackProps, type TextProps } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import type { Inspection } from "@aql-portal/shared";
import { InspectionResultBadge, InspectionStatusBadge } from "./inspection-badges";

export interface InspectionNumberLineProps extends Omit<TextProps, "children"> {
  inspectionNumber: string;
  /** What the inspection is, after the number: its type, or its name on the plan. */
  children: ReactNode;
}

/** "No. 1A2B3C4D5E · Final": the number as people read it out (monospaced), then what the inspection is. */
export function InspectionNumberLine({ inspectionNumber, children, ...text }: InspectionNumberLineProps) {
  return (
    <Text fontSize="sm" color="fg.muted" {...text}>
      <Trans>
        No.{" "}
        <Text as="span" fontFamily="mono" color="fg" letterSpacing="wide">
          {inspectionNumber}
        </Text>
      </Trans>
      {" · "}
      {children}
    </Text>
  );
}

export interface InspectionStateBadgesProps extends StackProps {
  status: Inspection["status"];
  result: Inspection["result"];
}

/** Where an inspection is in its lifecycle and its result, side by side. */
export function InspectionStateBadges({ status, result, ...stack }: InspectionStateBadgesProps) {
  return (
    <HStack gap="2" flexShrink="0" {...stack}>
      <InspectionStatusBadge status={status} />
      <InspectionResultBadge result={result} />
    </HStack>
  );
}
