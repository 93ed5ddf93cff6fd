import { describe, expect, it } from "vitest";
import type { PlanRow } from "@aql-portal/shared";
import { dayHeading, groupByDay } from "./plan-days";

const sunday = new Date(2026, 10, 22, 9, 30);

describe("dayHeading", () => {
  it("names today, yesterday and tomorrow, with the weekday and date", () => {
    expect(dayHeading("2026-11-22", sunday)).toBe("Today · Sun 22 Nov");
    expect(dayHeading("2026-11-21", sunday)).toBe("Yesterday · Sat 21 Nov");
    expect(dayHeading("2026-11-23", sunday)).toBe("Tomorrow · Mon 23 Nov");
  });

  it("gives other days their weekday and date, and the year only when it is not this one", () => {
    expect(dayHeading("2026-11-25", sunday)).toBe("Wed 25 Nov");
    expect(dayHeading("2027-01-01", sunday)).toBe("Fri 01 Jan 2027");
  });

  it("counts yesterday across a year's end", () => {
    expect(dayHeading("2026-12-31", new Date(2027, 0, 1, 7))).toBe("Yesterday · Thu 31 Dec 2026");
  });
});

describe("groupByDay", () => {
  const row = (id: string, day: string) => ({ id, day }) as PlanRow;

  it("keeps the server's order of days and of inspections within a day", () => {
    const rows = [row("a", "2026-11-21"), row("b", "2026-11-22"), row("c", "2026-11-22")];
    expect(groupByDay(rows).map(({ day, rows: dayRows }) => [day, dayRows.map((r) => r.id)])).toEqual([
      ["2026-11-21", ["a"]],
      ["2026-11-22", ["b", "c"]],
    ]);
  });

  it("has no days without rows", () => {
    expect(groupByDay([])).toEqual([]);
  });
});
