import { Text, type TextProps } from "@chakra-ui/react";

/**
 * The look of small upper-case labels: a figure's label ("LOT SIZE"), a group's name, a table's column
 * headers (the design system's "overline" text style, in capitals whatever the words' case). Spread it onto an
 * element that is not a Text (`<Table.ColumnHeader {...overlineStyle}>`).
 */
export const overlineStyle = { textStyle: "overline", textTransform: "uppercase" } as const;

/** A small upper-case label over a figure or a group of figures: "LOT SIZE", "STYLES". */
export function Overline(props: TextProps) {
  return <Text {...overlineStyle} {...props} />;
}
