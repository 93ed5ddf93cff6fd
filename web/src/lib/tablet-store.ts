import { createStore, del, get, keys, set, type UseStore } from "idb-keyval";
import { readLocal, sessionKeys } from "./storage";

/**
 * What a tablet keeps for the person signed in on it (docs/decisions/offline-shift.md): their unsent work and
 * the copies of server answers their shift needs offline. A key-value store — IndexedDB through idb-keyval in
 * the browser, a Map in tests — and **one database per person**, so on a tablet shared by inspectors each one's
 * work stays theirs, is sent under their own sign-in, and is never shown to the next person signed in.
 */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
  /** Every key in the store. */
  keys(): Promise<string[]>;
}

/** An IndexedDB database of one object store, opened on first use. */
export function indexedDbStore(database: string): KeyValueStore {
  let store: UseStore | null = null;
  const opened = () => (store ??= createStore(database, "records"));
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

/** The database of one person's tablet data. */
export const tabletDatabase = (userId: string) => `aql-portal-tablet-${userId}`;

const stores = new Map<string, KeyValueStore>();

/** One person's store on this tablet (IndexedDB), one for the page. */
export function userStore(userId: string): KeyValueStore {
  let store = stores.get(userId);
  if (!store) {
    store = indexedDbStore(tabletDatabase(userId));
    stores.set(userId, store);
  }
  return store;
}

/** The store of whoever is signed in on this tab; null when nobody is. */
export function signedInStore(): KeyValueStore | null {
  const userId = readLocal(sessionKeys.id);
  return userId ? userStore(userId) : null;
}
