import { Field, Textarea } from "@chakra-ui/react";
import { MAX_COMMENT_LENGTH } from "@aql-portal/shared";

export interface CommentFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's lines, as tall as the words it usually takes. */
  rows: number;
  placeholder: string;
  required?: boolean;
  /** What is wrong with it, shown under the count. */
  error?: string | null;
  autoFocus?: boolean;
}

/** A reviewer's or client's words on the lot: at most 400 characters, the count shown (and read out) as typed. */
export function CommentField({
  label,
  value,
  onChange,
  rows,
  placeholder,
  required = false,
  error = null,
  autoFocus = false,
}: CommentFieldProps) {
  return (
    <Field.Root required={required} invalid={error !== null}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Textarea
        value={value}
        maxLength={MAX_COMMENT_LENGTH}
        rows={rows}
        autoFocus={autoFocus}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
      <Field.HelperText alignSelf="flex-end" aria-live="polite">
        {value.length} / {MAX_COMMENT_LENGTH}
      </Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
