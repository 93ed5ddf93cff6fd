import { describe, expect, it } from "vitest";
import { formatDeviation, formatReportDateTime, formatReportDay } from "./report-format";

describe("report dates", () => {
  it("writes a moment in UK time, on the 24-hour clock, like 05 Jan 2026, 15:30", () => {
    expect(formatReportDateTime(new Date("2026-01-05T15:30:00Z"))).toBe("05 Jan 2026, 15:30");
    // British Summer Time: one hour ahead of UTC.
    expect(formatReportDateTime("2026-07-05T11:05:00Z")).toBe("05 Jul 2026, 12:05");
    expect(formatReportDateTime("2026-09-14T23:00:00Z")).toBe("15 Sep 2026, 00:00");
  });

  it("writes a calendar date as that day, and a moment as its UK day", () => {
    expect(formatReportDay("2026-09-15")).toBe("15 Sep 2026");
    expect(formatReportDay("2026-06-30T23:30:00Z")).toBe("01 Jul 2026");
    expect(formatReportDay("soon")).toBe("soon");
  });

  it("signs deviations", () => {
    expect([2.5, -1.5, 0, -0].map(formatDeviation)).toEqual(["+2.5", "-1.5", "0.0", "0.0"]);
  });
});
