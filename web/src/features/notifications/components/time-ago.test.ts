import { describe, expect, it } from "vitest";
import { timeAgo } from "./time-ago";

const now = Date.parse("2026-12-10T12:00:00.000Z");
const before = (ms: number) => new Date(now - ms).toISOString();

describe("timeAgo", () => {
  it("says a moment within the minute is just now, as is one a little ahead of this clock", () => {
    expect(timeAgo(before(0), now)).toBe("just now");
    expect(timeAgo(before(59_999), now)).toBe("just now");
    expect(timeAgo(before(-30_000), now)).toBe("just now");
  });

  it("counts whole minutes, then whole hours", () => {
    expect(timeAgo(before(60_000), now)).toBe("1 min ago");
    expect(timeAgo(before(5 * 60_000 + 59_000), now)).toBe("5 min ago");
    expect(timeAgo(before(59 * 60_000), now)).toBe("59 min ago");
    expect(timeAgo(before(60 * 60_000), now)).toBe("1 h ago");
    expect(timeAgo(before(23 * 3_600_000 + 59 * 60_000), now)).toBe("23 h ago");
  });

  it("counts days for a week, then gives the day", () => {
    expect(timeAgo(before(24 * 3_600_000), now)).toBe("1 day ago");
    expect(timeAgo(before(6 * 24 * 3_600_000), now)).toBe("6 days ago");
    expect(timeAgo("2026-12-03T12:00:00.000Z", now)).toBe("03 Dec 2026");
    expect(timeAgo("2026-01-05T09:30:00.000Z", now)).toBe("05 Jan 2026");
  });

  it("shows what it cannot read as it came", () => {
    expect(timeAgo("yesterday", now)).toBe("yesterday");
  });
});
