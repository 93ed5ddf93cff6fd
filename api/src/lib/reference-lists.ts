import { REFERENCE_LIST_SCHEMAS, type ReferenceItem, type ReferenceListName } from "@aql-portal/shared";
import { z } from "zod";
import type { ReferenceStore } from "../data/stores";

/**
 * A reference list's items, in their order (with `filter`, those whose fields equal its values), read through the
 * list's own schema: the one way the API reads a list it uses (a list it only serves goes out as stored).
 */
export async function referenceItems<L extends ReferenceListName>(
  reference: ReferenceStore,
  tenantId: string,
  list: L,
  filter?: Record<string, string>,
): Promise<ReferenceItem<L>[]> {
  const schema = REFERENCE_LIST_SCHEMAS[list] as unknown as z.ZodType<ReferenceItem<L>>;
  return z.array(schema).parse(await reference.list(tenantId, list, filter));
}
