import { chakra, Field, Textarea, type TextareaProps } from "@chakra-ui/react";
import { formatCount } from "@aql-portal/shared";

export interface TextAreaFieldProps extends Pick<TextareaProps, "rows" | "placeholder" | "autoFocus"> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The most it takes (the API's limit): the count shows, and is read out, as typed. */
  maxLength: number;
  required?: boolean;
  helper?: string;
  error?: string | undefined;
  disabled?: boolean;
}

/** A CAR's words (what is asked, a root cause, an action, a comment): the count shown against the limit. */
export function TextAreaField({
  label,
  value,
  onChange,
  maxLength,
  required = false,
  helper,
  error,
  disabled = false,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <Field.Root required={required} invalid={error !== undefined} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Textarea
        {...textarea}
        bg="bg"
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
      />
      <Field.HelperText display="flex" justifyContent="space-between" gap="3" w="full">
        <span>{helper}</span>
        <chakra.span aria-live="polite" whiteSpace="nowrap">
          {formatCount(value.length)} / {formatCount(maxLength)}
        </chakra.span>
      </Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
