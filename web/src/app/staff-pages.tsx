import { ADMIN_HIERARCHY, SIDEBAR_ITEMS, webRoutes } from "@aql-portal/shared";
import { t } from "@lingui/core/macro";
import type { PageAccess } from "../lib/access";
import { perLanguage } from "../lib/i18n";

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

/** The navbar titles that differ from the menu's names, as the spec gives them. */
const navbarTitles = perLanguage((): Readonly<Record<string, string>> => ({
  [webRoutes.import]: t`UPLOAD PRODUCT READY TO INSPECT`,
  [webRoutes.poSelection]: t`CREATE INSPECTIONS`,
  [webRoutes.product]: t`PRODUCT DETAILS`,
  [webRoutes.skippedInspections]: t`SKIPPED INSPECTIONS`,
}));

/** The inspection plan opens an inspection on its own route, Webhooks an endpoint: the navbar names what is open. */
const navbarItemTitles = perLanguage((): Readonly<Record<string, string>> => ({
  [webRoutes.inspection]: t`INSPECTION`,
  [webRoutes.webhooks]: t`Webhook endpoint`,
}));

/**
 * A page whose words are read in the language shown when they are read (the list is made once, when the module
 * loads): its name, its title (its name unless given) and its item's title.
 */
function staffPage(
  words: { name: () => string; title?: () => string; itemTitle?: () => string | undefined },
  page: Omit<StaffPage, "name" | "title" | "itemTitle">,
): StaffPage {
  return {
    ...page,
    get name() {
      return words.name();
    },
    get title() {
      return (words.title ?? words.name)();
    },
    get itemTitle() {
      return words.itemTitle?.();
    },
  };
}

/**
 * One's e-mail choices, from the account's menu and the bell, in either mode; routes.tsx routes it apart, since an
 * e-mail's link opens it without signing in too. Leads back to where it was opened from.
 */
export const CHOICES_PAGE: StaffPage = staffPage(
  { name: () => t`E-mail choices` },
  { path: webRoutes.notificationChoices, access: { permission: "notifications:read" }, leadsBack: true },
);

/** Every staff-mode page: the sidebar's, plus those reached from inside other pages. */
function listStaffPages(): StaffPage[] {
  const pages: StaffPage[] = SIDEBAR_ITEMS.map((item) =>
    staffPage(
      {
        name: () => item.title,
        title: () => navbarTitles()[item.path] ?? item.title,
        itemTitle: () => navbarItemTitles()[item.path],
      },
      {
        path: item.path,
        // The spec removes Users from the menu below hierarchy 10, but reviewers may view users (decisions.md):
        // the page opens for anyone who may read users, read-only unless they may manage them.
        access: item.path === webRoutes.users ? { permission: "users:read" } : item,
      },
    ),
  );
  // Reached from the Users page. Like Users itself (spec §6), only for hierarchy 10 and up.
  const userAdmin = { permission: "users:manage", minHierarchy: ADMIN_HIERARCHY } as const;
  pages.push(
    // Each leads back up to Users above its title.
    staffPage({ name: () => t`Add user` }, { path: webRoutes.addUser, access: userAdmin, leadsBack: true }),
    staffPage({ name: () => t`Edit user` }, { path: webRoutes.editUser, access: userAdmin, leadsBack: true }),
    staffPage(
      { name: () => t`Clients` },
      {
        path: webRoutes.clients,
        access: { permission: "admin-clients:read", minHierarchy: ADMIN_HIERARCHY },
        leadsBack: true,
      },
    ),
    staffPage(
      { name: () => t`AQL Inspection Report` },
      { path: webRoutes.inspectionDetail, access: { permission: "inspections:read" }, leadsBack: true },
    ),
    // Reached from the CARs list, an inspection report or a supplier's landing page; leads back to where it came from.
    staffPage(
      { name: () => t`Corrective action` },
      {
        path: webRoutes.correctiveAction,
        access: { permission: "corrective-actions:read" },
        leadsBack: true,
      },
    ),
    CHOICES_PAGE,
  );
  return pages;
}

export const STAFF_PAGES: readonly StaffPage[] = listStaffPages();
