import { useCallback } from "react";
import { useSWRConfig } from "swr";
import type { PackagingCheck } from "@aql-portal/shared";
import { useListChanges } from "../../../lib/cached-lists";
import { checkKey } from "./get-check";
import { PANEL_KEY } from "./get-compliance-panel";

/**
 * After a check is recorded, corrected or deleted: the drawer's copy becomes the server's answer, every report's
 * cached pages take it (or lose it) and those on screen are read again, and so is the compliance panel, whose
 * counts it changes. The lists are read again in the background, without holding up the answer.
 */
export function useCheckChanged() {
  const { mutate } = useSWRConfig();
  const changeLists = useListChanges();
  return useCallback(
    async (change: { saved: PackagingCheck } | { removedId: string }) => {
      if ("saved" in change) {
        await mutate(checkKey(change.saved.id), change.saved, { revalidate: false });
        void changeLists("packagingCheck", { changed: [change.saved] });
      } else {
        void changeLists("packagingCheck", { removedIds: [change.removedId] });
      }
      void mutate((key) => Array.isArray(key) && key[0] === PANEL_KEY);
    },
    [mutate, changeLists],
  );
}
