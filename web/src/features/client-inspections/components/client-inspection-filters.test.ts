import { describe, expect, it } from "vitest";
import { isNarrowed } from "../../../lib/list-filters";
import {
  FILTER_PARAMS,
  listRequest,
  needsDecision,
  readFilters,
  CLIENT_SORT,
} from "./client-inspection-filters";

const NOW = new Date(2026, 0, 6, 10);
const params = (query: string) => new URLSearchParams(query);
const LATEST_FIRST = { sortKey: "inspectionDate", sortOrder: -1 } as const;

describe("readFilters", () => {
  it("starts at the last ten days to today, with nothing else narrowing (spec §9)", () => {
    expect(readFilters(params(""), NOW)).toEqual({
      from: "2025-12-27",
      to: "2026-01-06",
      result: null,
      supplierId: "",
      search: "",
      decisionNeeded: false,
    });
  });

  it("reads every filter from the address", () => {
    expect(
      readFilters(
        params("from=2025-12-01&to=2025-12-31&result=Comm.+Pass&supplier=DKW&q=+T123+&show=decision"),
        NOW,
      ),
    ).toEqual({
      from: "2025-12-01",
      to: "2025-12-31",
      result: "Comm. Pass",
      supplierId: "DKW",
      search: "T123",
      decisionNeeded: true,
    });
  });

  it("ignores what it cannot read (an edited address) instead of sending it", () => {
    expect(
      readFilters(params(`from=2026-02-30&to=soon&result=ok&show=all&q=${"x".repeat(51)}`), NOW),
    ).toEqual(readFilters(params(""), NOW));
  });
});

describe("needsDecision", () => {
  it("is a reported inspection still Under Review", () => {
    expect(needsDecision({ status: "FINISHED", clientDecision: "Under Review" })).toBe(true);
    expect(needsDecision({ status: "CLOSED", clientDecision: "Under Review" })).toBe(true);
  });

  it("is not one decided already, nor one whose report is not out", () => {
    expect(needsDecision({ status: "FINISHED", clientDecision: "Accepted" })).toBe(false);
    expect(needsDecision({ status: "STARTED", clientDecision: "Under Review" })).toBe(false);
    expect(needsDecision({ status: "PLANNED", clientDecision: "Under Review" })).toBe(false);
  });
});

describe("sort", () => {
  it("is latest inspection first by default, and that default stays out of the address", () => {
    expect(CLIENT_SORT.read(params(""))).toEqual(LATEST_FIRST);
    expect(CLIENT_SORT.read(params("sort=createdOn"))).toEqual(LATEST_FIRST);
    expect(CLIENT_SORT.param(LATEST_FIRST)).toBe("");
  });

  it("reads and writes the columns that sort on the server", () => {
    expect(CLIENT_SORT.read(params("sort=styleCode"))).toEqual({ sortKey: "styleCode", sortOrder: 1 });
    expect(CLIENT_SORT.param({ sortKey: "inspectionDate", sortOrder: 1 })).toBe("inspectionDate");
  });
});

describe("listRequest", () => {
  it("asks on the inspection date, sending only the filters set", () => {
    const request = listRequest(readFilters(params("result=Fail&show=decision"), NOW), LATEST_FIRST);
    expect(request).toEqual({
      ok: true,
      query: {
        from: "2025-12-27",
        to: "2026-01-06",
        dateField: "inspectionDate",
        result: "Fail",
        supplierId: undefined,
        search: undefined,
        sortKey: "inspectionDate",
        sortOrder: -1,
      },
    });
  });
});

describe("isNarrowed", () => {
  it("counts the quick filter as a filter", () => {
    expect(isNarrowed(params("show=decision"), FILTER_PARAMS)).toBe(true);
  });
});
