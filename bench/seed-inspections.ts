import { NORMAL_INSPECTION } from "@aql-portal/shared";
import type { InspectionFields } from "../api/src/data/inspections-repository";
import { prepareInspectionImport } from "../api/src/import/import-writes";
import { writeImportedInspections } from "../api/src/inspections/inspection-writes";
import type { Services } from "../api/src/lib/services";

/** Inspections written at once: an import's chunk of work. */
const BATCH = 2_000;

/**
 * Writes the bench's inspections `from` to `to` (the n-th made by `make`) as an import writes them, in bulk,
 * keeping the analytics summaries up to date as every write does. Returns the seconds it took.
 */
export async function seedInspections(
  services: Pick<Services, "inspections" | "analytics">,
  tenantId: string,
  from: number,
  to: number,
  make: (n: number) => InspectionFields,
): Promise<number> {
  const started = performance.now();
  for (let start = from; start < to; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, to - start) }, (_, i) => make(start + i));
    await writeImportedInspections(
      services,
      tenantId,
      prepareInspectionImport(tenantId, batch, new Map(), [], () => NORMAL_INSPECTION),
      new Map(),
    );
  }
  return (performance.now() - started) / 1000;
}
