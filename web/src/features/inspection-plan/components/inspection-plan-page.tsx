import { useId, useMemo, type ReactNode } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Box, Flex, Grid, Heading, Skeleton, Text, VisuallyHidden, VStack } from "@chakra-ui/react";
import { LuCalendarX, LuTriangleAlert } from "react-icons/lu";
import { useSearchParams } from "react-router-dom";
import { messages, type PlanRow, formatDay, isoDay } from "@aql-portal/shared";
import { ListFooter } from "../../../components/data-table/list-footer";
import { PageHeader } from "../../../components/layouts/page-header";
import { StatePanel } from "../../../components/ui/state-panel";
import { useSession } from "../../../lib/auth/session-context";
import { useMetaList } from "../../../lib/reference-data";
import { useToday } from "../../../lib/use-today";
import { defaultPlanRange, type PlanRange } from "../../../lib/inspection-plan";
import { usePlan } from "../api/list-plan";
import { PlanCard } from "./plan-card";
import { dayHeading, groupByDay } from "./plan-days";
import { PLAN_FROM_PARAM, PLAN_TO_PARAM, rangeFromParams, rangeProblem, sameRange } from "./plan-range";
import { PlanRangePicker } from "./plan-range-picker";

/** Cards side by side only where each still gets this much room (a wide monitor); one column on a tablet. */
const CARD_MIN_WIDTH = "640px";
const CARD_GRID = `repeat(auto-fill, minmax(min(100%, ${CARD_MIN_WIDTH}), 1fr))`;
/** The plan fades while another range loads. */
const REFRESH_TRANSITION = "opacity 0.15s ease";

/**
 * The inspector's plan (/twoeightone/inspection): their assigned inspections, grouped by inspection day, over
 * a range of days kept in the address (default yesterday to today, spec §9).
 */
export interface InspectionPlanPageProps {
  /** Where a card's Open goes: the inspection screen. */
  openPath: (inspectionId: string) => string;
  /** A card's notice beside Open (what of the inspection waits on this tablet). */
  cardNotice?: (inspectionId: string) => ReactNode;
  /**
   * The inspection as this tablet has it, where that is newer than the plan's row (work recorded here and not
   * sent, or sent since the row was read): its status, result and defects found so far.
   */
  onTablet?: (inspectionId: string) => TabletCopy | undefined;
  /** Under the title: what the tablet holds for the shift (the route puts the inspection feature's). */
  tablet?: ReactNode;
}

/** What a card shows from the tablet rather than the plan's row. */
export type TabletCopy = Pick<PlanRow, "status" | "result" | "totalDefects">;

export function InspectionPlanPage({ openPath, cardNotice, onTablet, tablet }: InspectionPlanPageProps) {
  const { t } = useLingui();
  const { user } = useSession();
  const userName = user.name;
  const now = useToday();
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params, now);
  const problem = rangeProblem(range);

  const levels = useMetaList("inspection-levels");
  const levelNames = useMemo(
    () => new Map((levels.data ?? []).map((level) => [level.id, level.name])),
    [levels.data],
  );

  // The default range is kept out of the address, so an open plan follows the calendar to the next day.
  const setRange = (next: PlanRange) =>
    setParams(
      () =>
        sameRange(next, defaultPlanRange(now))
          ? new URLSearchParams()
          : new URLSearchParams({ [PLAN_FROM_PARAM]: next.from, [PLAN_TO_PARAM]: next.to }),
      { replace: true },
    );

  return (
    <Box>
      <PageHeader
        title={t`Inspection Plan`}
        description={t`Inspections assigned to ${userName}, day by day, with the sample to draw and the defects allowed.`}
      />
      {tablet}
      <PlanRangePicker range={range} now={now} problem={problem} onChange={setRange} />
      {problem === null ? (
        <Box mt="6">
          <PlanBody
            range={range}
            now={now}
            levelName={(row) => levelNames.get(row.level) ?? row.level}
            openPath={openPath}
            cardNotice={cardNotice}
            onTablet={onTablet}
          />
        </Box>
      ) : null}
    </Box>
  );
}

interface PlanBodyProps {
  range: PlanRange;
  now: Date;
  levelName: (row: PlanRow) => string;
  openPath: (inspectionId: string) => string;
  cardNotice: ((inspectionId: string) => ReactNode) | undefined;
  onTablet: ((inspectionId: string) => TabletCopy | undefined) | undefined;
}

/** The plan over a range the API accepts (an invalid one never gets here, so it is never asked for). */
function PlanBody({ range, now, levelName, openPath, cardNotice, onTablet }: PlanBodyProps) {
  const { t } = useLingui();
  const plan = usePlan(range);
  const { items: rows, error, isLoading, isRefreshing } = plan;
  const retry = () => void plan.reload();
  const days = useMemo(() => groupByDay(rows), [rows]);

  // Until the range's first answer, an empty previous range must not read as "nothing planned" for this one.
  if (isLoading || (isRefreshing && rows.length === 0)) return <PlanSkeleton />;
  if (error && rows.length === 0) return <PlanError message={error.message} onRetry={retry} />;
  if (rows.length === 0) return <PlanEmpty range={range} />;
  return (
    <Box aria-busy={isRefreshing} opacity={isRefreshing ? 0.6 : 1} transition={REFRESH_TRANSITION}>
      <VStack align="stretch" gap="8">
        {days.map(({ day, rows: dayRows }) => (
          <DaySection
            key={day}
            heading={dayHeading(day, now)}
            today={day === isoDay(now)}
            count={dayRows.length}
          >
            {dayRows.map((row) => (
              <PlanCard
                key={row.id}
                row={{ ...row, ...onTablet?.(row.id) }}
                levelName={levelName(row)}
                openTo={openPath(row.id)}
                notice={cardNotice?.(row.id)}
              />
            ))}
          </DaySection>
        ))}
      </VStack>
      {error ? (
        <Box mt="6">
          <PlanError message={error.message} onRetry={retry} />
        </Box>
      ) : null}
      <ListFooter list={plan} noun={[t`inspection`, t`inspections`]} />
    </Box>
  );
}

function DaySection({
  heading,
  today,
  count,
  children,
}: {
  heading: string;
  today: boolean;
  count: number;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Flex
        align="baseline"
        justify="space-between"
        gap="4"
        mb="3"
        pb="2"
        borderBottomWidth="2px"
        borderColor={today ? "brand.solid" : "border"}
      >
        <Heading as="h2" id={headingId} size="lg" color={today ? "brand.fg" : "fg"}>
          {heading}
        </Heading>
        <Text fontSize="sm" color="fg.muted" flexShrink="0">
          <Plural value={count} one="# inspection" other="# inspections" />
        </Text>
      </Flex>
      <Grid templateColumns={CARD_GRID} gap="4">
        {children}
      </Grid>
    </Box>
  );
}

/** Card-shaped placeholders: the first load, before any inspection is known. */
function PlanSkeleton() {
  return (
    <Box aria-busy="true">
      <VisuallyHidden role="status">
        <Trans>Loading your inspection plan…</Trans>
      </VisuallyHidden>
      <VStack align="stretch" gap="8" aria-hidden="true">
        {[2, 1].map((cards, section) => (
          <Box key={section}>
            <Skeleton height="6" width="220px" mb="4" />
            <Grid templateColumns={CARD_GRID} gap="4">
              {Array.from({ length: cards }, (_, card) => (
                <Box key={card} layerStyle="panel" p="5">
                  <Skeleton height="6" width="40%" />
                  <Skeleton height="4" width="65%" mt="2" />
                  <Grid templateColumns="repeat(4, minmax(0, 1fr))" gap="4" mt="5">
                    {Array.from({ length: 4 }, (_, figure) => (
                      <Skeleton key={figure} height="12" />
                    ))}
                  </Grid>
                  <Skeleton height="4" width="80%" mt="5" />
                </Box>
              ))}
            </Grid>
          </Box>
        ))}
      </VStack>
    </Box>
  );
}

function PlanEmpty({ range }: { range: PlanRange }) {
  const { t } = useLingui();
  const fromDay = formatDay(range.from);
  const toDay = formatDay(range.to);
  const days = range.from === range.to ? fromDay : t`${fromDay} to ${toDay}`;
  return (
    <StatePanel frame="panel" icon={<LuCalendarX />} title={t`No inspections planned for you in this range`}>
      <Trans>
        Nothing is assigned to you from {days}. Widen the range (This week, Next 7 days, or other dates) to
        see more of your plan.
      </Trans>
    </StatePanel>
  );
}

function PlanError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <StatePanel
      frame="panel"
      failure
      icon={<LuTriangleAlert />}
      title={messages.unableToFetchInspections}
      onRetry={onRetry}
    >
      {message || messages.internalError}
    </StatePanel>
  );
}
