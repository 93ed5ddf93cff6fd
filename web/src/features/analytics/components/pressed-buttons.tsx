import { Box, Field, HStack } from "@chakra-ui/react";
import { PressedButton } from "../../../components/ui/pressed-button";

export interface PressedButtonsProps<V extends string> {
  /** What is chosen, e.g. "Rows" or "Interval". */
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}

/** A choice of a few views (rows by supplier or factory, an interval): buttons, the chosen one pressed. */
export function PressedButtons<V extends string>({
  label,
  value,
  options,
  onChange,
}: PressedButtonsProps<V>) {
  return (
    <Field.Root w="auto">
      <Field.Label>{label}</Field.Label>
      <Box>
        <HStack role="group" aria-label={label} gap="1">
          {options.map((option) => (
            <PressedButton
              key={option.value}
              size="sm"
              h="10"
              pressed={option.value === value}
              onClick={() => onChange(option.value)}
            >
              {option.label}
            </PressedButton>
          ))}
        </HStack>
      </Box>
    </Field.Root>
  );
}
