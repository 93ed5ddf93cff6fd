import { useMemo, type ReactNode } from "react";
import { Box, Flex, Skeleton, Stack, Text } from "@chakra-ui/react";
import { LuChartNoAxesColumn } from "react-icons/lu";
import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { can, formatDay, messages, seesOwnSupplierOnly, type AnalyticsQuery } from "@aql-portal/shared";
import { ListEmpty } from "../../../components/data-table/list-empty";
import { PageHeader } from "../../../components/layouts/page-header";
import { LoadFailure } from "../../../components/ui/load-failure";
import type { ApiRequestError } from "../../../lib/api-client";
import { useSession } from "../../../lib/auth/session-context";
import { rangeProblem } from "../../../lib/list-filters";
import { useListFilters } from "../../../lib/use-list-params";
import { useToday } from "../../../lib/use-today";
import {
  ANALYTICS_PARAMS,
  analyticsRequest,
  readAnalyticsFilters,
  type AnalyticsFilters,
} from "./analytics-filters";
import { AnalyticsToolbar } from "./analytics-toolbar";

export interface AnalyticsPageProps {
  title: string;
  description: ReactNode;
  /** The page's own controls beside the filters (an interval, a breakdown). */
  controls?: ReactNode;
  /** The figures, for a query the API will take. */
  children: (query: AnalyticsQuery, filters: AnalyticsFilters) => ReactNode;
}

/**
 * The frame of every analytics page: its heading, the period and filters kept in the address, and the figures
 * once the filters make a request the API will take.
 */
export function AnalyticsPage({ title, description, controls, children }: AnalyticsPageProps) {
  const { role } = useSession();
  const { params, setFilters, clearFilters, narrowed } = useListFilters(ANALYTICS_PARAMS);
  const today = useToday();
  const filters = useMemo(() => readAnalyticsFilters(params, today), [params, today]);
  const request = useMemo(() => analyticsRequest(filters), [filters]);

  return (
    <Box>
      <PageHeader title={title} description={description} />
      <AnalyticsToolbar
        filters={filters}
        today={today}
        onChange={setFilters}
        rangeError={request.ok ? null : request.message}
        // A supplier's figures are its own whatever it picks (the API sees to that): no supplier to pick.
        showSupplier={!seesOwnSupplierOnly(role.name) && can(role.name, "inspections:list")}
        onClear={narrowed ? clearFilters : undefined}
      >
        {controls}
      </AnalyticsToolbar>
      {request.ok ? (
        children(request.query, filters)
      ) : (
        <Notice title={t`Fix the period to see figures.`} detail={rangeProblem(request)} />
      )}
    </Box>
  );
}

/** "between 25 Oct 2026 and 23 Nov 2026" */
export function periodPhrase(query: Pick<AnalyticsQuery, "from" | "to">): string {
  const from = formatDay(query.from);
  const to = formatDay(query.to);
  return t`between ${from} and ${to}`;
}

export interface FiguresStateProps<T> {
  /** The page's request for its figures (SWR's answer). */
  figures: {
    data: T | undefined;
    error: ApiRequestError | undefined;
    isLoading: boolean;
    isValidating: boolean;
    mutate: () => Promise<unknown>;
  };
  /** Rows of placeholder while the first figures load. */
  skeleton?: number;
  children: (data: T) => ReactNode;
}

/**
 * Figures once they are in (dimmed while newer ones load); a placeholder while the first load; a failure with a
 * way to try again.
 */
export function FiguresState<T>({ figures, skeleton = 3, children }: FiguresStateProps<T>) {
  const { data, error, isLoading } = figures;
  if (error && !data) {
    return (
      <LoadFailure
        layerStyle="card"
        py="12"
        textAlign="center"
        title={t`These figures could not be loaded.`}
        message={error.message || messages.internalError}
        onRetry={() => void figures.mutate()}
      />
    );
  }
  if (!data || isLoading) {
    return (
      <Stack gap="4" aria-busy="true">
        <Text srOnly role="status">
          <Trans>Loading the figures…</Trans>
        </Text>
        <Flex gap="4" wrap="wrap">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} flex="1 1 200px" height="24" borderRadius="lg" />
          ))}
        </Flex>
        {Array.from({ length: skeleton }, (_, i) => (
          <Skeleton key={i} height="56" borderRadius="lg" />
        ))}
      </Stack>
    );
  }
  return (
    <Box opacity={figures.isValidating ? 0.7 : 1} transitionProperty="opacity" transitionDuration="0.15s">
      {children(data)}
    </Box>
  );
}

/** A period (or filters) with nothing to show says so, and what to try. */
export function Notice({ title, detail, action }: { title: string; detail: ReactNode; action?: ReactNode }) {
  return (
    <Box layerStyle="card" py="12" px="6">
      <ListEmpty icon={<LuChartNoAxesColumn />} title={title} detail={detail} action={action} />
    </Box>
  );
}
