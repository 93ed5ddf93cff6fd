import {
  ADMIN_HIERARCHY,
  ROLES,
  can,
  isDataController,
  reportTabsFor,
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

/** The client-mode report area is for whoever has a report tab (shared/src/menu.ts lists who has which). */
export function canOpenClientReports(role: Role): boolean {
  return reportTabsFor(role.name, "").length > 0;
}
