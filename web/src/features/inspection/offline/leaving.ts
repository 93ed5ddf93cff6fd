import { formatCountOf } from "@aql-portal/shared";
import { forgetCopies } from "../../../lib/kept-copies";
import { userStore, type KeyValueStore } from "../../../lib/tablet-store";
import { tabletStorage, type InspectionStorage } from "../outbox/inspection-storage";
import { hasUnsentWork } from "../outbox/local-work";

/** What of a person's work is on this tablet only. */
export interface UnsentWork {
  inspections: number;
  photos: number;
}

/** "2 inspections and 3 photos": what of a person's work is on this tablet only, in words. */
export function describeUnsentWork({ inspections, photos }: UnsentWork): string {
  const withPhotos = photos > 0 ? ` and ${formatCountOf(photos, "photo")}` : "";
  return `${formatCountOf(inspections, "inspection")}${withPhotos}`;
}

export async function unsentWork(storage: InspectionStorage): Promise<UnsentWork> {
  const unsent = (await storage.listRecords()).filter(hasUnsentWork);
  return {
    inspections: unsent.length,
    photos: unsent.reduce((sum, record) => sum + record.pendingPhotos.length, 0),
  };
}

/**
 * Signing out of a shared tablet: what the server has whole is forgotten (the copies kept for the shift, the
 * records with nothing unsent), so the next person finds nothing of it; unsent work is never deleted — it stays,
 * in its owner's store, and is sent under their own sign-in when they are back.
 */
export async function forgetWhatWasSent(storage: InspectionStorage, store: KeyValueStore): Promise<void> {
  await forgetCopies(store);
  for (const record of await storage.listRecords()) {
    if (!hasUnsentWork(record)) await storage.deleteRecord(record.inspectionId);
  }
}

/** What of this person's work is on this tablet only: what signing out warns about. */
export function unsentWorkOf(userId: string): Promise<UnsentWork> {
  return unsentWork(tabletStorage(userId));
}

/** Signing out: forgets what the server has whole; unsent work stays for the next sign-in. */
export function forgetSentWork(userId: string): Promise<void> {
  return forgetWhatWasSent(tabletStorage(userId), userStore(userId));
}
