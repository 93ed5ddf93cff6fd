import useSWR, { type SWRResponse } from "swr";
import { t } from "@lingui/core/macro";
import {
  NORMAL_INSPECTION,
  switchingPlan,
  type SwitchingPlan,
  SWITCHING_CLASSES,
  can,
  SupplierSwitchingListSchema,
  SupplierSwitchingSchema,
  apiPath,
  apiRoutes,
  severitiesOf,
  webRoutes,
  type AqlStandard,
  type ClassSwitching,
  type InspectionPlan,
  type PlanSeverities,
  type SupplierSwitching,
  type SupplierSwitchingList,
  type SwitchingClass,
} from "@aql-portal/shared";
import { apiRequest, type ApiRequestError } from "./api-client";
import { perLanguage } from "./i18n";
import { useSession } from "./auth/session-context";

/**
 * Suppliers' switching states (docs/decisions/switching-rules.md) as more than one feature reads them: the
 * Suppliers page, the planners' plan previews (CREATE INSPECTIONS, the edit dialog) and the client's analytics.
 * Shared infrastructure like the reference lists; the decisions and the standard belong to the Suppliers page.
 */

/** GET /api/switching/suppliers: every supplier's state per class, and the tenant's standard. */
export function listSupplierSwitching(): Promise<SupplierSwitchingList> {
  return apiRequest(apiRoutes.switchingSuppliers, { schema: SupplierSwitchingListSchema, showLoader: false });
}

/** GET /api/switching/suppliers/{supplierId}: one supplier's state, the lots counted and its history. */
export function getSupplierSwitching(supplierId: string): Promise<SupplierSwitching> {
  return apiRequest(apiPath(apiRoutes.switchingSupplier, { supplierId }), {
    schema: SupplierSwitchingSchema,
    showLoader: false,
  });
}

/** The Suppliers page's parameters: the supplier open in its drawer, the standing its list is narrowed to. */
export const SUPPLIER_PARAM = "supplier";
export const STANDING_PARAM = "standing";

/** The Suppliers page with one supplier open: where its state is read and decided on. */
export const supplierSwitchingPath = (supplierId: string): string =>
  `${webRoutes.suppliers}?${new URLSearchParams({ [SUPPLIER_PARAM]: supplierId }).toString()}`;

/** The Suppliers page listing the suppliers that stand so. */
export const suppliersStandingPath = (standing: Standing): string =>
  `${webRoutes.suppliers}?${new URLSearchParams({ [STANDING_PARAM]: standing }).toString()}`;

export const SWITCHING_LIST_KEY = "switching-suppliers";
export const switchingSupplierKey = (supplierId: string) => ["switching-supplier", supplierId] as const;
/** Whether a cache key is one supplier's state (to read them all again when the standard changes). */
export const isSwitchingSupplierKey = (key: unknown): boolean =>
  Array.isArray(key) && key[0] === "switching-supplier";

/** The list, or no request at all (`enabled` false: the role may not read it). */
export function useSupplierSwitchingList(
  enabled = true,
): SWRResponse<SupplierSwitchingList, ApiRequestError> {
  return useSWR(enabled ? SWITCHING_LIST_KEY : null, listSupplierSwitching, { revalidateOnFocus: false });
}

/** One supplier's state; no supplier, no request. A decision answers the new state, which replaces it. */
export function useSupplierSwitching(
  supplierId: string | null,
): SWRResponse<SupplierSwitching, ApiRequestError> {
  return useSWR(
    supplierId ? switchingSupplierKey(supplierId) : null,
    ([, id]: ReturnType<typeof switchingSupplierKey>) => getSupplierSwitching(id),
    { revalidateOnFocus: false },
  );
}

/** A supplier's classes as the plans need them (a list row and its list's standard, or one supplier's state). */
export interface ClassStates {
  standard: AqlStandard;
  major: Pick<ClassSwitching, "severity" | "why">;
  minor: Pick<ClassSwitching, "severity" | "why">;
}

/** What a supplier's state means for its next lot: each class's table, and the classes that stop it being planned. */
export const switchingPlanOf = (state: ClassStates): SwitchingPlan =>
  switchingPlan(state.standard, { major: state.major.severity, minor: state.minor.severity });

/**
 * The tables a lot being edited is planned from: while it can still be planned (CREATED, PLANNED) the server plans
 * it from its supplier's severities in force; once started it keeps the ones it was planned with. Without the
 * supplier's state (not readable by the role, not read yet) the lot's own.
 */
export function editedLotSeverities(
  plannable: boolean,
  plan: InspectionPlan,
  inForce: PlanSeverities | null,
): PlanSeverities {
  return plannable && inForce ? inForce : severitiesOf(plan);
}

/**
 * A supplier's tables for its next lot, as a plan preview needs them: not read (the role may not read switching
 * states, or there is no supplier), being read, failed, or known. A supplier with no lot counted yet (404) is on
 * normal inspection.
 */
export type SupplierTables =
  | { kind: "not-read" }
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  | { kind: "known"; state: ClassStates | null; plan: SwitchingPlan };

export function supplierTablesOf(
  switching: Pick<SWRResponse<SupplierSwitching, ApiRequestError>, "data" | "error">,
): Exclude<SupplierTables, { kind: "not-read" }> {
  if (switching.data) {
    return { kind: "known", state: switching.data, plan: switchingPlanOf(switching.data) };
  }
  if (switching.error?.status === 404) {
    return { kind: "known", state: null, plan: { severities: NORMAL_INSPECTION, discontinued: [] } };
  }
  if (switching.error) return { kind: "failed", message: switching.error.message };
  return { kind: "loading" };
}

/** The tables the supplier's next lot is planned from, for the roles that may read switching states. */
export function useSupplierTables(supplierId: string | null): SupplierTables {
  const { role } = useSession();
  const mayRead = can(role.name, "switching:read");
  const switching = useSupplierSwitching(mayRead ? supplierId : null);
  if (!mayRead || !supplierId) return { kind: "not-read" };
  return supplierTablesOf(switching);
}

/** The severities a preview plans with: the supplier's when known, else none (the caller's default). */
export const severitiesIn = (tables: SupplierTables): PlanSeverities | undefined =>
  tables.kind === "known" ? tables.plan.severities : undefined;

/** The standings suppliers are counted and filtered by. */
export const STANDINGS = ["discontinued", "tightened", "reduced-proposed", "reduced", "normal"] as const;
export type Standing = (typeof STANDINGS)[number];

/** A standing's name, as its filter says it: "Reduced proposed". */
export const standingLabels = perLanguage((): Readonly<Record<Standing, string>> => ({
  discontinued: t`Discontinued`,
  tightened: t`Tightened`,
  "reduced-proposed": t`Reduced proposed`,
  reduced: t`Reduced`,
  normal: t`Normal`,
}));

/** A standing after a count of suppliers: "3 <reduced proposed>". */
export const standingWords = perLanguage((): Readonly<Record<Standing, string>> => ({
  discontinued: t`discontinued`,
  tightened: t`tightened`,
  "reduced-proposed": t`reduced proposed`,
  reduced: t`reduced`,
  normal: t`normal`,
}));

/** "3 reduced proposed": how many suppliers stand so. */
function standingCount(standing: Exclude<Standing, "normal">, count: number): string {
  switch (standing) {
    case "discontinued":
      return t`${count} discontinued`;
    case "tightened":
      return t`${count} tightened`;
    case "reduced-proposed":
      return t`${count} reduced proposed`;
    case "reduced":
      return t`${count} reduced`;
  }
}

type SupplierClasses = Record<SwitchingClass, Pick<ClassSwitching, "severity" | "reducedProposed">>;

/**
 * Whether a supplier stands so: on a severity in either class (tightened, reduced, discontinued), with reduced
 * inspection proposed in either, or normal in both with nothing proposed (nothing to watch or decide).
 */
export function hasStanding(supplier: SupplierClasses, standing: Standing): boolean {
  const classes = SWITCHING_CLASSES.map((cls) => supplier[cls]);
  switch (standing) {
    case "normal":
      return classes.every((state) => state.severity === "normal" && !state.reducedProposed);
    case "reduced-proposed":
      return classes.some((state) => state.reducedProposed);
    default:
      return classes.some((state) => state.severity === standing);
  }
}

/** How many suppliers stand so, for each standing (a supplier may count under more than one). */
export function standingCounts(suppliers: readonly SupplierClasses[]): Record<Standing, number> {
  const counts = Object.fromEntries(STANDINGS.map((standing) => [standing, 0])) as Record<Standing, number>;
  for (const supplier of suppliers) {
    for (const standing of STANDINGS) if (hasStanding(supplier, standing)) counts[standing] += 1;
  }
  return counts;
}

/**
 * "2 tightened · 1 reduced proposed · 1 discontinued": what needs watching, most serious first; "All on normal
 * inspection" when nothing does.
 */
export function standingSentence(counts: Readonly<Record<Standing, number>>): string {
  const parts = STANDINGS.filter(
    (standing): standing is Exclude<Standing, "normal"> => standing !== "normal" && counts[standing] > 0,
  ).map((standing) => standingCount(standing, counts[standing]));
  return parts.length > 0 ? parts.join(" · ") : t`All on normal inspection`;
}

/**
 * How much a supplier asks for attention, for sorting (most first): discontinued, tightened, a proposal to decide,
 * normal, reduced.
 */
export function attentionOf(supplier: SupplierClasses): number {
  const rank = (state: SupplierClasses[SwitchingClass]) =>
    state.severity === "discontinued"
      ? 4
      : state.severity === "tightened"
        ? 3
        : state.reducedProposed
          ? 2
          : state.severity === "normal"
            ? 1
            : 0;
  return Math.max(...SWITCHING_CLASSES.map((cls) => rank(supplier[cls])));
}
