import { useSWRConfig } from "swr";
import type { CorrectiveAction } from "@aql-portal/shared";
import { CAR_LIST_KEY, carKey } from "../../../lib/corrective-actions";

/**
 * Keeps what the pages show in step with a write: the server's answer is the CAR now (its page shows it at once),
 * read again for its links (a write's answer carries none: photos and evidence would show as missing), and the
 * list is read again (its row moved, its figures changed).
 */
export function useCarChanged() {
  const { mutate } = useSWRConfig();
  return async (saved: CorrectiveAction) => {
    await mutate(carKey(saved.id), saved);
    await mutate(CAR_LIST_KEY);
  };
}
