import { describe, expect, it } from "vitest";
import { InspectionResultSchema, ListInspectionsQuerySchema, messages } from "@aql-portal/shared";
import { filterReader, isNarrowed, rangeRequest, readSort, sortFromTable, sortParam } from "./list-filters";

const params = (query: string) => new URLSearchParams(query);
const NAMES = { from: "from", search: "q", result: "result" } as const;
const BY_DATE = { sortKey: "date", sortOrder: 1 } as const;
const isKey = (value: unknown): value is "date" | "lotSize" => value === "date" || value === "lotSize";

describe("filterReader", () => {
  it("reads each filter by its name in the address, trimmed", () => {
    const filter = filterReader(params("from=2025-12-01&q=+T123+&result=Comm.+Pass"), NAMES);
    expect(filter.day("from", "2026-01-01")).toBe("2025-12-01");
    expect(filter.text("search", ListInspectionsQuerySchema.shape.search)).toBe("T123");
    expect(filter.choice("result", InspectionResultSchema)).toBe("Comm. Pass");
  });

  it("takes the default for what it cannot read (an edited address) instead of sending it", () => {
    const filter = filterReader(params(`from=2026-02-30&q=${"x".repeat(51)}&result=ok`), NAMES);
    expect(filter.day("from", "2026-01-01")).toBe("2026-01-01");
    expect(filter.text("search", ListInspectionsQuerySchema.shape.search)).toBe("");
    expect(filter.choice("result", InspectionResultSchema)).toBeNull();
  });
});

describe("isNarrowed", () => {
  it("is true once any filter is in the address, and not for the sort alone", () => {
    expect(isNarrowed(params(""), NAMES)).toBe(false);
    expect(isNarrowed(params("sort=-lotSize&q=+"), NAMES)).toBe(false);
    expect(isNarrowed(params("from=2026-01-01"), NAMES)).toBe(true);
  });
});

describe("sort in the address", () => {
  it("reads a key with an optional minus for descending, and anything else as the default", () => {
    expect(readSort(params("sort=-lotSize"), isKey, BY_DATE)).toEqual({ sortKey: "lotSize", sortOrder: -1 });
    expect(readSort(params("sort=lotSize"), isKey, BY_DATE)).toEqual({ sortKey: "lotSize", sortOrder: 1 });
    expect(readSort(params("sort=colour"), isKey, BY_DATE)).toEqual(BY_DATE);
  });

  it("writes nothing for the default sort", () => {
    expect(sortParam(BY_DATE, BY_DATE)).toBe("");
    expect(sortParam({ sortKey: "date", sortOrder: -1 }, BY_DATE)).toBe("-date");
    expect(sortParam({ sortKey: "lotSize", sortOrder: 1 }, BY_DATE)).toBe("lotSize");
  });

  it("takes the table's sort only for a column that sorts on the server", () => {
    expect(sortFromTable([{ id: "lotSize", desc: true }], isKey)).toEqual({
      sortKey: "lotSize",
      sortOrder: -1,
    });
    expect(sortFromTable([{ id: "colour", desc: false }], isKey)).toBeNull();
    expect(sortFromTable([], isKey)).toBeNull();
  });
});

describe("rangeRequest", () => {
  const request = (from: string, to: string) =>
    rangeRequest(ListInspectionsQuerySchema.safeParse({ from, to }));

  it("sends what the API's schema takes", () => {
    expect(request("2026-01-05", "2026-01-06")).toMatchObject({
      ok: true,
      query: { from: "2026-01-05", to: "2026-01-06" },
    });
  });

  it("refuses a From date after the To date with the spec's words, and sends nothing", () => {
    expect(request("2026-01-07", "2026-01-06")).toEqual({
      ok: false,
      field: "from",
      message: messages.invalidDateRange,
    });
  });

  it("refuses a range longer than the API serves", () => {
    expect(request("2024-01-01", "2026-01-06")).toEqual({
      ok: false,
      field: "to",
      message: messages.dateRangeTooLong(366),
    });
  });
});
