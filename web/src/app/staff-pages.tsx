import { SIDEBAR_ITEMS, webRoutes, type MenuEntry } from "@aql-portal/shared";
import type { PageAccess } from "../lib/access";

export interface StaffPage {
  path: string;
  /** The page's name as the menu calls it; the coming-soon page shows it. */
  name: string;
  /** The navbar title, as the spec gives it (§2 routes table). */
  title: string;
  access: PageAccess;
}

const NAVBAR_TITLES: Readonly<Record<string, string>> = {
  [webRoutes.import]: "UPLOAD PRODUCT READY TO INSPECT",
  [webRoutes.poSelection]: "CREATE INSPECTIONS",
  [webRoutes.product]: "PRODUCT DETAILS",
  [webRoutes.skippedInspections]: "SKIPPED INSPECTIONS",
};

function menuName(menu: readonly MenuEntry[], path: string): string | undefined {
  return menu.find((entry) => entry.path === path)?.name;
}

/** Every staff-mode page: the sidebar's, plus the two reached from inside other pages. */
export function staffPages(menu: readonly MenuEntry[]): StaffPage[] {
  const pages: StaffPage[] = SIDEBAR_ITEMS.map((item) => ({
    path: item.path,
    name: item.title,
    title: NAVBAR_TITLES[item.path] ?? item.title,
    access: item,
  }));
  pages.push(
    {
      path: webRoutes.inspectionDetail,
      name: "AQL Inspection Report",
      title: "AQL Inspection Report",
      access: { permission: "inspections:read" },
    },
    {
      path: webRoutes.inspection,
      name: menuName(menu, webRoutes.inspection) ?? "Inspection",
      title: menuName(menu, webRoutes.inspection) ?? "Inspection",
      access: { permission: "inspections:perform" },
    },
  );
  return pages;
}
