import { describe, expect, it } from "vitest";
import { FIRST_YEAR, isYearInWindow, LAST_YEAR, YEAR_WINDOW, yearOfTwoDigits } from "./dates";

describe("the product's years", () => {
  it("are 2000 to 2099", () => {
    expect([FIRST_YEAR, LAST_YEAR, YEAR_WINDOW]).toEqual([2000, 2099, "2000 to 2099"]);
    expect([1999, 2000, 2026, 2099, 2100, 2026.5].map(isYearInWindow)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it("read a two-digit year as the one of the window ending in it", () => {
    expect([0, 5, 26, 99].map(yearOfTwoDigits)).toEqual([2000, 2005, 2026, 2099]);
    expect(() => yearOfTwoDigits(100)).toThrow(RangeError);
  });
});
