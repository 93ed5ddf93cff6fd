import { describe, expect, it } from "vitest";
import { messages } from "@aql-portal/shared";
import { defaultPlanRange } from "../../../lib/inspection-plan";
import { QUICK_RANGES, rangeFromParams, rangeProblem } from "./plan-range";

// Sunday 22 Nov 2026, mid-morning in the UK (the tenant's days; UTC is UK time in winter).
const sunday = new Date("2026-11-22T09:30:00Z");
const quick = (label: string) => QUICK_RANGES.find((range) => range.label === label);

describe("quick ranges", () => {
  it("starts with yesterday to today, the plan's default (spec §9)", () => {
    expect(QUICK_RANGES[0]?.rangeAt(sunday)).toEqual({ from: "2026-11-21", to: "2026-11-22" });
    expect(defaultPlanRange(sunday)).toEqual({ from: "2026-11-21", to: "2026-11-22" });
  });

  it("takes this week from Monday to Sunday", () => {
    expect(quick("This week")?.rangeAt(sunday)).toEqual({ from: "2026-11-16", to: "2026-11-22" });
    expect(quick("This week")?.rangeAt(new Date("2026-11-23T08:00:00Z"))).toEqual({
      from: "2026-11-23",
      to: "2026-11-29",
    });
  });

  it("takes the next 7 days from today, across a month's end", () => {
    expect(quick("Next 7 days")?.rangeAt(new Date("2026-11-28T12:00:00Z"))).toEqual({
      from: "2026-11-28",
      to: "2026-12-04",
    });
  });
});

describe("rangeFromParams", () => {
  it("reads both ends from the address", () => {
    const params = new URLSearchParams({ from: "2026-11-01", to: "2026-11-30" });
    expect(rangeFromParams(params, sunday)).toEqual({ from: "2026-11-01", to: "2026-11-30" });
  });

  it("uses the default for a missing or malformed end", () => {
    expect(rangeFromParams(new URLSearchParams(), sunday)).toEqual({ from: "2026-11-21", to: "2026-11-22" });
    const params = new URLSearchParams({ from: "2026-02-30", to: "tomorrow" });
    expect(rangeFromParams(params, sunday)).toEqual({ from: "2026-11-21", to: "2026-11-22" });
  });
});

describe("rangeProblem", () => {
  it("accepts a single day and a year", () => {
    expect(rangeProblem({ from: "2026-11-22", to: "2026-11-22" })).toBeNull();
    expect(rangeProblem({ from: "2026-01-01", to: "2026-12-31" })).toBeNull();
  });

  it("refuses from after to with the spec's message", () => {
    expect(rangeProblem({ from: "2026-11-23", to: "2026-11-22" })).toBe(messages.invalidDateRange);
  });

  it("refuses more days than the API serves", () => {
    expect(rangeProblem({ from: "2026-01-01", to: "2027-01-03" })).toBe(messages.dateRangeTooLong(366));
  });
});
