import { describe, expect, it } from "vitest";
import { INSPECTION_SORT, listRequest, readFilters } from "./inspection-filters";

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

describe("sort in the address", () => {
  it("defaults to the delivery date, earliest first, which stays out of the address", () => {
    expect(INSPECTION_SORT.read(params("sort=colour"))).toEqual({ sortKey: "date", sortOrder: 1 });
    expect(INSPECTION_SORT.param({ sortKey: "date", sortOrder: 1 })).toBe("");
    expect(INSPECTION_SORT.read(params("sort=-sampleSize"))).toEqual({
      sortKey: "sampleSize",
      sortOrder: -1,
    });
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
});
