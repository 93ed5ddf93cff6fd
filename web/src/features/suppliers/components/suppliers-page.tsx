import { useMemo, useState } from "react";
import { Box, Flex, Skeleton, Stack, Text } from "@chakra-ui/react";
import { LuFactory } from "react-icons/lu";
import { can, type User } from "@aql-portal/shared";
import { DataTable, listStatus } from "../../../components/data-table/data-table";
import { ListEmpty } from "../../../components/data-table/list-empty";
import { useClientSort } from "../../../components/data-table/use-client-sort";
import { PageHeader } from "../../../components/layouts/page-header";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { FilterBar, FilterRow } from "../../../components/ui/filters";
import { Overline } from "../../../components/ui/overline";
import { PressedButton } from "../../../components/ui/pressed-button";
import { useSession } from "../../../lib/auth/session-context";
import {
  STANDINGS,
  STANDING_LABELS,
  hasStanding,
  standingCounts,
  standingSentence,
  useSupplierSwitching,
  useSupplierSwitchingList,
  type Standing,
} from "../../../lib/supplier-switching";
import { useListParams } from "../../../lib/use-list-params";
import { DecisionDialog, type DecisionRequest } from "./decision-dialog";
import { StandardPanel } from "./standard-panel";
import { SupplierDetail } from "./supplier-detail";
import { SupplierDrawer, switchingSubtitle } from "./supplier-drawer";
import { STANDING_PARAM, SUPPLIER_PARAM, standingOf } from "./suppliers-address";
import { SUPPLIER_COMPARATORS, byAttention, supplierColumns, type SupplierRow } from "./suppliers-columns";

const DESCRIPTION =
  "Each supplier's severity of inspection per defect class under the switching rules: tightened when lots are not accepted, reduced when its record earns it and a reviewer or client manager approves, discontinued after repeated failures on tightened inspection.";

/**
 * /user/suppliers: the suppliers' switching states. Staff and the client see every supplier, filtered by severity,
 * each opening in a drawer where reviewers and client managers decide; a supplier's own people see their state
 * alone. Administrators choose the standard.
 */
export function SuppliersPage() {
  const { user } = useSession();
  return user.supplier ? <OwnSupplierPage supplier={user.supplier} /> : <SuppliersList />;
}

function useDecisions() {
  const [request, setRequest] = useState<DecisionRequest | null>(null);
  return { request, open: setRequest, close: () => setRequest(null) };
}

function SuppliersList() {
  const { role } = useSession();
  const list = useSupplierSwitchingList();
  const { params, setParam } = useListParams();
  const decisions = useDecisions();
  const mayDecide = can(role.name, "switching:decide");
  const standing = standingOf(params.get(STANDING_PARAM));
  const supplierId = params.get(SUPPLIER_PARAM) ?? "";

  const suppliers = list.data?.suppliers ?? EMPTY;
  const counts = useMemo(() => standingCounts(suppliers), [suppliers]);
  const shown = useMemo(
    () => byAttention(standing ? suppliers.filter((supplier) => hasStanding(supplier, standing)) : suppliers),
    [suppliers, standing],
  );
  const sorted = useClientSort(shown, SUPPLIER_COMPARATORS);
  const standard = list.data?.standard ?? "ISO2859-1";
  const columns = useMemo(() => supplierColumns(standard), [standard]);

  return (
    <Box>
      <PageHeader title="Suppliers" description={DESCRIPTION} />
      {list.data ? (
        <StandardPanel standard={list.data.standard} mayChange={can(role.name, "switching:standard")} />
      ) : list.isLoading ? (
        <Skeleton height="14" mb="4" borderRadius="lg" />
      ) : null}
      {suppliers.length > 0 ? (
        <StandingFilter
          counts={counts}
          total={suppliers.length}
          value={standing}
          onChange={(next) => setParam(STANDING_PARAM, next ?? "")}
        />
      ) : null}
      <DataTable
        label="Suppliers"
        columns={columns}
        {...sorted}
        getRowId={(row) => row.supplier.id}
        status={listStatus(list, () => void list.mutate(), "Unable to fetch suppliers")}
        skeletonRows={5}
        minWidth="760px"
        empty={
          standing && suppliers.length > 0 ? (
            <ListEmpty
              icon={<LuFactory />}
              title={`No supplier is ${STANDING_LABELS[standing].toLowerCase()}${standing === "normal" ? " in both classes" : ""}.`}
              clear={{ label: "Show every supplier", onClick: () => setParam(STANDING_PARAM, "") }}
            />
          ) : (
            <ListEmpty
              icon={<LuFactory />}
              title="No supplier has a lot counted yet."
              detail="A supplier shows here with its first lot finished: every lot on original inspection counts towards its severity of inspection, major and minor defects apart."
            />
          )
        }
      />
      <SupplierDrawer
        supplierId={supplierId}
        supplierName={suppliers.find((row: SupplierRow) => row.supplier.id === supplierId)?.supplier.name}
        mayDecide={mayDecide}
        onDecide={decisions.open}
        onClose={() => setParam(SUPPLIER_PARAM, "")}
      />
      {mayDecide ? <DecisionDialog request={decisions.request} onClose={decisions.close} /> : null}
    </Box>
  );
}

/** The suppliers counted under each standing, which are also the list's filter. */
function StandingFilter({
  counts,
  total,
  value,
  onChange,
}: {
  counts: Readonly<Record<Standing, number>>;
  total: number;
  value: Standing | null;
  onChange: (standing: Standing | null) => void;
}) {
  return (
    <FilterBar>
      <Flex gap="2" align="baseline" wrap="wrap">
        <Text fontWeight="semibold" color="brand.900">
          {standingSentence(counts)}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          of {total} {total === 1 ? "supplier" : "suppliers"}, counted under each severity either class is on
        </Text>
      </Flex>
      <FilterRow align="center">
        <Overline color="fg.muted" me="1">
          Severity
        </Overline>
        <PressedButton size="sm" pressed={value === null} onClick={() => onChange(null)}>
          All ({total})
        </PressedButton>
        {STANDINGS.map((standing) => (
          <PressedButton
            key={standing}
            size="sm"
            pressed={value === standing}
            onClick={() => onChange(value === standing ? null : standing)}
          >
            {STANDING_LABELS[standing]} ({counts[standing]})
          </PressedButton>
        ))}
      </FilterRow>
    </FilterBar>
  );
}

/** A supplier's own people: their supplier's state alone, read-only. */
function OwnSupplierPage({ supplier }: { supplier: NonNullable<User["supplier"]> }) {
  const switching = useSupplierSwitching(supplier.id);
  return (
    <Box>
      <PageHeader
        title={supplier.name}
        description={
          switching.data
            ? `Your severity of inspection per defect class: the tables your next lots are sampled from. ${switchingSubtitle(switching.data)}.`
            : "Your severity of inspection per defect class: the tables your next lots are sampled from."
        }
      />
      <Box layerStyle="panel" p={{ base: "4", md: "5" }}>
        {switching.data ? (
          <SupplierDetail switching={switching.data} mayDecide={false} onDecide={() => undefined} />
        ) : switching.error ? (
          switching.error.status === 404 ? (
            <ListEmpty
              icon={<LuFactory />}
              title="No lot of yours has been counted yet."
              detail="Your lots are inspected on normal inspection until their results move you to tightened or reduced inspection."
            />
          ) : (
            <FailureAlert
              title="Your inspection severity could not be read."
              message={switching.error.message}
              onRetry={() => void switching.mutate()}
            />
          )
        ) : (
          <Stack gap="3" aria-busy="true">
            <Text srOnly role="status">
              Loading…
            </Text>
            <Skeleton height="48" />
            <Skeleton height="32" />
          </Stack>
        )}
      </Box>
    </Box>
  );
}

const EMPTY: SupplierRow[] = [];
