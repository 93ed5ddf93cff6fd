import type { ComponentType } from "react";
import { matchPath } from "react-router-dom";
import { webRoutes } from "@aql-portal/shared";

/**
 * The staff pages that have their own code, by path, each loaded with its route (routes.tsx renders them with
 * React.lazy). The app starts loading the page the address names as soon as it starts (app.tsx), while the
 * configuration is read, instead of once the configuration and the session guard have let the route render:
 * a round trip and a render less before the page's code arrives, a good part of a second on a factory's
 * connection (docs/decisions/web-speed.md). A module is fetched once either way.
 */
export const STAFF_PAGE_MODULES: Readonly<Record<string, () => Promise<ComponentType>>> = {
  [webRoutes.users]: () => import("../features/users/components/users-page").then((m) => m.UsersPage),
  [webRoutes.addUser]: () => import("../features/users/components/add-user-page").then((m) => m.AddUserPage),
  [webRoutes.editUser]: () =>
    import("../features/users/components/edit-user-page").then((m) => m.EditUserPage),
  [webRoutes.import]: () => import("../features/import/components/import-page").then((m) => m.ImportPage),
  [webRoutes.product]: () =>
    import("../features/products/components/products-page").then((m) => m.ProductsPage),
  [webRoutes.poSelection]: () =>
    import("../features/po-lines/components/create-inspections-page").then((m) => m.CreateInspectionsPage),
  [webRoutes.skippedInspections]: () =>
    import("../features/po-lines/components/skipped-inspections-page").then((m) => m.SkippedInspectionsPage),
  [webRoutes.manageInspections]: () =>
    import("./manage-inspections-route").then((m) => m.ManageInspectionsRoute),
  [webRoutes.inspection]: () => import("./inspection-route").then((m) => m.InspectionRoute),
  [webRoutes.reports]: () => import("./client-reports-redirect").then((m) => m.ClientReportsRedirect),
  [webRoutes.clients]: () =>
    import("../features/admin-clients/components/admin-clients-page").then((m) => m.AdminClientsPage),
  [webRoutes.inspectionDetail]: () =>
    import("./inspection-report-route").then((m) => m.InspectionReportRoute),
  [webRoutes.resetEnvironment]: () =>
    import("../features/reset/components/reset-page").then((m) => m.ResetPage),
  [webRoutes.packaging]: () => import("./packaging-routes").then((m) => m.PackagingRoute),
  [webRoutes.downloads]: () =>
    import("../features/downloads/components/downloads-page").then((m) => m.DownloadsPage),
  [webRoutes.suppliers]: () =>
    import("../features/suppliers/components/suppliers-page").then((m) => m.SuppliersPage),
  [webRoutes.correctiveActions]: () =>
    import("../features/corrective-actions/components/cars-page").then((m) => m.CorrectiveActionsPage),
  [webRoutes.correctiveAction]: () =>
    import("../features/corrective-actions/components/car-page").then((m) => m.CorrectiveActionPage),
  [webRoutes.notificationChoices]: () =>
    import("../features/notifications/components/notification-choices-page").then(
      (m) => m.NotificationChoicesPage,
    ),
  [webRoutes.webhooks]: () =>
    import("../features/webhooks/components/webhooks-page").then((m) => m.WebhooksPage),
};

/**
 * Starts loading the code of the staff page at `path` (a route with parameters too: one CAR, one user), if it has
 * its own; errors are the route's to show.
 */
export function preloadStaffPage(path: string): void {
  const route = Object.keys(STAFF_PAGE_MODULES).find((pattern) => matchPath(pattern, path) !== null);
  if (route) STAFF_PAGE_MODULES[route]?.().catch(() => undefined);
}
