import { describe, expect, it } from "vitest";
import { classStanding } from "./class-standing";

describe("classStanding", () => {
  it("is over at Re, at the limit on Ac, clear below it", () => {
    expect(classStanding({ found: 0, accept: 0, reject: 1 })).toBe("clear");
    expect(classStanding({ found: 1, accept: 0, reject: 1 })).toBe("over");
    expect(classStanding({ found: 4, accept: 5, reject: 6 })).toBe("clear");
    expect(classStanding({ found: 5, accept: 5, reject: 6 })).toBe("limit");
    expect(classStanding({ found: 6, accept: 5, reject: 6 })).toBe("over");
  });

  it("accepts the gap of a Z1.4 reduced plan, and fails only at its Re", () => {
    expect(classStanding({ found: 2, accept: 2, reject: 5 })).toBe("limit");
    expect(classStanding({ found: 3, accept: 2, reject: 5 })).toBe("gap");
    expect(classStanding({ found: 4, accept: 2, reject: 5 })).toBe("gap");
    expect(classStanding({ found: 5, accept: 2, reject: 5 })).toBe("over");
  });
});
