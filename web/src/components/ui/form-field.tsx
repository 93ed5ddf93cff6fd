import type { ReactNode } from "react";
import { Field, Input, type InputProps } from "@chakra-ui/react";

export interface FormFieldProps {
  label: ReactNode;
  /** Marks the label with the required sign, and the control as required. */
  required?: boolean;
  /** What is wrong with the value: shown under the control, which is then marked invalid. */
  error?: string | undefined;
  /** A line under the control on what to enter; the error, when there is one, stands below it. */
  helper?: ReactNode;
  disabled?: boolean;
  /** The control: an Input, a Textarea, a Select. */
  children: ReactNode;
}

/** A form's field: its label above the control, then help and what is wrong, the same in every form. */
export function FormField({
  label,
  required = false,
  error,
  helper,
  disabled = false,
  children,
}: FormFieldProps) {
  return (
    <Field.Root invalid={error !== undefined} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export type TextFieldProps = Omit<FormFieldProps, "children"> &
  Omit<InputProps, "value" | "onChange" | "disabled"> & {
    value: string;
    onChange: (value: string) => void;
  };

/** A field of text (a name, an email, a number as typed), not filled in by the browser. */
export function TextField({ label, error, helper, required, disabled, onChange, ...input }: TextFieldProps) {
  return (
    <FormField label={label} error={error} helper={helper} required={required} disabled={disabled}>
      <Input autoComplete="off" {...input} onChange={(event) => onChange(event.target.value)} />
    </FormField>
  );
}
