import { DEFAULT_AQLS, lotPlan, type AqlSettings } from "@aql-portal/shared";
import type { StoredInspection } from "../data/inspections-repository";

/**
 * The tenant's AQLs. Every tenant uses the defaults of decisions.md (2.5 major, 4.0 minor) until a tenant
 * setting exists; each plan records the AQLs it was computed with, so a later setting applies on recompute.
 */
export const tenantAqls = (_tenantId: string): AqlSettings => DEFAULT_AQLS;

/**
 * The plan re-derived on the server from the lot (delivery quantity when known, else PO quantity), the
 * level and the tenant's AQLs: whatever numbers a client sent are never used.
 */
export function withPlan(doc: StoredInspection, tenantId: string): StoredInspection {
  const lotSize = doc.deliveryQuantity ?? doc.poQuantity;
  return { ...doc, plan: lotPlan(lotSize, doc.level, tenantAqls(tenantId)) };
}
