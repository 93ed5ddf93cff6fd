import { describe, expect, it } from "vitest";
import { compareNullableNumbers, compareText, sortRows } from "./client-sort";

const rows = [
  { code: "T10", row: 4 as number | null },
  { code: "t2", row: null },
  { code: "T2", row: 2 },
];
const comparators = {
  code: (a: (typeof rows)[number], b: (typeof rows)[number]) => compareText(a.code, b.code),
  row: (a: (typeof rows)[number], b: (typeof rows)[number]) => compareNullableNumbers(a.row, b.row),
};

describe("sortRows", () => {
  it("keeps the order given when nothing is sorted or the column has no comparator", () => {
    expect(sortRows(rows, [], comparators)).toEqual(rows);
    expect(sortRows(rows, [{ id: "other", desc: false }], comparators)).toEqual(rows);
  });

  it("sorts text naturally and ignores case, keeping equal rows in their order", () => {
    expect(sortRows(rows, [{ id: "code", desc: false }], comparators).map((r) => r.code)).toEqual([
      "t2",
      "T2",
      "T10",
    ]);
  });

  it("puts rows without a number first, and reverses when descending", () => {
    expect(sortRows(rows, [{ id: "row", desc: false }], comparators).map((r) => r.row)).toEqual([null, 2, 4]);
    expect(sortRows(rows, [{ id: "row", desc: true }], comparators).map((r) => r.row)).toEqual([4, 2, null]);
  });
});
