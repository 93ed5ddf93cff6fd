import { inspectionScopeOf, messages, type InspectionScope } from "@aql-portal/shared";
import type { StoredInspection } from "../data/inspections-repository";
import type { ProductDocument } from "../data/products-repository";
import type { UserDocument } from "../data/users-repository";
import { conflict, notFound, preconditionFailed } from "../lib/errors";
import type { Services } from "../lib/services";

/*
 * Which objects a caller may see (docs/decisions/object-access.md): the one place for inspections, PO lines and
 * styles. Every read is inside the caller's tenant (the partition), so another tenant's objects never exist for
 * them. The role check is httpFunction's (403); these rules narrow lists and answer 404 for an object outside
 * them, exactly as for one that does not exist, so ids cannot be probed.
 */

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
 * caller's scope all answer the same 404 "Invalid inspection id": nobody learns what exists elsewhere. One an
 * import is rewriting is 409 until it is whole again (seconds), so nobody reads or changes it half-written.
 */
export async function loadInspection(
  services: Pick<Services, "inspections">,
  tenantId: string,
  user: UserDocument,
  id: string,
): Promise<StoredInspection> {
  const found = INSPECTION_ID.test(id) ? await services.inspections.findById(tenantId, id) : undefined;
  if (!found || !inScope(found, inspectionScopeOf(user))) throw notFound(messages.invalidInspectionId);
  if (found.pendingImport) {
    throw conflict(
      `Inspection ${found.inspectionNumber} is being updated by an import of PO lines: try again in a minute.`,
    );
  }
  return found;
}

/** The inspection a route writes to: as `loadInspection`, and unchanged since the caller read it (412 otherwise). */
export async function loadForWrite(
  services: Pick<Services, "inspections">,
  user: UserDocument,
  id: string,
  etag: string,
): Promise<StoredInspection> {
  const found = await loadInspection(services, user.tenantId, user, id);
  assertUnchanged(found, etag);
  return found;
}

/** 412 unless the inspection is still as the caller read it (`etag`). */
export function assertUnchanged(inspection: StoredInspection, etag: string): void {
  if (inspection._etag !== etag) throw preconditionFailed(messages.inspectionChangedElsewhere);
}

/**
 * Styles (a product and its size chart) follow the inspections: a supplier or inspector sees a style when an
 * inspection they may see is of it (a supplier's own lots, an inspector's assigned ones, which they measure
 * against its chart); everyone else sees the tenant's.
 */
export async function maySeeStyle(
  services: Pick<Services, "inspections">,
  user: UserDocument,
  style: ProductDocument,
): Promise<boolean> {
  const scope = inspectionScopeOf(user);
  return scope.kind === "tenant" || services.inspections.anyOfProduct(style.tenantId, style.id, scope);
}

/** The style a route names, if the caller may see it: an unknown one and a hidden one answer the same 404. */
export async function loadStyle(
  services: Pick<Services, "products" | "inspections">,
  tenantId: string,
  user: UserDocument,
  productId: string,
): Promise<ProductDocument> {
  const style = await services.products.get(tenantId, productId);
  if (!style || !(await maySeeStyle(services, user, style)))
    throw notFound(`There is no style ${productId}.`);
  return style;
}
