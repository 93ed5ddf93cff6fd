import {
  areRecordFieldsOpen,
  checkTransition,
  isPlannable,
  messages,
  plannedStatus,
  PLANNING_FIELDS,
  RECORD_FIELDS,
  type UpdateInspection,
} from "@aql-portal/shared";
import { sameInspection, type StoredInspection } from "../data/inspections-repository";
import type { UserDocument } from "../data/users-repository";
import { badRequest, conflict } from "../lib/errors";
import type { Services } from "../lib/services";
import { alignLines } from "./lots";
import { withPlan } from "./sampling-plan";
import { referenceItems } from "../lib/reference-lists";
import { replaceInspection, type InspectionWriteStores } from "./inspection-writes";
import { loadForWrite } from "./scope";
import { assertPlannableSupplier, supplierPlanning } from "../switching/supplier-switching";

/**
 * Planning edits to an inspection read with `etag`: which fields may change in its status, the lifecycle move
 * an inspector and a date make (CREATED → PLANNED, its PO lines following), the plan recomputed on the server.
 * Nothing different from what is stored: 400 "No changes detected.". Returns the saved inspection.
 */
export async function planInspection(
  services: InspectionWriteStores & Pick<Services, "users" | "reference" | "orders">,
  tenantId: string,
  current: StoredInspection,
  body: UpdateInspection,
  etag: string,
): Promise<StoredInspection> {
  const sent = (keys: readonly (keyof UpdateInspection)[]) => keys.filter((key) => body[key] !== undefined);
  const lateFields = sent(PLANNING_FIELDS);
  if (lateFields.length > 0 && !isPlannable(current.status)) {
    throw conflict(
      `Cannot change ${lateFields.join(", ")} of an inspection that is ${current.status}: only CREATED or PLANNED inspections can be planned.`,
    );
  }
  const recordFields = sent(RECORD_FIELDS);
  if (recordFields.length > 0 && !areRecordFieldsOpen(current.status)) {
    throw conflict(`Cannot change ${recordFields.join(", ")} of an inspection that is ${current.status}.`);
  }

  const edited: StoredInspection = {
    ...current,
    ...(body.inspectionDate !== undefined ? { inspectionDate: body.inspectionDate } : {}),
    ...(body.level !== undefined ? { level: body.level } : {}),
    ...(body.submissionNumber !== undefined ? { submissionNumber: body.submissionNumber || null } : {}),
    ...(body.sampleReceivedDate !== undefined ? { sampleReceivedDate: body.sampleReceivedDate } : {}),
    ...(body.deliveryQuantity !== undefined ? { deliveryQuantity: body.deliveryQuantity } : {}),
    ...(body.poQuantity !== undefined ? { poQuantity: body.poQuantity } : {}),
    ...(body.inspectorId !== undefined
      ? { inspector: await inspectorFor(services, tenantId, body.inspectorId, current) }
      : {}),
    ...(body.controlPointId !== undefined
      ? { controlPoint: await controlPointFor(services, tenantId, body.controlPointId) }
      : {}),
  };
  const status = plannedStatus(current.status, edited);
  if (status !== current.status) {
    const check = checkTransition(current.status, status);
    if (!check.allowed) throw conflict(check.message);
  }
  const planning = await supplierPlanning(services, tenantId, current.supplier.id);
  // A discontinued supplier's lots are not planned until its correction is recorded.
  if (status === "PLANNED" && current.status !== "PLANNED")
    assertPlannableSupplier(planning, current.supplier);
  const next = withPlan({ ...edited, status }, tenantId, planning.severities);
  if (sameInspection(current, next)) throw badRequest(messages.noChangesDetected);

  const saved = await replaceInspection(services, current, next, etag);
  // After the inspection: if this fails, the inspection is planned and its lines follow on the next sync.
  if (status !== current.status) await alignLines(services, saved);
  return saved;
}

/** The inspector to assign: an approved, active user of the tenant with the Inspector role (400 otherwise). */
async function inspectorFor(
  services: Pick<Services, "users">,
  tenantId: string,
  inspectorId: string | null,
  current: StoredInspection,
): Promise<StoredInspection["inspector"]> {
  if (inspectorId === null) return null;
  if (inspectorId === current.inspector?.id) return current.inspector;
  const inspector = await services.users.get(tenantId, inspectorId);
  if (!inspector || inspector.deleted || inspector.status !== "ACTIVE" || inspector.role !== "INSPECTOR") {
    throw badRequest("Choose an approved, active user with the Inspector role.", [
      { field: "body.inspectorId", message: "is not an approved inspector" },
    ]);
  }
  return { id: inspector.id, name: inspector.name };
}

async function controlPointFor(
  services: Pick<Services, "reference">,
  tenantId: string,
  controlPointId: string | null,
): Promise<StoredInspection["controlPoint"]> {
  if (controlPointId === null) return null;
  const [point] = await referenceItems(services.reference, tenantId, "control-points", {
    id: controlPointId,
  });
  if (!point) {
    throw badRequest("Choose a control point from the list.", [
      { field: "body.controlPointId", message: "is not a known control point" },
    ]);
  }
  return { id: point.id, name: point.name };
}

/** A planner or reviewer changes the planning of a lot read with `etag` (`planInspection`). */
export async function planLot(
  services: InspectionWriteStores & Pick<Services, "users" | "reference" | "orders">,
  user: UserDocument,
  { inspectionId, etag, planning }: { inspectionId: string; etag: string; planning: UpdateInspection },
): Promise<StoredInspection> {
  const current = await loadForWrite(services, user, inspectionId, etag);
  return planInspection(services, user.tenantId, current, planning, etag);
}
