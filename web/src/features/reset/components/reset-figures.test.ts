import { describe, expect, it } from "vitest";
import { formatDuration, percentDone, secondsLeft } from "./reset-figures";

describe("the reset's figures", () => {
  const startedOn = "2026-11-26T10:00:00.000Z";
  it("estimates the time left from the job's own pace once it has counted enough", () => {
    const now = new Date("2026-11-26T10:00:30.000Z");
    expect(secondsLeft({ startedOn, done: 0, total: 0 }, now)).toBeNull();
    expect(secondsLeft({ startedOn, done: 50, total: 2000 }, now)).toBeNull();
    expect(secondsLeft({ startedOn, done: 500, total: 1500 }, now)).toBe(60);
  });
  it("shows no percentage while building and 100 % when done", () => {
    expect(percentDone({ status: "running", done: 0, total: 0 })).toBeNull();
    expect(percentDone({ status: "running", done: 333, total: 1000 })).toBe(33);
    expect(percentDone({ status: "done", done: 990, total: 1000 })).toBe(100);
  });
  it("says durations in minutes and seconds", () => {
    expect(formatDuration(42)).toBe("42 s");
    expect(formatDuration(185)).toBe("3 min 05 s");
  });
});
