import type { InspectionStatusChange } from "@aql-portal/shared";
import type { InspectionWriteStores } from "./inspection-writes";
import type { StoredInspection } from "../data/inspections-repository";
import type { UserDocument } from "../data/users-repository";
import { changeStatus, madeBefore } from "./execution";
import type { ReportServices } from "./report-versions";
import { assertUnchanged, loadInspection } from "./scope";

/**
 * An inspector or reviewer moves a lot along its lifecycle (docs/decisions/inspection-lifecycle.md): start,
 * pause, resume, finish, close, reopen (changeStatus). A move sent again — its answer was lost on the way back —
 * is answered, not made twice: the If-Match it carries is the one it was first sent with, so it is not compared.
 */
export async function moveLot(
  services: ReportServices & InspectionWriteStores,
  user: UserDocument,
  { inspectionId, etag, change }: { inspectionId: string; etag: string; change: InspectionStatusChange },
): Promise<StoredInspection> {
  const inspection = await loadInspection(services, user.tenantId, user, inspectionId);
  if (madeBefore(inspection, change)) return inspection;
  assertUnchanged(inspection, etag);
  return changeStatus(services, user, inspection, change, etag);
}
