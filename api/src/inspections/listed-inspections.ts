import { acceptsRecords, totalDefectsOf } from "@aql-portal/shared";
import type { StoredInspection } from "../data/inspections-repository";
import type { Services } from "../lib/services";

/**
 * Inspections as lists show them (Manage Inspections, the inspector's plan), with what the inspection document
 * alone does not have current:
 * - one being carried out (started or paused) counts the defects recorded so far, read from its record, where a
 *   finished one has its total stored when it finished. Lists hold few running inspections (those of the day),
 *   so this is a handful of point reads a page;
 * - whether its style has a size chart now: the lot keeps the style as it was when the lot was made, and charts
 *   are often uploaded after. One read of the page's styles.
 */
export async function asListed<T extends StoredInspection>(
  services: Pick<Services, "inspectionWork" | "products">,
  tenantId: string,
  inspections: readonly T[],
): Promise<T[]> {
  const styles = await services.products.getMany(tenantId, [
    ...new Set(inspections.map((inspection) => inspection.product.id)),
  ]);
  return Promise.all(
    inspections.map(async (inspection) => {
      const style = styles.get(inspection.product.id);
      const product = style
        ? { ...inspection.product, hasSizeChart: style.hasSizeChart }
        : inspection.product;
      if (!acceptsRecords(inspection.status)) return { ...inspection, product };
      const work = await services.inspectionWork.get(inspection);
      return {
        ...inspection,
        product,
        ...(work ? { totalDefects: totalDefectsOf(work.defects) } : {}),
      };
    }),
  );
}
