import { Button, type ButtonProps } from "@chakra-ui/react";

export interface PressedButtonProps extends Omit<ButtonProps, "variant" | "colorPalette"> {
  /** The choice it stands for is the one in force. */
  pressed: boolean;
}

/**
 * One of a few choices shown as buttons (a quick range, a view, a quick filter): the chosen one pressed (solid),
 * the others outlined on white.
 */
export function PressedButton({ pressed, ...props }: PressedButtonProps) {
  return (
    <Button
      variant={pressed ? "solid" : "outline"}
      colorPalette="brand"
      bg={pressed ? undefined : "bg"}
      aria-pressed={pressed}
      {...props}
    />
  );
}
