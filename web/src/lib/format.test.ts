import { describe, expect, it } from "vitest";
import { formatCount, formatDateTime, formatDay, localDay } from "./format";

describe("formatDay", () => {
  it("writes a calendar date as that day, with a two-digit day and a short month", () => {
    expect(formatDay("2026-01-05")).toBe("05 Jan 2026");
    expect(formatDay("2026-12-31")).toBe("31 Dec 2026");
    expect(formatDay("2026-09-15")).toBe("15 Sep 2026");
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

describe("formatDateTime", () => {
  it("writes a moment in the browser's time zone on the 24-hour clock", () => {
    expect(formatDateTime(new Date(2024, 0, 5, 15, 30).toISOString())).toBe("05 Jan 2024, 15:30");
    expect(formatDateTime(new Date(2026, 10, 21, 0, 5).toISOString())).toBe("21 Nov 2026, 00:05");
    expect(formatDateTime(new Date(2026, 8, 3, 9, 7).toISOString())).toBe("03 Sep 2026, 09:07");
  });

  it("writes the version history's form, with a comma after the day (spec §2)", () => {
    expect(formatDateTime(new Date(2024, 0, 5, 15, 30).toISOString(), { dayComma: true })).toBe(
      "05, Jan 2024, 15:30",
    );
  });

  it("shows what it cannot read as it came", () => {
    expect(formatDateTime("later")).toBe("later");
  });
});
