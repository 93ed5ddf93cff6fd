import { Field, Textarea, type TextareaProps } from "@chakra-ui/react";
import { MAX_COMMENT_LENGTH } from "@aql-portal/shared";

export interface CommentFieldProps extends Pick<TextareaProps, "rows" | "placeholder" | "autoFocus"> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** What is wrong with it, shown under the count. */
  error?: string | null;
}

/** A reviewer's or client's words on the lot: at most 400 characters, the count shown (and read out) as typed. */
export function CommentField({
  label,
  value,
  onChange,
  required = false,
  error = null,
  ...textarea
}: CommentFieldProps) {
  return (
    <Field.Root required={required} invalid={error !== null}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Textarea
        {...textarea}
        value={value}
        maxLength={MAX_COMMENT_LENGTH}
        onChange={(event) => onChange(event.target.value)}
      />
      <Field.HelperText alignSelf="flex-end" aria-live="polite">
        {value.length} / {MAX_COMMENT_LENGTH}
      </Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
