import { Box, type BoxProps } from "@chakra-ui/react";

export interface IconDiscProps extends Omit<BoxProps, "boxSize"> {
  /** Its width and height, a size token ("8", "12"). */
  size: string;
  /** A rounded square rather than a circle. */
  square?: boolean;
}

/**
 * An icon (or initials) centred in a disc, beside or above what it illustrates: decoration only, hidden from
 * screen readers. Its colours and type size are the caller's.
 */
export function IconDisc({ size, square = false, ...style }: IconDiscProps) {
  return (
    <Box
      display="grid"
      placeItems="center"
      boxSize={size}
      borderRadius={square ? "md" : "full"}
      flexShrink="0"
      aria-hidden="true"
      {...style}
    />
  );
}
