import { commonListSchemas, metaListSchemas } from "@aql-portal/shared";
import { z } from "zod";
import type { ReferenceStore } from "../data/stores";
import type { ReferenceData } from "./validate-rows";

/** The tenant's lists an import checks against (and the template lists): four small reads at once. */
export async function loadReferenceData(reference: ReferenceStore, tenantId: string): Promise<ReferenceData> {
  const [suppliers, productCategories, departments, centres] = await Promise.all([
    reference.list(tenantId, "suppliers"),
    reference.list(tenantId, "product-categories"),
    reference.list(tenantId, "departments"),
    reference.list(tenantId, "tenant-centres"),
  ]);
  return {
    suppliers: z.array(commonListSchemas.suppliers).parse(suppliers),
    productCategories: z.array(commonListSchemas["product-categories"]).parse(productCategories),
    departments: z.array(commonListSchemas.departments).parse(departments),
    centres: z.array(metaListSchemas["tenant-centres"]).parse(centres),
  };
}
