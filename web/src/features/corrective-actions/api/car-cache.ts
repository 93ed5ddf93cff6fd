import { useSWRConfig } from "swr";
import type { CorrectiveAction } from "@aql-portal/shared";
import { CAR_LIST_KEY, carKey } from "../../../lib/corrective-actions";

/**
 * Keeps what the pages show in step with a write: the server's answer is the CAR now (its page shows it at once),
 * and the list is read again (its row moved, its figures changed).
 */
export function useCarChanged() {
  const { mutate } = useSWRConfig();
  return async (saved: CorrectiveAction) => {
    await mutate(carKey(saved.id), saved, { revalidate: false });
    await mutate(CAR_LIST_KEY);
  };
}
