import { useState, type FormEvent, type ReactNode } from "react";
import {
  Box,
  Button,
  chakra,
  Drawer,
  Fieldset,
  Flex,
  HStack,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { LuCheck, LuX } from "react-icons/lu";
import { Trans, useLingui } from "@lingui/react/macro";
import { MAX_BOOKING_REFERENCE_LENGTH, type PackagingCheckInput } from "@aql-portal/shared";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { FormField, TextField } from "../../../components/ui/form-field";
import { PressedButton } from "../../../components/ui/pressed-button";
import { Select } from "../../../components/ui/select";
import { DrawerClose } from "../../../components/ui/side-drawer";
import { useSession } from "../../../lib/auth/session-context";
import { focusFirstError, useFormFields } from "../../../lib/forms";
import { useMetaList } from "../../../lib/reference-data";
import { usePackagingStandard } from "../api/get-standard";
import {
  checkCheckForm,
  liveOutcome,
  readMeasurements,
  typingProblems,
  type CheckFieldErrors,
  type CheckFormValues,
} from "./check-form-values";
import { OutcomeSummary } from "./outcome-summary";
import { issueLabel, ResultBadge } from "./packaging-text";
import { PoLinesPicker } from "./po-lines-picker";
import { SidesField } from "./sides-field";

/** Why a save failed: the fields the server named, and what to say above the form. */
export interface CheckFormFailure {
  fields: CheckFieldErrors;
  title: string;
  message: string;
}

export interface CheckFormProps {
  title: string;
  /** What is being checked or corrected, under the title. */
  subtitle?: string;
  initial: CheckFormValues;
  submitLabel: string;
  /** Sends the check; resolves with why it failed, or nothing once saved (the form is then closed). */
  onSubmit: (input: PackagingCheckInput) => Promise<CheckFormFailure | undefined>;
  onCancel: () => void;
  /** Above the fields, e.g. that the check changed meanwhile. */
  notice?: ReactNode;
}

/**
 * Recording (or correcting) a delivery's packaging check, in a side drawer: the DC, the booking, the PO lines,
 * then the measurements, with the outcome worked out as they are typed, against the tenant's standard, with the
 * shared rule the server applies when the check is saved.
 */
export function CheckForm({
  title,
  subtitle,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  notice,
}: CheckFormProps) {
  const { t } = useLingui();
  const { user } = useSession();
  const centres = useMetaList("tenant-centres");
  const standard = usePackagingStandard();
  const { values, errors, setErrors, bind } = useFormFields<CheckFormValues>(initial);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<CheckFormFailure | null>(null);

  // Until a DC is chosen, it is the first at the user's own location.
  const myLocations = new Set(user.locations.map((location) => location.id));
  const suggestedCentre = centres.data?.find((centre) => myLocations.has(centre.locationId))?.id ?? "";
  const form = { ...values, centreId: values.centreId || suggestedCentre };
  const typing = typingProblems(form);
  const shown = (field: keyof CheckFormValues) => errors[field] ?? typing[field];
  const outcome = standard.data ? liveOutcome(form, standard.data) : null;
  const standardError = standard.error?.message;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const element = event.currentTarget;
    const checked = checkCheckForm(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(element);
      return;
    }
    setErrors({});
    setFailure(null);
    setSubmitting(true);
    void onSubmit(checked.input)
      .then((failed) => {
        if (!failed) return;
        setFailure(failed);
        setErrors(failed.fields);
        if (Object.keys(failed.fields).length > 0) focusFirstError(element);
      })
      .finally(() => setSubmitting(false));
  };

  return (
    <chakra.form onSubmit={submit} noValidate display="contents" aria-label={title}>
      <Drawer.Header borderBottomWidth="1px" pe="14" flexDirection="column" alignItems="stretch" gap="1">
        <Drawer.Title>{title}</Drawer.Title>
        {subtitle ? (
          <Text color="fg.muted" fontSize="sm">
            {subtitle}
          </Text>
        ) : null}
      </Drawer.Header>
      <Drawer.Body py="5">
        <Stack gap="5">
          {notice}
          {failure ? <FailureAlert title={failure.title} message={failure.message} /> : null}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label={t`DC`} required error={shown("centreId")}>
              <Select
                size="md"
                value={form.centreId}
                onChange={bind("centreId").onChange}
                placeholder={centres.isLoading ? t`Loading the DCs…` : t`Choose the DC`}
                placeholderDisabled
                options={(centres.data ?? []).map((centre) => ({
                  value: centre.id,
                  label: `${centre.code} · ${centre.name}`,
                }))}
              />
            </FormField>
            <TextField
              label={t`Booking reference`}
              required
              maxLength={MAX_BOOKING_REFERENCE_LENGTH}
              helper={t`As on the delivery's booking.`}
              {...bind("bookingReference")}
            />
          </SimpleGrid>
          <PoLinesPicker {...bind("lines")} />
          <Box borderTopWidth="1px" />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField
              label={t`Cartons counted`}
              inputMode="numeric"
              maxLength={12}
              {...bind("cartonCount")}
              error={shown("cartonCount")}
            />
            <TextField
              label={t`Units received`}
              inputMode="numeric"
              maxLength={12}
              {...bind("receivedQuantity")}
              error={shown("receivedQuantity")}
            />
          </SimpleGrid>
          <PaperTapeField {...bind("paperTape")} />
          <SidesField
            legend={t`Carton size (cm)`}
            {...bind("cartonDimensions")}
            error={shown("cartonDimensions")}
          />
          <SidesField
            legend={t`Unit size, folded and packed (cm)`}
            {...bind("unitDimensions")}
            error={shown("unitDimensions")}
          />
          {outcome ? (
            <OutcomeSummary
              title={t`Result so far`}
              outcome={outcome}
              cartonMeasured={readMeasurements(form).checks.cartonDimensions !== null}
              note={t`Worked out as you type, against the packaging standard; worked out again when the check is saved.`}
            />
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {standard.error
                ? t`The packaging standard could not be read (${standardError}): the result is worked out when the check is saved.`
                : t`Reading the packaging standard…`}
            </Text>
          )}
        </Stack>
      </Drawer.Body>
      <Drawer.Footer borderTopWidth="1px" justifyContent="space-between" gap="3" flexWrap="wrap">
        <HStack gap="2" minW="0" flex="1" aria-live="polite" aria-label={t`Result so far`}>
          {outcome ? (
            <>
              <ResultBadge result={outcome.complianceResult} />
              <Text fontSize="sm" color="fg.muted" truncate>
                {outcome.suggestedIssue ? issueLabel(outcome.suggestedIssue) : t`No issue so far`}
              </Text>
            </>
          ) : null}
        </HStack>
        <Flex gap="3">
          <Button type="button" variant="outline" onClick={onCancel} disabled={submitting}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" colorPalette="brand" loading={submitting} loadingText={t`Saving`}>
            {submitLabel}
          </Button>
        </Flex>
      </Drawer.Footer>
      <DrawerClose />
    </chakra.form>
  );
}

/** Paper or plastic tape, or not checked yet: pressing the chosen answer again clears it. */
function PaperTapeField({
  value,
  onChange,
}: {
  value: boolean | null;
  onChange: (value: boolean | null) => void;
}) {
  const { t } = useLingui();
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="sm" fontWeight="medium" color="fg" mb="1.5">
        <Trans>Cartons sealed with</Trans>
      </Fieldset.Legend>
      <HStack gap="2">
        {(
          [
            [true, t`Paper tape`, LuCheck],
            [false, t`Plastic tape`, LuX],
          ] as const
        ).map(([answer, label, Icon]) => (
          <PressedButton
            key={String(answer)}
            size="sm"
            pressed={value === answer}
            onClick={() => onChange(value === answer ? null : answer)}
          >
            <Icon aria-hidden="true" />
            {label}
          </PressedButton>
        ))}
      </HStack>
      <Fieldset.HelperText>
        {value === null ? t`Not checked yet.` : t`Press the answer again to clear it.`}
      </Fieldset.HelperText>
    </Fieldset.Root>
  );
}
