import { useSWRConfig } from "swr";
import type { SupplierSwitching, SupplierSwitchingList } from "@aql-portal/shared";
import {
  SWITCHING_LIST_KEY,
  isSwitchingSupplierKey,
  switchingSupplierKey,
} from "../../../lib/supplier-switching";

/**
 * Keeps what the page shows in step with a change: a decision's answer replaces the supplier's state at once and
 * the list is read again (its row moved); a new standard replaces the list and every supplier's state is read again.
 */
export function useSwitchingChanged() {
  const { mutate } = useSWRConfig();
  return {
    supplierChanged: async (saved: SupplierSwitching) => {
      await mutate(switchingSupplierKey(saved.supplier.id), saved, { revalidate: false });
      await mutate(SWITCHING_LIST_KEY);
    },
    supplierStale: (supplierId: string) => mutate(switchingSupplierKey(supplierId)),
    standardChanged: async (list: SupplierSwitchingList) => {
      await mutate(SWITCHING_LIST_KEY, list, { revalidate: false });
      await mutate(isSwitchingSupplierKey);
    },
  };
}
