import { describe, expect, it } from "vitest";
import { formatCount, formatDay, localDay } from "./format";

describe("formatDay", () => {
  it("writes a calendar date as that day, with a two-digit day and a short month", () => {
    expect(formatDay("2026-01-05")).toBe("05 Jan 2026");
    expect(formatDay("2026-12-31")).toBe("31 Dec 2026");
  });

  it("writes a timestamp as a day", () => {
    expect(formatDay("2026-03-15T12:00:00.000Z")).toBe("15 Mar 2026");
  });

  it("shows what it cannot read as it came", () => {
    expect(formatDay("soon")).toBe("soon");
  });
});

describe("formatCount", () => {
  it("groups thousands", () => {
    expect(formatCount(1200)).toBe("1,200");
    expect(formatCount(80)).toBe("80");
  });
});

describe("localDay", () => {
  it("gives the calendar date in the browser's time zone, across month and year ends", () => {
    expect(localDay(new Date(2026, 0, 1, 9), -1)).toBe("2025-12-31");
    expect(localDay(new Date(2026, 1, 28, 23, 30), 1)).toBe("2026-03-01");
    expect(localDay(new Date(2026, 4, 7))).toBe("2026-05-07");
  });
});
