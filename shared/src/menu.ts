import { z } from "zod";
import { webRoutes } from "./routes";
import { can, legacyRoleId, ROLES, ROLE_NAMES, type Permission, type RoleName } from "./roles";

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

const rolesWith = (permission: Permission): readonly RoleName[] =>
  ROLE_NAMES.filter((role) => can(role, permission));

/** Spec §2: the "inspection" tab is for legacy role ids 1, 2 and 8 (administrators, data controllers, clients). */
const INSPECTION_TAB_ROLES: readonly RoleName[] = ROLE_NAMES.filter((role) =>
  [1, 2, 8].includes(legacyRoleId(ROLES[role].hierarchy) ?? -1),
);

/** What a report tab shows: the portal's analytics (or a Power BI report in their place), or a list. */
export type ClientTabKind = "analytics" | "list";

export interface ClientReportTab {
  name: string;
  kind: ClientTabKind;
  /** Spec §2: tabs are filtered by a per-item role list. */
  roles: readonly RoleName[];
  default?: true;
}

/**
 * Client-mode report tabs (spec §2 Navbar), reached at /{customer}/{tab}, with who may open each: the web shows
 * a role its tabs, and the API refuses what a tab is not for (analytics need analytics:read, the lists
 * inspections:list, and what anyone sees is scoped to them: a supplier's figures are its own).
 */
export const CLIENT_REPORT_TABS = [
  { name: "Supplier Analysis", kind: "analytics", roles: rolesWith("analytics:read") },
  { name: "Inspection Activity", kind: "analytics", roles: rolesWith("analytics:read") },
  { name: "Defect Analysis", kind: "analytics", roles: rolesWith("analytics:read") },
  { name: "Your Reports", kind: "analytics", roles: rolesWith("analytics:read"), default: true },
  { name: "Insights", kind: "analytics", roles: rolesWith("analytics:read") },
  { name: "Inspection", kind: "list", roles: INSPECTION_TAB_ROLES },
  { name: "Skipped Inspections", kind: "list", roles: rolesWith("inspections:list") },
] as const satisfies readonly ClientReportTab[];

export type ClientTabName = (typeof CLIENT_REPORT_TABS)[number]["name"];
export const ANALYTICS_TABS = CLIENT_REPORT_TABS.filter((tab) => tab.kind === "analytics").map(
  (tab) => tab.name,
);
export type AnalyticsTabName = Extract<(typeof CLIENT_REPORT_TABS)[number], { kind: "analytics" }>["name"];

export function clientReportPath(customerName: string, tabName: string): string {
  return `/${slugify(customerName)}/${slugify(tabName)}`;
}

export interface ReportTab {
  name: ClientTabName;
  kind: ClientTabKind;
  path: string;
  /** The tab a role lands on in client mode: the tab flagged default, else its first. */
  isDefault: boolean;
}

/** The report tabs a role may open, in menu order. */
export function reportTabsFor(role: RoleName, customerName: string): ReportTab[] {
  const tabs = CLIENT_REPORT_TABS.filter((tab) => tab.roles.includes(role));
  const home = tabs.find((tab) => "default" in tab) ?? tabs[0];
  return tabs.map((tab) => ({
    name: tab.name,
    kind: tab.kind,
    path: clientReportPath(customerName, tab.name),
    isDefault: tab === home,
  }));
}

/** The tab with this slug (as in its path and in ?report=), if there is one. */
export function reportTabBySlug(slug: string): (typeof CLIENT_REPORT_TABS)[number] | undefined {
  return CLIENT_REPORT_TABS.find((tab) => slugify(tab.name) === slug);
}

/**
 * Your Reports' sub-pages (spec §2 "{customerName}/{reportName}"), at /{customer}/your-reports/{slug}: the DC's
 * packaging reports and bulk downloads, for the roles holding the permission when the deployment shows them.
 */
export const YOUR_REPORTS_PAGES = [
  {
    slug: "compliance-panel",
    title: "Compliance panel",
    permission: "packaging:read",
    feature: "showPackaging",
  },
  { slug: "compliance", title: "Compliance", permission: "packaging:read", feature: "showPackaging" },
  { slug: "accuracy", title: "Accuracy", permission: "packaging:read", feature: "showPackaging" },
  { slug: "garment-check", title: "Garment check", permission: "packaging:read", feature: "showPackaging" },
  { slug: "downloads", title: "Downloads", permission: "downloads:create", feature: "showDownloads" },
] as const satisfies readonly { slug: string; title: string; permission: Permission; feature: FeatureFlag }[];
export type YourReportsPage = (typeof YOUR_REPORTS_PAGES)[number];

/** The Your Reports sub-pages a role may open in a deployment with these features on. */
export function yourReportsPagesFor(
  role: RoleName,
  features: Readonly<Record<FeatureFlag, boolean>>,
): YourReportsPage[] {
  return YOUR_REPORTS_PAGES.filter((page) => features[page.feature] && can(role, page.permission));
}

export function yourReportsPagePath(customerName: string, slug: YourReportsPage["slug"]): string {
  return `${clientReportPath(customerName, "Your Reports")}/${slug}`;
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
    | "plan"
    | "reports"
    | "suppliers"
    | "corrective-actions"
    | "webhooks"
    | "reset";
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

/** Defaults of the spec's feature settings (§2 routes, §9): which optional pages a deployment shows. */
export const FEATURE_DEFAULTS: Readonly<Record<FeatureFlag, boolean>> = {
  showPoSelection: true,
  showSkipInspections: true,
  showPackaging: false,
  showDownloads: false,
  showResetEnvironment: false,
  showAdminLink: true,
};

export const SIDEBAR_ITEMS: readonly SidebarItem[] = [
  { title: "Users", path: webRoutes.users, icon: "users", permission: "users:read", minHierarchy: 10 },
  {
    title: "Clients",
    path: webRoutes.clients,
    icon: "clients",
    permission: "admin-clients:read",
    minHierarchy: 10,
  },
  {
    // The retailer's systems told of events by signed webhooks, and each endpoint's deliveries
    // (docs/decisions/notifications.md "Webhooks"). Like Users, for hierarchy 10 only.
    title: "Webhooks",
    path: webRoutes.webhooks,
    icon: "webhooks",
    permission: "webhooks:manage",
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
    // The DCs' checks and the reports made of them (compliance panel, compliance, accuracy, garment check): named so
    // that whoever looks for those reports finds them here.
    title: "Packaging & DC Reports",
    path: webRoutes.packaging,
    icon: "packaging",
    permission: "packaging:read",
    feature: "showPackaging",
  },
  {
    title: "Downloads",
    path: webRoutes.downloads,
    icon: "downloads",
    permission: "downloads:create",
    feature: "showDownloads",
  },
  {
    title: "Skipped Inspections",
    path: webRoutes.skippedInspections,
    icon: "skipped",
    permission: "inspections:list",
    feature: "showSkipInspections",
  },
  {
    // Each supplier's severity of inspection per defect class, and the decisions on it (docs/decisions/switching-rules.md).
    title: "Suppliers",
    path: webRoutes.suppliers,
    icon: "suppliers",
    permission: "switching:read",
  },
  {
    // Corrective action requests on lots not accepted, the suppliers' answers and their review
    // (docs/decisions/corrective-actions.md); a supplier sees its own.
    title: "Corrective actions",
    path: webRoutes.correctiveActions,
    icon: "corrective-actions",
    permission: "corrective-actions:read",
  },
  {
    // The client's analytics (Supplier Analysis, Defect Analysis, Your Reports…), opened in the client view.
    title: "Client Analytics",
    path: webRoutes.reports,
    icon: "reports",
    permission: "analytics:read",
  },
  {
    // Spec §2: only for hierarchy 10 when the deployment shows it; the page asks for confirmation twice.
    title: "Reset Environment",
    path: webRoutes.resetEnvironment,
    icon: "reset",
    permission: "environment:reset",
    minHierarchy: 10,
    feature: "showResetEnvironment",
  },
];
