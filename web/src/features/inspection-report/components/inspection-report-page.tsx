import { useCallback, type ReactNode } from "react";
import { Box, Grid, Skeleton, SimpleGrid, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { LuFileSearch, LuTriangleAlert } from "react-icons/lu";
import { useSearchParams } from "react-router-dom";
import { can, defaultPageFor, messages, webRoutes, type InspectionDetail } from "@aql-portal/shared";
import { BackLink, PageProblem, useBack } from "../../../components/layouts/back";
import { isClientMode } from "../../../lib/access";
import { useSession } from "../../../lib/auth/session-context";
import { useListChanges } from "../../../lib/cached-lists";
import { useConfig } from "../../../lib/config/config-context";
import { inspectionOf } from "../../../lib/inspections";
import { useInspectionReport } from "../api/get-inspection-report";
import { AqlPlanSection } from "./aql-plan-section";
import { ClientDecisionPanel } from "./client-decision-panel";
import { CommentSection } from "./comment-section";
import { DefectsSection } from "./defects-section";
import { InspectionFacts } from "./inspection-facts";
import { MeasurementsSection } from "./measurements-section";
import { OutcomePanel } from "./outcome-panel";
import { PackagingSection } from "./packaging-section";
import { ReportHeader } from "./report-header";

/**
 * /user/inspection-detail?id=… (spec §2 "AQL Inspection Report"): everything recorded on one inspection, its
 * result and client decision, the report's PDF and versions; reviewers close, reopen and pass commercially,
 * client managers decide. The server scopes who may read which inspection (404 "Invalid inspection id").
 */
export interface InspectionReportPageProps {
  /**
   * The report's corrective actions (the CARs raised on the lot or verified at it, and raising one), which another
   * feature draws: the app composes it in (web/src/app/inspection-report-route.tsx).
   */
  correctiveActions?: (detail: InspectionDetail, onReload: () => Promise<unknown>) => ReactNode;
}

/** The page's areas (CSS grid template areas): the outcome over the report, beside it when wide. */
const OUTCOME_OVER_MAIN_AREAS = `"outcome" "main"`;
const MAIN_BESIDE_OUTCOME_AREAS = `"main outcome"`;

export function InspectionReportPage({ correctiveActions }: InspectionReportPageProps = {}) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const inspectionId = params.get("id")?.trim() || null;
  const report = useInspectionReport(inspectionId);
  const { mutate } = report;
  const changeLists = useListChanges();
  // The answer is the report now, and the row of every cached list of inspections (with its new etag).
  const onSaved = useCallback(
    (saved: InspectionDetail) => {
      void mutate(saved, { revalidate: false });
      void changeLists("inspection", { changed: [inspectionOf(saved)] });
    },
    [mutate, changeLists],
  );
  const onReload = useCallback(() => mutate(), [mutate]);
  const back = useBack(useReportFallback());

  let body: ReactNode;
  if (!inspectionId) {
    body = (
      <PageProblem
        icon={<LuFileSearch />}
        title={t`No inspection chosen`}
        detail={t`Open a report from the list of inspections: each row's menu has Open report.`}
        back={back}
      />
    );
  } else if (report.data) {
    body = (
      <Report
        detail={report.data}
        onSaved={onSaved}
        onReload={onReload}
        correctiveActions={correctiveActions}
      />
    );
  } else if (report.error) {
    const final = report.error.status === 404 || report.error.status === 403;
    const problem = report.error.message;
    body = (
      <PageProblem
        icon={<LuTriangleAlert />}
        title={messages.unableToGetInspectionDetails}
        detail={
          report.error.status === 404
            ? t`${problem}: the inspection does not exist, or it is not one you can see.`
            : report.error.message
        }
        back={back}
        onRetry={final ? undefined : () => void onReload()}
      />
    );
  } else {
    body = <ReportSkeleton />;
  }

  return (
    <Box maxW="1400px">
      <BackLink {...back} />
      {body}
    </Box>
  );
}

function Report({
  detail,
  onSaved,
  onReload,
  correctiveActions,
}: {
  detail: InspectionDetail;
  onSaved: (saved: InspectionDetail) => void;
  onReload: () => Promise<unknown>;
  correctiveActions: InspectionReportPageProps["correctiveActions"];
}) {
  const { role } = useSession();
  return (
    <>
      <ReportHeader detail={detail} />
      <Grid
        templateColumns={{ base: "minmax(0, 1fr)", xl: "minmax(0, 1fr) 340px" }}
        templateAreas={{ base: OUTCOME_OVER_MAIN_AREAS, xl: MAIN_BESIDE_OUTCOME_AREAS }}
        gap="5"
        alignItems="start"
      >
        {/* First in reading order: what came of the inspection, then how. */}
        <SimpleGrid gridArea="outcome" columns={{ base: 1, md: 2, xl: 1 }} gap="5">
          <OutcomePanel detail={detail} role={role.name} onSaved={onSaved} onReload={onReload} />
          <ClientDecisionPanel detail={detail} role={role.name} onSaved={onSaved} onReload={onReload} />
          {correctiveActions?.(detail, onReload)}
        </SimpleGrid>
        <Stack gridArea="main" gap="5" minW="0">
          <InspectionFacts detail={detail} />
          <AqlPlanSection detail={detail} />
          <DefectsSection detail={detail} />
          <MeasurementsSection detail={detail} />
          <PackagingSection detail={detail} />
          <CommentSection detail={detail} />
        </Stack>
      </Grid>
    </>
  );
}

/** After a fresh load: the list of inspections the reader's role works from (client roles: their start page). */
function useReportFallback() {
  const { t } = useLingui();
  const { role } = useSession();
  const { menu } = useConfig();
  const listed = !isClientMode(role) && can(role.name, "inspections:list");
  return listed
    ? { to: webRoutes.manageInspections, label: t`Manage Inspections` }
    : { to: defaultPageFor(role.hierarchy, menu), label: t`Back to your start page` };
}

function ReportSkeleton() {
  const { t } = useLingui();
  const card = (height: string) => (
    <Box layerStyle="panel" p="5">
      <Skeleton h="5" w="40" mb="4" />
      <Skeleton h={height} />
    </Box>
  );
  return (
    <Box aria-busy="true" aria-label={t`Loading the inspection report`}>
      <Skeleton h="9" w="420px" maxW="full" mb="2" />
      <Skeleton h="4" w="300px" maxW="full" mb="3" />
      <Skeleton h="6" w="360px" maxW="full" mb="6" />
      <Grid templateColumns={{ base: "minmax(0, 1fr)", xl: "minmax(0, 1fr) 340px" }} gap="5">
        <Stack gap="5">
          {card("140px")}
          {card("180px")}
          {card("120px")}
        </Stack>
        <Stack gap="5">
          {card("100px")}
          {card("160px")}
        </Stack>
      </Grid>
    </Box>
  );
}
