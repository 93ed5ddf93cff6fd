import { referenceItems } from "../lib/reference-lists";
import type { ReferenceStore } from "../data/stores";
import type { ReferenceData } from "./validate-rows";

/** The tenant's lists an import checks against (and the template lists): four small reads at once. */
export async function loadReferenceData(reference: ReferenceStore, tenantId: string): Promise<ReferenceData> {
  const [suppliers, productCategories, departments, centres] = await Promise.all([
    referenceItems(reference, tenantId, "suppliers"),
    referenceItems(reference, tenantId, "product-categories"),
    referenceItems(reference, tenantId, "departments"),
    referenceItems(reference, tenantId, "tenant-centres"),
  ]);
  return { suppliers, productCategories, departments, centres };
}
