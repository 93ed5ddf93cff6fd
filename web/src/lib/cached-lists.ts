import { useCallback } from "react";
import { useSWRConfig, type ScopedMutator } from "swr";
import type { Inspection, Order, PackagingCheck, Page, PlanRow, Product, User } from "@aql-portal/shared";

/**
 * Every paged list keeps its pages in SWR's cache, one entry per page and one per list (the pages together, as
 * useSWRInfinite shows them), for every filter it was shown with. After a write, the server's answer (with its
 * new etag) goes into each of them that holds the record, whether the list is on screen or was left earlier, and
 * the lists on screen are read again; a list left earlier is read again when it is next shown (usePagedList).
 * So no list shows a record as it was before a write, nor sends its old etag with the next change.
 * See docs/decisions/fresh-lists.md.
 */

/** The records lists are made of, by kind. */
export interface RecordTypes {
  user: User;
  product: Product;
  inspection: Inspection;
  order: Order;
  /** An inspection as the inspector's plan shows it (another shape: an inspection's changes do not fit it). */
  planRow: PlanRow;
  /** A DC's packaging check, as the packaging reports list it. */
  packagingCheck: PackagingCheck;
}
export type RecordKind = keyof RecordTypes;

export interface ListChanges<K extends RecordKind> {
  /** The server's answers: each replaces its record, wherever a list shows it. */
  changed?: readonly RecordTypes[K][];
  /**
   * Records that left every list of their kind that showed them: deleted, or moved where no such list shows them
   * (a skipped PO line leaves the lines ready to inspect).
   */
  removedIds?: readonly string[];
}

/** One list as its pages are cached, for every filter it was shown with. */
interface CachedList<K extends RecordKind> {
  /** Finds a row's record. */
  idOf: (record: RecordTypes[K]) => string;
  /** SWR's key of the pages together, for each filter the list was shown with this session. */
  listKeys: Set<string>;
  /** Reads every page again, for each copy of the list on screen now. */
  onScreen: Set<() => Promise<unknown>>;
}

type Registry = { [K in RecordKind]: Map<string, CachedList<K>> };

const registry: Registry = {
  user: new Map(),
  product: new Map(),
  inspection: new Map(),
  order: new Map(),
  planRow: new Map(),
  packagingCheck: new Map(),
};

function listsOf<K extends RecordKind>(kind: K): Map<string, CachedList<K>> {
  return registry[kind];
}

function listNamed<K extends RecordKind>(
  kind: K,
  name: string,
  idOf: (record: RecordTypes[K]) => string,
): CachedList<K> {
  const lists = listsOf(kind);
  const known = lists.get(name);
  if (known) return known;
  const list: CachedList<K> = { idOf, listKeys: new Set(), onScreen: new Set() };
  lists.set(name, list);
  return list;
}

/** A list shown with a filter: its cached pages (SWR key `listKey`) are kept current from now on. */
export function rememberList<K extends RecordKind>(
  kind: K,
  name: string,
  idOf: (record: RecordTypes[K]) => string,
  listKey: string,
): void {
  listNamed(kind, name, idOf).listKeys.add(listKey);
}

/** A list on screen: after a write to its kind it is read again at once. Returns the way to take it off. */
export function showList<K extends RecordKind>(
  kind: K,
  name: string,
  idOf: (record: RecordTypes[K]) => string,
  reread: () => Promise<unknown>,
): () => void {
  const { onScreen } = listNamed(kind, name, idOf);
  onScreen.add(reread);
  return () => void onScreen.delete(reread);
}

/** One page with the changes made: changed records replaced, removed ones gone. The same page if none is on it. */
export function pageWithChanges<T>(
  page: Page<T>,
  changes: { changed?: readonly T[]; removedIds?: readonly string[] },
  idOf: (record: T) => string,
): Page<T> {
  const byId = new Map((changes.changed ?? []).map((record) => [idOf(record), record]));
  const removed = new Set(changes.removedIds ?? []);
  if (!page.items.some((row) => byId.has(idOf(row)) || removed.has(idOf(row)))) return page;
  return {
    ...page,
    items: page.items.filter((row) => !removed.has(idOf(row))).map((row) => byId.get(idOf(row)) ?? row),
  };
}

/**
 * A page read again, with the rows it had before kept where nothing in them changed (`same`, a deep comparison):
 * the same objects, so a table whose rows are memoised on their record draws again only the rows that changed or
 * are new, not every row of every page read again.
 */
export function pageKeepingRows<T>(
  page: Page<T>,
  before: readonly Page<T>[] | undefined,
  idOf: (record: T) => string,
  same: (a: T, b: T) => boolean,
): Page<T> {
  if (!before?.length) return page;
  const earlier = new Map(before.flatMap((each) => each.items.map((row) => [idOf(row), row] as const)));
  let kept = false;
  const items = page.items.map((row) => {
    const old = earlier.get(idOf(row));
    if (old === undefined || !same(old, row)) return row;
    kept = true;
    return old;
  });
  return kept ? { ...page, items } : page;
}

/**
 * After a write: the changes go into every cached page of every list of that kind, shown or not (first the pages
 * as they are kept one by one, so that loading more never brings an old copy back, then the pages together, as
 * the lists draw them), and the lists on screen are read again, which also brings in rows the write added or
 * moved into them.
 */
export async function applyListChanges<K extends RecordKind>(
  mutate: ScopedMutator,
  kind: K,
  changes: ListChanges<K>,
): Promise<void> {
  const lists = [...listsOf(kind)];
  const empty = (changes.changed?.length ?? 0) === 0 && (changes.removedIds?.length ?? 0) === 0;
  if (!empty) {
    await Promise.all(
      lists.map(async ([name, list]) => {
        const apply = (page: Page<RecordTypes[K]> | undefined) =>
          page ? pageWithChanges(page, changes, list.idOf) : page;
        // A page's key is [list name, filter, continuation token] (usePagedList).
        await mutate<Page<RecordTypes[K]>>((key) => Array.isArray(key) && key[0] === name, apply, {
          revalidate: false,
        });
        await Promise.all(
          [...list.listKeys].map((listKey) =>
            mutate<Page<RecordTypes[K]>[]>(listKey, (pages) => pages?.map((page) => apply(page) ?? page), {
              revalidate: false,
            }),
          ),
        );
      }),
    );
  }
  await Promise.all(lists.flatMap(([, list]) => [...list.onScreen].map((reread) => reread())));
}

/** `applyListChanges` with this app's SWR cache, for a page that writes records it does not list itself. */
export function useListChanges() {
  const { mutate } = useSWRConfig();
  return useCallback(
    <K extends RecordKind>(kind: K, changes: ListChanges<K>) => applyListChanges(mutate, kind, changes),
    [mutate],
  );
}
