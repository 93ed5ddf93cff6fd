import { acceptsRecords, totalDefectsOf } from "@aql-portal/shared";
import type { StoredInspection } from "../data/inspections-repository";
import type { Services } from "../lib/services";

/**
 * Inspections as lists show them: one being carried out (started or paused) counts the defects recorded so far,
 * read from its record, where a finished one has its total stored when it finished. Lists hold few running
 * inspections (those of the day), so this is a handful of point reads a page.
 */
export async function withRunningDefects<T extends StoredInspection>(
  services: Pick<Services, "inspectionWork">,
  inspections: readonly T[],
): Promise<T[]> {
  return Promise.all(
    inspections.map(async (inspection) => {
      if (!acceptsRecords(inspection.status)) return inspection;
      const work = await services.inspectionWork.get(inspection);
      return work ? { ...inspection, totalDefects: totalDefectsOf(work.defects) } : inspection;
    }),
  );
}
