import { z } from "zod";

/**
 * The role table: one place for names, hierarchy and rights. The API enforces it; the web uses the same
 * table only to decide what to show. Hierarchies follow the product spec (§6) and decisions.md.
 */
export const ROLE_NAMES = [
  "ADMINISTRATOR",
  "REVIEWER",
  "PLANNER",
  "SUPPLIER",
  "INSPECTOR",
  "CLIENT_MANAGER",
  "CLIENT_OPERATOR",
  "PENDING",
] as const;
export const RoleNameSchema = z.enum(ROLE_NAMES);
export type RoleName = z.infer<typeof RoleNameSchema>;

export const PERMISSIONS = [
  "users:read",
  "users:manage",
  "admin-clients:read",
  "environment:reset",
  "reference-data:read",
  "products:manage",
  "inspections:read",
  /** The tenant's (a supplier's: their own) lists: Manage Inspections, PO lines, skipped inspections. */
  "inspections:list",
  "inspections:plan",
  "inspections:review",
  "inspections:perform",
  "client-decisions:set",
  "analytics:read",
  /** The packaging checks and their reports (compliance panel, compliance, accuracy, garment check). */
  "packaging:read",
  /** Record and correct a DC's packaging checks. */
  "packaging:record",
  /** Change the tenant's packaging standard (the thresholds the results use). */
  "packaging:standard",
  /** Build a .zip of report PDFs (their own supplier's, for a supplier). */
  "downloads:create",
  /** Read suppliers' switching states (a supplier: its own). */
  "switching:read",
  /** Decide on switching: approve reduced inspection, return to normal, record a discontinued supplier's correction. */
  "switching:decide",
  /** Choose the tenant's standard for plans and switching (ISO 2859-1 or ANSI/ASQ Z1.4). */
  "switching:standard",
  /** Raise corrective action requests on failed lots, review the supplier's answers, close them. */
  "corrective-actions:manage",
  /** Read corrective action requests (a supplier: its own). */
  "corrective-actions:read",
  /** Set the tenant's CAR settings (the days a supplier gets to answer). */
  "corrective-actions:settings",
  /** Read one's own notifications and choose how one is e-mailed (every account that can sign in). */
  "notifications:read",
  /** Register the retailer's webhook endpoints and read their deliveries (docs/decisions/notifications.md). */
  "webhooks:manage",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export interface RoleDefinition {
  name: RoleName;
  label: string;
  hierarchy: number;
  /** Client-mode roles see the retailer's view (reports, decisions) rather than the staff tools. */
  clientMode: boolean;
  /**
   * Sees its own supplier's records only, whatever else its permissions allow: inspections, PO lines, styles,
   * packaging checks, figures and downloads (docs/decisions/object-access.md).
   */
  ownSupplierOnly?: true;
  permissions: readonly Permission[];
}

/** Inspectors read only the inspections assigned to them (their plan), not the lists. */
const READ: readonly Permission[] = [
  "reference-data:read",
  "inspections:read",
  "inspections:list",
  "notifications:read",
];

export const ROLES: Readonly<Record<RoleName, RoleDefinition>> = {
  ADMINISTRATOR: {
    name: "ADMINISTRATOR",
    label: "Administrator",
    hierarchy: 10,
    clientMode: false,
    permissions: PERMISSIONS,
  },
  REVIEWER: {
    name: "REVIEWER",
    label: "Reviewer",
    hierarchy: 8,
    clientMode: false,
    permissions: [
      ...READ,
      "users:read",
      "products:manage",
      "inspections:plan",
      "inspections:review",
      "analytics:read",
      "packaging:read",
      "packaging:record",
      "downloads:create",
      "switching:read",
      "switching:decide",
      "corrective-actions:read",
      "corrective-actions:manage",
    ],
  },
  PLANNER: {
    name: "PLANNER",
    label: "Planner",
    hierarchy: 7,
    clientMode: false,
    permissions: [
      ...READ,
      "products:manage",
      "inspections:plan",
      "packaging:read",
      "packaging:record",
      "downloads:create",
      "switching:read",
      "corrective-actions:read",
    ],
  },
  SUPPLIER: {
    name: "SUPPLIER",
    label: "Supplier",
    hierarchy: 6,
    clientMode: false,
    ownSupplierOnly: true,
    // Their own supplier's figures only (the API scopes every figure): a supplier's quality scorecard.
    permissions: [
      ...READ,
      "analytics:read",
      "packaging:read",
      "downloads:create",
      "switching:read",
      "corrective-actions:read",
    ],
  },
  INSPECTOR: {
    name: "INSPECTOR",
    label: "Inspector",
    hierarchy: 5,
    clientMode: false,
    // At a DC they also record deliveries' packaging checks.
    permissions: [
      "reference-data:read",
      "inspections:read",
      "inspections:perform",
      "notifications:read",
      "packaging:read",
      "packaging:record",
    ],
  },
  CLIENT_MANAGER: {
    name: "CLIENT_MANAGER",
    label: "Client manager",
    hierarchy: 2,
    clientMode: true,
    permissions: [
      ...READ,
      "client-decisions:set",
      "analytics:read",
      "packaging:read",
      "downloads:create",
      "switching:read",
      "switching:decide",
      "corrective-actions:read",
      "corrective-actions:manage",
    ],
  },
  CLIENT_OPERATOR: {
    name: "CLIENT_OPERATOR",
    label: "Client operator",
    hierarchy: 1,
    clientMode: true,
    permissions: [...READ, "analytics:read", "packaging:read", "switching:read", "corrective-actions:read"],
  },
  PENDING: {
    name: "PENDING",
    label: "Pending approval",
    hierarchy: 0,
    clientMode: false,
    permissions: [],
  },
};

/** Roles from the most to the least senior, the order pickers and filters list them in. */
export const ROLES_BY_HIERARCHY: readonly RoleDefinition[] = Object.values(ROLES).sort(
  (a, b) => b.hierarchy - a.hierarchy,
);

export function can(role: RoleName, permission: Permission): boolean {
  return ROLES[role].permissions.includes(permission);
}

/** Whether a role sees its own supplier's records only (`ownSupplierOnly`): a page then offers no supplier choice. */
export const seesOwnSupplierOnly = (role: RoleName): boolean => ROLES[role].ownSupplierOnly === true;

/** Whose records a caller sees by supplier: the whole tenant's, or one supplier's. */
export type SupplierScope = { kind: "tenant" } | { kind: "supplier"; supplierId: string };

/** An id no supplier has: what a caller who may see no supplier's records is narrowed to. */
export const NO_SUPPLIER = "\u0000none";

/** The supplier scope of a user: a supplier user sees their supplier's records (none when they have none). */
export function supplierScopeOf(user: { role: RoleName; supplier?: { id: string } | null }): SupplierScope {
  if (!seesOwnSupplierOnly(user.role)) return { kind: "tenant" };
  return { kind: "supplier", supplierId: user.supplier?.id ?? NO_SUPPLIER };
}

/**
 * Who sees which inspections (docs/decisions/object-access.md): the whole tenant, one supplier's (supplierScopeOf),
 * or, for an inspector, those assigned to them.
 */
export type InspectionScope = SupplierScope | { kind: "inspector"; inspectorId: string };

/** The inspection scope of a user: inspectors their assigned inspections, everyone else as supplierScopeOf. */
export function inspectionScopeOf(user: {
  id: string;
  role: RoleName;
  supplier?: { id: string } | null;
}): InspectionScope {
  if (user.role === "INSPECTOR") return { kind: "inspector", inspectorId: user.id };
  return supplierScopeOf(user);
}

/** Administrators are hierarchy 10 or more (spec §6). */
export const ADMIN_HIERARCHY = 10;

/** Spec §6: hierarchy → legacy role id; legacy id 2 marks a data controller. */
const LEGACY_ROLE_IDS: Readonly<Record<number, number>> = { 0: 5, 1: 7, 2: 8, 5: 4, 6: 8, 7: 2, 8: 2, 10: 1 };
export function legacyRoleId(hierarchy: number): number | undefined {
  return LEGACY_ROLE_IDS[hierarchy];
}
export function isDataController(hierarchy: number): boolean {
  return legacyRoleId(hierarchy) === 2;
}

/** A role as the API sends it to the browser (spec §3: "role (object with hierarchy number)"). */
export const RoleSchema = z.object({
  name: RoleNameSchema,
  label: z.string(),
  hierarchy: z.number().int(),
});
export type Role = z.infer<typeof RoleSchema>;

export function roleOf(name: RoleName): Role {
  const { label, hierarchy } = ROLES[name];
  return { name, label, hierarchy };
}
