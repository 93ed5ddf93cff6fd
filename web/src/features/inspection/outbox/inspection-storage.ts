import { z } from "zod";
import { InspectionDetailSchema, InspectionWorkSchema } from "@aql-portal/shared";
import { indexedDbStore, userStore, type KeyValueStore } from "../../../lib/tablet-store";

/**
 * Where the tablet keeps inspections while they are carried out: the signed-in person's store (IndexedDB in the
 * browser, a Map in tests; lib/tablet-store.ts). Photos are stored apart from the record, so writing the record
 * on every entry does not write the photos again.
 */

/**
 * A status move made on the tablet (start, pause, resume, finish) that the server has not confirmed: sent in
 * order with its own operation id (the server answers it sent twice without making it twice) and the time the
 * inspector made it.
 */
export const PendingMoveSchema = z.object({
  id: z.uuid(),
  action: z.enum(["start", "pause", "resume", "finish"]),
  at: z.string(),
});
export type PendingMove = z.infer<typeof PendingMoveSchema>;

/**
 * What the tablet keeps of one inspection: the server's copy the local record is based on (its `workEtag` goes
 * in If-Match), the local record, whether it has changes the server has not got, the photos taken here that the
 * server has not confirmed (`uploaded`: the file is there, but no saved record names it yet), and the status
 * moves made here that it has not confirmed.
 */
export const LocalRecordSchema = z.object({
  format: z.literal(1),
  inspectionId: z.string(),
  base: InspectionDetailSchema,
  work: InspectionWorkSchema,
  dirty: z.boolean(),
  /** Counts local edits: a save answered after a later edit does not mark that edit as sent. */
  revision: z.number().int(),
  pendingPhotos: z.array(z.object({ photoId: z.string(), uploaded: z.boolean() })),
  savedAt: z.string(),
  /** Moves made here and not confirmed yet, oldest first (records kept before moves were queued have none). */
  moves: z.array(PendingMoveSchema).default([]),
});
export type LocalRecord = z.infer<typeof LocalRecordSchema>;

const RECORD_PREFIX = "record:";
const recordKey = (inspectionId: string) => `${RECORD_PREFIX}${inspectionId}`;
const photoKey = (inspectionId: string, photoId: string) => `photo:${inspectionId}:${photoId}`;
export interface InspectionStorage {
  /** The stored record, or null when there is none (or it cannot be read: what is stored is checked). */
  readRecord(inspectionId: string): Promise<LocalRecord | null>;
  writeRecord(record: LocalRecord): Promise<void>;
  /** Every inspection record on the tablet (those that cannot be read left out). */
  listRecords(): Promise<LocalRecord[]>;
  readPhoto(inspectionId: string, photoId: string): Promise<Blob | null>;
  writePhoto(inspectionId: string, photoId: string, photo: Blob): Promise<void>;
  deletePhoto(inspectionId: string, photoId: string): Promise<void>;
  /** Forgets a record and its photos. */
  deleteRecord(inspectionId: string): Promise<void>;
}

export function inspectionStorage(store: KeyValueStore): InspectionStorage {
  const readRecord = async (key: string) => {
    const parsed = LocalRecordSchema.safeParse(await store.get(key));
    return parsed.success ? parsed.data : null;
  };
  return {
    readRecord: (inspectionId) => readRecord(recordKey(inspectionId)),
    writeRecord: (record) => store.set(recordKey(record.inspectionId), record),
    async listRecords() {
      const recordKeys = (await store.keys()).filter((key) => key.startsWith(RECORD_PREFIX));
      const records = await Promise.all(recordKeys.map(readRecord));
      return records.filter((record) => record !== null);
    },
    async readPhoto(inspectionId, photoId) {
      const photo = await store.get(photoKey(inspectionId, photoId));
      return photo instanceof Blob ? photo : null;
    },
    writePhoto: (inspectionId, photoId, photo) => store.set(photoKey(inspectionId, photoId), photo),
    deletePhoto: (inspectionId, photoId) => store.delete(photoKey(inspectionId, photoId)),
    async deleteRecord(inspectionId) {
      const photos = (await store.keys()).filter((key) => key.startsWith(photoKey(inspectionId, "")));
      await Promise.all([recordKey(inspectionId), ...photos].map((key) => store.delete(key)));
    },
  };
}

/** One person's inspections on this tablet (IndexedDB). */
export function tabletStorage(userId: string): InspectionStorage {
  return inspectionStorage(userStore(userId));
}

/** The one database every inspector shared before the tablet kept each person's work apart. */
export const EARLIER_DATABASE = "aql-portal-inspections";

/**
 * Moves the unsent work an earlier release kept in the database all inspectors shared into the store of the
 * inspector it is assigned to, when they sign in: nothing unsent is left behind by the upgrade.
 */
export async function adoptEarlierWork(
  userId: string,
  into: InspectionStorage,
  earlierStore: KeyValueStore = indexedDbStore(EARLIER_DATABASE),
): Promise<void> {
  const earlier = inspectionStorage(earlierStore);
  for (const record of await earlier.listRecords()) {
    if (record.base.inspector?.id !== userId) continue;
    if (!(await into.readRecord(record.inspectionId))) {
      for (const { photoId } of record.pendingPhotos) {
        const photo = await earlier.readPhoto(record.inspectionId, photoId);
        if (photo) await into.writePhoto(record.inspectionId, photoId, photo);
      }
      await into.writeRecord(record);
    }
    await earlier.deleteRecord(record.inspectionId);
  }
}
