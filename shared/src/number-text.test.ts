import { describe, expect, it } from "vitest";
import { parseTypedNumber, parseTypedSides, TYPED_SIDES_PROBLEM, typedSides } from "./number-text";

describe("parseTypedNumber", () => {
  const decimal = { whole: false, max: 1000 };
  const whole = { whole: true, max: 9999 };

  it("reads decimals with a point or a comma, and blank as none", () => {
    expect(parseTypedNumber("52.5", decimal)).toEqual({ value: 52.5, problem: null });
    expect(parseTypedNumber(" 52,5 ", decimal)).toEqual({ value: 52.5, problem: null });
    expect(parseTypedNumber("52.", decimal)).toEqual({ value: 52, problem: null });
    expect(parseTypedNumber(".5", decimal)).toEqual({ value: 0.5, problem: null });
    expect(parseTypedNumber("", decimal)).toEqual({ value: null, problem: null });
  });

  it("refuses what is not a number, negatives and too much", () => {
    expect(parseTypedNumber("5a", decimal).problem).toBe("Enter a number, e.g. 52.5");
    expect(parseTypedNumber("-1", decimal).problem).toBe("Enter a number, e.g. 52.5");
    expect(parseTypedNumber("1000.5", decimal).problem).toBe("Enter at most 1,000.");
    expect(parseTypedNumber("2.5", whole).problem).toBe("Enter a whole number.");
    expect(parseTypedNumber("12", whole)).toEqual({ value: 12, problem: null });
  });

  it("reads a count's thousands separators, but not a comma anywhere else in a count", () => {
    expect(parseTypedNumber("1,200", { whole: true, max: 100_000 })).toEqual({ value: 1200, problem: null });
    expect(parseTypedNumber("12,000,000", { whole: true, max: Infinity }).value).toBe(12_000_000);
    expect(parseTypedNumber("1,20", { whole: true, max: 100_000 }).problem).toBe("Enter a whole number.");
    expect(parseTypedNumber("52,5", decimal).value).toBe(52.5);
  });
});

describe("parseTypedSides", () => {
  it("makes a size of three numbers, none of three blanks, and a problem of anything between", () => {
    expect(parseTypedSides({ length: "60", width: "40", height: "35,5" })).toEqual({
      value: { length: 60, width: 40, height: 35.5 },
      problem: null,
    });
    expect(parseTypedSides({ length: "", width: " ", height: "" })).toEqual({ value: null, problem: null });
    expect(parseTypedSides({ length: "60", width: "", height: "35" }).problem).toBe(TYPED_SIDES_PROBLEM);
    expect(parseTypedSides({ length: "60", width: "4o", height: "35" }).problem).toBe(TYPED_SIDES_PROBLEM);
  });

  it("reads a stored size back as it was typed", () => {
    const size = { length: 60, width: 40, height: 35.5 };
    expect(parseTypedSides(typedSides(size)).value).toEqual(size);
    expect(typedSides(null)).toEqual({ length: "", width: "", height: "" });
  });
});
