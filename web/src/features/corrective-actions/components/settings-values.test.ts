import { describe, expect, it } from "vitest";
import { checkDueDays } from "./settings-values";

describe("the days to answer", () => {
  it("takes a whole number of days from 1 to 120", () => {
    expect(checkDueDays(" 21 ")).toEqual({ ok: true, settings: { dueDays: 21 } });
    expect(checkDueDays("")).toEqual({ ok: false, message: "Days to answer is required." });
    expect(checkDueDays("1.5")).toEqual({
      ok: false,
      message: "Days to answer must be a whole number of days.",
    });
    expect(checkDueDays("0")).toEqual({ ok: false, message: "Days to answer must be at least 1 day." });
    expect(checkDueDays("121")).toEqual({ ok: false, message: "Days to answer must be at most 120 days." });
  });
});
