import {
  ADMIN_HIERARCHY,
  CLIENT_REPORT_TABS,
  ROLES,
  can,
  clientReportPath,
  isDataController,
  legacyRoleId,
  type FeatureFlags,
  type Permission,
  type Role,
  type SidebarItem,
} from "@aql-portal/shared";

/**
 * What the web shows to whom, derived from the shared role table. Hiding is a convenience only: the API
 * checks every call itself.
 */
export interface PageAccess {
  permission: Permission;
  minHierarchy?: number | undefined;
  feature?: SidebarItem["feature"];
}

export function canOpen(role: Role, features: FeatureFlags, access: PageAccess): boolean {
  return (
    can(role.name, access.permission) &&
    role.hierarchy >= (access.minHierarchy ?? 0) &&
    (access.feature === undefined || features[access.feature] === true)
  );
}

export function isClientMode(role: Role): boolean {
  return ROLES[role.name].clientMode;
}

export function isAdmin(role: Role): boolean {
  return role.hierarchy >= ADMIN_HIERARCHY;
}

/** Spec §6: the Back button (staff) and Admin link (client) belong to admins and data controllers. */
export function movesBetweenModes(role: Role): boolean {
  return isAdmin(role) || isDataController(role.hierarchy);
}

/** The client-mode report area is for client roles, and for the staff who can switch into it. */
export function canOpenClientReports(role: Role): boolean {
  return isClientMode(role) || movesBetweenModes(role);
}

export interface ReportTab {
  name: string;
  path: string;
  isDefault: boolean;
}

/**
 * Spec §2: the "inspection" tab is only for legacy role ids 1, 2 and 8. The shared tab list has no per-tab
 * roles yet, so that one rule lives here.
 */
const INSPECTION_TAB_LEGACY_ROLES: ReadonlySet<number> = new Set([1, 2, 8]);

export function reportTabsFor(role: Role, customerName: string): ReportTab[] {
  return CLIENT_REPORT_TABS.filter(
    (tab) => tab.name !== "Inspection" || INSPECTION_TAB_LEGACY_ROLES.has(legacyRoleId(role.hierarchy) ?? -1),
  ).map((tab) => ({
    name: tab.name,
    path: clientReportPath(customerName, tab.name),
    isDefault: "default" in tab && tab.default,
  }));
}
