import { ADMIN_HIERARCHY, SIDEBAR_ITEMS, webRoutes } from "@aql-portal/shared";
import type { PageAccess } from "../lib/access";

export interface StaffPage {
  path: string;
  /** The page's name as the menu calls it; the coming-soon page shows it. */
  name: string;
  /** The navbar title, as the spec gives it (§2 routes table). */
  title: string;
  /** The navbar title while the page shows one of its items (`?id=…`), where it differs. */
  itemTitle?: string;
  access: PageAccess;
  /** The page leads back itself (to where it was opened from): the navbar shows no Back of its own beside it. */
  leadsBack?: boolean;
}

/** The address parameter with which a page shows one of its items. */
export const ITEM_ID_PARAM = "id";

const NAVBAR_TITLES: Readonly<Record<string, string>> = {
  [webRoutes.import]: "UPLOAD PRODUCT READY TO INSPECT",
  [webRoutes.poSelection]: "CREATE INSPECTIONS",
  [webRoutes.product]: "PRODUCT DETAILS",
  [webRoutes.skippedInspections]: "SKIPPED INSPECTIONS",
};

/** The inspection plan opens an inspection on its own route, Webhooks an endpoint: the navbar names what is open. */
const NAVBAR_ITEM_TITLES: Readonly<Record<string, string>> = {
  [webRoutes.inspection]: "INSPECTION",
  [webRoutes.webhooks]: "Webhook endpoint",
};

/**
 * One's e-mail choices, from the account's menu and the bell, in either mode; routes.tsx routes it apart, since an
 * e-mail's link opens it without signing in too. Leads back to where it was opened from.
 */
export const CHOICES_PAGE: StaffPage = {
  path: webRoutes.notificationChoices,
  name: "E-mail choices",
  title: "E-mail choices",
  access: { permission: "notifications:read" },
  leadsBack: true,
};

/** Every staff-mode page: the sidebar's, plus those reached from inside other pages. */
function listStaffPages(): StaffPage[] {
  const pages: StaffPage[] = SIDEBAR_ITEMS.map((item) => ({
    path: item.path,
    name: item.title,
    title: NAVBAR_TITLES[item.path] ?? item.title,
    itemTitle: NAVBAR_ITEM_TITLES[item.path],
    // The spec removes Users from the menu below hierarchy 10, but reviewers may view users (decisions.md):
    // the page opens for anyone who may read users, read-only unless they may manage them.
    access: item.path === webRoutes.users ? { permission: "users:read" } : item,
  }));
  // Reached from the Users page. Like Users itself (spec §6), only for hierarchy 10 and up.
  const userAdmin = { permission: "users:manage", minHierarchy: ADMIN_HIERARCHY } as const;
  pages.push(
    // Each leads back up to Users above its title.
    { path: webRoutes.addUser, name: "Add user", title: "Add user", access: userAdmin, leadsBack: true },
    { path: webRoutes.editUser, name: "Edit user", title: "Edit user", access: userAdmin, leadsBack: true },
    {
      path: webRoutes.clients,
      name: "Clients",
      title: "Clients",
      access: { permission: "admin-clients:read", minHierarchy: ADMIN_HIERARCHY },
      leadsBack: true,
    },
    {
      path: webRoutes.inspectionDetail,
      name: "AQL Inspection Report",
      title: "AQL Inspection Report",
      access: { permission: "inspections:read" },
      leadsBack: true,
    },
    // Reached from the CARs list, an inspection report or a supplier's landing page; leads back to where it came from.
    {
      path: webRoutes.correctiveAction,
      name: "Corrective action",
      title: "Corrective action",
      access: { permission: "corrective-actions:read" },
      leadsBack: true,
    },
    CHOICES_PAGE,
  );
  return pages;
}

export const STAFF_PAGES: readonly StaffPage[] = listStaffPages();
