import { useState, type FormEvent, type ReactNode } from "react";
import { Box, chakra, Dialog, Flex, Heading, HStack, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { DateInput } from "../../../components/ui/date-input";
import { FormField, TextField } from "../../../components/ui/form-field";
import { Modal, ModalActions, ModalHeader } from "../../../components/ui/modal";
import { Select, type SelectOption } from "../../../components/ui/select";
import { LuArrowRight } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import {
  InspectionLevelIdSchema,
  SWITCHING_CLASSES,
  messages,
  type Inspection,
  type InspectionPlan,
  type Inspector,
  type MetaItem,
  formatCount,
  formatDay,
  discontinuedRefusal,
} from "@aql-portal/shared";
import { InspectionStatusBadge, statusLabel } from "../../../components/ui/inspection-badges";
import { InspectionNumberLine } from "../../../components/ui/inspection-identity";
import { notify } from "../../../components/ui/toaster";
import { StaleAlert } from "../../../components/ui/stale-alert";
import { ApiRequestError, errorMessage } from "../../../lib/api-client";
import { inspectionAction } from "../../../lib/inspections";
import { CLASS_LABELS, planClassTable } from "../../../lib/plan-tables";
import { useMetaList } from "../../../lib/reference-data";
import {
  severitiesIn,
  supplierSwitchingPath,
  useSupplierTables,
  type SupplierTables,
} from "../../../lib/supplier-switching";
import { getInspection } from "../api/get-inspection";
import { useInspectors } from "../api/list-inspectors";
import { updateInspection } from "../api/update-inspection";
import {
  changesOf,
  editableParts,
  fieldLabels,
  formValuesOf,
  previewPlan,
  statusAfter,
  updateOutcomeMessages,
  type InspectionFormErrors,
  type InspectionFormField,
  type InspectionFormValues,
} from "./inspection-form-values";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { TryAgainButton } from "../../../components/ui/try-again-button";
import { fieldErrorsFromServer, focusFirstError, useFormFields } from "../../../lib/forms";

export interface EditInspectionDialogProps {
  /** The row being edited; null closes the dialog. */
  inspection: Inspection | null;
  onClose: () => void;
  /** The server's answer after a save (the dialog is done). */
  onSaved: (inspection: Inspection) => void;
  /** The latest version, read again after someone else changed it (the dialog stays open). */
  onReloaded: (inspection: Inspection) => void;
}

/** Edit an inspection's planning fields and records, from its row's action menu. */
export function EditInspectionDialog({
  inspection,
  onClose,
  onSaved,
  onReloaded,
}: EditInspectionDialogProps) {
  // The last row opened stays drawn while the dialog animates closed.
  const [shown, setShown] = useState(inspection);
  if (inspection && inspection !== shown) setShown(inspection);
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={inspection !== null}
      onClose={onClose}
      size="lg"
      busy={busy}
      onExitComplete={() => setShown(null)}
    >
      {shown ? (
        <EditInspectionForm
          // A new version of the row starts the form again (an edit reopened straight after a save, before the
          // dialog finished closing, would otherwise keep the version the save replaced, and its etag).
          key={`${shown.id}:${shown.etag}`}
          initial={shown}
          onSaved={onSaved}
          onReloaded={onReloaded}
          onBusy={setBusy}
        />
      ) : null}
    </Modal>
  );
}

type DateField = "inspectionDate" | "sampleReceivedDate";

interface EditInspectionFormProps extends Pick<EditInspectionDialogProps, "onSaved" | "onReloaded"> {
  initial: Inspection;
  onBusy: (busy: boolean) => void;
}

function EditInspectionForm({ initial, onSaved, onReloaded, onBusy }: EditInspectionFormProps) {
  const { t } = useLingui();
  const labels = fieldLabels();
  // The version the form edits: the row's, or the one read again after someone else changed it.
  const [base, setBase] = useState(initial);
  const { values, setValues, errors, setErrors, change, bind } = useFormFields<InspectionFormValues>(() =>
    formValuesOf(initial),
  );
  // What is typed into a date field that is not (yet) a date: the form is not saved while there is any.
  const [dateProblems, setDateProblems] = useState<Partial<Record<DateField, string>>>({});
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);
  const [stale, setStale] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [reloading, setReloading] = useState(false);
  const parts = editableParts(base.status);
  const levels = useMetaList("inspection-levels");
  const controlPoints = useMetaList("control-points");
  const inspectors = useInspectors();

  const busy = submitting || reloading;
  const outcome = { action: inspectionAction(base.id) };
  const changeLevel = (value: string) => {
    const level = InspectionLevelIdSchema.safeParse(value);
    if (level.success) change("level", level.data);
  };

  const working = async (task: () => Promise<void>, setFlag: (on: boolean) => void) => {
    setFlag(true);
    onBusy(true);
    try {
      await task();
    } finally {
      setFlag(false);
      onBusy(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    setFailure(null);
    if (Object.values(dateProblems).some(Boolean)) {
      focusFirstError(form);
      return;
    }
    const checked = changesOf(base, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(form);
      return;
    }
    setErrors({});
    if (Object.keys(checked.change).length === 0) {
      notify("info", messages.noChangesDetected, undefined, outcome);
      return;
    }
    const words = updateOutcomeMessages(checked.change);
    await working(async () => {
      try {
        const saved = await updateInspection(base, checked.change);
        notify("success", words.success, undefined, outcome);
        onSaved(saved);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 412) {
          setStale(true);
          return;
        }
        if (error instanceof ApiRequestError && error.message === messages.noChangesDetected) {
          notify("info", messages.noChangesDetected, undefined, outcome);
          return;
        }
        const message = errorMessage(error);
        setFailure({ title: words.failure, message });
        if (error instanceof ApiRequestError) {
          const fieldErrors: InspectionFormErrors = fieldErrorsFromServer(error.fieldErrors, labels).fields;
          setErrors(fieldErrors);
          if (Object.keys(fieldErrors).length > 0) focusFirstError(form);
        }
      }
    }, setSubmitting);
  };

  const reload = () =>
    working(async () => {
      try {
        const latest = await getInspection(base.id);
        setBase(latest);
        setValues(formValuesOf(latest));
        setErrors({});
        setDateProblems({});
        setFailure(null);
        setStale(false);
        onReloaded(latest);
      } catch (error) {
        setFailure({
          title: messages.unableToGetInspectionDetails,
          message: errorMessage(error),
        });
      }
    }, setReloading);

  // While the lot can be planned, the server plans it from its supplier's tables in force (switching rules).
  const tables = useSupplierTables(parts.planning ? base.supplier.id : null);
  const plan = previewPlan(base, values, severitiesIn(tables) ?? null);
  const nextStatus = statusAfter(base, values);
  const planningDisabled = !parts.planning || busy;
  const recordDisabled = !parts.record || busy;

  /** A field's label and message, as FormField takes them around a control; with its value, as TextField does. */
  const labelled = (name: InspectionFormField) => ({ label: labels[name], error: errors[name] });
  const text = (name: Exclude<InspectionFormField, "level">) => ({
    ...bind(name),
    label: labels[name],
  });

  const dateField = (name: DateField, disabled: boolean) => (
    <DateInput
      // A fresh field for each version read, so a reload also takes back what was typed.
      key={`${name}-${base.etag}`}
      label={labels[name]}
      value={values[name]}
      optional
      disabled={disabled}
      error={errors[name]}
      onChange={(value) => change(name, value)}
      onProblemChange={(problem) =>
        setDateProblems((current) => ({ ...current, [name]: problem ?? undefined }))
      }
    />
  );

  const poList = base.poNumbers.join(", ");
  const deliveryDay = formatDay(base.deliveryDate);
  const status = statusLabel(base.status).toLowerCase();

  return (
    // The form takes no box of its own, so header, body (scrolling) and footer lay out as the dialog's parts.
    <chakra.form display="contents" onSubmit={(event) => void submit(event)} noValidate>
      <ModalHeader title={t`Edit inspection`}>
        <Flex gap="2" align="center" wrap="wrap" fontSize="sm" color="fg.muted">
          <Text as="span" fontWeight="semibold" color="fg">
            {base.product.styleCode}
          </Text>
          <Text as="span">{base.product.styleName}</Text>
          <Text as="span" aria-hidden="true">
            ·
          </Text>
          <Text as="span">
            {base.colour.code} {base.colour.name}
          </Text>
          <InspectionStatusBadge status={base.status} />
        </Flex>
        <InspectionNumberLine inspectionNumber={base.inspectionNumber}>
          <Trans>
            POs {poList} · delivery {deliveryDay}
          </Trans>
        </InspectionNumberLine>
      </ModalHeader>
      <Dialog.Body>
        <Stack gap="5">
          {stale ? (
            <StaleAlert
              title={messages.inspectionChangedElsewhere}
              onReload={() => void reload()}
              reloading={reloading}
            >
              <Trans>Reloading shows their version; what you entered here is not kept.</Trans>
            </StaleAlert>
          ) : null}
          {failure ? (
            <FailureAlert ref={scrollIntoView} title={failure.title} message={failure.message} />
          ) : null}

          <Section title={t`Planning`}>
            {parts.planning ? null : (
              <Text fontSize="sm" color="fg.muted" mb="3">
                <Trans>
                  This inspection is {status}: its plan is fixed. The submission number and sample received
                  date can still be recorded.
                </Trans>
              </Text>
            )}
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              {dateField("inspectionDate", planningDisabled)}
              <FormField
                {...labelled("inspectorId")}
                disabled={planningDisabled}
                helper={
                  inspectors.error ? (
                    <>
                      <Trans>Inspectors could not be loaded.</Trans>{" "}
                      <TryAgainButton inline onClick={() => void inspectors.mutate()} />
                    </>
                  ) : undefined
                }
              >
                <Select
                  size="md"
                  {...bind("inspectorId")}
                  placeholder={inspectors.isLoading ? t`Loading inspectors…` : t`Not assigned`}
                  options={inspectorOptions(inspectors.data, base.inspector)}
                />
              </FormField>
            </SimpleGrid>
            {parts.planning ? <PlanningHint from={base.status} to={nextStatus} /> : null}
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" mt="4">
              <FormField {...labelled("level")} disabled={planningDisabled}>
                <Select
                  size="md"
                  value={values.level}
                  onChange={changeLevel}
                  options={levelOptions(levels.data, values.level)}
                />
              </FormField>
              <FormField {...labelled("controlPointId")} disabled={planningDisabled}>
                <Select
                  size="md"
                  {...bind("controlPointId")}
                  placeholder={t`None`}
                  options={withCurrent(
                    (controlPoints.data ?? []).map((point) => ({ value: point.id, label: point.name })),
                    base.controlPoint && { value: base.controlPoint.id, label: base.controlPoint.name },
                  )}
                />
              </FormField>
              <TextField
                {...text("deliveryQuantity")}
                disabled={planningDisabled}
                inputMode="numeric"
                placeholder={t`Not known yet`}
                helper={t`When known, the lot is what was delivered.`}
              />
              <TextField
                {...text("poQuantity")}
                disabled={planningDisabled}
                inputMode="numeric"
                helper={t`The PO lines' order quantities; the lot until a delivery quantity is known.`}
              />
            </SimpleGrid>
            <PlanPreview
              plan={plan}
              current={base.plan}
              tables={tables}
              supplier={base.supplier}
              plannable={parts.planning}
            />
          </Section>

          <Section title={t`Records`}>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <TextField {...text("submissionNumber")} disabled={recordDisabled} maxLength={50} />
              {dateField("sampleReceivedDate", recordDisabled)}
            </SimpleGrid>
          </Section>
        </Stack>
      </Dialog.Body>
      <ModalActions
        submitLabel={t`Save changes`}
        submitting={submitting}
        busy={busy}
        submitDisabled={reloading || stale}
      />
    </chakra.form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h3" size="sm" mb="3" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Makes the lifecycle step visible: an inspector and a date plan a CREATED inspection. */
function PlanningHint({ from, to }: { from: Inspection["status"]; to: Inspection["status"] }) {
  const { t } = useLingui();
  if (from === to) {
    return (
      <Text fontSize="sm" color="fg.muted" mt="2">
        {from === "CREATED"
          ? t`Assign an inspector and an inspection date to plan this inspection.`
          : t`A planned inspection keeps an inspector and a date: choose another to change them.`}
      </Text>
    );
  }
  return (
    <HStack
      mt="3"
      gap="2"
      px="3"
      py="2"
      borderRadius="md"
      bg="purple.subtle"
      color="purple.fg"
      fontSize="sm"
      wrap="wrap"
      role="status"
    >
      <Text as="span">
        <Trans>Saving plans this inspection:</Trans>
      </Text>
      <InspectionStatusBadge status={from} />
      <LuArrowRight aria-label={t`becomes`} />
      <InspectionStatusBadge status={to} />
    </HStack>
  );
}

/**
 * The plan worked out in the browser from the form's lot and level, beside the one saved, with each class's table:
 * the supplier's in force while the lot can be planned, its own once started.
 */
function PlanPreview({
  plan,
  current,
  tables,
  supplier,
  plannable,
}: {
  plan: InspectionPlan | null;
  current: InspectionPlan;
  tables: SupplierTables;
  supplier: Inspection["supplier"];
  plannable: boolean;
}) {
  const { t } = useLingui();
  const blocked =
    plannable && tables.kind === "known"
      ? discontinuedRefusal(supplier.name, tables.plan.discontinued)
      : null;
  return (
    <Box
      mt="4"
      p="4"
      borderRadius="md"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      bg="bg.subtle"
      aria-label={t`Sampling plan preview`}
      role="group"
    >
      <Flex justify="space-between" align="baseline" gap="2" wrap="wrap" mb="3">
        <Text fontWeight="semibold">
          <Trans>Sampling plan (preview)</Trans>
        </Text>
        <Text fontSize="xs" color="fg.muted">
          <Trans>Worked out here; the server recomputes it when you save.</Trans>
        </Text>
      </Flex>
      {plan ? (
        <SimpleGrid columns={{ base: 2, sm: 5 }} gap="3" as="dl">
          <Figure label={t`Lot size`} value={formatCount(plan.lotSize)} was={formatCount(current.lotSize)} />
          <Figure label={t`Code letter`} value={plan.codeLetter} was={current.codeLetter} />
          <Figure
            label={t`Sample size`}
            value={formatCount(plan.sampleSize)}
            was={formatCount(current.sampleSize)}
          />
          <Figure
            label={t`Major Ac / Re`}
            value={`${plan.major.accept} / ${plan.major.reject}`}
            was={`${current.major.accept} / ${current.major.reject}`}
          />
          <Figure
            label={t`Minor Ac / Re`}
            value={`${plan.minor.accept} / ${plan.minor.reject}`}
            was={`${current.minor.accept} / ${current.minor.reject}`}
          />
        </SimpleGrid>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          <Trans>Enter a PO or delivery quantity of at least 1 to see the plan.</Trans>
        </Text>
      )}
      {plan ? (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" as="dl" mt="3" pt="3" borderTopWidth="1px">
          {SWITCHING_CLASSES.map((cls) => {
            const className = CLASS_LABELS[cls];
            return (
              <Figure
                key={cls}
                size="sm"
                label={t`${className} table`}
                value={planClassTable(plan, cls)}
                was={planClassTable(current, cls)}
              />
            );
          })}
        </SimpleGrid>
      ) : null}
      <TablesNote tables={tables} plannable={plannable} />
      {blocked ? (
        <Text fontSize="sm" color="fg.error" fontWeight="medium" mt="2" role="alert">
          {blocked}{" "}
          <Link asChild color="fg.error" textDecoration="underline">
            <RouterLink to={supplierSwitchingPath(supplier.id)}>
              <Trans>Open the supplier</Trans>
            </RouterLink>
          </Link>
        </Text>
      ) : null}
    </Box>
  );
}

/** Where the preview's tables come from. */
function TablesNote({ tables, plannable }: { tables: SupplierTables; plannable: boolean }) {
  const { t } = useLingui();
  const problem = tables.kind === "failed" ? tables.message : "";
  const words = !plannable
    ? t`Started: the plan keeps the tables it was planned from.`
    : tables.kind === "loading"
      ? t`Reading the supplier's severity of inspection…`
      : tables.kind === "failed"
        ? t`The supplier's severity of inspection could not be read (${problem}): the tables shown are the lot's own; the server plans it from those in force.`
        : tables.kind === "known"
          ? t`From the supplier's severity of inspection in force (switching rules).`
          : null;
  return words ? (
    <Text fontSize="xs" color="fg.muted" mt="2">
      {words}
    </Text>
  ) : null;
}

/** A figure of the preview beside the one saved when it differs (a class's table: in a smaller size). */
function Figure({
  label,
  value,
  was,
  size = "lg",
}: {
  label: string;
  value: string;
  was: string;
  size?: "lg" | "sm";
}) {
  const changed = value !== was;
  return (
    <Box minW="0">
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text
        as="dd"
        fontSize={size}
        fontWeight="semibold"
        fontVariantNumeric="tabular-nums"
        color={changed ? "brand.fg" : "fg"}
      >
        {value}
      </Text>
      {changed ? (
        <Text fontSize="xs" color="fg.muted">
          <Trans>was {was}</Trans>
        </Text>
      ) : null}
    </Box>
  );
}

/** Options with the one chosen now, when the list no longer holds it (named by the record), first. */
function withCurrent(options: SelectOption[], current: SelectOption | null): SelectOption[] {
  return current && !options.some((option) => option.value === current.value)
    ? [current, ...options]
    : options;
}

/** The inspectors to choose from, each with where they work; the assigned one kept if no longer available. */
function inspectorOptions(
  inspectors: readonly Inspector[] | undefined,
  assigned: Inspection["inspector"],
): SelectOption[] {
  const options = (inspectors ?? []).map((inspector) => ({
    value: inspector.id,
    label:
      inspector.locations.length > 0
        ? `${inspector.name} — ${inspector.locations.map((location) => location.name).join(", ")}`
        : inspector.name,
  }));
  return withCurrent(options, assigned && { value: assigned.id, label: noLongerAvailable(assigned.name) });
}

/** "Ana Silva (no longer available)": an inspector assigned who is not on the list any more. */
function noLongerAvailable(name: string): string {
  return t`${name} (no longer available)`;
}

/** The levels of meta/inspection-levels by value ("Positive release (S-3)"); the current one always there. */
function levelOptions(
  levels: readonly MetaItem<"inspection-levels">[] | undefined,
  current: string,
): SelectOption[] {
  const sorted = [...(levels ?? [])].sort((a, b) => a.value - b.value);
  const options = sorted.map((level) => ({
    value: level.id,
    label: level.isoLevel === level.id ? level.name : `${level.name} (${level.isoLevel})`,
  }));
  return withCurrent(options, { value: current, label: current });
}

/** A ref that brings what it is given into view once, as it appears (a stable function: not on re-renders). */
function scrollIntoView(node: HTMLElement | null): void {
  node?.scrollIntoView({ block: "nearest" });
}
