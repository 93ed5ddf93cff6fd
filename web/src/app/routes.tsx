import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from "react";
import { Center, Spinner } from "@chakra-ui/react";
import { matchPath, Navigate, Route, Routes, useLocation } from "react-router-dom";
import {
  CLIENT_REPORT_TABS,
  clientReportPath,
  defaultPageFor,
  reportTabsFor,
  webRoutes,
  type ClientTabName,
} from "@aql-portal/shared";
import { ComingSoon } from "../components/ui/coming-soon";
import { NoAccess } from "../components/ui/no-access";
import { NotApprovedPage } from "../features/auth/components/not-approved-page";
import { canOpen, isClientMode } from "../lib/access";
import { useSession } from "../lib/auth/session-context";
import { useConfig } from "../lib/config/config-context";
import { ClientShell } from "./client-shell";
import { RedirectingPage, StartGuard } from "./guards";
import { StaffShell } from "./staff-shell";
import { STAFF_PAGES, type StaffPage } from "./staff-pages";

// Feature pages load with their route: the shell stays small, and the table library comes with the table.
const SkippedInspectionsPage = lazy(() =>
  import("../features/orders/components/skipped-inspections-page").then((module) => ({
    default: module.SkippedInspectionsPage,
  })),
);

const FEATURE_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  [webRoutes.users]: lazy(() =>
    import("../features/users/components/users-page").then((module) => ({ default: module.UsersPage })),
  ),
  [webRoutes.addUser]: lazy(() =>
    import("../features/users/components/add-user-page").then((module) => ({ default: module.AddUserPage })),
  ),
  [webRoutes.editUser]: lazy(() =>
    import("../features/users/components/edit-user-page").then((module) => ({
      default: module.EditUserPage,
    })),
  ),
  [webRoutes.import]: lazy(() =>
    import("../features/import/components/import-page").then((module) => ({ default: module.ImportPage })),
  ),
  [webRoutes.product]: lazy(() =>
    import("../features/products/components/products-page").then((module) => ({
      default: module.ProductsPage,
    })),
  ),
  [webRoutes.poSelection]: lazy(() =>
    import("../features/orders/components/create-inspections-page").then((module) => ({
      default: module.CreateInspectionsPage,
    })),
  ),
  [webRoutes.skippedInspections]: SkippedInspectionsPage,
  [webRoutes.manageInspections]: lazy(() =>
    import("../features/manage-inspections/components/manage-inspections-page").then((module) => ({
      default: module.ManageInspectionsPage,
    })),
  ),
  [webRoutes.inspection]: lazy(() =>
    import("./inspection-route").then((module) => ({ default: module.InspectionRoute })),
  ),
  [webRoutes.reports]: lazy(() =>
    import("./client-reports-redirect").then((module) => ({ default: module.ClientReportsRedirect })),
  ),
  [webRoutes.clients]: lazy(() =>
    import("../features/admin-clients/components/admin-clients-page").then((module) => ({
      default: module.AdminClientsPage,
    })),
  ),
  [webRoutes.inspectionDetail]: lazy(() =>
    import("../features/inspection-report/components/inspection-report-page").then((module) => ({
      default: module.InspectionReportPage,
    })),
  ),
};

/**
 * Staff pages that client roles open too (an inspection's report, from their reports). For a client role they
 * render in the client shell (its navbar, not the staff sidebar); everyone else gets the staff shell, which
 * sends client roles away from every other staff page. The page's own access rule applies either way.
 */
const BOTH_MODES: readonly string[] = [webRoutes.inspectionDetail];

function ShellOfMode() {
  const { role } = useSession();
  const { pathname } = useLocation();
  const shared = BOTH_MODES.some((path) => matchPath(path, pathname) !== null);
  return isClientMode(role) && shared ? <ClientShell /> : <StaffShell />;
}

export function AppRoutes() {
  const config = useConfig();
  return (
    <Routes>
      <Route path={webRoutes.notApproved} element={<NotApprovedPage />} />
      <Route path={webRoutes.redirecting} element={<RedirectingPage />} />
      <Route element={<StartGuard />}>
        <Route element={<ShellOfMode />}>
          {STAFF_PAGES.map((page) => (
            <Route key={page.path} path={page.path} element={<StaffPageRoute page={page} />} />
          ))}
        </Route>
        <Route element={<ClientShell />}>
          {CLIENT_REPORT_TABS.map((tab) => (
            <Route
              key={tab.name}
              path={clientReportPath(config.customerName, tab.name)}
              element={<ClientReportRoute tabName={tab.name} />}
            />
          ))}
        </Route>
      </Route>
      {/* Spec §2: the empty path and any unknown path go through "redirecting". */}
      <Route path="*" element={<Navigate to={webRoutes.redirecting} replace />} />
    </Routes>
  );
}

function useHome(): string {
  const { role } = useSession();
  return defaultPageFor(role.hierarchy, useConfig().menu);
}

function StaffPageRoute({ page }: { page: StaffPage }) {
  const { role } = useSession();
  const { features } = useConfig();
  const home = useHome();
  if (!canOpen(role, features, page.access)) return <NoAccess homePath={home} />;
  const Page = FEATURE_PAGES[page.path];
  if (Page) return <LazyPage page={Page} />;
  return <ComingSoon title={page.name} backTo={home === page.path ? null : home} />;
}

function LazyPage({ page: Page }: { page: LazyExoticComponent<ComponentType> }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}

function PageSpinner() {
  return (
    <Center py="24">
      <Spinner size="lg" color="brand.solid" aria-label="Loading the page" />
    </Center>
  );
}

/** Report tabs by name: the analytics pages, the client's inspections list, and SKIPPED INSPECTIONS. */
const CLIENT_TAB_PAGES: Readonly<Record<ClientTabName, LazyExoticComponent<ComponentType>>> = {
  "Supplier Analysis": lazy(() =>
    import("../features/analytics/components/supplier-analysis-page").then((module) => ({
      default: module.SupplierAnalysisPage,
    })),
  ),
  "Inspection Activity": lazy(() =>
    import("../features/analytics/components/inspection-activity-page").then((module) => ({
      default: module.InspectionActivityPage,
    })),
  ),
  "Defect Analysis": lazy(() =>
    import("../features/analytics/components/defect-analysis-page").then((module) => ({
      default: module.DefectAnalysisPage,
    })),
  ),
  "Your Reports": lazy(() =>
    import("../features/analytics/components/your-reports-page").then((module) => ({
      default: module.YourReportsPage,
    })),
  ),
  Insights: lazy(() =>
    import("../features/analytics/components/insights-page").then((module) => ({
      default: module.InsightsPage,
    })),
  ),
  Inspection: lazy(() =>
    import("../features/client-inspections/components/client-inspections-page").then((module) => ({
      default: module.ClientInspectionsPage,
    })),
  ),
  "Skipped Inspections": SkippedInspectionsPage,
};

/** An analytics tab for which the deployment names a Power BI report shows that report instead. */
const PowerBiReportPage = lazy(() =>
  import("../features/analytics/components/powerbi-report-page").then((module) => ({
    default: module.PowerBiReportPage,
  })),
);

/** A report tab, for the roles it is listed for (the Inspection tab is for some only, spec §2 Navbar). */
function ClientReportRoute({ tabName }: { tabName: ClientTabName }) {
  const { role } = useSession();
  const { customerName, powerBiTabs } = useConfig();
  const home = useHome();
  const tab = reportTabsFor(role.name, customerName).find((candidate) => candidate.name === tabName);
  if (!tab) return <NoAccess homePath={home} />;
  if (tab.kind === "analytics" && powerBiTabs.includes(tab.name)) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <PowerBiReportPage tab={tab.name} />
      </Suspense>
    );
  }
  return <LazyPage page={CLIENT_TAB_PAGES[tabName]} />;
}
