import { isPlannable } from "@aql-portal/shared";
import type { StoredInspection } from "../data/inspections-repository";
import type { UserDocument } from "../data/users-repository";
import { conflict } from "../lib/errors";
import type { Services } from "../lib/services";
import { replaceInspection, type InspectionWriteStores } from "./inspection-writes";
import { alignLines, orderStatusFor, rederive } from "./lots";
import { assertUnchanged, loadInspection } from "./scope";

/**
 * A planner syncs a CREATED or PLANNED lot with its PO lines as they are now — PO numbers (lines that moved to
 * another inspection or were skipped drop out), PO quantity, cartons, style name and size-chart flag, and the plan
 * (level, delivery quantity and the tenant's AQLs kept) — and puts its lines' status in step with it. A started lot
 * is what is being inspected: 409. Writes only what changed, under the etag read (`ifMatch` is optional: when
 * sent, a stale one is 412).
 */
export async function syncLot(
  services: InspectionWriteStores & Pick<Services, "orders" | "products">,
  user: UserDocument,
  { inspectionId, ifMatch }: { inspectionId: string; ifMatch: string | undefined },
): Promise<{ inspection: StoredInspection; changed: boolean }> {
  const inspection = await loadInspection(services, user.tenantId, user, inspectionId);
  if (ifMatch) assertUnchanged(inspection, ifMatch);
  if (!isPlannable(inspection.status)) {
    throw conflict(
      `Cannot sync an inspection that is ${inspection.status}: its lot is being inspected as it was planned.`,
    );
  }
  const { next, lines } = await rederive(services, user.tenantId, inspection);
  const changed = next !== inspection;
  const saved = changed
    ? await replaceInspection(services, inspection, next, inspection._etag ?? "")
    : inspection;
  const status = orderStatusFor(saved.status);
  if (lines.some((line) => line.status !== status)) await alignLines(services, saved);
  return { inspection: saved, changed };
}
