import { parseTypedNumber, typedNumber } from "@aql-portal/shared";
import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { Field, Group, IconButton, Input } from "@chakra-ui/react";
import { LuMinus, LuPlus } from "react-icons/lu";

/**
 * What is typed into a number input, following the stored value when it changes from elsewhere (a choice in
 * the conflict dialog), but not while the typed text already means it ("52." while typing "52.5").
 */
export function useNumberDraft(
  committed: number | null,
  options: { whole: boolean; max: number },
): [string, (text: string) => ReturnType<typeof parseTypedNumber>] {
  const [draft, setDraft] = useState(typedNumber(committed));
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    setSeen(committed);
    if (parseTypedNumber(draft, options).value !== committed) setDraft(typedNumber(committed));
  }
  const type = (text: string) => {
    setDraft(text);
    return parseTypedNumber(text, options);
  };
  return [draft, type];
}

export interface NumberFieldProps {
  label: string;
  value: number | null;
  /** Called with each valid value as it is typed (null when cleared). */
  onCommit: (value: number | null) => void;
  whole: boolean;
  max: number;
  helper?: string;
  disabled?: boolean;
}

/** A number for a finger: a large input with the tablet's numeric keypad, checked as it is typed. */
export function NumberField({ label, value, onCommit, whole, max, helper, disabled }: NumberFieldProps) {
  const [draft, type] = useNumberDraft(value, { whole, max });
  const problem = parseTypedNumber(draft, { whole, max }).problem;
  return (
    <Field.Root invalid={problem !== null} disabled={disabled}>
      <Field.Label fontSize="md">{label}</Field.Label>
      <Input
        size="xl"
        bg="bg"
        inputMode={whole ? "numeric" : "decimal"}
        autoComplete="off"
        value={draft}
        fontVariantNumeric="tabular-nums"
        onChange={(event) => {
          const parsed = type(event.target.value);
          if (parsed.problem === null) onCommit(parsed.value);
        }}
      />
      {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
      {helper && !problem ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}

export interface CountStepperProps {
  /** What is counted, for the buttons' names ("Hole in fabric"). */
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  disabled?: boolean;
}

/** A count with big − and + buttons either side, and the number itself typeable for large counts. */
export function CountStepper({ label, value, onChange, min = 1, max = 9999, disabled }: CountStepperProps) {
  const { t } = useLingui();
  const counted = label;
  const [draft, type] = useNumberDraft(value, { whole: true, max });
  const set = (next: number) => onChange(Math.min(max, Math.max(min, next)));
  return (
    <Group attached>
      <IconButton
        size="xl"
        variant="outline"
        aria-label={t`One fewer: ${counted}`}
        disabled={disabled || value <= min}
        onClick={() => set(value - 1)}
      >
        <LuMinus />
      </IconButton>
      <Input
        size="xl"
        w="20"
        bg="bg"
        textAlign="center"
        fontSize="xl"
        fontWeight="bold"
        fontVariantNumeric="tabular-nums"
        inputMode="numeric"
        autoComplete="off"
        aria-label={t`Count: ${counted}`}
        disabled={disabled}
        value={draft}
        onChange={(event) => {
          const parsed = type(event.target.value);
          if (parsed.value !== null && parsed.value >= min) onChange(parsed.value);
        }}
        onBlur={() => type(String(value))}
      />
      <IconButton
        size="xl"
        variant="outline"
        aria-label={t`One more: ${counted}`}
        disabled={disabled || value >= max}
        onClick={() => set(value + 1)}
      >
        <LuPlus />
      </IconButton>
    </Group>
  );
}
