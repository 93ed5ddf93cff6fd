import { lazy, useEffect } from "react";
import { useSearchParams } from "react-router-dom";
import { SOURCE_LANGUAGE, webRoutes } from "@aql-portal/shared";
import { PendingWorkNotice } from "../features/inspection/components/pending-work-notice";
import { RECORD_TAB_PARAM } from "../features/inspection/components/record-tab-param";
import { TabletPanel } from "../features/inspection/components/tablet-panel";
import {
  useAllPendingWork,
  useBackgroundSender,
} from "../features/inspection/components/use-inspection-outbox";
import type { PendingWork } from "../features/inspection/outbox/background-sender";
import type { TabletCopy } from "../features/inspection-plan/components/inspection-plan-page";
import { shownLanguage } from "../lib/i18n";
import { keepAppCode } from "../lib/offline-shell";
import { ITEM_ID_PARAM } from "./staff-pages";

/*
 * The plan and the screen are chunks of their own: the screen loads without the plan's code, the plan without the
 * screen's. The one the address names starts loading with this module, and whichever is shown loads the other in
 * the background, so that opening an inspection from the plan, and going back, does not wait for code
 * (docs/decisions/web-speed.md).
 */
const loadPlan = () => import("../features/inspection-plan/components/inspection-plan-page");
const loadScreen = () => import("../features/inspection/components/inspection-screen");
const InspectionPlanPage = lazy(() => loadPlan().then((m) => ({ default: m.InspectionPlanPage })));
const InspectionScreen = lazy(() => loadScreen().then((m) => ({ default: m.InspectionScreen })));
void (new URLSearchParams(window.location.search).has(ITEM_ID_PARAM) ? loadScreen() : loadPlan()).catch(
  () => undefined,
);

/**
 * /twoeightone/inspection: the inspector's plan, or with ?id=… the inspection screen for one of its
 * inspections. One route, so the plan's range stays in the address while an inspection is open, and Back
 * returns to the same days. While the inspector is anywhere here, entries kept on the tablet are sent in the
 * background, and the plan's cards say what of each inspection is not sent yet; on the plan, the tablet is made
 * ready for a shift offline (docs/decisions/offline-shift.md).
 */
export function InspectionRoute() {
  useBackgroundSender();
  const held = useAllPendingWork();
  const [params] = useSearchParams();
  const inspectionId = params.get(ITEM_ID_PARAM);
  useEffect(() => {
    void (inspectionId ? loadPlan() : loadScreen()).catch(() => undefined);
  }, [inspectionId]);
  if (!inspectionId) {
    const openPath = (id: string) => inspectionPath(params, id);
    return (
      <InspectionPlanPage
        openPath={openPath}
        cardNotice={pendingWorkNotice}
        onTablet={(id) => tabletCopy(held.get(id))}
        tablet={<TabletPanel keepAppCode={keepInspectorCode} openPath={openPath} />}
      />
    );
  }
  const plan = new URLSearchParams(params);
  plan.delete(ITEM_ID_PARAM);
  plan.delete(RECORD_TAB_PARAM);
  const search = plan.toString();
  return (
    <InspectionScreen
      key={inspectionId}
      inspectionId={inspectionId}
      planPath={`${webRoutes.inspection}${search ? `?${search}` : ""}`}
    />
  );
}

const pendingWorkNotice = (inspectionId: string) => <PendingWorkNotice inspectionId={inspectionId} />;

/** A card's figures as this tablet has them: what it recorded or sent since the plan's row was read. */
function tabletCopy(work: PendingWork | undefined): TabletCopy | undefined {
  return work && { status: work.status, result: work.result, totalDefects: work.defectsFound };
}

/**
 * The code an inspector's shift needs offline, as Vite's build manifest names it: the entry, the signed-in app,
 * this route, the plan and the inspection screen, the calendar of the plan's dates, the bell's reading and its list
 * (each loaded when first wanted, so no page imports it), what signing out checks first, the landing page it
 * leads to, and the catalogue of the language shown (docs/decisions/languages.md).
 */
const INSPECTOR_PAGES = [
  "index.html",
  "src/app/app.tsx",
  "src/app/inspection-route.tsx",
  "src/features/inspection-plan/components/inspection-plan-page.tsx",
  "src/features/inspection/components/inspection-screen.tsx",
  "src/components/ui/date-calendar.tsx",
  "src/features/notifications/api/read-notifications.ts",
  "src/features/notifications/components/notification-panel.tsx",
  "src/features/inspection/offline/leaving.ts",
  "src/app/public-entry.tsx",
] as const;

const keepInspectorCode = () => {
  const language = shownLanguage();
  return keepAppCode(
    language === SOURCE_LANGUAGE ? INSPECTOR_PAGES : [...INSPECTOR_PAGES, `src/locales/${language}.po`],
  );
};

function inspectionPath(planParams: URLSearchParams, inspectionId: string): string {
  const params = new URLSearchParams(planParams);
  params.set(ITEM_ID_PARAM, inspectionId);
  return `${webRoutes.inspection}?${params.toString()}`;
}
