import { describe, expect, it } from "vitest";
import { InspectionResultSchema, ListInspectionsQuerySchema, messages } from "@aql-portal/shared";
import { filterReader, isNarrowed, listSort, paramsNamed, rangeRequest } from "./list-filters";

const params = (query: string) => new URLSearchParams(query);
const NAMES = { from: "from", to: "to", search: "q", result: "result" } as const;
const JANUARY = { from: "2026-01-01", to: "2026-01-31" };
const BY_DATE = { sortKey: "date", sortOrder: 1 } as const;
const isKey = (value: unknown): value is "date" | "lotSize" => value === "date" || value === "lotSize";
const sort = listSort(isKey, BY_DATE);

describe("filterReader", () => {
  it("reads each filter by its name in the address, trimmed", () => {
    const filter = filterReader(params("from=2025-12-01&q=+T123+&result=Comm.+Pass"), NAMES);
    expect(filter.range(JANUARY)).toEqual({ from: "2025-12-01", to: "2026-01-31" });
    expect(filter.text("search", ListInspectionsQuerySchema.shape.search)).toBe("T123");
    expect(filter.choice("result", InspectionResultSchema)).toBe("Comm. Pass");
  });

  it("takes the default for what it cannot read (an edited address) instead of sending it", () => {
    const filter = filterReader(params(`from=2026-02-30&to=soon&q=${"x".repeat(51)}&result=ok`), NAMES);
    expect(filter.range(JANUARY)).toEqual(JANUARY);
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

describe("paramsNamed", () => {
  it("keeps the parameters named, each of their values, and nothing else", () => {
    const address = params("check=c1&q=PKE&supplier=s1&supplier=s2&sort=-checkedOn");
    expect(paramsNamed(address, ["supplier", "q", "from"]).toString()).toBe("supplier=s1&supplier=s2&q=PKE");
    // A drawer's parameter changing leaves them as they were.
    const withOtherCheck = params("check=c2&q=PKE&supplier=s1&supplier=s2&sort=-checkedOn");
    expect(paramsNamed(withOtherCheck, ["supplier", "q"]).toString()).toBe(
      paramsNamed(address, ["supplier", "q"]).toString(),
    );
  });
});

describe("sort in the address", () => {
  it("reads a key with an optional minus for descending, and anything else as the default", () => {
    expect(sort.read(params("sort=-lotSize"))).toEqual({ sortKey: "lotSize", sortOrder: -1 });
    expect(sort.read(params("sort=lotSize"))).toEqual({ sortKey: "lotSize", sortOrder: 1 });
    expect(sort.read(params("sort=colour"))).toEqual(BY_DATE);
  });

  it("writes nothing for the default sort", () => {
    expect(sort.param(BY_DATE)).toBe("");
    expect(sort.param({ sortKey: "date", sortOrder: -1 })).toBe("-date");
    expect(sort.param({ sortKey: "lotSize", sortOrder: 1 })).toBe("lotSize");
  });

  it("takes the table's sort only for a column that sorts on the server", () => {
    expect(sort.fromTable([{ id: "lotSize", desc: true }])).toEqual({
      sortKey: "lotSize",
      sortOrder: -1,
    });
    expect(sort.fromTable([{ id: "colour", desc: false }])).toBeNull();
    expect(sort.fromTable([])).toBeNull();
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
