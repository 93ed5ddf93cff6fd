import { describe, expect, it } from "vitest";
import { readToken, writeToken } from "./continuation";

describe("continuation tokens", () => {
  it("continue only the query they came from", () => {
    const token = writeToken("+RID:abc#RT:1", "query-a");
    expect(readToken(token, "query-a")).toBe("+RID:abc#RT:1");
    expect(() => readToken(token, "query-b")).toThrow(/other filters/);
    expect(() => readToken("not-a-token", "query-a")).toThrow(/not valid/);
    expect(readToken(undefined, "query-a")).toBeUndefined();
  });
});
