import { createStore, del, get, keys, set, type UseStore } from "idb-keyval";
import { z } from "zod";
import {
  InspectionDetailSchema,
  InspectionWorkSchema,
  SizeChartSchema,
  type SizeChart,
} from "@aql-portal/shared";

/**
 * Where the tablet keeps inspections while they are carried out: a key-value store (IndexedDB in the browser,
 * through idb-keyval; a Map in tests). Photos are stored apart from the record, so writing the record on every
 * entry does not write the photos again.
 */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
  /** Every key in the store. */
  keys(): Promise<string[]>;
}

const DATABASE = "aql-portal-inspections";
const STORE = "records";

/** The browser's IndexedDB store, opened on first use. */
export function indexedDbStore(): KeyValueStore {
  let store: UseStore | null = null;
  const opened = () => (store ??= createStore(DATABASE, STORE));
  return {
    get: (key) => get(key, opened()),
    set: (key, value) => set(key, value, opened()),
    delete: (key) => del(key, opened()),
    keys: async () => (await keys(opened())).filter((key): key is string => typeof key === "string"),
  };
}

/** A store in memory: what tests use. Values are copied in and out, as IndexedDB copies them. */
export function memoryStore(): KeyValueStore & { readonly entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>();
  const copy = (value: unknown) => (value instanceof Blob ? value : structuredClone(value));
  return {
    entries,
    get: async (key) => copy(entries.get(key)),
    set: async (key, value) => void entries.set(key, copy(value)),
    delete: async (key) => void entries.delete(key),
    keys: async () => [...entries.keys()],
  };
}

/**
 * What the tablet keeps of one inspection: the server's copy the local record is based on (its `workEtag` goes
 * in If-Match), the local record, whether it has changes the server has not got, and the photos taken here
 * that the server has not confirmed (`uploaded`: the file is there, but no saved record names it yet).
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
});
export type LocalRecord = z.infer<typeof LocalRecordSchema>;

const RECORD_PREFIX = "record:";
const recordKey = (inspectionId: string) => `${RECORD_PREFIX}${inspectionId}`;
const photoKey = (inspectionId: string, photoId: string) => `photo:${inspectionId}:${photoId}`;
const chartKey = (productId: string) => `size-chart:${productId}`;

const StoredChartSchema = z.object({ chart: SizeChartSchema.nullable() });

export interface InspectionStorage {
  /** The stored record, or null when there is none (or it cannot be read: what is stored is checked). */
  readRecord(inspectionId: string): Promise<LocalRecord | null>;
  writeRecord(record: LocalRecord): Promise<void>;
  /** Every inspection record on the tablet (those that cannot be read left out). */
  listRecords(): Promise<LocalRecord[]>;
  readPhoto(inspectionId: string, photoId: string): Promise<Blob | null>;
  writePhoto(inspectionId: string, photoId: string, photo: Blob): Promise<void>;
  deletePhoto(inspectionId: string, photoId: string): Promise<void>;
  /** The style's size chart as last read (null: it has none), so measuring goes on without a connection. */
  readSizeChart(productId: string): Promise<SizeChart | null | undefined>;
  writeSizeChart(productId: string, chart: SizeChart | null): Promise<void>;
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
    async readSizeChart(productId) {
      const parsed = StoredChartSchema.safeParse(await store.get(chartKey(productId)));
      return parsed.success ? parsed.data.chart : undefined;
    },
    writeSizeChart: (productId, chart) => store.set(chartKey(productId), { chart }),
  };
}

let browserStorage: InspectionStorage | null = null;

/** The tablet's own storage (IndexedDB), one for the page. */
export function tabletStorage(): InspectionStorage {
  return (browserStorage ??= inspectionStorage(indexedDbStore()));
}
