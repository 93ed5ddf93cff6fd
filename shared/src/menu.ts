import { z } from "zod";
import { webRoutes } from "./routes";
import type { Permission } from "./roles";

/**
 * The configurable landing menu (spec §2 "Default page"): each entry may be the default for one role
 * hierarchy, or the default for everyone else; an entry with pages lands on its single or default page.
 */
export interface MenuEntry {
  name: string;
  path?: string | undefined;
  defaultForRole?: number | undefined;
  default?: boolean | undefined;
  pages?: MenuEntry[] | undefined;
}
export const MenuEntrySchema: z.ZodType<MenuEntry> = z.lazy(() =>
  z
    .object({
      name: z.string().min(1),
      path: z.string().startsWith("/").optional(),
      defaultForRole: z.number().int().optional(),
      default: z.boolean().optional(),
      pages: z.array(MenuEntrySchema).optional(),
    })
    .strict(),
);

export function slugify(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

export function defaultPageFor(hierarchy: number, menu: readonly MenuEntry[]): string {
  const entry =
    menu.find((e) => e.defaultForRole === hierarchy) ??
    menu.find((e) => e.default === true && e.defaultForRole === undefined);
  if (!entry) return webRoutes.main;
  const pages = entry.pages ?? [];
  const page = pages.length === 1 ? pages[0] : pages.find((p) => p.default === true);
  const chosen = page ?? entry;
  return chosen.path ?? `/${slugify(chosen.name)}`;
}

/** Client-mode report tabs (spec §2 Navbar), reached at /{customer}/{tab}. */
export const CLIENT_REPORT_TABS = [
  { name: "Supplier Analysis" },
  { name: "Inspection Activity" },
  { name: "Defect Analysis" },
  { name: "Your Reports", default: true },
  { name: "Insights" },
  { name: "Inspection" },
  { name: "Skipped Inspections" },
] as const;

export function clientReportPath(customerName: string, tabName: string): string {
  return `/${slugify(customerName)}/${slugify(tabName)}`;
}

/** The product's menu as shipped; a deployment may replace it through configuration. */
export function standardMenu(customerName: string): MenuEntry[] {
  return [
    { name: "Users", path: webRoutes.users, defaultForRole: 10 },
    { name: "Manage Inspections", path: webRoutes.manageInspections, defaultForRole: 8 },
    { name: "Import", path: webRoutes.import, defaultForRole: 7 },
    { name: "Supplier Inspections", path: webRoutes.manageInspections, defaultForRole: 6 },
    { name: "Inspection Plan", path: webRoutes.inspection, defaultForRole: 5 },
    {
      name: "Client Reports",
      default: true,
      pages: CLIENT_REPORT_TABS.map((t) => ({
        name: t.name,
        path: clientReportPath(customerName, t.name),
        default: "default" in t ? t.default : undefined,
      })),
    },
  ];
}

/** Sidebar items of the staff layout (spec §2 Sidebar), each shown to whoever holds its permission. */
export interface SidebarItem {
  title: string;
  path: string;
  icon:
    | "users"
    | "clients"
    | "import"
    | "create"
    | "product"
    | "inspections"
    | "packaging"
    | "downloads"
    | "skipped"
    | "plan";
  permission: Permission;
  /** Spec §2: Users is removed below hierarchy 10, whatever the permission table says. */
  minHierarchy?: number;
  feature?: FeatureFlag;
}

export const FEATURE_FLAGS = [
  "showPoSelection",
  "showSkipInspections",
  "showPackaging",
  "showDownloads",
  "showResetEnvironment",
  "showAdminLink",
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const SIDEBAR_ITEMS: readonly SidebarItem[] = [
  { title: "Users", path: webRoutes.users, icon: "users", permission: "users:read", minHierarchy: 10 },
  {
    title: "Clients",
    path: webRoutes.clients,
    icon: "clients",
    permission: "admin-clients:read",
    minHierarchy: 10,
  },
  { title: "Import", path: webRoutes.import, icon: "import", permission: "products:manage" },
  {
    title: "Create Inspections",
    path: webRoutes.poSelection,
    icon: "create",
    permission: "inspections:plan",
    feature: "showPoSelection",
  },
  { title: "Product", path: webRoutes.product, icon: "product", permission: "products:manage" },
  {
    title: "Manage Inspections",
    path: webRoutes.manageInspections,
    icon: "inspections",
    permission: "inspections:list",
  },
  {
    title: "Inspection Plan",
    path: webRoutes.inspection,
    icon: "plan",
    permission: "inspections:perform",
  },
  {
    title: "Packaging",
    path: webRoutes.packaging,
    icon: "packaging",
    permission: "inspections:list",
    feature: "showPackaging",
  },
  {
    title: "Downloads",
    path: webRoutes.downloads,
    icon: "downloads",
    permission: "inspections:list",
    feature: "showDownloads",
  },
  {
    title: "Skipped Inspections",
    path: webRoutes.skippedInspections,
    icon: "skipped",
    permission: "inspections:list",
    feature: "showSkipInspections",
  },
];
