import { describe, expect, it } from "vitest";
import { messages } from "@aql-portal/shared";
import { isNarrowed, listRequest, readFilters, readSort, sortParam } from "./inspection-filters";

const NOW = new Date(2026, 0, 6, 10);
const params = (query: string) => new URLSearchParams(query);

describe("readFilters", () => {
  it("starts at yesterday to today on the delivery date, with nothing else narrowing (spec §9)", () => {
    expect(readFilters(params(""), NOW)).toEqual({
      from: "2026-01-05",
      to: "2026-01-06",
      dateField: "deliveryDate",
      status: null,
      result: null,
      supplierId: "",
      controlPointId: "",
      search: "",
    });
  });

  it("reads every filter from the address", () => {
    const filters = readFilters(
      params(
        "from=2025-12-01&to=2025-12-31&dateField=inspectionDate&status=PLANNED&result=Comm.+Pass&supplier=DKW&controlPoint=ORIGIN&q=+T123+",
      ),
      NOW,
    );
    expect(filters).toEqual({
      from: "2025-12-01",
      to: "2025-12-31",
      dateField: "inspectionDate",
      status: "PLANNED",
      result: "Comm. Pass",
      supplierId: "DKW",
      controlPointId: "ORIGIN",
      search: "T123",
    });
  });

  it("ignores what it cannot read (an edited address) instead of sending it", () => {
    const filters = readFilters(
      params(`from=2026-02-30&to=soon&dateField=x&status=DONE&result=ok&q=${"x".repeat(51)}`),
      NOW,
    );
    expect(filters).toMatchObject({
      from: "2026-01-05",
      to: "2026-01-06",
      dateField: "deliveryDate",
      status: null,
      result: null,
      search: "",
    });
  });
});

describe("isNarrowed", () => {
  it("is true once any filter is in the address, and not for the sort alone", () => {
    expect(isNarrowed(params(""))).toBe(false);
    expect(isNarrowed(params("sort=-lotSize"))).toBe(false);
    expect(isNarrowed(params("status=CREATED"))).toBe(true);
    expect(isNarrowed(params("from=2026-01-01"))).toBe(true);
  });
});

describe("sort in the address", () => {
  it("reads a key with an optional minus for descending, and defaults to the delivery date", () => {
    expect(readSort(params("sort=-lotSize"))).toEqual({ sortKey: "lotSize", sortOrder: -1 });
    expect(readSort(params("sort=styleCode"))).toEqual({ sortKey: "styleCode", sortOrder: 1 });
    expect(readSort(params("sort=colour"))).toEqual({ sortKey: "date", sortOrder: 1 });
  });

  it("writes nothing for the default sort", () => {
    expect(sortParam("date", 1)).toBe("");
    expect(sortParam("date", -1)).toBe("-date");
    expect(sortParam("sampleSize", 1)).toBe("sampleSize");
  });
});

describe("listRequest", () => {
  const sort = { sortKey: "date", sortOrder: 1 } as const;

  it("sends only the filters that are set", () => {
    const request = listRequest(readFilters(params("status=CREATED&q=po-1"), NOW), sort);
    expect(request).toEqual({
      ok: true,
      query: {
        from: "2026-01-05",
        to: "2026-01-06",
        status: "CREATED",
        search: "po-1",
        sortKey: "date",
        sortOrder: 1,
      },
    });
  });

  it("refuses a From date after the To date with the spec's words, and sends nothing", () => {
    expect(listRequest(readFilters(params("from=2026-01-07&to=2026-01-06"), NOW), sort)).toEqual({
      ok: false,
      field: "from",
      message: messages.invalidDateRange,
    });
  });

  it("refuses a range longer than the API serves", () => {
    expect(listRequest(readFilters(params("from=2024-01-01&to=2026-01-06"), NOW), sort)).toEqual({
      ok: false,
      field: "to",
      message: messages.dateRangeTooLong(366),
    });
  });
});
