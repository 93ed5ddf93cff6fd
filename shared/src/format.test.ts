import { describe, expect, it } from "vitest";
import {
  formatCount,
  formatDateTime,
  formatDay,
  formatDecimal,
  formatFileSize,
  formatPercent,
  isoDay,
  spreadsheetDate,
} from "./format";

describe("formatDay", () => {
  it("writes a calendar date as that day, with a two-digit day and a short month", () => {
    expect(formatDay("2026-01-05")).toBe("05 Jan 2026");
    expect(formatDay("2026-12-31")).toBe("31 Dec 2026");
    expect(formatDay("2026-09-15")).toBe("15 Sep 2026");
  });

  it("writes a moment as the day it was in the UK, wherever it is read", () => {
    expect(formatDay("2026-03-15T12:00:00.000Z")).toBe("15 Mar 2026");
    // 23:30 UTC on 30 June is 00:30 on 1 July in British Summer Time.
    expect(formatDay("2026-06-30T23:30:00Z")).toBe("01 Jul 2026");
  });

  it("shows what it cannot read as it came", () => {
    expect(formatDay("soon")).toBe("soon");
  });
});

describe("formatDateTime", () => {
  it("writes a moment in UK time on the 24-hour clock", () => {
    expect(formatDateTime(new Date("2026-01-05T15:30:00Z"))).toBe("05 Jan 2026, 15:30");
    expect(formatDateTime("2026-07-05T11:05:00Z")).toBe("05 Jul 2026, 12:05");
    expect(formatDateTime("2026-09-14T23:00:00Z")).toBe("15 Sep 2026, 00:00");
  });

  it("writes the version history's form, with a comma after the day (spec §2)", () => {
    expect(formatDateTime("2024-01-05T15:30:00Z", { dayComma: true })).toBe("05, Jan 2024, 15:30");
  });

  it("shows what it cannot read as it came", () => {
    expect(formatDateTime("later")).toBe("later");
  });
});

describe("isoDay", () => {
  it("counts days from the UK's day, across month and year ends", () => {
    expect(isoDay(new Date("2026-01-01T09:00:00Z"), -1)).toBe("2025-12-31");
    expect(isoDay(new Date("2026-02-28T12:00:00Z"), 1)).toBe("2026-03-01");
    expect(isoDay(new Date("2026-05-07T12:00:00Z"))).toBe("2026-05-07");
  });

  it("is already tomorrow in the UK at 23:30 UTC in summer, and not yet in winter", () => {
    expect(isoDay(new Date("2026-07-10T23:30:00Z"))).toBe("2026-07-11");
    expect(isoDay(new Date("2026-01-10T23:30:00Z"))).toBe("2026-01-10");
  });
});

describe("formatCount", () => {
  it("groups thousands", () => {
    expect(formatCount(1200)).toBe("1,200");
    expect(formatCount(80)).toBe("80");
  });
});

describe("formatFileSize", () => {
  it("reads like the operating system shows sizes", () => {
    expect(formatFileSize(900)).toBe("900 bytes");
    expect(formatFileSize(1536)).toBe("1.5 KB");
    expect(formatFileSize(820 * 1024)).toBe("820 KB");
    expect(formatFileSize(10 * 1024 * 1024)).toBe("10 MB");
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe("2.4 MB");
  });
});

describe("spreadsheetDate", () => {
  it("writes a calendar day as its spreadsheet serial, and a moment on the UK clock", () => {
    expect(spreadsheetDate("1900-03-01")).toBe(61);
    expect(spreadsheetDate("2026-11-27")).toBe(46353);
    // 18:59 UTC in November is 18:59 in London; in July it is 19:59 there.
    expect(spreadsheetDate("2026-11-27T18:59:00Z")).toBeCloseTo(46353 + (18 * 60 + 59) / 1440, 9);
    expect(spreadsheetDate("2026-07-01T18:59:00Z")).toBeCloseTo(46204 + (19 * 60 + 59) / 1440, 9);
    expect(spreadsheetDate("not a date")).toBeNull();
  });
});

describe("in another language", () => {
  it("writes days and moments in the language's order and month names, with Latin digits", () => {
    expect(formatDay("2026-01-05", "zh-CN")).toBe("2026年1月05日");
    expect(formatDay("2026-01-05", "tr")).toBe("05 Oca 2026");
    expect(formatDay("2026-01-05", "bn")).toMatch(/^05 .+ 2026$/);
    expect(formatDateTime("2026-06-30T23:30:00Z", { language: "vi" })).toMatch(/^01 .*2026 00:30$/);
  });

  it("writes counts, percentages and decimals as the language does", () => {
    expect(formatCount(1200, "tr")).toBe("1.200");
    expect(formatCount(1200, "bn")).toBe("1,200");
    expect(formatPercent(0.625, "tr")).toBe("%63");
    expect(formatDecimal(2.25, "vi")).toBe("2,3");
  });
});
