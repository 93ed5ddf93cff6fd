import {
  formatCount,
  parseTypedNumber,
  parseTypedSides,
  SIZE_SIDES,
  TYPED_CENTIMETRES,
  TYPED_COUNT,
  typedSides,
  type TypedSides,
} from "@aql-portal/shared";
import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Field, Fieldset, HStack, Input, SimpleGrid, Stack } from "@chakra-ui/react";
import { LuCheck, LuX } from "react-icons/lu";
import type { Dimensions, InspectionDetail, InspectionWork, PackagingChecks } from "@aql-portal/shared";
import type { InspectionOutbox } from "../outbox/inspection-outbox";
import { setPackaging } from "../outbox/local-work";
import { NumberField } from "./number-field";

export interface PackagingPanelProps {
  inspection: InspectionDetail;
  work: InspectionWork;
  editable: boolean;
  outbox: InspectionOutbox;
}

/** Carton and packaging checks: cartons, paper tape, carton and unit sizes, the quantity received. */
export function PackagingPanel({ inspection, work, editable, outbox }: PackagingPanelProps) {
  const { t } = useLingui();
  const packaging = work.packaging;
  const cartons = inspection.cartons === null ? null : formatCount(inspection.cartons);
  const lotSize = formatCount(inspection.plan.lotSize);
  const change = (patch: Partial<PackagingChecks>) =>
    outbox.update((current) => setPackaging(current, patch));
  // Two counts, checked alike: whole numbers up to ten million.
  const quantities = [
    {
      label: t`Cartons counted`,
      value: packaging.cartonCount,
      commit: (cartonCount: number | null) => change({ cartonCount }),
      helper: cartons === null ? undefined : t`The order lists ${cartons} cartons.`,
    },
    {
      label: t`Quantity received (units)`,
      value: packaging.receivedQuantity,
      commit: (receivedQuantity: number | null) => change({ receivedQuantity }),
      helper: t`The lot is ${lotSize} units.`,
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
            max={TYPED_COUNT.max}
            disabled={!editable}
            helper={quantity.helper}
          />
        ))}
      </SimpleGrid>

      <Fieldset.Root disabled={!editable}>
        <Fieldset.Legend fontWeight="medium" fontSize="md" color="fg" mb="2">
          <Trans>Cartons sealed with paper tape</Trans>
        </Fieldset.Legend>
        <HStack gap="3">
          {(
            [
              [true, t`Yes`, LuCheck],
              [false, t`No`, LuX],
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
          {packaging.paperTape === null ? (
            <Trans>Not checked yet.</Trans>
          ) : (
            <Trans>Tap the answer again to clear it.</Trans>
          )}
        </Fieldset.HelperText>
      </Fieldset.Root>

      <DimensionsField
        legend={t`Carton size (cm)`}
        value={packaging.cartonDimensions}
        onCommit={(cartonDimensions) => change({ cartonDimensions })}
        disabled={!editable}
      />
      <DimensionsField
        legend={t`Unit size, folded and packed (cm)`}
        value={packaging.unitDimensions}
        onCommit={(unitDimensions) => change({ unitDimensions })}
        disabled={!editable}
      />
    </Stack>
  );
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
  const [drafts, setDrafts] = useState<TypedSides>(() => typedSides(value));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    // Changed from elsewhere (the conflict dialog): follow it unless the sides typed already say the same.
    setSeen(value);
    if (JSON.stringify(parseTypedSides(drafts).value) !== JSON.stringify(value)) setDrafts(typedSides(value));
  }
  const { problem } = parseTypedSides(drafts);

  const type = (side: keyof Dimensions, text: string) => {
    const next = { ...drafts, [side]: text };
    setDrafts(next);
    const made = parseTypedSides(next);
    if (made.problem === null) onCommit(made.value);
  };

  return (
    <Fieldset.Root disabled={disabled} invalid={problem !== null}>
      <Fieldset.Legend fontSize="md" fontWeight="medium" color="fg" mb="2">
        {legend}
      </Fieldset.Legend>
      <SimpleGrid columns={3} gap="4" maxW="xl">
        {SIZE_SIDES.map(([side, label]) => (
          <SideInput
            key={side}
            label={label}
            text={drafts[side]}
            onType={(text) => type(side, text)}
            disabled={disabled}
          />
        ))}
      </SimpleGrid>
      {problem ? <Fieldset.ErrorText>{problem}</Fieldset.ErrorText> : null}
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
  const problem = parseTypedNumber(text, TYPED_CENTIMETRES).problem;
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
