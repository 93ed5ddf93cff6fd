import { describe, expect, it } from "vitest";
import { HOLE, SLUB } from "../../../testing/inspection-fixtures";
import { groupDefects } from "./defect-library";

const SEAM = {
  id: "WRK01",
  code: "WRK01",
  name: "Open or broken seam",
  category: "Workmanship",
  severity: "MAJOR",
} as const;

describe("groupDefects", () => {
  it("groups by category in the library's order, names sorted within", () => {
    expect(groupDefects([SLUB, SEAM, HOLE], "")).toEqual([
      { category: "Fabric", defects: [HOLE, SLUB] },
      { category: "Workmanship", defects: [SEAM] },
    ]);
  });

  it("finds by any part of the name, code or category, every word", () => {
    expect(groupDefects([SLUB, SEAM, HOLE], "hole")).toEqual([{ category: "Fabric", defects: [HOLE] }]);
    expect(groupDefects([SLUB, SEAM, HOLE], "wrk")).toEqual([{ category: "Workmanship", defects: [SEAM] }]);
    expect(groupDefects([SLUB, SEAM, HOLE], "fabric knot")).toEqual([
      { category: "Fabric", defects: [SLUB] },
    ]);
    expect(groupDefects([SLUB, SEAM, HOLE], "zip")).toEqual([]);
  });
});
