import {
  DEFAULT_AQLS,
  isPlannable,
  lotPlan,
  severitiesOf,
  type AqlSettings,
  type PlanSeverities,
} from "@aql-portal/shared";
import type { StoredInspection } from "../data/inspections-repository";

/**
 * The tenant's AQLs. Every tenant uses the defaults of decisions.md (2.5 major, 4.0 minor) until a tenant
 * setting exists; each plan records the AQLs it was computed with, so a later setting applies on recompute.
 */
export const tenantAqls = (_tenantId: string): AqlSettings => DEFAULT_AQLS;

/**
 * The plan re-derived on the server from the lot (delivery quantity when known, else PO quantity), the level,
 * the tenant's AQLs and the tables in force for its supplier (`inForce`, docs/decisions/switching-rules.md):
 * whatever numbers a client sent are never used. A lot under way keeps the tables it was planned with, so its
 * sample never changes under the inspector because its supplier's state moved.
 */
export function withPlan(doc: StoredInspection, tenantId: string, inForce: PlanSeverities): StoredInspection {
  const lotSize = doc.deliveryQuantity ?? doc.poQuantity;
  const severities = isPlannable(doc.status) ? inForce : severitiesOf(doc.plan);
  return { ...doc, plan: lotPlan(lotSize, doc.level, tenantAqls(tenantId), severities) };
}
