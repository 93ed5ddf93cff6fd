import { describe, expect, it } from "vitest";
import { localConfig, readProductionConfig } from "./static-web-app";

const production = readProductionConfig();
const policy = (config: typeof production) =>
  new Map(
    (config.globalHeaders["content-security-policy"] ?? "").split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

describe("the Static Web Apps configuration", () => {
  it("allows nothing over plain http in production, and no eval", () => {
    const directives = policy(production);
    for (const [name, sources] of directives) {
      expect(
        sources.filter((source) => source.startsWith("http:")),
        name,
      ).toEqual([]);
      expect(sources, name).not.toContain("'unsafe-eval'");
    }
    expect(directives.get("script-src")).toEqual(["'self'"]);
  });

  it("asks browsers for HTTPS only, and no sniffing", () => {
    expect(production.globalHeaders["strict-transport-security"]).toMatch(/^max-age=(\d{8,})/);
    expect(production.globalHeaders["x-content-type-options"]).toBe("nosniff");
  });

  it("lets every page be revalidated, and only the content-hashed assets be kept", () => {
    // Pages served by the navigation fallback get the global headers, as /index.html does.
    expect(production.globalHeaders["cache-control"]).toBe("no-cache");
    expect(production.routes).toEqual([
      { route: "/assets/*", headers: { "cache-control": "public, max-age=31536000, immutable" } },
    ]);
  });

  it("locally allows the local blob store for images and frames, and differs in nothing else", () => {
    const local = localConfig(production, "http://127.0.0.1:10100");
    const directives = policy(local);
    for (const [name, sources] of policy(production)) {
      const expected = ["img-src", "frame-src"].includes(name)
        ? [...sources, "http://127.0.0.1:10100"]
        : sources;
      expect(new Set(directives.get(name)), name).toEqual(new Set(expected));
    }
    expect(directives.size).toBe(policy(production).size);
    const withoutPolicy = (config: typeof production) => ({
      ...config,
      globalHeaders: { ...config.globalHeaders, "content-security-policy": "" },
    });
    expect(withoutPolicy(local)).toEqual(withoutPolicy(production));
  });
});
