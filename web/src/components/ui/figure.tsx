import type { ReactNode } from "react";
import { Flex, Text, type FlexProps } from "@chakra-ui/react";

export interface FigureProps extends Omit<FlexProps, "children"> {
  label: ReactNode;
  value: ReactNode;
  /** "lg": one of a line of figures; "xl": a number to work to, read with the tablet on the bench. */
  size?: "lg" | "xl";
}

const VALUE_STYLES = {
  lg: { fontSize: "xl", lineHeight: "1.3" },
  xl: { fontSize: "3xl", lineHeight: "1.1", mt: "1" },
} as const;

/** A labelled number in a description list (`<dl>`): the label, then the figure in bold. */
export function Figure({ label, value, size = "lg", ...frame }: FigureProps) {
  return (
    <Flex direction="column" {...frame}>
      <Text
        as="dt"
        fontSize="sm"
        fontWeight="medium"
        color="fg.muted"
        lineHeight={size === "xl" ? "short" : undefined}
      >
        {label}
      </Text>
      <Text as="dd" fontWeight="bold" fontVariantNumeric="tabular-nums" {...VALUE_STYLES[size]}>
        {value}
      </Text>
    </Flex>
  );
}
