import { describe, expect, it } from "vitest";
import { inertText, startsLikeFormula } from "./spreadsheet-text";

describe("text a spreadsheet would run as a formula", () => {
  it("is text that begins with = + - @, a tab or a carriage return", () => {
    for (const text of [
      "=1+1",
      "+44 20 7946 0000",
      "-5",
      "-2+3+cmd|' /C calc'!A0",
      "@SUM(A1)",
      "\tx",
      "\rx",
    ]) {
      expect(startsLikeFormula(text), text).toBe(true);
    }
    for (const text of ["Dhaka Knitwear Ltd", "Tolerance -", "a=b", "", "'=1"]) {
      expect(startsLikeFormula(text), text).toBe(false);
    }
  });

  it("is written with a leading apostrophe; other text as it is", () => {
    expect(inertText("=1+1")).toBe("'=1+1");
    expect(inertText("+44 20 7946 0000")).toBe("'+44 20 7946 0000");
    expect(inertText("-5")).toBe("'-5");
    expect(inertText("@cmd")).toBe("'@cmd");
    expect(inertText("\tTab")).toBe("'\tTab");
    expect(inertText("Dhaka Knitwear Ltd")).toBe("Dhaka Knitwear Ltd");
  });
});
