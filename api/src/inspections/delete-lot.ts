import { checkDelete } from "@aql-portal/shared";
import type { UserDocument } from "../data/users-repository";
import { conflict } from "../lib/errors";
import type { Services } from "../lib/services";
import { deleteInspection } from "./inspection-writes";
import { lineKeysOf } from "./lots";
import { loadForWrite } from "./scope";

/**
 * A planner deletes a lot read with `etag`: only a CREATED or PLANNED one (409 otherwise). Its PO lines go back to
 * OPEN first (ready to inspect, and out of any later import's grouping), then the inspection is deleted under its
 * etag: if anything fails in between, the same request completes it (lines already free are left as they are).
 */
export async function deleteLot(
  services: Pick<Services, "inspections" | "analytics" | "orders">,
  user: UserDocument,
  { inspectionId, etag }: { inspectionId: string; etag: string },
): Promise<void> {
  const inspection = await loadForWrite(services, user, inspectionId, etag);
  const check = checkDelete(inspection.status);
  if (!check.allowed) throw conflict(check.message);
  const lines = await services.orders.getByKeys(lineKeysOf(inspection));
  await services.orders.updateEach(lines, (line) =>
    line.inspectionId === inspection.id
      ? {
          ...line,
          inspectionId: null,
          status: line.status === "SKIPPED" ? "SKIPPED" : "OPEN",
          // The planner's deletion stands: importing the file again does not bring the lot back.
          arrangedByPlanner: true,
        }
      : undefined,
  );
  await deleteInspection(services, inspection, etag);
}
