import { tellingNobody } from "../notifications/events";
import { completeInspection, type StoredInspection } from "../data/inspections-repository";
import type { CosmosServices } from "../lib/services";
import { countFirstResult } from "./supplier-switching";

/** Every day an inspection can be on. */
const EVERY_DAY = { from: "0000-01-01", to: "9999-12-31" };

/**
 * Brings a tenant whose lots were inspected before the switching rules were kept up to date: when no supplier has
 * a state yet, every lot finished so far is counted in its supplier's state, in the order of its first finish
 * (the first `finish` move, else its finish). Nothing to do once any supplier has a state (every finish counts
 * itself from then on). Returns how many lots it counted.
 */
export async function backfillSwitching(
  services: Pick<CosmosServices, "inspections" | "switching" | "queues">,
  tenantId: string,
): Promise<number> {
  if ((await services.switching.suppliers(tenantId)).length > 0) return 0;
  const inspections = await services.inspections.scheduledBetween(tenantId, EVERY_DAY.from, EVERY_DAY.to);
  const finished = inspections
    .map(completeInspection)
    .filter((inspection) => inspection.firstTotals !== null)
    .map((inspection) => ({ inspection, at: firstFinish(inspection) }))
    .sort((a, b) => a.at.localeCompare(b.at) || a.inspection.id.localeCompare(b.inspection.id));
  // History is nobody's news: the states it leads to tell no one.
  for (const { inspection } of finished) await countFirstResult(tellingNobody(services), inspection);
  return finished.length;
}

function firstFinish(inspection: StoredInspection): string {
  return (
    inspection.moves.find((move) => move.action === "finish")?.at ??
    inspection.finishedAt ??
    inspection.updatedOn
  );
}
