/**
 * API routes, relative to /api, as Azure Functions route templates. Functions register these templates and
 * the web builds its request paths from the same table.
 */
export const apiRoutes = {
  config: "config",
  /** The API described for integrators: an OpenAPI 3.1 document (public). */
  openApi: "openapi.json",
  login: "auth/login",
  /** Ends this device's session. */
  logout: "auth/logout",
  /** Ends every session of the person, on every device. */
  logoutEverywhere: "auth/logout-everywhere",
  /**
   * Spec §7 splits the tenant's reference lists in two. meta: what the screens choose from (roles, levels,
   * statuses, results, decisions, control points, skip reasons, defects, locations, centres).
   */
  metaList: "meta/{list}",
  /** common: the retailer's master data a PO line names by code (suppliers and factories, departments, categories). */
  commonList: "common/{list}",
  users: "users",
  user: "users/{userId}",
  adminClients: "admin/clients",
  /** The environment reset: POST starts one, GET reads the current or last (spec §7: GET reset?udc_id=…). */
  reset: "reset",
  orders: "orders",
  inspections: "inspections",
  /**
   * The signed-in user's own plan (the inspections assigned to them). Spec §7 spells it GET
   * /inspections?context=planningApp, still answered as a legacy alias. A segment of its own: under
   * "inspections/" a literal would share its shape with "inspections/{inspectionId}", and which answers would
   * depend on each host's route order.
   */
  inspectionPlan: "inspection-plan",
  inspection: "inspections/{inspectionId}",
  inspectionSync: "inspections/sync/{inspectionId}",
  inspectionWork: "inspections/{inspectionId}/work",
  inspectionPhoto: "inspections/{inspectionId}/photos/{photoId}",
  inspectionStatus: "inspections/{inspectionId}/status",
  /** A reviewer's commercial pass (the result's only change by hand); spec §7's path. */
  inspectionCommercialPass: "inspections/{inspectionId}/result",
  inspectionDecision: "inspections/{inspectionId}/decision",
  inspectionVersions: "inspections/{inspectionId}/versions",
  inspectionPdf: "inspections/{inspectionId}/pdf",
  inspectors: "inspectors",
  inspectionsImport: "inspections/import",
  inspectionsImportTemplate: "inspections/import/template",
  products: "products",
  productsSearch: "products/search",
  product: "products/{productId}",
  productGroups: "products/groups",
  productGroup: "products/groups/{productId}",
  sizeChartImport: "size-charts/import-file/{productId}",
  sizeChartInfo: "size-charts/info/{productId}",
  sizeChartTemplate: "size-charts/template",
  analyticsOverview: "analytics/overview",
  analyticsSuppliers: "analytics/suppliers",
  analyticsActivity: "analytics/activity",
  analyticsDefects: "analytics/defects",
  analyticsInsights: "analytics/insights",
  powerBiToken: "auth/powerbi/token",
  /** DC packaging checks: POST records one; they are listed through the reports. */
  packagingChecks: "packaging/checks",
  /** The PO lines a DC check may name (any status), for those who record checks without the planners' lists. */
  packagingPoLines: "packaging/po-lines",
  packagingCheck: "packaging/checks/{checkId}",
  /** The tenant's packaging standard: GET for everyone who reads the reports, PUT for administrators. */
  packagingStandard: "packaging/standard",
  packagingReport: "packaging/reports/{report}",
  packagingCompliancePanel: "packaging/compliance-panel",
  /** Each supplier's switching state per defect class (docs/decisions/switching-rules.md). */
  switchingSuppliers: "switching/suppliers",
  switchingSupplier: "switching/suppliers/{supplierId}",
  /** A reviewer's or client manager's decision: approve reduced, return to normal, corrected. */
  switchingDecisions: "switching/suppliers/{supplierId}/decisions",
  /** The tenant's standard (ISO 2859-1 or ANSI/ASQ Z1.4): PUT for administrators. */
  switchingStandard: "switching/standard",
  /** Corrective action requests: GET lists them (a supplier: its own), POST raises one on failed lots. */
  correctiveActions: "corrective-actions",
  correctiveAction: "corrective-actions/{carId}",
  /** The supplier's answer (If-Match). */
  correctiveActionAnswer: "corrective-actions/{carId}/answer",
  /** A reviewer's or client manager's move: send back, accept, close (If-Match). */
  correctiveActionReview: "corrective-actions/{carId}/review",
  /** The supplier's evidence for its answer: PUT uploads one file (multipart `file`), DELETE removes it. */
  correctiveActionEvidence: "corrective-actions/{carId}/evidence/{evidenceId}",
  /** The tenant's CAR settings (the default days to answer): GET for those who raise CARs, PUT for administrators. */
  correctiveActionSettings: "corrective-action-settings",
  /** Bulk downloads of report PDFs: GET the caller's, POST starts one. */
  downloads: "downloads",
  download: "downloads/{downloadId}",
  /** A short-lived private link to a finished download's file. */
  downloadLink: "downloads/{downloadId}/link",
  /** The file itself, for the link's signed token (no bearer: a browser follows the link). */
  downloadFile: "downloads/{downloadId}/file",
  /** The caller's language (PUT): the portal's words and e-mails in it (docs/decisions/languages.md). */
  myLanguage: "me/language",
  /** The caller's notifications (the bell), newest first, with the unread count. */
  notifications: "notifications",
  /** Marks the caller's notifications read: those named, or all. */
  notificationsRead: "notifications/read",
  /** The caller's e-mail choices; with an e-mail's link token, changed without signing in. */
  notificationChoices: "notification-choices",
  /** The same for the bearer of an e-mail's link (its token), without signing in. */
  notificationChoicesByLink: "notification-choices/by-link",
  /** The retailer's webhook endpoints (administrators): GET lists, POST registers one. */
  webhooks: "webhooks",
  webhook: "webhooks/{webhookId}",
  /** A new secret for the endpoint, shown once. */
  webhookSecret: "webhooks/{webhookId}/secret",
  /** Sends the endpoint a test event. */
  webhookTest: "webhooks/{webhookId}/test",
  webhookDeliveries: "webhooks/{webhookId}/deliveries",
} as const;

export type ApiRoute = (typeof apiRoutes)[keyof typeof apiRoutes];

/** The names in a route template's braces: "inspections/{inspectionId}/photos/{photoId}" → inspectionId | photoId. */
export type RouteParamNames<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | RouteParamNames<Rest>
  : never;

/**
 * A request path built from a route's template, each id encoded: `apiPath(apiRoutes.inspection, { inspectionId })`.
 * The template is the only spelling of a route; TypeScript asks for exactly the ids it names.
 */
export function apiPath<R extends ApiRoute>(route: R, params: Record<RouteParamNames<R>, string>): string {
  const values: Record<string, string> = params;
  return route.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ""));
}

/** Pages of the web app (spec §2). */
export const webRoutes = {
  main: "/main",
  contactUs: "/contact-us",
  notApproved: "/not-approved",
  redirecting: "/redirecting",
  users: "/user/users",
  addUser: "/user/add-user",
  editUser: "/user/edit-user/:userId",
  clients: "/user/clients",
  import: "/user/import",
  poSelection: "/user/po-selection",
  product: "/user/product",
  manageInspections: "/user/manage-inspections",
  packaging: "/user/packaging",
  downloads: "/user/downloads",
  /** Suppliers' switching states: normal, tightened, reduced or discontinued inspection, and the decisions. */
  suppliers: "/user/suppliers",
  /** Corrective action requests (CARs): the list, and one CAR (docs/decisions/corrective-actions.md). */
  correctiveActions: "/user/corrective-actions",
  correctiveAction: "/user/corrective-actions/:carId",
  inspectionDetail: "/user/inspection-detail",
  skippedInspections: "/user/skipped-inspections",
  /** The environment reset (administrators, when the deployment shows it): two confirmations, then its progress. */
  resetEnvironment: "/user/reset-environment",
  /** The staff sidebar's way into the client report tabs: sends the user to their first tab. */
  reports: "/user/reports",
  /** The inspector's plan and inspection screen, at the old system's path (kept so tablets' bookmarks work). */
  inspection: "/twoeightone/inspection",
  /** One's e-mail choices for notifications; opened from an e-mail's link without signing in too. */
  notificationChoices: "/notification-choices",
  /** The retailer's webhook endpoints and their deliveries (administrators). */
  webhooks: "/user/webhooks",
} as const;
