import { t } from "@lingui/core/macro";
import {
  areRecordFieldsOpen,
  PLANNING_FIELDS,
  UpdateInspectionSchema,
  checkTransition,
  isPlannable,
  lotPlan,
  messages,
  plannedStatus,
  type Inspection,
  type InspectionLevelId,
  type InspectionPlan,
  type InspectionStatus,
  type PlanSeverities,
  type UpdateInspection,
  parseTypedNumber,
} from "@aql-portal/shared";
import { fieldSentence } from "../../../lib/forms";
import { perLanguage } from "../../../lib/i18n";
import { editedLotSeverities } from "../../../lib/supplier-switching";

/** The edit form as typed: text for every input ("" = none), the level as chosen. */
export interface InspectionFormValues {
  inspectionDate: string;
  inspectorId: string;
  level: InspectionLevelId;
  controlPointId: string;
  submissionNumber: string;
  sampleReceivedDate: string;
  deliveryQuantity: string;
  poQuantity: string;
}
export type InspectionFormField = keyof InspectionFormValues;
export type InspectionFormErrors = Partial<Record<InspectionFormField, string>>;

export function formValuesOf(inspection: Inspection): InspectionFormValues {
  return {
    inspectionDate: inspection.inspectionDate ?? "",
    inspectorId: inspection.inspector?.id ?? "",
    level: inspection.level,
    controlPointId: inspection.controlPoint?.id ?? "",
    submissionNumber: inspection.submissionNumber ?? "",
    sampleReceivedDate: inspection.sampleReceivedDate ?? "",
    deliveryQuantity: inspection.deliveryQuantity === null ? "" : String(inspection.deliveryQuantity),
    poQuantity: String(inspection.poQuantity),
  };
}

/** Which parts of the form an inspection in this status lets a planner change. */
export function editableParts(status: InspectionStatus): { planning: boolean; record: boolean } {
  return { planning: isPlannable(status), record: areRecordFieldsOpen(status) };
}

export const canEdit = (status: InspectionStatus) => {
  const parts = editableParts(status);
  return parts.planning || parts.record;
};

/** A quantity as typed ("1,200" reads as 1200): "" is none, NaN is not a whole number (the schema says so). */
function quantityOf(text: string): number | null {
  const parsed = parseTypedNumber(text, { whole: true, max: Number.MAX_SAFE_INTEGER });
  return parsed.problem === null ? parsed.value : NaN;
}

const orNull = (text: string) => (text.trim() === "" ? null : text.trim());

export type FormCheck = { ok: true; change: UpdateInspection } | { ok: false; errors: InspectionFormErrors };

/**
 * What the form changes, field by field, against the inspection it was filled from: only changed fields are
 * sent (an empty change is "No changes detected." without a request). Checked with the schema the API checks
 * with, and against the lifecycle: a PLANNED inspection cannot lose its inspector or date.
 */
export function changesOf(inspection: Inspection, values: InspectionFormValues): FormCheck {
  const labels = fieldLabels();
  const errors: InspectionFormErrors = {};
  const candidate: Record<InspectionFormField, unknown> = {
    inspectionDate: orNull(values.inspectionDate),
    inspectorId: orNull(values.inspectorId),
    level: values.level,
    controlPointId: orNull(values.controlPointId),
    submissionNumber: orNull(values.submissionNumber),
    sampleReceivedDate: orNull(values.sampleReceivedDate),
    deliveryQuantity: quantityOf(values.deliveryQuantity),
    poQuantity: quantityOf(values.poQuantity),
  };
  const current: Record<InspectionFormField, unknown> = {
    inspectionDate: inspection.inspectionDate,
    inspectorId: inspection.inspector?.id ?? null,
    level: inspection.level,
    controlPointId: inspection.controlPoint?.id ?? null,
    submissionNumber: inspection.submissionNumber,
    sampleReceivedDate: inspection.sampleReceivedDate,
    deliveryQuantity: inspection.deliveryQuantity,
    poQuantity: inspection.poQuantity,
  };
  if (candidate.poQuantity === null) errors.poQuantity = messages.required;
  for (const field of ["deliveryQuantity", "poQuantity"] as const) {
    const label = labels[field];
    if (Number.isNaN(candidate[field])) errors[field] = t`${label} must be a whole number.`;
  }

  const parts = editableParts(inspection.status);
  const changed = (Object.keys(candidate) as InspectionFormField[]).filter((field) => {
    if (candidate[field] === current[field]) return false;
    const planning = (PLANNING_FIELDS as readonly string[]).includes(field);
    return planning ? parts.planning : parts.record;
  });
  const body = Object.fromEntries(changed.map((field) => [field, candidate[field]]));

  const parsed = UpdateInspectionSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as InspectionFormField;
      errors[field] ??= fieldSentence(labels[field], issue.message);
    }
  }

  // Clearing the inspector or date of a PLANNED inspection would move it back to CREATED: not a move.
  const next = plannedStatus(inspection.status, {
    inspector: candidate.inspectorId,
    inspectionDate: candidate.inspectionDate,
  });
  if (next !== inspection.status) {
    const check = checkTransition(inspection.status, next);
    if (!check.allowed) {
      const cleared = candidate.inspectorId === null ? "inspectorId" : "inspectionDate";
      const refusal = check.message;
      errors[cleared] ??= t`${refusal} Choose another instead of clearing it.`;
    }
  }

  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, change: parsed.data };
}

/** The status saving these values leads to (CREATED with an inspector and a date becomes PLANNED). */
export function statusAfter(inspection: Inspection, values: InspectionFormValues): InspectionStatus {
  if (!editableParts(inspection.status).planning) return inspection.status;
  return plannedStatus(inspection.status, {
    inspector: orNull(values.inspectorId),
    inspectionDate: orNull(values.inspectionDate),
  });
}

/**
 * The plan these values would give, computed in the browser as a preview (the server recomputes it on save):
 * the lot is the delivery quantity when known, else the PO quantity; the AQLs are the inspection's own; the tables
 * are the supplier's in force (`inForce`, per the switching rules) while the lot can still be planned, and the
 * ones it was planned from once it has started (or while the supplier's are not known). Null while a quantity
 * cannot be read.
 */
export function previewPlan(
  inspection: Inspection,
  values: InspectionFormValues,
  inForce: PlanSeverities | null = null,
): InspectionPlan | null {
  const delivery = quantityOf(values.deliveryQuantity);
  const po = quantityOf(values.poQuantity);
  const lot = delivery ?? po;
  if (lot === null || !Number.isInteger(lot) || lot < 1) return null;
  const severities = editedLotSeverities(editableParts(inspection.status).planning, inspection.plan, inForce);
  return lotPlan(lot, values.level, inspection.plan.aql, severities);
}

/** The toasts' words for a change (spec §8 names some per field, from the old one-field edits). */
export function updateOutcomeMessages(change: UpdateInspection): { success: string; failure: string } {
  const fields = Object.keys(change);
  const only = fields.length === 1 ? fields[0] : undefined;
  return {
    success: only === "poQuantity" ? messages.poQuantityUpdated : messages.inspectionUpdated,
    failure:
      only === "submissionNumber"
        ? messages.failedToUpdateSubmissionNumber
        : only === "deliveryQuantity"
          ? messages.failedToUpdateDeliveryQuantity
          : only === "sampleReceivedDate"
            ? messages.unableToUpdateSampleReceivedDate
            : messages.unableToUpdateInspection,
  };
}

/** The form's fields' labels, in the language shown. */
export const fieldLabels = perLanguage((): Readonly<Record<InspectionFormField, string>> => ({
  inspectionDate: t`Inspection date`,
  inspectorId: t`Inspector`,
  level: t`Inspection level`,
  controlPointId: t`Control point`,
  submissionNumber: t`Submission number`,
  sampleReceivedDate: t`Sample received date`,
  deliveryQuantity: t`Delivery quantity`,
  poQuantity: t`PO quantity`,
}));
