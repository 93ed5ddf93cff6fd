import { Text, type TextProps } from "@chakra-ui/react";

/** A small upper-case label over a figure or a group of figures: "LOT SIZE", "STYLES". */
export function Overline(props: TextProps) {
  return (
    <Text
      fontSize="xs"
      fontWeight="bold"
      letterSpacing="wider"
      color="fg.muted"
      textTransform="uppercase"
      {...props}
    />
  );
}
