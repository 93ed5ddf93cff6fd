import type { ReactNode } from "react";
import { Field } from "@chakra-ui/react";

export interface LabelledFieldProps {
  label: string;
  /** The width it takes in a toolbar row; it shrinks to 140 px before the row wraps. */
  width?: string;
  invalid?: boolean;
  children: ReactNode;
}

/** A filter in a list's toolbar: its label above the control. */
export function LabelledField({ label, width = "160px", invalid = false, children }: LabelledFieldProps) {
  return (
    <Field.Root flex={`0 1 ${width}`} minW="140px" w={width} invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      {children}
    </Field.Root>
  );
}
