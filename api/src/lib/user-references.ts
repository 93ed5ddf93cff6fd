import { badRequest } from "./errors";
import type { ReferenceStore } from "../data/stores";
import { referenceItems } from "./reference-lists";

export interface UserReferences {
  locations: { id: string; name: string }[];
  supplier: { id: string; name: string } | null;
}

/** Turns the ids a user form sends into the names stored with the user; unknown ids are a 400 naming each. */
export async function resolveUserReferences(
  reference: ReferenceStore,
  tenantId: string,
  ids: { locationIds: readonly string[]; supplierId?: string | undefined },
): Promise<UserReferences> {
  const [locations, suppliers] = await Promise.all([
    referenceItems(reference, tenantId, "locations"),
    ids.supplierId ? referenceItems(reference, tenantId, "suppliers") : Promise.resolve([]),
  ]);
  const errors: { field: string; message: string }[] = [];
  const found = ids.locationIds.map((id, i) => {
    const location = locations.find((l) => l.id === id);
    if (!location)
      errors.push({ field: `body.locationIds.${i}`, message: `"${id}" is not a known location` });
    return location;
  });
  const supplier = ids.supplierId ? suppliers.find((s) => s.id === ids.supplierId) : undefined;
  if (ids.supplierId && !supplier)
    errors.push({ field: "body.supplierId", message: `"${ids.supplierId}" is not a known supplier` });
  if (errors.length > 0)
    throw badRequest(`Invalid request: ${errors.map((e) => `${e.field} ${e.message}`).join("; ")}`, errors);
  return {
    locations: found.flatMap((l) => (l ? [{ id: l.id, name: l.name }] : [])),
    supplier: supplier ? { id: supplier.id, name: supplier.name } : null,
  };
}
