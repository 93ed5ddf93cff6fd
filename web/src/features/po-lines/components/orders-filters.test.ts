import { describe, expect, it } from "vitest";
import { messages } from "@aql-portal/shared";
import { isNarrowed, ordersRequest, readOrdersFilters } from "./orders-filters";

const now = new Date(2026, 0, 1, 9);

describe("readOrdersFilters", () => {
  it("starts at yesterday's deliveries with no end, no search and every supplier (spec §9)", () => {
    expect(readOrdersFilters(new URLSearchParams(), now)).toEqual({
      search: "",
      supplierId: "",
      from: "2025-12-31",
      to: "",
    });
  });

  it("reads the address, ignoring what the API would refuse", () => {
    const params = new URLSearchParams({
      q: " T1 ",
      supplier: "SUP-DKW",
      from: "2026-02-30",
      to: "2026-03-01",
    });
    expect(readOrdersFilters(params, now)).toEqual({
      search: "T1",
      supplierId: "SUP-DKW",
      from: "2025-12-31",
      to: "2026-03-01",
    });
    expect(readOrdersFilters(new URLSearchParams({ q: "x".repeat(51) }), now).search).toBe("");
  });
});

describe("ordersRequest", () => {
  const filters = { search: "", supplierId: "", from: "2026-01-10", to: "" };

  it("sends the filters, with or without an end date", () => {
    expect(ordersRequest("ready", filters)).toEqual({ ok: true, query: { kind: "ready", ...filters } });
    expect(ordersRequest("skipped", { ...filters, to: "2026-01-10" }).ok).toBe(true);
  });

  it("sends nothing for a range that ends before it starts (spec §5)", () => {
    expect(ordersRequest("ready", { ...filters, to: "2026-01-09" })).toEqual({
      ok: false,
      message: messages.invalidDateRange,
    });
  });
});

describe("isNarrowed", () => {
  it("is true once any filter is in the address", () => {
    expect(isNarrowed(new URLSearchParams())).toBe(false);
    expect(isNarrowed(new URLSearchParams({ from: "2026-01-01" }))).toBe(true);
  });
});
