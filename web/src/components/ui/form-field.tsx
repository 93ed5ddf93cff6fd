import type { ReactNode } from "react";
import { Field, Input, type InputProps } from "@chakra-ui/react";

export interface FormFieldProps {
  label: ReactNode;
  /** The field's message (why what it holds cannot be taken); the field reads as invalid while there is one. */
  error?: string | undefined;
  /** A hint under the control. */
  helper?: ReactNode;
  required?: boolean;
  disabled?: boolean | undefined;
}

/** A form's field: its label (marked when required), the control, a hint and its message. */
export function FormField({
  label,
  error,
  helper,
  required = false,
  disabled,
  children,
}: FormFieldProps & { children: ReactNode }) {
  return (
    <Field.Root invalid={error !== undefined} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export type TextFieldProps = FormFieldProps &
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
