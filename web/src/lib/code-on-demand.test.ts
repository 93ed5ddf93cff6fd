import { describe, expect, it } from "vitest";
import { codeOnDemand } from "./code-on-demand";

describe("code fetched on demand", () => {
  it("is fetched once however often it is asked for, and handed over at once after it arrived", async () => {
    let fetches = 0;
    const calendar = codeOnDemand(async () => {
      fetches += 1;
      return { name: "calendar" };
    });
    expect(calendar.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([calendar.load(), calendar.load()]);
    expect(first).toBe(second);
    expect(calendar.loaded()).toBe(first);
    await calendar.load();
    expect(fetches).toBe(1);
  });

  it("is fetched again after a failed fetch (the connection may be back)", async () => {
    let online = false;
    const calendar = codeOnDemand(async () => {
      if (!online) throw new TypeError("Failed to fetch dynamically imported module");
      return { name: "calendar" };
    });
    await expect(calendar.load()).rejects.toThrow("Failed to fetch");
    expect(calendar.loaded()).toBeUndefined();
    online = true;
    await expect(calendar.load()).resolves.toEqual({ name: "calendar" });
    expect(calendar.loaded()).toEqual({ name: "calendar" });
  });
});
