import type { ReactNode } from "react";
import { Field, Fieldset, Input, SimpleGrid } from "@chakra-ui/react";
import { SIZE_SIDES, type Dimensions, type TypedSides } from "@aql-portal/shared";

export interface SidesFieldProps {
  /** What is measured, e.g. "Carton size (cm)". */
  legend: string;
  value: TypedSides;
  onChange: (value: TypedSides) => void;
  error?: string | undefined;
  helper?: ReactNode;
  disabled?: boolean;
}

/** Length, width and height in cm, typed as people type them (52.5 or 52,5), under one legend and one message. */
export function SidesField({ legend, value, onChange, error, helper, disabled = false }: SidesFieldProps) {
  const type = (side: keyof Dimensions, text: string) => onChange({ ...value, [side]: text });
  return (
    <Fieldset.Root invalid={error !== undefined} disabled={disabled}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium" color="fg" mb="1.5">
        {legend}
      </Fieldset.Legend>
      <SimpleGrid columns={3} gap="3">
        {SIZE_SIDES.map(([side, label]) => (
          <Field.Root key={side} invalid={error !== undefined}>
            <Field.Label fontSize="xs" color="fg.muted">
              {label}
            </Field.Label>
            <Input
              inputMode="decimal"
              autoComplete="off"
              fontVariantNumeric="tabular-nums"
              value={value[side]}
              onChange={(event) => type(side, event.target.value)}
            />
          </Field.Root>
        ))}
      </SimpleGrid>
      {helper ? <Fieldset.HelperText>{helper}</Fieldset.HelperText> : null}
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
