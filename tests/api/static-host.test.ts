import { webRoutes } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { stackInfo } from "../support/stack-info";

/**
 * The static host as the browser meets it: the SWA CLI serving web/dist with the local configuration
 * (scripts/stack/static-web-app.ts), which differs from production's only in allowing the local blob store.
 */
const page = (path: string) => fetch(`${stackInfo().webUrl}${path}`);

describe("the static host", () => {
  it("serves every page route the navigation fallback answers exactly as /index.html, revalidated each time", async () => {
    const index = await page("/index.html");
    const shell = await index.text();
    expect(index.headers.get("cache-control")).toBe("no-cache");
    for (const path of [
      "/",
      webRoutes.main,
      webRoutes.manageInspections,
      webRoutes.import,
      "/no/such/page",
    ]) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(shell);
      expect(response.headers.get("cache-control"), path).toBe("no-cache");
    }
  });

  it("keeps only the content-hashed assets for a year", async () => {
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await (await page("/index.html")).text())?.[1];
    expect(script).toBeDefined();
    const asset = await page(script ?? "");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("asks for HTTPS only and sends a policy that allows no eval and no other local port", async () => {
    const response = await page(webRoutes.main);
    expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/script-src 'self';/);
    expect(policy).not.toContain("127.0.0.1:*");
    const blobStore = new URL(
      stackInfo().apiEnv.STORAGE_CONNECTION_STRING?.match(/BlobEndpoint=([^;]+)/)?.[1] ?? "",
    );
    expect(policy).toContain(
      `img-src 'self' data: blob: https://*.blob.core.windows.net ${blobStore.origin};`,
    );
  });

  it("leaves the API's answers their own caching", async () => {
    const config = await fetch(`${stackInfo().webUrl}/api/config`);
    expect(config.headers.get("cache-control")).toBe("public, max-age=300");
  });
});
