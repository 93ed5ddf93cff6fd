import { describe, expect, it } from "vitest";
import { reducedSize } from "./reduce-photo";

describe("reducedSize", () => {
  it("brings the longest edge down to 1600 px, keeping proportions", () => {
    expect(reducedSize(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(reducedSize(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(reducedSize(4000, 1)).toEqual({ width: 1600, height: 1 });
  });

  it("never enlarges a small photo", () => {
    expect(reducedSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(reducedSize(1600, 1600)).toEqual({ width: 1600, height: 1600 });
  });
});
