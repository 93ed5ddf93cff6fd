import { useCallback, type MouseEvent, type ReactNode } from "react";
import { Box, Button, Flex, Grid, Link, Skeleton, SimpleGrid, Stack, Text, VStack } from "@chakra-ui/react";
import { LuArrowLeft, LuFileSearch, LuRefreshCw, LuTriangleAlert } from "react-icons/lu";
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { can, defaultPageFor, messages, webRoutes, type InspectionDetail } from "@aql-portal/shared";
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

export function InspectionReportPage({ correctiveActions }: InspectionReportPageProps = {}) {
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
  const back = useBack();

  let body: ReactNode;
  if (!inspectionId) {
    body = (
      <Problem
        icon={<LuFileSearch />}
        title="No inspection chosen"
        detail="Open a report from the list of inspections: each row's menu has Open report."
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
    body = (
      <Problem
        icon={<LuTriangleAlert />}
        title={messages.unableToGetInspectionDetails}
        detail={
          report.error.status === 404
            ? `${report.error.message}: the inspection does not exist, or it is not one you can see.`
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
      <BackLink back={back} />
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
        templateAreas={{ base: `"outcome" "main"`, xl: `"main outcome"` }}
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

interface Back {
  to: string;
  label: string;
  onClick: (event: MouseEvent) => void;
}

/**
 * Back to where the user came from in the app (the list keeps its filters), or after a fresh load to the
 * list of inspections their role works from (client roles: their start page).
 */
function useBack(): Back {
  const { role } = useSession();
  const { menu } = useConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const listed = !isClientMode(role) && can(role.name, "inspections:list");
  const inApp = location.key !== "default";
  return {
    to: listed ? webRoutes.manageInspections : defaultPageFor(role.hierarchy, menu),
    label: inApp ? "Back" : listed ? "Manage Inspections" : "Back to your start page",
    onClick: (event) => {
      if (!inApp) return;
      event.preventDefault();
      void navigate(-1);
    },
  };
}

function BackLink({ back }: { back: Back }) {
  return (
    <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium" mb="3" minH="6">
      <RouterLink to={back.to} onClick={back.onClick}>
        <LuArrowLeft aria-hidden="true" />
        {back.label}
      </RouterLink>
    </Link>
  );
}

function Problem({
  icon,
  title,
  detail,
  back,
  onRetry,
}: {
  icon: ReactNode;
  title: string;
  detail: string;
  back: Back;
  onRetry?: (() => void) | undefined;
}) {
  return (
    <Box layerStyle="panel" px="6" py="14">
      <VStack gap="3" maxW="520px" mx="auto" textAlign="center" role="alert">
        <Box fontSize="3xl" color="fg.muted" aria-hidden="true">
          {icon}
        </Box>
        <Text as="h1" fontSize="xl" fontWeight="semibold" color="brand.900">
          {title}
        </Text>
        <Text color="fg.muted">{detail}</Text>
        <Flex gap="3" wrap="wrap" justify="center" mt="1">
          {onRetry ? (
            <Button size="sm" variant="outline" onClick={onRetry}>
              <LuRefreshCw aria-hidden="true" />
              Try again
            </Button>
          ) : null}
          <Button asChild size="sm" variant={onRetry ? "ghost" : "outline"} colorPalette="brand">
            <RouterLink to={back.to} onClick={back.onClick}>
              <LuArrowLeft aria-hidden="true" />
              {back.label === "Back" ? "Go back" : back.label}
            </RouterLink>
          </Button>
        </Flex>
      </VStack>
    </Box>
  );
}

function ReportSkeleton() {
  const card = (height: string) => (
    <Box layerStyle="panel" p="5">
      <Skeleton h="5" w="40" mb="4" />
      <Skeleton h={height} />
    </Box>
  );
  return (
    <Box aria-busy="true" aria-label="Loading the inspection report">
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
