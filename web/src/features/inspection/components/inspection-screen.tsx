import { useLayoutEffect, useMemo, useRef, type KeyboardEvent, type ReactNode } from "react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Badge,
  Box,
  Button,
  Flex,
  Grid,
  Heading,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from "@chakra-ui/react";
import {
  LuArrowLeft,
  LuCircleCheck,
  LuCloudOff,
  LuCirclePause,
  LuFileText,
  LuInfo,
  LuTriangleAlert,
} from "react-icons/lu";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import {
  messages,
  webRoutes,
  type InspectionDetail,
  type InspectionStatus,
  isRecording,
  isReported,
  formatCount,
  formatDay,
} from "@aql-portal/shared";
import { useDialogs } from "../../../components/ui/dialogs";
import { StatePanel } from "../../../components/ui/state-panel";
import { RESULT_COLOURS } from "../../../components/ui/inspection-badges";
import { InspectionNumberLine, InspectionStateBadges } from "../../../components/ui/inspection-identity";
import { useSession } from "../../../lib/auth/session-context";
import { useMetaList } from "../../../lib/reference-data";
import type { InspectionOutbox, OutboxSnapshot } from "../outbox/inspection-outbox";
import type { LocalRecord } from "../outbox/inspection-storage";
import { unverifiedCars } from "../outbox/car-checks";
import { outOfToleranceCount } from "../outbox/local-work";
import { CarChecksPanel } from "./car-checks-panel";
import { CommentPanel } from "./comment-panel";
import { ConflictDialog } from "./conflict-dialog";
import { DefectsPanel } from "./defects-panel";
import { MeasurementsPanel } from "./measurements-panel";
import { PackagingPanel } from "./packaging-panel";
import { PlanChangeDialog } from "./plan-change-dialog";
import { StorageWarning } from "./tablet-storage";
import { PlanFigures, RunningTotals } from "./plan-summary";
import { StatusActions } from "./status-actions";
import { ToneNotice } from "./tone-notice";
import { OutboxStatusBar } from "./outbox-status-bar";
import { useInspectionSizeChart, useInspectionOutbox } from "./use-inspection-outbox";
import { RECORD_TAB_PARAM } from "./record-tab-param";

export interface InspectionScreenProps {
  inspectionId: string;
  /** Where "Back to the plan" goes (the plan with the range it showed). */
  planPath: string;
}

/**
 * The inspection screen (decisions.md "Inspection screen", /twoeightone/inspection?id=…): an inspector
 * carries an inspection out on a tablet, with or without a connection. What the tablet has is shown first
 * and kept as each entry is made; the outbox line says what the server has.
 */
export function InspectionScreen({ inspectionId, planPath }: InspectionScreenProps) {
  const [outbox, snapshot] = useInspectionOutbox(inspectionId);
  // Opened from a card further down the plan, the window is still scrolled to that card: an inspection starts
  // at its top, where its name and Start are. (Mounted once per inspection: the route keys it by id.)
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const record = snapshot.record;
  if (record)
    return <InspectionView outbox={outbox} snapshot={snapshot} record={record} planPath={planPath} />;
  return (
    <Box>
      <BackToPlan planPath={planPath} />
      {snapshot.phase.kind === "unavailable" ? (
        <StatePanel
          frame="panel"
          failure
          icon={<LuTriangleAlert />}
          title={messages.unableToGetInspectionDetails}
          onRetry={() => void outbox.refresh()}
          retrySize="xl"
        >
          {snapshot.phase.message}
        </StatePanel>
      ) : (
        <ScreenSkeleton />
      )}
    </Box>
  );
}

function BackToPlan({ planPath }: { planPath: string }) {
  return (
    <Button asChild size="lg" variant="ghost" color="brand.fg" ms="-4" mb="2">
      <RouterLink to={planPath}>
        <LuArrowLeft aria-hidden="true" />
        <Trans>Back to the plan</Trans>
      </RouterLink>
    </Button>
  );
}

function ScreenSkeleton() {
  return (
    <Box aria-busy="true">
      <VisuallyHidden role="status">
        <Trans>Opening the inspection…</Trans>
      </VisuallyHidden>
      <Stack gap="4" aria-hidden="true">
        <Box layerStyle="panel" p="5">
          <Skeleton height="4" width="120px" />
          <Skeleton height="8" width="50%" mt="2" />
          <Skeleton height="4" width="70%" mt="3" />
        </Box>
        <Grid templateColumns="repeat(4, minmax(0, 1fr))" gap="3">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} height="24" borderRadius="xl" />
          ))}
        </Grid>
        <Skeleton height="12" borderRadius="lg" />
        <Skeleton height="40" borderRadius="xl" />
      </Stack>
    </Box>
  );
}

/** The record's parts; "cars" (the supplier's corrective actions to verify) only where there are some. */
const TABS = ["defects", "measurements", "packaging", "comment", "cars"] as const;
type Tab = (typeof TABS)[number];

interface InspectionViewProps {
  outbox: InspectionOutbox;
  snapshot: OutboxSnapshot;
  record: LocalRecord;
  planPath: string;
}

function InspectionView({ outbox, snapshot, record, planPath }: InspectionViewProps) {
  const { t } = useLingui();
  const dialogs = useDialogs();
  const { user } = useSession();
  const inspection = record.base;
  const { work } = record;
  // The status on this tablet: moves made here and not sent yet count (the server checks them on arrival).
  const status = snapshot.status ?? inspection.status;
  const editable = isRecording(status);

  const levels = useMetaList("inspection-levels");
  // Read with the screen, not when the picker first opens: the library is then at hand if the connection drops.
  useMetaList("defects");
  const levelName =
    levels.data?.find((level) => level.id === inspection.plan.level)?.name ?? inspection.plan.level;
  const chart = useInspectionSizeChart(inspection.product.id);
  const flagged = useMemo(() => outOfToleranceCount(work, chart.data ?? null), [work, chart.data]);
  // Last, so the other tabs keep their places from one inspection to the next; kept once answered, to read back.
  const withCars = inspection.carsToVerify.length > 0 || work.carChecks.length > 0;
  const tabs = withCars ? TABS : TABS.filter((candidate) => candidate !== "cars");
  const notVerified = isReported(status) ? 0 : unverifiedCars(inspection.carsToVerify, work).length;

  // The open tab is kept in the address, so a reload comes back to it.
  const [params, setParams] = useSearchParams();
  const asked = params.get(RECORD_TAB_PARAM);
  const tab: Tab = tabs.find((candidate) => candidate === asked) ?? "defects";
  const openTab = (next: Tab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === "defects") updated.delete(RECORD_TAB_PARAM);
        else updated.set(RECORD_TAB_PARAM, next);
        return updated;
      },
      { replace: true },
    );

  const discard = async () => {
    const sure = await dialogs.confirm({
      title: t`Discard the changes not sent?`,
      message: t`The server refused them, so they are only on this tablet. Discarding them (entries, photos and starts, pauses or finishes not sent) shows the inspection as the server has it.`,
      confirmLabel: t`Discard`,
      cancelLabel: t`Keep them`,
    });
    if (sure) outbox.discardLocalChanges();
  };

  const conflict = snapshot.phase.kind === "conflict" ? snapshot.phase.theirs : null;
  const planChange = snapshot.phase.kind === "planChanged" ? snapshot.phase.theirs : null;

  return (
    <Box>
      <OutboxStatusBar
        snapshot={snapshot}
        onSendNow={() => outbox.sendNow()}
        onDiscard={() => void discard()}
      />
      <Box mt="2">
        <BackToPlan planPath={planPath} />
      </Box>
      <Stack gap="5">
        <StorageWarning />
        <InspectionHeader inspection={inspection} status={status}>
          <PlanFigures plan={inspection.plan} levelName={levelName} />
          <StatusActions outbox={outbox} snapshot={snapshot} onVerifyCars={() => openTab("cars")} />
        </InspectionHeader>
        <StatusNotice inspection={inspection} status={status} provisional={snapshot.provisionalResult} />
        <RunningTotals inspection={inspection} status={status} work={work} />
        <TabbedRecord
          tabs={tabs}
          tab={tab}
          onTab={openTab}
          labels={{
            defects: <TabLabel label={t`Defects`} count={work.defects.length} />,
            measurements: (
              <TabLabel label={t`Measurements`} count={work.measurements.length} flagged={flagged} />
            ),
            packaging: <TabLabel label={t`Packaging`} />,
            comment: <TabLabel label={t`Comment`} written={work.comment !== ""} />,
            cars: (
              <TabLabel
                label={isReported(status) ? t`CARs verified` : t`Verify CARs`}
                count={work.carChecks.length}
                waiting={notVerified}
              />
            ),
          }}
        >
          {tab === "defects" ? (
            <DefectsPanel work={work} editable={editable} outbox={outbox} photoUrls={inspection.photoUrls} />
          ) : tab === "measurements" ? (
            <MeasurementsPanel inspection={inspection} work={work} editable={editable} outbox={outbox} />
          ) : tab === "packaging" ? (
            <PackagingPanel inspection={inspection} work={work} editable={editable} outbox={outbox} />
          ) : tab === "cars" ? (
            <CarChecksPanel
              inspection={inspection}
              work={work}
              editable={editable}
              finished={isReported(status)}
              outbox={outbox}
            />
          ) : (
            <CommentPanel work={work} editable={editable} outbox={outbox} />
          )}
        </TabbedRecord>
      </Stack>
      <ConflictDialog
        conflict={conflict ? { mine: work, mineSavedAt: record.savedAt, theirs: conflict } : null}
        userId={user.id}
        onChoose={(choice) => outbox.resolveConflict(choice)}
      />
      <PlanChangeDialog
        change={planChange ? { record, theirs: planChange } : null}
        levelName={(level) => levels.data?.find((candidate) => candidate.id === level)?.name ?? level}
        onChoose={(choice) => outbox.resolvePlanChange(choice)}
      />
    </Box>
  );
}

function InspectionHeader({
  inspection,
  status,
  children,
}: {
  inspection: InspectionDetail;
  status: InspectionStatus;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const poCount = inspection.poNumbers.length;
  const poList = inspection.poNumbers.join(", ");
  const deliveryDay = formatDay(inspection.deliveryDate);
  const inspectionDay = inspection.inspectionDate ? formatDay(inspection.inspectionDate) : null;
  return (
    <Box as="header" layerStyle="panel" px="5" py="4">
      <Flex gap="4" justify="space-between" align="flex-start" wrap="wrap">
        <Box minW="0" flex="1 1 340px">
          <InspectionNumberLine inspectionNumber={inspection.inspectionNumber}>
            {inspection.type}
          </InspectionNumberLine>
          <Heading as="h1" size="2xl" color="brand.900" mt="1" lineHeight="short">
            {inspection.product.styleCode}
            <Text as="span" fontWeight="semibold" color="fg" fontSize="xl">
              {" · "}
              {inspection.product.styleName}
            </Text>
          </Heading>
          <Text mt="1" fontSize="md">
            {inspection.colour.name}{" "}
            <Text as="span" color="fg.muted">
              ({inspection.colour.code})
            </Text>
            {" · "}
            {inspection.supplier.name}
            {" · "}
            {inspection.factory.name}
          </Text>
          <Text color="fg.muted" fontSize="sm" mt="1">
            {inspectionDay
              ? t`${plural(poCount, { one: `PO ${poList}`, other: `POs ${poList}` })} · Delivery ${deliveryDay} · Inspection ${inspectionDay}`
              : t`${plural(poCount, { one: `PO ${poList}`, other: `POs ${poList}` })} · Delivery ${deliveryDay}`}
          </Text>
        </Box>
        <InspectionStateBadges status={status} result={inspection.result} />
      </Flex>
      <Flex
        mt="4"
        pt="4"
        borderTopWidth="1px"
        borderColor="border"
        gap="4"
        justify="space-between"
        align="flex-end"
        wrap="wrap"
      >
        {children}
      </Flex>
    </Box>
  );
}

/**
 * What the inspector can do now, when it is not recording: start, resume, or read the result — the server's, or
 * for an inspection finished on this tablet and not sent yet, the shared rules' result for now.
 */
function StatusNotice({
  inspection,
  status,
  provisional,
}: {
  inspection: InspectionDetail;
  status: InspectionStatus;
  provisional: "Pass" | "Fail" | null;
}) {
  const { t } = useLingui();
  if (provisional) {
    return (
      <ResultNotice
        result={provisional}
        heading={t`Result on this tablet — to be confirmed when sent`}
        icon={<LuCloudOff />}
        provisional
      >
        <Trans>
          Finished on this tablet, by the same rules the server applies. When it is sent, the server checks
          the finish, computes the result with the plan it has and makes the report; nothing more can be
          recorded here meanwhile.
        </Trans>
      </ResultNotice>
    );
  }
  if (isReported(status)) {
    const finishedDay = inspection.finishedAt ? formatDay(inspection.finishedAt) : null;
    const version = formatCount(inspection.versionCount);
    const sentences = [
      finishedDay ? t`Finished ${finishedDay}.` : null,
      inspection.versionCount > 0 ? t`The report was made (version ${version}).` : null,
      inspection.status === "CLOSED"
        ? t`A reviewer has closed it.`
        : t`A reviewer checks it next; the record can no longer be changed here.`,
    ];
    return (
      <ResultNotice
        result={inspection.result}
        heading={t`Result computed by the server`}
        icon={inspection.result === "Fail" ? <LuTriangleAlert /> : <LuCircleCheck />}
        action={
          inspection.versionCount > 0 ? (
            <Button asChild size="xl" variant="outline" bg="bg">
              <RouterLink to={`${webRoutes.inspectionDetail}?id=${encodeURIComponent(inspection.id)}`}>
                <LuFileText aria-hidden="true" />
                <Trans>Open the report</Trans>
              </RouterLink>
            </Button>
          ) : null
        }
      >
        {sentences.filter((sentence) => sentence !== null).join(" ")}
      </ResultNotice>
    );
  }
  const notice =
    status === "PAUSED"
      ? {
          icon: <LuCirclePause />,
          text: t`Paused. Resume to go on recording: everything recorded so far is kept.`,
        }
      : status === "PLANNED"
        ? {
            icon: <LuInfo />,
            text: t`Not started. Start the inspection when the sample is drawn: recording opens once it has started.`,
          }
        : status === "CREATED"
          ? { icon: <LuInfo />, text: t`This inspection is not planned yet: it cannot be started.` }
          : null;
  if (!notice) return null;
  return (
    <ToneNotice
      palette="blue"
      icon={notice.icon}
      color="blue.fg"
      borderWidth="0"
      px="5"
      py="3"
      fontSize="md"
      fontWeight="medium"
    >
      <Text>{notice.text}</Text>
    </ToneNotice>
  );
}

/** An inspection's result in large type, in its colour: the server's, or the tablet's for now (dashed). */
function ResultNotice({
  result,
  heading,
  icon,
  provisional = false,
  action = null,
  children,
}: {
  result: InspectionDetail["result"];
  heading: string;
  icon: ReactNode;
  provisional?: boolean;
  action?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const tone = RESULT_COLOURS[result];
  return (
    <ToneNotice
      palette={tone}
      icon={icon}
      iconSize="4xl"
      aria-label={t`Inspection result`}
      gap="4"
      wrap="wrap"
      px="5"
      py="4"
      borderStyle={provisional ? "dashed" : "solid"}
    >
      <Box flex="1" minW="0">
        <Text fontSize="sm" fontWeight="medium" color="fg.muted">
          {heading}
        </Text>
        <Text fontSize="3xl" fontWeight="bold" color={`${tone}.fg`} lineHeight="1.1">
          {result}
        </Text>
        <Text mt="1">{children}</Text>
      </Box>
      {action}
    </ToneNotice>
  );
}

/**
 * A tab's name with what is in it: how many entries, values out of tolerance (red), corrective actions still to
 * verify (orange), a comment written.
 */
function TabLabel({
  label,
  count = 0,
  flagged = 0,
  waiting = 0,
  written = false,
}: {
  label: string;
  count?: number;
  flagged?: number;
  waiting?: number;
  written?: boolean;
}) {
  const { t } = useLingui();
  return (
    <>
      {label}
      {flagged > 0 ? (
        <Badge variant="solid" colorPalette="red" size="md" aria-label={t`${flagged} out of tolerance`}>
          {formatCount(flagged)}
        </Badge>
      ) : waiting > 0 ? (
        <Badge variant="solid" colorPalette="orange" size="md" aria-label={t`${waiting} not verified`}>
          {formatCount(waiting)}
        </Badge>
      ) : count > 0 ? (
        <Badge variant="subtle" colorPalette="gray" size="md">
          {formatCount(count)}
        </Badge>
      ) : null}
      {written ? <Box boxSize="2" borderRadius="full" bg="brand.solid" aria-label={t`written`} /> : null}
    </>
  );
}

/** The record's parts as tabs: large targets, arrow keys move between them (WAI-ARIA tabs pattern). */
function TabbedRecord({
  tabs,
  tab,
  onTab,
  labels,
  children,
}: {
  tabs: readonly Tab[];
  tab: Tab;
  onTab: (tab: Tab) => void;
  labels: Readonly<Record<Tab, ReactNode>>;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const buttons = useRef(new Map<Tab, HTMLButtonElement>());
  const move = (event: KeyboardEvent) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length] ?? "defects";
    onTab(next);
    buttons.current.get(next)?.focus();
  };
  return (
    <Box as="section" aria-label={t`Inspection record`}>
      <Flex
        role="tablist"
        aria-label={t`Inspection record`}
        gap="1"
        p="1"
        bg="bg.muted"
        borderRadius="xl"
        onKeyDown={move}
        overflowX="auto"
      >
        {tabs.map((candidate) => (
          <Button
            key={candidate}
            ref={(element) => {
              if (element) buttons.current.set(candidate, element);
            }}
            role="tab"
            id={`record-tab-${candidate}`}
            aria-selected={tab === candidate}
            aria-controls={`record-panel-${candidate}`}
            tabIndex={tab === candidate ? 0 : -1}
            size="xl"
            flex="1 1 auto"
            px="3"
            variant="ghost"
            bg={tab === candidate ? "bg" : "transparent"}
            shadow={tab === candidate ? "sm" : undefined}
            color={tab === candidate ? "brand.fg" : "fg.muted"}
            fontWeight={tab === candidate ? "bold" : "semibold"}
            _hover={{ bg: tab === candidate ? "bg" : "bg.emphasized" }}
            onClick={() => onTab(candidate)}
          >
            {labels[candidate]}
          </Button>
        ))}
      </Flex>
      <Box
        role="tabpanel"
        id={`record-panel-${tab}`}
        aria-labelledby={`record-tab-${tab}`}
        mt="4"
        layerStyle="panel"
        bg="bg.subtle"
        p={{ base: "4", md: "5" }}
      >
        {children}
      </Box>
    </Box>
  );
}
