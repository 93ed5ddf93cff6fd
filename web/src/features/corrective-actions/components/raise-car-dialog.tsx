import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from "react";
import {
  Badge,
  Box,
  Button,
  chakra,
  Checkbox,
  Dialog,
  Fieldset,
  Flex,
  HStack,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import useSWR from "swr";
import {
  DEFAULT_CAR_SETTINGS,
  can,
  defaultDueDate,
  formatDay,
  isoDay,
  type CarPackagingCheck,
  type CorrectiveAction,
  type Inspection,
} from "@aql-portal/shared";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { DateInput } from "../../../components/ui/date-input";
import { FormField } from "../../../components/ui/form-field";
import { InspectionResultBadge } from "../../../components/ui/inspection-badges";
import { Modal, ModalActions, ModalHeader } from "../../../components/ui/modal";
import { Select } from "../../../components/ui/select";
import { notify } from "../../../components/ui/toaster";
import { TryAgainButton } from "../../../components/ui/try-again-button";
import { ApiRequestError, errorMessage } from "../../../lib/api-client";
import { useSession } from "../../../lib/auth/session-context";
import { fieldErrorsFromServer, focusFirstError } from "../../../lib/forms";
import { getInspectionDetail } from "../../../lib/inspections";
import { useToday } from "../../../lib/use-today";
import { useCarSettings } from "../api/car-settings";
import { useCarChanged } from "../api/car-cache";
import { useFailedLots } from "../api/list-failed-lots";
import { useCarOwners } from "../api/list-owners";
import { raiseCorrectiveAction } from "../api/raise-car";
import { SeverityBadge } from "../../../components/ui/severity-badge";
import { PhotoStrip, bySeverity } from "./defect-parts";
import { failedLotsRange, groupFailedLots, supplierStyleKey } from "./failed-lots";
import {
  checkRaise,
  defaultRequest,
  defectKey,
  toggleDefects,
  toggleLot,
  raiseFieldLabels,
  type RaiseErrors,
  type RaiseValues,
} from "./raise-values";
import { TextAreaField } from "./text-area-field";

/**
 * What a CAR is raised on: a supplier and style, and the lots known to start with (ticked), or the DC packaging
 * checks it is about (raised from a check, without lots).
 */
export interface RaiseSeed {
  supplier: { id: string; name: string };
  styleCode: string;
  styleName: string;
  /**
   * The report's lot, or the lots picked among the failed ones: offered, and ticked, beside the style's other
   * failed lots. None (a packaging check's request): no lots are offered.
   */
  lots: Inspection[];
  /** Packaging checks that found issues: named by the request as they are, not picked. */
  packagingChecks?: CarPackagingCheck[] | undefined;
  /** What is asked, to start with (the lots' default otherwise). */
  request?: string | undefined;
}

export interface RaiseCarDialogProps {
  /** Null closes the dialog. */
  seed: RaiseSeed | null;
  onClose: () => void;
  /** The new CAR (the dialog is done). */
  onRaised: (car: CorrectiveAction) => void;
}

/**
 * Raise a corrective action on lots not accepted of one supplier and style, or on a DC packaging check that found
 * issues: which lots and which of their defects (with counts and photos), or the check and its issues; what is
 * asked, by when, who follows it, and whether the next inspection verifies it.
 */
export function RaiseCarDialog({ seed, onClose, onRaised }: RaiseCarDialogProps) {
  // The last seed stays drawn while the dialog animates closed.
  const [shown, setShown] = useState(seed);
  if (seed && seed !== shown) setShown(seed);
  const [busy, setBusy] = useState(false);
  return (
    <Modal open={seed !== null} onClose={onClose} size="xl" busy={busy} onExitComplete={() => setShown(null)}>
      {shown ? <RaiseCarForm seed={shown} onBusy={setBusy} onRaised={onRaised} /> : null}
    </Modal>
  );
}

const OUTCOME = { action: "car-raise" };

function RaiseCarForm({
  seed,
  onBusy,
  onRaised,
}: {
  seed: RaiseSeed;
  onBusy: (busy: boolean) => void;
  onRaised: (car: CorrectiveAction) => void;
}) {
  const { t } = useLingui();
  const { user, role } = useSession();
  const labels = raiseFieldLabels();
  const userName = user.name;
  const now = useToday();
  const today = isoDay(now);
  const settings = useCarSettings(true);
  const dueDays = settings.data?.dueDays ?? DEFAULT_CAR_SETTINGS.dueDays;
  const mayPickOwner = can(role.name, "users:read");
  const owners = useCarOwners(mayPickOwner);
  const carChanged = useCarChanged();

  const packagingChecks = seed.packagingChecks ?? [];
  // Lots are offered when the request starts from lots; one raised on a packaging check is about the check.
  const withLots = seed.lots.length > 0;
  const [values, setValues] = useState<RaiseValues>(() => ({
    inspectionIds: seed.lots.map((lot) => lot.id),
    defects: [],
    packagingCheckIds: packagingChecks.map((check) => check.id),
    request: seed.request ?? defaultRequest(),
    dueDate: "",
    ownerId: user.id,
    verificationRequired: true,
  }));
  const [errors, setErrors] = useState<RaiseErrors>({});
  const [dateProblem, setDateProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Until a date is chosen, the tenant's default days from today (read from the settings when they arrive).
  const dueDate = values.dueDate || defaultDueDate(today, dueDays);

  const change = (next: RaiseValues, fields: readonly (keyof RaiseValues)[]) => {
    setValues(next);
    setErrors((current) => {
      const rest = { ...current };
      for (const field of fields) delete rest[field];
      return rest;
    });
  };

  const range = useMemo(() => failedLotsRange(now), [now]);
  const failed = useFailedLots(
    withLots ? { supplierId: seed.supplier.id, styleCode: seed.styleCode, ...range } : null,
  );
  const key = supplierStyleKey({ supplier: seed.supplier, product: { styleCode: seed.styleCode } });
  const offered = useMemo(
    () =>
      groupFailedLots([...seed.lots, ...(failed.data ?? [])]).find((group) => group.key === key)?.lots ?? [],
    [seed.lots, failed.data, key],
  );
  const ticked = offered.filter((lot) => values.inspectionIds.includes(lot.id));
  // How many defects each ticked lot's record holds, once read: a lot may have recorded none.
  const [recorded, setRecorded] = useState<Readonly<Record<string, number>>>({});
  const onRecorded = useCallback(
    (lotId: string, count: number) => setRecorded((current) => ({ ...current, [lotId]: count })),
    [],
  );
  const lotsRecordDefects = ticked.some((lot) => (recorded[lot.id] ?? 1) > 0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    setFailure(null);
    if (dateProblem) {
      focusFirstError(form);
      return;
    }
    const checked = checkRaise({ ...values, dueDate }, today, lotsRecordDefects);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(form);
      return;
    }
    setSubmitting(true);
    onBusy(true);
    try {
      const car = await raiseCorrectiveAction(checked.input);
      await carChanged(car);
      const reference = car.reference;
      const supplierName = car.supplier.name;
      const dueDay = formatDay(car.dueDate);
      notify(
        "success",
        t`${reference} asks ${supplierName} to answer by ${dueDay}.`,
        t`Corrective action raised`,
        OUTCOME,
      );
      onRaised(car);
    } catch (error) {
      setFailure(errorMessage(error));
      if (error instanceof ApiRequestError) {
        const fields = fieldErrorsFromServer(error.fieldErrors, labels).fields;
        setErrors(fields);
        if (Object.keys(fields).length > 0) focusFirstError(form);
      }
    } finally {
      setSubmitting(false);
      onBusy(false);
    }
  };

  const ownerOptions = (owners.data ?? []).map((owner) => {
    const ownerName = owner.name;
    return {
      value: owner.id,
      label: owner.id === user.id ? t`${ownerName} (you)` : `${owner.name} · ${owner.role.label}`,
    };
  });
  if (!ownerOptions.some((option) => option.value === user.id)) {
    ownerOptions.unshift({ value: user.id, label: t`${userName} (you)` });
  }

  return (
    <chakra.form display="contents" onSubmit={(event) => void submit(event)} noValidate>
      <ModalHeader title={t`Raise a corrective action`}>
        <Text fontSize="sm" color="fg.muted">
          <Text as="span" fontWeight="semibold" color="fg">
            {seed.supplier.name}
          </Text>{" "}
          · {seed.styleCode} {seed.styleName}
        </Text>
      </ModalHeader>
      <Dialog.Body>
        <Stack gap="5">
          {failure ? (
            <FailureAlert title={t`The corrective action could not be raised`} message={failure} />
          ) : null}

          {packagingChecks.length > 0 ? (
            <PackagingChecksNamed checks={packagingChecks} error={errors.packagingCheckIds} />
          ) : null}

          {withLots ? (
            <>
              <Fieldset.Root invalid={errors.inspectionIds !== undefined}>
                <Fieldset.Legend fontWeight="semibold" color="fg">
                  <Trans>Lots not accepted</Trans>
                </Fieldset.Legend>
                <Fieldset.HelperText>
                  <Trans>
                    One request covers lots of one supplier and style: tick every lot the defects were found
                    on.
                  </Trans>
                </Fieldset.HelperText>
                <Stack gap="1" mt="2">
                  {offered.map((lot) => (
                    <LotChoice
                      key={lot.id}
                      lot={lot}
                      checked={values.inspectionIds.includes(lot.id)}
                      onChange={(on) => change(toggleLot(values, lot.id, on), ["inspectionIds", "defects"])}
                    />
                  ))}
                  {failed.isLoading ? <Skeleton h="10" /> : null}
                  {failed.error ? (
                    <Text fontSize="sm" color="red.fg">
                      <Trans>The other failed lots of this style could not be read.</Trans>{" "}
                      <TryAgainButton inline onClick={() => void failed.mutate()} />
                    </Text>
                  ) : null}
                  {failed.data && offered.length <= seed.lots.length ? (
                    <Text fontSize="sm" color="fg.muted">
                      <Trans>No other lot of this style failed in the last year.</Trans>
                    </Text>
                  ) : null}
                </Stack>
                <Fieldset.ErrorText>{errors.inspectionIds}</Fieldset.ErrorText>
              </Fieldset.Root>

              <Fieldset.Root invalid={errors.defects !== undefined}>
                <Fieldset.Legend fontWeight="semibold" color="fg">
                  <Trans>Defects to correct</Trans>
                </Fieldset.Legend>
                <Fieldset.HelperText>
                  <Trans>
                    The supplier answers for the defects picked here; the next inspection checks they are
                    gone.
                  </Trans>
                </Fieldset.HelperText>
                <Stack gap="3" mt="2">
                  {ticked.length === 0 ? (
                    <Text fontSize="sm" color="fg.muted">
                      <Trans>Tick a lot to pick from its defects.</Trans>
                    </Text>
                  ) : (
                    ticked.map((lot) => (
                      <LotDefects
                        key={lot.id}
                        lot={lot}
                        picked={values.defects}
                        onToggle={(keys, on) => change(toggleDefects(values, keys, on), ["defects"])}
                        onRecorded={onRecorded}
                      />
                    ))
                  )}
                </Stack>
                <Fieldset.ErrorText>{errors.defects}</Fieldset.ErrorText>
              </Fieldset.Root>
            </>
          ) : null}

          <TextAreaField
            label={labels.request}
            required
            rows={4}
            maxLength={2000}
            value={values.request}
            error={errors.request}
            onChange={(request) => change({ ...values, request }, ["request"])}
          />

          <Flex gap="4" wrap="wrap" align="flex-start">
            <Box flex="1 1 200px">
              <DateInput
                label={labels.dueDate}
                value={dueDate}
                error={errors.dueDate}
                onChange={(chosen) => change({ ...values, dueDate: chosen }, ["dueDate"])}
                onProblemChange={setDateProblem}
              />
              <Text fontSize="sm" color="fg.muted" mt="1.5">
                {values.dueDate ? (
                  <Plural
                    value={dueDays}
                    one="The tenant's default is # day from today."
                    other="The tenant's default is # days from today."
                  />
                ) : (
                  <Plural
                    value={dueDays}
                    one="# day from today, the tenant's default."
                    other="# days from today, the tenant's default."
                  />
                )}
              </Text>
            </Box>
            <Box flex="1 1 260px">
              <FormField label={labels.ownerId} error={errors.ownerId}>
                {mayPickOwner ? (
                  <Select
                    size="md"
                    value={values.ownerId}
                    onChange={(ownerId) => change({ ...values, ownerId }, ["ownerId"])}
                    options={ownerOptions}
                  />
                ) : (
                  <Text py="2">
                    <Trans>{userName} (you)</Trans>
                  </Text>
                )}
              </FormField>
              {owners.error ? (
                <Text fontSize="sm" color="red.fg" mt="1.5">
                  <Trans>The reviewers and client managers could not be read: you follow it.</Trans>{" "}
                  <TryAgainButton inline onClick={() => void owners.mutate()} />
                </Text>
              ) : null}
            </Box>
          </Flex>

          <Checkbox.Root
            checked={values.verificationRequired}
            onCheckedChange={(details) =>
              change({ ...values, verificationRequired: details.checked === true }, ["verificationRequired"])
            }
            colorPalette="brand"
            alignItems="flex-start"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>
              <Trans>Verify at the next inspection</Trans>
              <Text as="span" display="block" fontWeight="normal" color="fg.muted" fontSize="sm">
                {withLots ? (
                  <Trans>
                    Once the answer is accepted, the inspector of the supplier's next lot of this style checks
                    the defects are gone. Untick to close the request when its answer is accepted.
                  </Trans>
                ) : (
                  <Trans>
                    Once the answer is accepted, the inspector of the supplier's next lot of this style checks
                    the issues are gone. Untick to close the request when its answer is accepted.
                  </Trans>
                )}
              </Text>
            </Checkbox.Label>
          </Checkbox.Root>
        </Stack>
      </Dialog.Body>
      <ModalActions
        submitLabel={t`Raise corrective action`}
        submitting={submitting}
        submittingLabel={t`Raising`}
      />
    </chakra.form>
  );
}

/** The packaging checks the request is about, each with its booking, day, centre and the issues it found. */
function PackagingChecksNamed({
  checks,
  error,
}: {
  checks: readonly CarPackagingCheck[];
  error?: string | undefined;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const checkCount = checks.length;
  return (
    <Box role="group" aria-labelledby={headingId}>
      <Text id={headingId} fontWeight="semibold">
        <Plural value={checkCount} one="Packaging check" other="Packaging checks" />
      </Text>
      <Text fontSize="sm" color="fg.muted">
        <Trans>The supplier answers for the issues the DC found; the request names them.</Trans>
      </Text>
      <Stack gap="2" mt="2">
        {checks.map((check) => {
          const bookingReference = check.bookingReference;
          const checkedDay = formatDay(check.checkedDay);
          const centre = check.centre;
          return (
            <Box key={check.id} borderWidth="1px" borderRadius="md" px="3" py="2">
              <Text fontWeight="semibold">
                <Trans>
                  Booking {bookingReference}
                  <Text as="span" fontWeight="normal" color="fg.muted" fontSize="sm">
                    {" "}
                    · checked {checkedDay} at {centre}
                  </Text>
                </Trans>
              </Text>
              <Flex
                as="ul"
                listStyleType="none"
                m="0"
                p="0"
                mt="1.5"
                gap="1.5"
                wrap="wrap"
                aria-label={t`Issues`}
              >
                {check.issues.map((issue) => (
                  <Box as="li" key={issue}>
                    <Badge colorPalette="red" variant="subtle">
                      {issue}
                    </Badge>
                  </Box>
                ))}
              </Flex>
            </Box>
          );
        })}
      </Stack>
      {error ? (
        <Text fontSize="sm" color="red.fg" mt="1.5">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}

function LotChoice({
  lot,
  checked,
  onChange,
}: {
  lot: Inspection;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const delivered = formatDay(lot.deliveryDate);
  const colourName = lot.colour.name;
  const defectCount = lot.totalDefects;
  const defectsFound = plural(defectCount, { one: "# defect found", other: "# defects found" });
  const clientDecision = lot.clientDecision;
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
      colorPalette="brand"
      px="3"
      py="2"
      borderWidth="1px"
      borderRadius="md"
      borderColor={checked ? "brand.muted" : "border"}
      bg={checked ? "brand.subtle" : "bg"}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label flex="1" fontWeight="normal">
        <Flex gap="2" align="center" wrap="wrap">
          <Text as="span" fontWeight="semibold">
            {lot.inspectionNumber}
          </Text>
          <InspectionResultBadge result={lot.result} />
          <Text as="span" color="fg.muted" fontSize="sm">
            <Trans>
              delivered {delivered} · {colourName} · {defectsFound} · {clientDecision}
            </Trans>
          </Text>
        </Flex>
      </Checkbox.Label>
    </Checkbox.Root>
  );
}

/** One ticked lot's defects, read from its record, each a tick box with its count and photos. */
function LotDefects({
  lot,
  picked,
  onToggle,
  onRecorded,
}: {
  lot: Inspection;
  picked: readonly string[];
  onToggle: (keys: readonly string[], ticked: boolean) => void;
  /** How many defects the lot's record holds, once it is read. */
  onRecorded: (lotId: string, count: number) => void;
}) {
  const { t } = useLingui();
  const inspectionNumber = lot.inspectionNumber;
  const detail = useSWR(["car-lot", lot.id], ([, id]: [string, string]) => getInspectionDetail(id), {
    revalidateOnFocus: false,
  });
  const count = detail.data?.work.defects.length;
  useEffect(() => {
    if (count !== undefined) onRecorded(lot.id, count);
  }, [lot.id, count, onRecorded]);
  const defects = useMemo(
    () => [...(detail.data?.work.defects ?? [])].sort(bySeverity),
    [detail.data?.work.defects],
  );
  const keys = defects.map((defect) => defectKey(lot.id, defect.id));
  const problem = detail.error instanceof Error ? detail.error.message : "";
  const allPicked = keys.length > 0 && keys.every((key) => picked.includes(key));

  return (
    <Box
      borderWidth="1px"
      borderRadius="md"
      p="3"
      role="group"
      aria-label={t`Defects of ${inspectionNumber}`}
    >
      <Flex justify="space-between" align="center" gap="2" mb="2">
        <Text fontWeight="semibold" fontSize="sm">
          {lot.inspectionNumber}
        </Text>
        {keys.length > 1 ? (
          <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => onToggle(keys, !allPicked)}>
            {allPicked ? <Trans>Untick all</Trans> : <Trans>Tick all</Trans>}
          </Button>
        ) : null}
      </Flex>
      {detail.data ? (
        defects.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            <Trans>No defect was recorded on this lot.</Trans>
          </Text>
        ) : (
          <Stack gap="2">
            {defects.map((defect) => {
              const key = defectKey(lot.id, defect.id);
              const unitCount = defect.count;
              const units = plural(unitCount, { one: "# unit", other: "# units" });
              return (
                <Checkbox.Root
                  key={defect.id}
                  checked={picked.includes(key)}
                  onCheckedChange={(details) => onToggle([key], details.checked === true)}
                  colorPalette="brand"
                  alignItems="flex-start"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control mt="1" />
                  <Checkbox.Label fontWeight="normal" flex="1">
                    <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
                      <Box>
                        <HStack gap="2" wrap="wrap">
                          <Text as="span" fontWeight="medium">
                            {defect.defectName}
                          </Text>
                          <SeverityBadge severity={defect.severity} />
                        </HStack>
                        <Text fontSize="sm" color="fg.muted">
                          {defect.defectCode} · {defect.category} · {units}
                        </Text>
                      </Box>
                      <PhotoStrip
                        photoIds={defect.photoIds}
                        urls={detail.data?.photoUrls ?? {}}
                        defectName={defect.defectName}
                        max={4}
                      />
                    </Flex>
                  </Checkbox.Label>
                </Checkbox.Root>
              );
            })}
          </Stack>
        )
      ) : detail.error ? (
        <Text fontSize="sm" color="red.fg">
          <Trans>The lot's defects could not be read: {problem}</Trans>{" "}
          <TryAgainButton inline onClick={() => void detail.mutate()} />
        </Text>
      ) : (
        <Stack gap="2" aria-busy="true">
          <Skeleton h="8" />
          <Skeleton h="8" />
        </Stack>
      )}
    </Box>
  );
}
