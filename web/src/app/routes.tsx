import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { PageSkeleton } from "../components/ui/page-skeleton";
import { matchPath, Navigate, Route, Routes, useLocation, useSearchParams } from "react-router-dom";
import {
  CLIENT_REPORT_TABS,
  YOUR_REPORTS_PAGES,
  clientReportPath,
  defaultPageFor,
  reportTabsFor,
  webRoutes,
  yourReportsPagePath,
  yourReportsPagesFor,
  type ClientTabName,
  type YourReportsPage,
} from "@aql-portal/shared";
import { NoAccess } from "../components/ui/no-access";
import { canOpen, isClientMode } from "../lib/access";
import { useSession } from "../lib/auth/session-context";
import { useConfig } from "../lib/config/config-context";
import { ClientShell } from "./client-shell";
import { RedirectingPage, StartGuard } from "./guards";
import { StaffShell } from "./staff-shell";
import { STAFF_PAGE_MODULES } from "./page-modules";
import { CHOICES_PAGE, STAFF_PAGES, type StaffPage } from "./staff-pages";

/** A page loaded with its route, the one `pick` takes of the module's exports. */
function lazyPage<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

/**
 * A staff page loaded with its route (page-modules.ts): the shell stays small, the table library comes with the
 * table.
 */
const lazyStaffPage = (path: string) => {
  const load = STAFF_PAGE_MODULES[path];
  if (!load) throw new Error(`No page module for ${path}`);
  return lazy(() => load().then((Page) => ({ default: Page })));
};

const FEATURE_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = Object.fromEntries(
  Object.keys(STAFF_PAGE_MODULES).map((path) => [path, lazyStaffPage(path)]),
);
/** Staff at /user/downloads, client managers under Your Reports: the same page. */
const DownloadsPage = lazyPage(
  () => import("../features/downloads/components/downloads-page"),
  (module) => module.DownloadsPage,
);

/** Where the sign-in provider returns to: once a sign-in, not part of every signed-in page's load. */
const NotApprovedPage = lazyPage(
  () => import("../features/auth/components/not-approved-page"),
  (module) => module.NotApprovedPage,
);

/** One's e-mail choices opened from an e-mail's link, without signing in (the signed-in page is a staff page). */
const ChoicesByLinkPage = lazyPage(
  () => import("../features/notifications/components/notification-choices-page"),
  (module) => module.ChoicesByLinkPage,
);

/** Stands in for the staff pages not rebuilt yet. */
const ComingSoon = lazyPage(
  () => import("../components/ui/coming-soon"),
  (module) => module.ComingSoon,
);

/**
 * Staff pages that client roles open too (an inspection's report, from their reports; the suppliers' switching
 * states, from their analytics; the corrective actions, from their navbar). For a client role they
 * render in the client shell (its navbar, not the staff sidebar); everyone else gets the staff shell, which
 * sends client roles away from every other staff page. The page's own access rule applies either way.
 */
const BOTH_MODES: readonly string[] = [
  webRoutes.inspectionDetail,
  webRoutes.suppliers,
  webRoutes.correctiveActions,
  webRoutes.correctiveAction,
  webRoutes.notificationChoices,
];

/** Behind the start guard: every staff page but the e-mail choices, which ChoicesRoute guards only without a token. */
const GUARDED_STAFF_PAGES = STAFF_PAGES.filter((page) => page !== CHOICES_PAGE);

function ShellOfMode() {
  const { role } = useSession();
  const { pathname } = useLocation();
  const shared = BOTH_MODES.some((path) => matchPath(path, pathname) !== null);
  return isClientMode(role) && shared ? <ClientShell /> : <StaffShell />;
}

export function AppRoutes() {
  const { t } = useLingui();
  const config = useConfig();
  return (
    <Routes>
      <Route
        path={webRoutes.notApproved}
        element={
          <Loading>
            <NotApprovedPage />
          </Loading>
        }
      />
      <Route path={webRoutes.redirecting} element={<RedirectingPage />} />
      <Route path={CHOICES_PAGE.path} element={<ChoicesRoute />}>
        <Route element={<ShellOfMode />}>
          <Route
            index
            element={
              <Loading>
                <StaffPageRoute page={CHOICES_PAGE} />
              </Loading>
            }
          />
        </Route>
      </Route>
      <Route element={<StartGuard />}>
        <Route element={<ShellOfMode />}>
          {GUARDED_STAFF_PAGES.map((page) => (
            <Route
              key={page.path}
              path={page.path}
              element={
                <Loading>
                  <StaffPageRoute page={page} />
                </Loading>
              }
            />
          ))}
        </Route>
        <Route element={<ClientShell />}>
          {CLIENT_REPORT_TABS.map((tab) => (
            <Route
              key={tab.name}
              path={clientReportPath(config.customerName, tab.name)}
              element={
                <Loading>
                  <ClientReportRoute tabName={tab.name} />
                </Loading>
              }
            />
          ))}
          {PACKAGING_REPORT_PAGES.map((page) => (
            <Route
              key={page.slug}
              path={yourReportsPagePath(config.customerName, page.slug)}
              element={
                <Loading>
                  <YourReportsSubPage slug={page.slug}>
                    <YourReportsPackagingPage view={page.slug} />
                  </YourReportsSubPage>
                </Loading>
              }
            />
          ))}
          <Route
            path={yourReportsPagePath(config.customerName, "downloads")}
            element={
              <Loading>
                <YourReportsSubPage slug="downloads">
                  <DownloadsPage
                    back={{
                      to: clientReportPath(config.customerName, "Your Reports"),
                      label: t`Your Reports`,
                    }}
                  />
                </YourReportsSubPage>
              </Loading>
            }
          />
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
  if (Page) return <Page />;
  return <ComingSoon title={page.name} backTo={home === page.path ? null : home} />;
}

/** The address parameter of an e-mail's "change these choices" link: the token signed for its person. */
const CHOICES_TOKEN_PARAM = "token";

/**
 * /notification-choices: with an e-mail's token, the choices of the person it was sent to, outside the start guard
 * (as /not-approved is), whoever is signed in here or not; without one, the signed-in page in the person's layout.
 */
function ChoicesRoute() {
  const [params] = useSearchParams();
  const token = params.get(CHOICES_TOKEN_PARAM);
  if (!token) return <StartGuard />;
  return (
    <Loading>
      <ChoicesByLinkPage token={token} />
    </Loading>
  );
}

/** Pages load with their route (see lazyPage): the page in outline while one does. */
function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSkeleton />}>{children}</Suspense>;
}

/** Report tabs by name: the analytics pages, the client's inspections list, and SKIPPED INSPECTIONS. */
const CLIENT_TAB_PAGES: Readonly<Record<ClientTabName, LazyExoticComponent<ComponentType>>> = {
  "Supplier Analysis": lazyPage(
    () => import("../features/analytics/components/supplier-analysis-page"),
    (module) => module.SupplierAnalysisPage,
  ),
  "Inspection Activity": lazyPage(
    () => import("../features/analytics/components/inspection-activity-page"),
    (module) => module.InspectionActivityPage,
  ),
  "Defect Analysis": lazyPage(
    () => import("../features/analytics/components/defect-analysis-page"),
    (module) => module.DefectAnalysisPage,
  ),
  "Your Reports": lazyPage(
    () => import("../features/analytics/components/your-reports-page"),
    (module) => module.YourReportsPage,
  ),
  Insights: lazyPage(
    () => import("../features/analytics/components/insights-page"),
    (module) => module.InsightsPage,
  ),
  Inspection: lazyPage(
    () => import("../features/client-inspections/components/client-inspections-page"),
    (module) => module.ClientInspectionsPage,
  ),
  "Skipped Inspections": lazyStaffPage(webRoutes.skippedInspections),
};

/** An analytics tab for which the deployment names a Power BI report shows that report instead. */
const PowerBiReportPage = lazyPage(
  () => import("../features/analytics/components/powerbi-report-page"),
  (module) => module.PowerBiReportPage,
);

/** A report tab, for the roles it is listed for (the Inspection tab is for some only, spec §2 Navbar). */
function ClientReportRoute({ tabName }: { tabName: ClientTabName }) {
  const { role } = useSession();
  const { customerName, powerBiTabs } = useConfig();
  const home = useHome();
  const tab = reportTabsFor(role.name, customerName).find((candidate) => candidate.name === tabName);
  if (!tab) return <NoAccess homePath={home} />;
  if (tab.kind === "analytics" && powerBiTabs.includes(tab.name)) {
    return <PowerBiReportPage tab={tab.name} />;
  }
  const Page = CLIENT_TAB_PAGES[tabName];
  return <Page />;
}

/** Your Reports' packaging sub-pages: the DCs' compliance panel and reports, read-only. */
type PackagingReportPage = Extract<YourReportsPage, { feature: "showPackaging" }>;
const PACKAGING_REPORT_PAGES = YOUR_REPORTS_PAGES.filter(
  (page): page is PackagingReportPage => page.feature === "showPackaging",
);
const YourReportsPackagingPage = lazyPage(
  () => import("./packaging-routes"),
  (module) => module.YourReportsPackagingRoute,
);

/** A sub-page of Your Reports, for the roles and deployments yourReportsPagesFor lists it for. */
function YourReportsSubPage({ slug, children }: { slug: YourReportsPage["slug"]; children: ReactNode }) {
  const { role } = useSession();
  const { features } = useConfig();
  const home = useHome();
  if (!yourReportsPagesFor(role.name, features).some((page) => page.slug === slug)) {
    return <NoAccess homePath={home} />;
  }
  return children;
}
