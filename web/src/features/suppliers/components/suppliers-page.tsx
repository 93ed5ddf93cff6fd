import { useMemo, useState } from "react";
import { Box, Flex, Skeleton, Stack, Text } from "@chakra-ui/react";
import { LuFactory } from "react-icons/lu";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
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
  hasStanding,
  standingCounts,
  standingLabels,
  standingSentence,
  useSupplierSwitching,
  useSupplierSwitchingList,
  type Standing,
} from "../../../lib/supplier-switching";
import { useListParams } from "../../../lib/use-list-params";
import { DecisionDialog, type DecisionRequest } from "./decision-dialog";
import { StandardPanel } from "./standard-panel";
import { SupplierDetail } from "./supplier-detail";
import { SupplierDrawer } from "./supplier-drawer";
import { STANDING_PARAM, SUPPLIER_PARAM, standingOf } from "./suppliers-address";
import { SUPPLIER_COMPARATORS, byAttention, supplierColumns, type SupplierRow } from "./suppliers-columns";
import { noSupplierStands, switchingSubtitle } from "./switching-text";

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
  const { t } = useLingui();
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
      <PageHeader
        title={t`Suppliers`}
        description={t`Each supplier's severity of inspection per defect class under the switching rules: tightened when lots are not accepted, reduced when its record earns it and a reviewer or client manager approves, discontinued after repeated failures on tightened inspection.`}
      />
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
        label={t`Suppliers`}
        columns={columns}
        {...sorted}
        getRowId={(row) => row.supplier.id}
        status={listStatus(list, () => void list.mutate(), t`Unable to fetch suppliers`)}
        skeletonRows={5}
        minWidth="760px"
        empty={
          standing && suppliers.length > 0 ? (
            <ListEmpty
              icon={<LuFactory />}
              title={noSupplierStands(standing)}
              clear={{ label: t`Show every supplier`, onClick: () => setParam(STANDING_PARAM, "") }}
            />
          ) : (
            <ListEmpty
              icon={<LuFactory />}
              title={t`No supplier has a lot counted yet.`}
              detail={t`A supplier shows here with its first lot finished: every lot on original inspection counts towards its severity of inspection, major and minor defects apart.`}
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
  const labels = standingLabels();
  return (
    <FilterBar>
      <Flex gap="2" align="baseline" wrap="wrap">
        <Text fontWeight="semibold" color="brand.900">
          {standingSentence(counts)}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          <Trans>
            of <Plural value={total} one="# supplier" other="# suppliers" />, counted under each severity
            either class is on
          </Trans>
        </Text>
      </Flex>
      <FilterRow align="center">
        <Overline color="fg.muted" me="1">
          <Trans>Severity</Trans>
        </Overline>
        <PressedButton size="sm" pressed={value === null} onClick={() => onChange(null)}>
          <Trans>All ({total})</Trans>
        </PressedButton>
        {STANDINGS.map((standing) => (
          <PressedButton
            key={standing}
            size="sm"
            pressed={value === standing}
            onClick={() => onChange(value === standing ? null : standing)}
          >
            {labels[standing]} ({counts[standing]})
          </PressedButton>
        ))}
      </FilterRow>
    </FilterBar>
  );
}

/** A supplier's own people: their supplier's state alone, read-only. */
function OwnSupplierPage({ supplier }: { supplier: NonNullable<User["supplier"]> }) {
  const { t } = useLingui();
  const switching = useSupplierSwitching(supplier.id);
  const subtitle = switching.data ? switchingSubtitle(switching.data) : null;
  return (
    <Box>
      <PageHeader
        title={supplier.name}
        description={
          subtitle
            ? t`Your severity of inspection per defect class: the tables your next lots are sampled from. ${subtitle}.`
            : t`Your severity of inspection per defect class: the tables your next lots are sampled from.`
        }
      />
      <Box layerStyle="panel" p={{ base: "4", md: "5" }}>
        {switching.data ? (
          <SupplierDetail switching={switching.data} mayDecide={false} onDecide={() => undefined} />
        ) : switching.error ? (
          switching.error.status === 404 ? (
            <ListEmpty
              icon={<LuFactory />}
              title={t`No lot of yours has been counted yet.`}
              detail={t`Your lots are inspected on normal inspection until their results move you to tightened or reduced inspection.`}
            />
          ) : (
            <FailureAlert
              title={t`Your inspection severity could not be read.`}
              message={switching.error.message}
              onRetry={() => void switching.mutate()}
            />
          )
        ) : (
          <Stack gap="3" aria-busy="true">
            <Text srOnly role="status">
              <Trans>Loading…</Trans>
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
