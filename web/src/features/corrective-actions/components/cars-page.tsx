import { useMemo, useState } from "react";
import { Box, Button, Flex, Text } from "@chakra-ui/react";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { LuClipboardCheck, LuFilePlus } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import { CAR_STATUSES, can, type CorrectiveAction } from "@aql-portal/shared";
import { DataTable, listStatus } from "../../../components/data-table/data-table";
import { ListEmpty } from "../../../components/data-table/list-empty";
import { useClientSort } from "../../../components/data-table/use-client-sort";
import { PageHeader } from "../../../components/layouts/page-header";
import { DateInput } from "../../../components/ui/date-input";
import { ClearFiltersButton, FilterBar, FilterRow, SelectFilter } from "../../../components/ui/filters";
import { useSession } from "../../../lib/auth/session-context";
import {
  CAR_FILTER_PARAMS,
  carPath,
  carStatusLabels,
  useCorrectiveActions,
} from "../../../lib/corrective-actions";
import { perLanguage } from "../../../lib/i18n";
import { useListFilters } from "../../../lib/use-list-params";
import {
  AWAITING_ANSWER,
  CAR_COMPARATORS,
  byAttention,
  carCounts,
  filterCars,
  readCarFilters,
  styleOptions,
  supplierOptions,
  type CarCounts,
  type CarFilters,
  type CarStatusFilter,
} from "./car-filters";
import { carColumns } from "./cars-columns";
import { FailedLotsDialog } from "./failed-lots-dialog";
import { RaiseCarDialog, type RaiseSeed } from "./raise-car-dialog";
import { CarSettingsPanel } from "./settings-panel";

const statusOptions = perLanguage((): readonly { value: CarStatusFilter; label: string }[] => {
  const labels = carStatusLabels();
  return [
    { value: "overdue", label: t`Overdue` },
    { value: AWAITING_ANSWER, label: t`Awaiting the supplier's answer` },
    ...CAR_STATUSES.map((status) => ({ value: status, label: labels[status] })),
  ];
});

/**
 * /user/corrective-actions: the corrective action requests the reader may see (a supplier: its own), what asks
 * for attention first, narrowed by supplier, state (or overdue), style and due date; each opens on its own page.
 * Reviewers, client managers and administrators raise them from failed lots; administrators set the days to answer.
 */
export function CorrectiveActionsPage() {
  const { t } = useLingui();
  const { user, role } = useSession();
  const navigate = useNavigate();
  const list = useCorrectiveActions();
  const { params, setFilters, clearFilters, narrowed } = useListFilters(CAR_FILTER_PARAMS);
  const filters = useMemo(() => readCarFilters(params), [params]);
  const mayManage = can(role.name, "corrective-actions:manage");
  const ownSupplier = user.supplier;
  const supplierName = ownSupplier?.name ?? "";

  const cars = list.data?.items ?? EMPTY;
  const counts = useMemo(() => carCounts(cars), [cars]);
  const shown = useMemo(() => byAttention(filterCars(cars, filters)), [cars, filters]);
  const sorted = useClientSort(shown, CAR_COMPARATORS);
  const columns = useMemo(() => carColumns({ withSupplier: !ownSupplier }), [ownSupplier]);

  const [picking, setPicking] = useState(false);
  const [seed, setSeed] = useState<RaiseSeed | null>(null);

  return (
    <Box>
      <PageHeader
        title={t`Corrective actions`}
        description={
          ownSupplier
            ? t`What the client asks ${supplierName} to correct after lots not accepted: answer each by its due date with the root cause and what you will change.`
            : t`Requests to suppliers after lots not accepted: the root cause and what they will change, reviewed, and verified at the style's next inspection.`
        }
        actions={
          mayManage ? (
            <Button colorPalette="brand" onClick={() => setPicking(true)}>
              <LuFilePlus aria-hidden="true" />
              <Trans>Raise from failed lots</Trans>
            </Button>
          ) : null
        }
      />
      {mayManage ? <CarSettingsPanel mayChange={can(role.name, "corrective-actions:settings")} /> : null}
      {list.data ? (
        <CarFigures
          counts={{ ...counts, overdue: list.data.overdue }}
          supplier={Boolean(ownSupplier)}
          shown={filters.status}
          onShow={(status) => setFilters({ status: status === filters.status ? "" : status })}
        />
      ) : null}
      <CarsToolbar
        filters={filters}
        cars={cars}
        withSupplier={!ownSupplier}
        onChange={setFilters}
        onClear={narrowed ? clearFilters : undefined}
      />
      <DataTable
        label={t`Corrective actions`}
        columns={columns}
        {...sorted}
        getRowId={(car) => car.id}
        onRowClick={(car) => void navigate(carPath(car.id))}
        status={listStatus(list, () => void list.mutate(), t`Unable to fetch corrective actions`)}
        skeletonRows={5}
        minWidth="900px"
        empty={
          cars.length > 0 ? (
            <ListEmpty
              icon={<LuClipboardCheck />}
              title={t`No corrective action matches these filters.`}
              clear={{ label: t`Clear the filters`, onClick: clearFilters }}
            />
          ) : (
            <ListEmpty
              icon={<LuClipboardCheck />}
              title={
                ownSupplier
                  ? t`The client has asked you for no corrective action.`
                  : t`No corrective action raised yet.`
              }
              detail={
                ownSupplier
                  ? t`When a lot of yours is not accepted, the client may ask you here for its root cause and what you will change.`
                  : mayManage
                    ? t`Raise one from the report of a lot that was not accepted, or from the failed lots above.`
                    : t`Reviewers and client managers raise them on lots that were not accepted.`
              }
            />
          )
        }
      />
      {mayManage ? (
        <>
          <FailedLotsDialog
            open={picking}
            onClose={() => setPicking(false)}
            onPick={(picked) => {
              setPicking(false);
              setSeed(picked);
            }}
          />
          <RaiseCarDialog
            seed={seed}
            onClose={() => setSeed(null)}
            onRaised={(car: CorrectiveAction) => {
              setSeed(null);
              void navigate(carPath(car.id));
            }}
          />
        </>
      ) : null}
    </Box>
  );
}

/** Who owes what, over the whole list; each figure narrows the list to what it counts. */
function CarFigures({
  counts,
  supplier,
  shown,
  onShow,
}: {
  counts: CarCounts;
  /** A supplier's own people read "awaiting your answer". */
  supplier: boolean;
  /** The state the list is narrowed to: its figure is pressed (pressing it again shows them all). */
  shown: CarStatusFilter | null;
  onShow: (status: CarStatusFilter) => void;
}) {
  const { t } = useLingui();
  const figures: { label: string; value: number; status: CarStatusFilter; alarm?: boolean }[] = [
    { label: t`Overdue`, value: counts.overdue, status: "overdue", alarm: counts.overdue > 0 },
    {
      label: supplier ? t`Awaiting your answer` : t`Awaiting the supplier`,
      value: counts.awaitingSupplier,
      status: AWAITING_ANSWER,
    },
    { label: t`Awaiting review`, value: counts.awaitingReview, status: "answered" },
    { label: t`Awaiting verification`, value: counts.awaitingVerification, status: "accepted" },
  ];
  return (
    <Flex as="section" gap="3" wrap="wrap" mb="4" aria-label={t`Who acts next`}>
      {figures.map((figure) => (
        <Button
          key={figure.label}
          variant="outline"
          h="auto"
          py="2.5"
          px="4"
          minW="44"
          bg={figure.alarm ? "red.subtle" : "bg"}
          borderColor={shown === figure.status ? "brand.solid" : figure.alarm ? "red.muted" : "border"}
          borderWidth={shown === figure.status ? "2px" : "1px"}
          aria-pressed={shown === figure.status}
          justifyContent="flex-start"
          title={shown === figure.status ? t`Show them all again` : t`Show only these`}
          onClick={() => onShow(figure.status)}
        >
          <Flex direction="column" align="flex-start" gap="0">
            <Text as="span" fontSize="sm" fontWeight="medium" color={figure.alarm ? "red.fg" : "fg.muted"}>
              {figure.label}
            </Text>
            <Text
              as="span"
              fontSize="2xl"
              fontWeight="bold"
              lineHeight="1.2"
              fontVariantNumeric="tabular-nums"
              color={figure.alarm ? "red.fg" : "fg"}
            >
              {figure.value}
            </Text>
          </Flex>
        </Button>
      ))}
    </Flex>
  );
}

function CarsToolbar({
  filters,
  cars,
  withSupplier,
  onChange,
  onClear,
}: {
  filters: CarFilters;
  cars: readonly CorrectiveAction[];
  withSupplier: boolean;
  onChange: (changes: Partial<Record<keyof CarFilters, string>>) => void;
  onClear: (() => void) | undefined;
}) {
  const { t } = useLingui();
  return (
    <FilterBar>
      <FilterRow align="flex-start">
        <SelectFilter
          label={t`Status`}
          width="190px"
          allLabel={t`All statuses`}
          options={statusOptions()}
          value={filters.status ?? ""}
          onChange={(status) => onChange({ status })}
        />
        {withSupplier ? (
          <SelectFilter
            label={t`Supplier`}
            width="220px"
            allLabel={t`All suppliers`}
            options={supplierOptions(cars)}
            value={filters.supplierId}
            onChange={(supplierId) => onChange({ supplierId, styleCode: "" })}
          />
        ) : null}
        <SelectFilter
          label={t`Style`}
          width="170px"
          allLabel={t`All styles`}
          options={styleOptions(cars, filters.supplierId)}
          value={filters.styleCode}
          onChange={(styleCode) => onChange({ styleCode })}
        />
        <Box w="170px" flex="0 1 170px" minW="150px">
          <DateInput
            label={t`Due from`}
            optional
            value={filters.dueFrom}
            onChange={(dueFrom) => onChange({ dueFrom })}
          />
        </Box>
        <Box w="170px" flex="0 1 170px" minW="150px">
          <DateInput
            label={t`Due to`}
            optional
            value={filters.dueTo}
            onChange={(dueTo) => onChange({ dueTo })}
          />
        </Box>
        <ClearFiltersButton onClear={onClear} />
      </FilterRow>
    </FilterBar>
  );
}

const EMPTY: CorrectiveAction[] = [];
