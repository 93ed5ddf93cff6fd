import { describe, expect, it } from "vitest";
import { refreshDelay } from "./embed-refresh";

const at = (ms: number) => new Date(ms).toISOString();
const MINUTE = 60_000;

describe("replacing an embed token", () => {
  it("replaces an hour's token five minutes before it expires", () => {
    expect(refreshDelay(at(60 * MINUTE), 0)).toBe(55 * MINUTE);
    expect(refreshDelay(at(40 * MINUTE), 0)).toBe(35 * MINUTE);
  });

  it("replaces a two-minute token with a quarter of its life to spare", () => {
    expect(refreshDelay(at(2 * MINUTE), 0)).toBe(90_000);
  });

  it("never asks again within ten seconds, even for a token about to expire or expired", () => {
    expect(refreshDelay(at(5_000), 0)).toBe(10_000);
    expect(refreshDelay(at(-MINUTE), 0)).toBe(10_000);
  });
});
