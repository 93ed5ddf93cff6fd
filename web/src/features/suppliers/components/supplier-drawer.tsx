import { Drawer, Skeleton, Stack, Text } from "@chakra-ui/react";
import { formatDateTime, type SupplierSwitching } from "@aql-portal/shared";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { DrawerClose, SideDrawer } from "../../../components/ui/side-drawer";
import { STANDARD_LABELS } from "../../../lib/plan-tables";
import { useSupplierSwitching } from "../../../lib/supplier-switching";
import type { DecisionRequest } from "./decision-dialog";
import { SupplierDetail } from "./supplier-detail";

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

/** "ISO 2859-1:1999 · updated 12 Nov 2026, 15:30": what the state is worked out under, and when it last changed. */
export const switchingSubtitle = (switching: SupplierSwitching): string =>
  [
    `${STANDARD_LABELS[switching.standard]} switching rules`,
    switching.updatedOn ? `updated ${formatDateTime(switching.updatedOn)}` : null,
  ]
    .filter(Boolean)
    .join(" · ");

function SupplierPanel({
  supplierId,
  supplierName,
  mayDecide,
  onDecide,
}: Omit<SupplierDrawerProps, "onClose">) {
  const switching = useSupplierSwitching(supplierId);
  const name = switching.data?.supplier.name ?? supplierName ?? "Supplier";
  return (
    <>
      <Drawer.Header borderBottomWidth="1px" pe="14" flexDirection="column" alignItems="stretch" gap="1">
        <Drawer.Title>{name}</Drawer.Title>
        <Text color="fg.muted" fontSize="sm">
          {switching.data ? switchingSubtitle(switching.data) : "Inspection severity per defect class"}
        </Text>
      </Drawer.Header>
      <Drawer.Body py="5">
        {switching.data ? (
          <SupplierDetail switching={switching.data} mayDecide={mayDecide} onDecide={onDecide} />
        ) : switching.error ? (
          <FailureAlert
            title={
              switching.error.status === 404
                ? "No lot of this supplier has been counted yet."
                : "The supplier's state could not be read."
            }
            message={switching.error.message}
            onRetry={switching.error.status === 404 ? undefined : () => void switching.mutate()}
          />
        ) : (
          <Stack gap="3" aria-busy="true">
            <Text srOnly role="status">
              Loading the supplier…
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
