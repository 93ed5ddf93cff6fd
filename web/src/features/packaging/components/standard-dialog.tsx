import { useState, type FormEvent } from "react";
import {
  Button,
  Checkbox,
  CloseButton,
  Fieldset,
  Grid,
  Input,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { LuPlus } from "react-icons/lu";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSWRConfig } from "swr";
import {
  messages,
  NO_TYPED_SIDES,
  SIZE_SIDES,
  type Dimensions,
  type PackagingStandard,
} from "@aql-portal/shared";
import { DialogForm } from "../../../components/ui/dialog-form";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { TextField } from "../../../components/ui/form-field";
import { Modal } from "../../../components/ui/modal";
import { notify } from "../../../components/ui/toaster";
import { StaleAlert } from "../../../components/ui/stale-alert";
import { ApiRequestError, errorMessage } from "../../../lib/api-client";
import { fieldErrorsFromServer, focusFirstError, useFormFields } from "../../../lib/forms";
import { STANDARD_KEY } from "../api/get-standard";
import { updatePackagingStandard } from "../api/update-standard";
import { SidesField } from "./sides-field";
import {
  checkStandardForm,
  standardFieldLabels,
  standardFormValues,
  type BoxRow,
  type StandardFormValues,
} from "./standard-form-values";

const MAX_BOXES = 20;
const OUTCOME = { action: "packaging-standard" };

export interface StandardDialogProps {
  open: boolean;
  standard: PackagingStandard;
  onClose: () => void;
  /** Reads the standard again (after someone else changed it). */
  onReload: () => void;
}

/** Administrators change the tenant's packaging standard: every threshold the results use (If-Match). */
export function StandardDialog({ open, standard, onClose, onReload }: StandardDialogProps) {
  const [submitting, setSubmitting] = useState(false);
  return (
    <Modal open={open} onClose={onClose} busy={submitting} size="lg">
      {/* A reloaded version starts the form again from what is stored now. */}
      <StandardForm
        key={standard.etag}
        standard={standard}
        onClose={onClose}
        onReload={onReload}
        submitting={submitting}
        setSubmitting={setSubmitting}
      />
    </Modal>
  );
}

function StandardForm({
  standard,
  onClose,
  onReload,
  submitting,
  setSubmitting,
}: Omit<StandardDialogProps, "open"> & { submitting: boolean; setSubmitting: (on: boolean) => void }) {
  const { t } = useLingui();
  const { mutate } = useSWRConfig();
  const { values, errors, setErrors, bind, change } = useFormFields<StandardFormValues>(() =>
    standardFormValues(standard),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [nextKey, setNextKey] = useState(0);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const checked = checkStandardForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(form);
      return;
    }
    setErrors({});
    setFailure(null);
    setSubmitting(true);
    updatePackagingStandard(checked.input, standard.etag)
      .then(async (saved) => {
        await mutate(STANDARD_KEY, saved, { revalidate: false });
        notify(
          "success",
          t`Results are worked out against it from now on.`,
          t`Packaging standard saved`,
          OUTCOME,
        );
        onClose();
      })
      .catch((error: unknown) => {
        if (error instanceof ApiRequestError && error.status === 412) {
          setStale(true);
          return;
        }
        if (error instanceof ApiRequestError && error.message === messages.noChangesDetected) {
          notify("info", messages.noChangesDetected, undefined, OUTCOME);
          onClose();
          return;
        }
        setFailure(errorMessage(error));
        if (error instanceof ApiRequestError) {
          setErrors(fieldErrorsFromServer(error.fieldErrors, standardFieldLabels()).fields);
          focusFirstError(form);
        }
      })
      .finally(() => setSubmitting(false));
  };

  /** A side of a box's row, as a screen reader names its box: "Box 2: width (cm)". */
  const boxSideLabel = (boxNumber: number, side: keyof Dimensions) => {
    switch (side) {
      case "length":
        return t`Box ${boxNumber}: length (cm)`;
      case "width":
        return t`Box ${boxNumber}: width (cm)`;
      case "height":
        return t`Box ${boxNumber}: height (cm)`;
    }
  };

  const boxes = values.standardBoxes;
  const setBoxes = (next: readonly BoxRow[]) => change("standardBoxes", next);
  const setBox = (key: string, patch: Partial<BoxRow>) =>
    setBoxes(boxes.map((box) => (box.key === key ? { ...box, ...patch } : box)));
  const addBox = () => {
    setBoxes([...boxes, { key: `new-${nextKey}`, code: "", sides: NO_TYPED_SIDES }]);
    setNextKey(nextKey + 1);
  };

  return (
    <DialogForm
      title={t`Packaging standard`}
      intro={t`Every check's results are worked out against these thresholds: the DCs' checks and the inspectors' packaging panel alike.`}
      onSubmit={submit}
      submitting={submitting}
      submitLabel={t`Save the standard`}
      submittingLabel={t`Saving`}
    >
      <Stack gap="5">
        {stale ? (
          <StaleAlert title={t`Someone changed the standard meanwhile.`} onReload={onReload}>
            <Trans>Reload it to see their change; what you typed here is replaced.</Trans>
          </StaleAlert>
        ) : null}
        {failure ? <FailureAlert title={t`The standard could not be saved`} message={failure} /> : null}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField
            label={t`Quantity tolerance (%)`}
            inputMode="decimal"
            helper={t`Received within ± this much of the PO quantity is accurate.`}
            {...bind("quantityTolerancePercent")}
          />
          <TextField
            label={t`Minimum fill (%)`}
            inputMode="decimal"
            helper={t`Cartons holding less of what would fit are underfilled.`}
            {...bind("minFillPercent")}
          />
        </SimpleGrid>
        <Checkbox.Root
          checked={values.paperTapeRequired}
          onCheckedChange={(details) => change("paperTapeRequired", details.checked === true)}
          colorPalette="brand"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <Trans>Paper tape is required: plastic tape is an issue</Trans>
          </Checkbox.Label>
        </Checkbox.Root>
        <SidesField
          legend={t`Largest carton allowed (cm)`}
          helper={t`No side may be longer than the matching side of this, largest to largest.`}
          {...bind("maxCarton")}
        />
        <Fieldset.Root invalid={errors.standardBoxes !== undefined}>
          <Fieldset.Legend fontSize="sm" fontWeight="medium" color="fg" mb="1.5">
            <Trans>Standard boxes (cm)</Trans>
          </Fieldset.Legend>
          <Stack gap="2">
            <Grid templateColumns="5rem repeat(3, minmax(0, 1fr)) 2rem" gap="2" aria-hidden="true">
              {[t`Code`, ...SIZE_SIDES.map(([, label]) => label)].map((label) => (
                <Text key={label} fontSize="xs" color="fg.muted">
                  {label}
                </Text>
              ))}
            </Grid>
            {boxes.map((box, index) => {
              const boxNumber = index + 1;
              const boxName = box.code || boxNumber;
              return (
                <Grid
                  key={box.key}
                  templateColumns="5rem repeat(3, minmax(0, 1fr)) 2rem"
                  gap="2"
                  alignItems="center"
                >
                  <Input
                    size="sm"
                    aria-label={t`Box ${boxNumber}: code`}
                    maxLength={10}
                    value={box.code}
                    onChange={(event) => setBox(box.key, { code: event.target.value })}
                  />
                  {SIZE_SIDES.map(([side]) => (
                    <Input
                      key={side}
                      size="sm"
                      inputMode="decimal"
                      aria-label={boxSideLabel(boxNumber, side)}
                      value={box.sides[side]}
                      onChange={(event) =>
                        setBox(box.key, { sides: { ...box.sides, [side]: event.target.value } })
                      }
                    />
                  ))}
                  <CloseButton
                    size="xs"
                    aria-label={t`Take off box ${boxName}`}
                    onClick={() => setBoxes(boxes.filter((other) => other.key !== box.key))}
                  />
                </Grid>
              );
            })}
            <Button
              size="sm"
              variant="ghost"
              colorPalette="brand"
              alignSelf="flex-start"
              onClick={addBox}
              disabled={boxes.length >= MAX_BOXES}
            >
              <LuPlus aria-hidden="true" />
              <Trans>Add a box</Trans>
            </Button>
          </Stack>
          <Fieldset.ErrorText>{errors.standardBoxes}</Fieldset.ErrorText>
        </Fieldset.Root>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" alignItems="flex-start">
          <TextField
            label={t`Box tolerance (cm)`}
            inputMode="decimal"
            helper={t`A carton within this of a box on every side is that box.`}
            {...bind("boxToleranceCm")}
          />
          <Checkbox.Root
            checked={values.standardBoxRequired}
            onCheckedChange={(details) => change("standardBoxRequired", details.checked === true)}
            colorPalette="brand"
            mt={{ sm: "7" }}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <Trans>A carton that is none of them is an issue</Trans>
            </Checkbox.Label>
          </Checkbox.Root>
        </SimpleGrid>
      </Stack>
    </DialogForm>
  );
}
