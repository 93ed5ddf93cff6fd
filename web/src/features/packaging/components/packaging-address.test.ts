import { describe, expect, it } from "vitest";
import { messages } from "@aql-portal/shared";
import {
  exportName,
  panelRequest,
  readPanelFilters,
  readReportFilters,
  REPORT_SORT,
  reportRequest,
} from "./packaging-address";

const NOW = new Date(Date.UTC(2026, 10, 23, 12));
const params = (query: string) => new URLSearchParams(query);
const NEWEST_FIRST = { sortKey: "checkedOn", sortOrder: -1 } as const;

describe("readReportFilters", () => {
  it("starts at the last 30 days, today included, as the API does without a period", () => {
    expect(readReportFilters("compliance", params(""), NOW)).toEqual({
      from: "2026-10-25",
      to: "2026-11-23",
      supplierId: "",
      centreId: "",
      result: null,
      search: "",
    });
  });

  it("reads each filter, and a result only where the report has it", () => {
    const query = params("from=2026-11-01&to=2026-11-07&supplier=DKW&dc=UDC-BFD&result=Short&q=+BK-1+");
    expect(readReportFilters("accuracy", query, NOW)).toEqual({
      from: "2026-11-01",
      to: "2026-11-07",
      supplierId: "DKW",
      centreId: "UDC-BFD",
      result: "Short",
      search: "BK-1",
    });
    // "Short" is the accuracy report's; the compliance report has none of that name.
    expect(readReportFilters("compliance", query, NOW).result).toBeNull();
  });
});

describe("reportRequest", () => {
  it("sends only the filters set, with the sort", () => {
    const filters = readReportFilters("garment-check", params("result=Overpacked"), NOW);
    expect(reportRequest(filters, REPORT_SORT.read(params("sort=supplier")))).toEqual({
      ok: true,
      query: {
        from: "2026-10-25",
        to: "2026-11-23",
        result: "Overpacked",
        sortKey: "supplier",
        sortOrder: 1,
      },
    });
  });

  it("never sends a period that ends before it starts", () => {
    const filters = readReportFilters("compliance", params("from=2026-11-20&to=2026-11-01"), NOW);
    expect(reportRequest(filters, NEWEST_FIRST)).toEqual({
      ok: false,
      field: "from",
      message: messages.invalidDateRange,
    });
  });
});

describe("the sort", () => {
  it("is newest first by default, which stays out of the address", () => {
    expect(REPORT_SORT.read(params(""))).toEqual(NEWEST_FIRST);
    expect(REPORT_SORT.read(params("sort=poQuantity"))).toEqual(NEWEST_FIRST);
    expect(REPORT_SORT.param(NEWEST_FIRST)).toBe("");
    expect(REPORT_SORT.read(params("sort=-bookingReference"))).toEqual({
      sortKey: "bookingReference",
      sortOrder: -1,
    });
  });
});

describe("the compliance panel", () => {
  it("asks for the period, supplier and DC", () => {
    const filters = readPanelFilters(params("dc=UDC-BFD&q=ignored"), NOW);
    expect(panelRequest(filters)).toEqual({
      ok: true,
      query: { from: "2026-10-25", to: "2026-11-23", centreId: "UDC-BFD" },
    });
  });
});

describe("exportName", () => {
  it("names the view and the period", () => {
    expect(exportName("compliance", { from: "2026-10-25", to: "2026-11-23" })).toBe(
      "packaging-compliance-2026-10-25-to-2026-11-23",
    );
  });
});
