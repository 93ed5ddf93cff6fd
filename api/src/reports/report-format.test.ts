import { describe, expect, it } from "vitest";
import { formatDeviation } from "./report-format";

describe("report measurements", () => {
  it("signs deviations", () => {
    expect([2.5, -1.5, 0, -0].map(formatDeviation)).toEqual(["+2.5", "-1.5", "0.0", "0.0"]);
  });
});
