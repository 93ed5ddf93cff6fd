import type { ReactNode } from "react";
import { NativeSelect, type NativeSelectRootProps } from "@chakra-ui/react";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectInputProps {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The first option, standing for none ("Select a role", "All suppliers", "Not assigned"): its value is "". */
  emptyLabel?: ReactNode;
  size?: NativeSelectRootProps["size"];
}

/**
 * The browser's own select (quick on a tablet, read well by screen readers) in the app's look: a choice among
 * `options`, and none when `emptyLabel` is given. It takes its label and state from the Field around it.
 */
export function SelectInput({ value, onChange, options, emptyLabel, size }: SelectInputProps) {
  return (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field bg="bg" value={value} onChange={(event) => onChange(event.target.value)}>
        {emptyLabel === undefined ? null : <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
