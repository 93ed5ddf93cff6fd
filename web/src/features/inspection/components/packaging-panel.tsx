import {
  formatCount,
  MAX_CENTIMETRES,
  MAX_QUANTITY,
  parseTypedNumber,
  typedNumber,
} from "@aql-portal/shared";
import { useState } from "react";
import { Button, Field, Fieldset, HStack, Input, SimpleGrid, Stack } from "@chakra-ui/react";
import { LuCheck, LuX } from "react-icons/lu";
import type { Dimensions, InspectionDetail, InspectionWork, PackagingChecks } from "@aql-portal/shared";
import type { InspectionOutbox } from "../outbox/inspection-outbox";
import { setPackaging } from "../outbox/local-work";
import { NumberField } from "./number-field";

const QUANTITY = { whole: true, max: MAX_QUANTITY } as const;
const CENTIMETRES = { whole: false, max: MAX_CENTIMETRES } as const;

export interface PackagingPanelProps {
  inspection: InspectionDetail;
  work: InspectionWork;
  editable: boolean;
  outbox: InspectionOutbox;
}

/** Carton and packaging checks: cartons, paper tape, carton and unit sizes, the quantity received. */
export function PackagingPanel({ inspection, work, editable, outbox }: PackagingPanelProps) {
  const packaging = work.packaging;
  const change = (patch: Partial<PackagingChecks>) =>
    outbox.update((current) => setPackaging(current, patch));
  // Two counts, checked alike: whole numbers up to ten million.
  const quantities = [
    {
      label: "Cartons counted",
      value: packaging.cartonCount,
      commit: (cartonCount: number | null) => change({ cartonCount }),
      helper:
        inspection.cartons === null
          ? undefined
          : `The order lists ${formatCount(inspection.cartons)} cartons.`,
    },
    {
      label: "Quantity received (units)",
      value: packaging.receivedQuantity,
      commit: (receivedQuantity: number | null) => change({ receivedQuantity }),
      helper: `The lot is ${formatCount(inspection.plan.lotSize)} units.`,
    },
  ];

  return (
    <Stack gap="8">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="6">
        {quantities.map((quantity) => (
          <NumberField
            key={quantity.label}
            label={quantity.label}
            value={quantity.value}
            onCommit={quantity.commit}
            whole
            max={QUANTITY.max}
            disabled={!editable}
            helper={quantity.helper}
          />
        ))}
      </SimpleGrid>

      <Fieldset.Root disabled={!editable}>
        <Fieldset.Legend fontWeight="medium" fontSize="md" color="fg" mb="2">
          Cartons sealed with paper tape
        </Fieldset.Legend>
        <HStack gap="3">
          {(
            [
              [true, "Yes", LuCheck],
              [false, "No", LuX],
            ] as const
          ).map(([answer, label, Icon]) => (
            <Button
              key={label}
              size="xl"
              minW="32"
              variant={packaging.paperTape === answer ? "solid" : "outline"}
              colorPalette={packaging.paperTape === answer ? (answer ? "green" : "red") : "gray"}
              aria-pressed={packaging.paperTape === answer}
              disabled={!editable}
              // A second tap on the chosen answer clears it: not checked yet.
              onClick={() => change({ paperTape: packaging.paperTape === answer ? null : answer })}
            >
              <Icon aria-hidden="true" />
              {label}
            </Button>
          ))}
        </HStack>
        <Fieldset.HelperText>
          {packaging.paperTape === null ? "Not checked yet." : "Tap the answer again to clear it."}
        </Fieldset.HelperText>
      </Fieldset.Root>

      <DimensionsField
        legend="Carton size (cm)"
        value={packaging.cartonDimensions}
        onCommit={(cartonDimensions) => change({ cartonDimensions })}
        disabled={!editable}
      />
      <DimensionsField
        legend="Unit size, folded and packed (cm)"
        value={packaging.unitDimensions}
        onCommit={(unitDimensions) => change({ unitDimensions })}
        disabled={!editable}
      />
    </Stack>
  );
}

const SIDES = [
  ["length", "Length"],
  ["width", "Width"],
  ["height", "Height"],
] as const;

type Drafts = Record<keyof Dimensions, string>;

const draftsOf = (value: Dimensions | null): Drafts => ({
  length: typedNumber(value?.length ?? null),
  width: typedNumber(value?.width ?? null),
  height: typedNumber(value?.height ?? null),
});

/** What three typed sides make: a size when all three are numbers, none when all are blank, else undecided. */
function dimensionsOf(drafts: Drafts): { value: Dimensions | null; complete: boolean } {
  const sides = SIDES.map(([side]) => parseTypedNumber(drafts[side], CENTIMETRES));
  if (sides.some((side) => side.problem !== null)) return { value: null, complete: false };
  const [length = null, width = null, height = null] = sides.map((side) => side.value);
  if (length === null && width === null && height === null) return { value: null, complete: true };
  if (length === null || width === null || height === null) return { value: null, complete: false };
  return { value: { length, width, height }, complete: true };
}

function DimensionsField({
  legend,
  value,
  onCommit,
  disabled,
}: {
  legend: string;
  value: Dimensions | null;
  onCommit: (value: Dimensions | null) => void;
  disabled: boolean;
}) {
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(value));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    // Changed from elsewhere (the conflict dialog): follow it unless the sides typed already say the same.
    setSeen(value);
    if (JSON.stringify(dimensionsOf(drafts).value) !== JSON.stringify(value)) setDrafts(draftsOf(value));
  }
  const { complete } = dimensionsOf(drafts);

  const type = (side: keyof Dimensions, text: string) => {
    const next = { ...drafts, [side]: text };
    setDrafts(next);
    const made = dimensionsOf(next);
    if (made.complete) onCommit(made.value);
  };

  return (
    <Fieldset.Root disabled={disabled} invalid={!complete}>
      <Fieldset.Legend fontSize="md" fontWeight="medium" color="fg" mb="2">
        {legend}
      </Fieldset.Legend>
      <SimpleGrid columns={3} gap="4" maxW="xl">
        {SIDES.map(([side, label]) => (
          <SideInput
            key={side}
            label={label}
            text={drafts[side]}
            onType={(text) => type(side, text)}
            disabled={disabled}
          />
        ))}
      </SimpleGrid>
      {complete ? null : (
        <Fieldset.ErrorText>Enter length, width and height in cm (e.g. 60, 40, 35.5).</Fieldset.ErrorText>
      )}
    </Fieldset.Root>
  );
}

function SideInput({
  label,
  text,
  onType,
  disabled,
}: {
  label: string;
  text: string;
  onType: (text: string) => void;
  disabled: boolean;
}) {
  const problem = parseTypedNumber(text, CENTIMETRES).problem;
  return (
    <Field.Root invalid={problem !== null} disabled={disabled}>
      <Field.Label fontSize="sm" color="fg.muted">
        {label}
      </Field.Label>
      <Input
        size="xl"
        bg="bg"
        inputMode="decimal"
        autoComplete="off"
        fontVariantNumeric="tabular-nums"
        value={text}
        onChange={(event) => onType(event.target.value)}
      />
      {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
    </Field.Root>
  );
}
