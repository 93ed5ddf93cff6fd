import { MAX_QUANTITY, UpdateInspectionSchema } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { codeValue, dateValue, displayValue, integerValue, textValue } from "./cell-values";
import type { Cell } from "./read-sheet";

const text = (t: string): Cell => ({ kind: "text", text: t });
const num = (value: number, format = "General"): Cell => ({ kind: "number", value, format });
const bool = (value: boolean): Cell => ({ kind: "boolean", value });
const error = (t: string): Cell => ({ kind: "error", text: t });

describe("codeValue: codes stay exactly as typed", () => {
  it.each([
    [text("0045001234"), "0045001234"],
    [text("T61-4471"), "T61-4471"],
    [num(12345678901), "12345678901"],
    [num(12000000000), "12000000000"],
    [num(4471, "000000"), "004471"],
    [num(45, '"00000"'), "00045"],
    [num(41, "@"), "41"],
    [num(123456789012345), "123456789012345"],
  ])("%j → %s", (cell, expected) => {
    expect(codeValue(cell)).toEqual({ ok: true, value: expected });
  });

  it.each([
    [text("1.2E+10"), /powers of ten/],
    [text("1.23457e+11"), /powers of ten/],
    [num(1234567890123456), /more digits than Excel keeps/],
    [num(12.5), /not a code/],
    [bool(true), /TRUE or FALSE/],
    [error("#N/A"), /#N\/A/],
  ])("%j is refused", (cell, message) => {
    const converted = codeValue(cell);
    expect(converted.ok).toBe(false);
    if (!converted.ok) expect(converted.message).toMatch(message);
  });
});

describe("integerValue", () => {
  it.each([
    [num(1200), 1, 1200],
    [num(1200.0), 1, 1200],
    [text("1,200"), 1, 1200],
    [text("1 500"), 1, 1500],
    [text("75"), 1, 75],
    [num(0), 0, 0],
  ])("%j (min %d) → %d", (cell, min, expected) => {
    expect(integerValue(cell, min as 0 | 1)).toEqual({ ok: true, value: expected });
  });

  it.each([
    [num(0), 1, "must be more than zero"],
    [num(-3), 0, "cannot be negative"],
    [num(12.5), 1, "is not a whole number"],
    [text("12a"), 1, "is not a whole number"],
    [text("1,20"), 1, "is not a whole number"],
    [text("-5"), 0, "is not a whole number"],
    [num(5e7), 1, "is more than 10,000,000"],
    [text("10,000,001"), 1, "is more than 10,000,000"],
  ])("%j (min %d) is refused: %s", (cell, min, message) => {
    expect(integerValue(cell, min as 0 | 1)).toEqual({ ok: false, message });
  });

  it("takes the largest quantity planning takes, and no more: an imported line can always be edited", () => {
    expect(integerValue(num(MAX_QUANTITY), 1)).toEqual({ ok: true, value: MAX_QUANTITY });
    expect(UpdateInspectionSchema.safeParse({ poQuantity: MAX_QUANTITY }).success).toBe(true);
    const over = UpdateInspectionSchema.safeParse({ poQuantity: MAX_QUANTITY + 1 });
    expect(over.error?.issues[0]?.message).toBe("must be at most 10,000,000");
  });
});

describe("dateValue", () => {
  it.each([
    [num(46371, "dd/mm/yyyy"), "2026-12-15"],
    [num(46371), "2026-12-15"],
    [num(46371.75, "dd/mm/yyyy hh:mm"), "2026-12-15"],
    [text("46371"), "2026-12-15"],
    [text("2026-12-15"), "2026-12-15"],
    [text("2026-12-15T00:00:00"), "2026-12-15"],
    [text("2026-1-5"), "2026-01-05"],
    [text("15/12/2026"), "2026-12-15"],
    [text("15-12-2026"), "2026-12-15"],
    [text("15.12.2026"), "2026-12-15"],
    [text("5/1/27"), "2027-01-05"],
    // A two-digit year is the window's, 2000–2099 (shared/src/dates.ts), as a date field reads it once left.
    [text("15/12/26"), "2026-12-15"],
    [text("1/1/00"), "2000-01-01"],
    [text("31/12/99"), "2099-12-31"],
    [text("29/02/2028"), "2028-02-29"],
    [text("15/12/2026 00:00"), "2026-12-15"],
  ])("%j → %s", (cell, expected) => {
    expect(dateValue(cell)).toEqual({ ok: true, value: expected });
  });

  it("counts from 1904 in workbooks of the 1904 date system", () => {
    expect(dateValue(num(46371 - 1462), true)).toEqual({ ok: true, value: "2026-12-15" });
  });

  it.each([
    [text("31/02/2026"), /not a real date/],
    [text("29/02/2027"), /not a real date/],
    [text("12/15/2026"), /not a real date \(12\/15\/2026 read as day 12, month 15/],
    [text("next week"), /day\/month\/year/],
    [text("15/12-2026"), /day\/month\/year/],
    [text("2026-13-01"), /not a real date/],
    [num(20261215), /between 2000 and 2099/],
    [num(12), /between 2000 and 2099/],
    [text("01/01/1999"), /between 2000 and 2099/],
    [text("2100-01-01"), /between 2000 and 2099/],
    [text("29/02/27"), /not a real date \(29\/02\/27 read as day 29, month 2, year 2027\)/],
    [bool(false), /not a date/],
  ])("%j is refused", (cell, message) => {
    const converted = dateValue(cell);
    expect(converted.ok).toBe(false);
    if (!converted.ok) expect(converted.message).toMatch(message);
  });
});

describe("textValue and displayValue", () => {
  it("keeps text, writes numbers as digits, refuses overlong text", () => {
    expect(textValue(text("Navy"))).toEqual({ ok: true, value: "Navy" });
    expect(textValue(num(100))).toEqual({ ok: true, value: "100" });
    expect(textValue(text("x".repeat(201))).ok).toBe(false);
  });

  it("shows each kind of cell as the planner sees it", () => {
    expect(displayValue(undefined)).toBe("");
    expect(displayValue(num(12345678901))).toBe("12345678901");
    expect(displayValue({ kind: "boolean", value: true })).toBe("TRUE");
    expect(displayValue({ kind: "error", text: "#REF!" })).toBe("#REF!");
  });
});

describe("text a spreadsheet would run as a formula", () => {
  it.each(["+cmd|' /C calc'!A0", "-2+3", "@SUM(A1:A2)", "=1+1"])(
    "%j is refused as a code and as text, naming its first character",
    (typed) => {
      for (const converted of [codeValue(text(typed)), textValue(text(typed))]) {
        expect(converted).toEqual({
          ok: false,
          message: `begins with “${typed[0]}”, which a spreadsheet would run as a formula: start it with a letter or a digit`,
        });
      }
    },
  );

  it("leaves a number typed in a number cell alone, whatever its sign", () => {
    expect(textValue(num(-5))).toEqual({ ok: true, value: "-5" });
  });
});
