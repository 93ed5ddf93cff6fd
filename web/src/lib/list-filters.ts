import type { SortingState } from "@tanstack/react-table";
import type { z } from "zod";
import { t } from "@lingui/core/macro";
import { IsoDateSchema, MAX_RANGE_DAYS, messages, type SortOrder } from "@aql-portal/shared";

/*
 * A list's (or a report's) filters and sort kept in the address (?from=…&to=…&supplier=…&q=…&sort=-lotSize), so a
 * reload, or Back from a row, shows the same rows. Anything missing or unreadable there means "the default": an
 * edited address is ignored rather than sent. Each page names its filters' parameters; the reading, the sort and
 * the check of the request are the same everywhere, here.
 */

/** Each filter's parameter in the address, e.g. { supplierId: "supplier", search: "q" }. */
export type FilterParams<K extends string> = Readonly<Record<K, string>>;

/** A range of days, yyyy-mm-dd; "" for an open end where a list allows one. */
export interface DateRange {
  from: string;
  to: string;
}

/**
 * The address's filters over a range of days (its ends are "from" and "to"), each read (trimmed) and taken only
 * as far as the API's own schema takes it.
 */
export function filterReader<K extends string>(
  params: URLSearchParams,
  names: FilterParams<K | keyof DateRange>,
) {
  const read = (key: K | keyof DateRange) => params.get(names[key])?.trim() ?? "";
  /** A whole, real day (yyyy-mm-dd), or `fallback`. */
  const day = (key: keyof DateRange, fallback: string) => {
    const parsed = IsoDateSchema.safeParse(read(key));
    return parsed.success ? parsed.data : fallback;
  };
  return {
    read,
    /** The range's ends, each a whole, real day or the default's. */
    range: (fallback: DateRange): DateRange => ({
      from: day("from", fallback.from),
      to: day("to", fallback.to),
    }),
    /** Free text the API would take (not too long), or "". */
    text: (key: K, schema: z.ZodType<string | undefined>) => {
      const parsed = schema.safeParse(read(key) || undefined);
      return parsed.success ? (parsed.data ?? "") : "";
    },
    /** One of the schema's values, or null (none chosen, or one it does not know). */
    choice: <T>(key: K, schema: z.ZodType<T>): T | null => {
      const parsed = schema.safeParse(read(key));
      return parsed.success ? parsed.data : null;
    },
  };
}

/** The parameters named, and no others, in the order they are named. */
export function paramsNamed(params: URLSearchParams, names: readonly string[]): URLSearchParams {
  const own = new URLSearchParams();
  for (const name of names) for (const value of params.getAll(name)) own.append(name, value);
  return own;
}

/** Whether the address narrows beyond the default (so "Clear filters" has something to clear); a sort does not. */
export function isNarrowed(params: URLSearchParams, names: FilterParams<string>): boolean {
  return Object.values(names).some((name) => (params.get(name)?.trim() ?? "") !== "");
}

/** The request a page's filters make, or why none can be sent (shown under the range, never sent). */
export type RangeRequest<Q> = { ok: true; query: Q } | { ok: false; field: "from" | "to"; message: string };

/**
 * The request of filters checked with the schema the API checks them with (`parsed`). Every other field was read
 * through the schema already, so what fails is the range: From after To (spec §5's words), or longer than the API
 * serves (words that name no field).
 */
export function rangeRequest<T, Q = T>(
  parsed: z.ZodSafeParseResult<T>,
  queryOf: (data: T) => Q = (data) => data as unknown as Q,
): RangeRequest<Q> {
  if (parsed.success) return { ok: true, query: queryOf(parsed.data) };
  const tooLong = parsed.error.issues.some((issue) => issue.path[0] === "to");
  return tooLong
    ? { ok: false, field: "to", message: messages.dateRangeTooLong(MAX_RANGE_DAYS) }
    : { ok: false, field: "from", message: messages.invalidDateRange };
}

/** What a page says in place of its rows while the range cannot be sent. */
export function rangeProblem(request: { field: "from" | "to"; message: string }): string {
  return request.field === "from" ? t`The From date is after the To date.` : request.message;
}

/** The sort's parameter in the address: "lotSize" ascending, "-lotSize" descending; none for the default. */
export const SORT_PARAM = "sort";

/** A list sorted on the server, by one of the API's sort keys. */
export interface ListSort<K extends string> {
  sortKey: K;
  sortOrder: SortOrder;
}

/**
 * How a list sorts in the address: `read` the sort there (anything else, none or a key the list does not sort
 * by, is `fallback`), the `param` for a sort (none for the default), and the sort `fromTable` when a column
 * header is clicked (null for a column that does not sort on the server).
 */
export function listSort<K extends string>(isKey: (value: unknown) => value is K, fallback: ListSort<K>) {
  return {
    read(params: URLSearchParams): ListSort<K> {
      const raw = params.get(SORT_PARAM) ?? "";
      const descending = raw.startsWith("-");
      const key = descending ? raw.slice(1) : raw;
      return isKey(key) ? { sortKey: key, sortOrder: descending ? -1 : 1 } : fallback;
    },
    param({ sortKey, sortOrder }: ListSort<K>): string {
      if (sortKey === fallback.sortKey && sortOrder === fallback.sortOrder) return "";
      return `${sortOrder === -1 ? "-" : ""}${sortKey}`;
    },
    fromTable(next: SortingState): ListSort<K> | null {
      const [first] = next;
      return first && isKey(first.id) ? { sortKey: first.id, sortOrder: first.desc ? -1 : 1 } : null;
    },
  };
}
export type ListSortDefinition<K extends string> = ReturnType<typeof listSort<K>>;

/** The table's sort state: the columns that sort on the server are named after the API's sort keys. */
export function sortingOf(sort: ListSort<string>): SortingState {
  return [{ id: sort.sortKey, desc: sort.sortOrder === -1 }];
}
