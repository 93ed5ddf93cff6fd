import { NativeSelect, type NativeSelectRootProps } from "@chakra-ui/react";

export interface SelectOption {
  value: string;
  label: string;
}

/** Choices under a heading, drawn as an <optgroup>. */
export interface SelectGroup {
  label: string;
  options: readonly SelectOption[];
}

export interface SelectProps {
  value: string;
  onChange: (value: string) => void;
  /** The choices, or groups of them. */
  options: readonly (SelectOption | SelectGroup)[];
  /** The first choice, worth "": "Select a centre", "None", "All suppliers". */
  placeholder?: string;
  /** The placeholder cannot be chosen again once something is (a choice the form requires). */
  placeholderDisabled?: boolean;
  autoFocus?: boolean;
  /** The name where no label is shown above it. */
  "aria-label"?: string;
  /** "lg" (the default) beside the app's form fields; "md" in a toolbar of filters or a dense dialog. */
  size?: NativeSelectRootProps["size"];
}

/**
 * A choice among a list (native, so touch devices show their own picker), large as the app's fields are unless
 * said otherwise. Inside a FormField it is disabled and invalid with the field.
 */
export function Select({
  value,
  onChange,
  options,
  placeholder,
  placeholderDisabled = false,
  autoFocus = false,
  "aria-label": ariaLabel,
  size = "lg",
}: SelectProps) {
  return (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field
        bg="bg"
        value={value}
        autoFocus={autoFocus}
        aria-label={ariaLabel}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder === undefined ? null : (
          <option value="" disabled={placeholderDisabled}>
            {placeholder}
          </option>
        )}
        {options.map((item) =>
          "options" in item ? (
            <optgroup key={item.label} label={item.label}>
              {item.options.map(renderOption)}
            </optgroup>
          ) : (
            renderOption(item)
          ),
        )}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function renderOption(option: SelectOption) {
  return (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  );
}
