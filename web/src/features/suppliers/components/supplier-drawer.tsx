import { Drawer, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { DrawerClose, SideDrawer } from "../../../components/ui/side-drawer";
import { useSupplierSwitching } from "../../../lib/supplier-switching";
import type { DecisionRequest } from "./decision-dialog";
import { SupplierDetail } from "./supplier-detail";
import { switchingSubtitle } from "./switching-text";

export interface SupplierDrawerProps {
  /** The supplier open (the address's ?supplier=…), or "" for none. */
  supplierId: string;
  /** A name to title the drawer with while the supplier's state is read (its row's). */
  supplierName: string | undefined;
  mayDecide: boolean;
  onDecide: (request: DecisionRequest) => void;
  onClose: () => void;
}

/** The supplier named in the address, in a side drawer: its state per class, its history and its lots. */
export function SupplierDrawer({
  supplierId,
  supplierName,
  mayDecide,
  onDecide,
  onClose,
}: SupplierDrawerProps) {
  return (
    <SideDrawer open={supplierId !== ""} onClose={onClose} size="xl">
      {supplierId ? (
        <SupplierPanel
          key={supplierId}
          supplierId={supplierId}
          supplierName={supplierName}
          mayDecide={mayDecide}
          onDecide={onDecide}
        />
      ) : null}
    </SideDrawer>
  );
}

function SupplierPanel({
  supplierId,
  supplierName,
  mayDecide,
  onDecide,
}: Omit<SupplierDrawerProps, "onClose">) {
  const { t } = useLingui();
  const switching = useSupplierSwitching(supplierId);
  const name = switching.data?.supplier.name ?? supplierName ?? t`Supplier`;
  return (
    <>
      <Drawer.Header borderBottomWidth="1px" pe="14" flexDirection="column" alignItems="stretch" gap="1">
        <Drawer.Title>{name}</Drawer.Title>
        <Text color="fg.muted" fontSize="sm">
          {switching.data ? switchingSubtitle(switching.data) : t`Inspection severity per defect class`}
        </Text>
      </Drawer.Header>
      <Drawer.Body py="5">
        {switching.data ? (
          <SupplierDetail switching={switching.data} mayDecide={mayDecide} onDecide={onDecide} />
        ) : switching.error ? (
          <FailureAlert
            title={
              switching.error.status === 404
                ? t`No lot of this supplier has been counted yet.`
                : t`The supplier's state could not be read.`
            }
            message={switching.error.message}
            onRetry={switching.error.status === 404 ? undefined : () => void switching.mutate()}
          />
        ) : (
          <Stack gap="3" aria-busy="true">
            <Text srOnly role="status">
              <Trans>Loading the supplier…</Trans>
            </Text>
            <Skeleton height="48" />
            <Skeleton height="32" />
          </Stack>
        )}
      </Drawer.Body>
      <DrawerClose />
    </>
  );
}
