import { messages } from "@aql-portal/shared";
import type { InspectionScope, StoredInspection } from "../data/inspections-repository";
import type { OrderScope } from "../data/orders-repository";
import type { UserDocument } from "../data/users-repository";
import { notFound } from "../lib/errors";
import type { Services } from "../lib/services";

/**
 * What a caller may see (decisions.md): suppliers their own supplier's inspections and PO lines only,
 * inspectors the inspections assigned to them, everyone else with inspections:read the tenant's. The role
 * check itself is httpFunction's (403); scoping narrows what the query may return.
 */
export function inspectionScopeOf(user: UserDocument): InspectionScope {
  if (user.role === "INSPECTOR") return { kind: "inspector", inspectorId: user.id };
  if (user.role === "SUPPLIER") {
    // A supplier user without a supplier sees nothing: an id no supplier has.
    return { kind: "supplier", supplierId: user.supplier?.id ?? "\u0000none" };
  }
  return { kind: "tenant" };
}

/** PO lines are planning data (inspections:list, which inspectors lack); suppliers see their own supplier's. */
export function orderScopeOf(user: UserDocument): OrderScope {
  if (user.role === "SUPPLIER") return { kind: "supplier", supplierId: user.supplier?.id ?? "\u0000none" };
  return { kind: "tenant" };
}

export function inScope(inspection: StoredInspection, scope: InspectionScope): boolean {
  switch (scope.kind) {
    case "tenant":
      return true;
    case "supplier":
      return inspection.supplier.id === scope.supplierId;
    case "inspector":
      return inspection.inspector?.id === scope.inspectorId;
  }
}

/** Ids are what the API hands out: 32 hex digits (import and create); anything else is not an inspection. */
const INSPECTION_ID = /^[0-9a-f]{32}$/;

/**
 * The inspection a route names, if the caller may see it. A malformed id, an unknown one and one outside the
 * caller's scope all answer the same 404 "Invalid inspection id": nobody learns what exists elsewhere.
 */
export async function loadInspection(
  services: Services,
  tenantId: string,
  user: UserDocument,
  id: string,
): Promise<StoredInspection> {
  const found = INSPECTION_ID.test(id) ? await services.inspections.findById(tenantId, id) : undefined;
  if (!found || !inScope(found, inspectionScopeOf(user))) throw notFound(messages.invalidInspectionId);
  return found;
}
