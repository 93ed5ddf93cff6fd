import { PublicConfigSchema } from "@aql-portal/shared";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { parseConfig } from "../lib/config";
import { runPublic } from "../testing/handler-context";
import { demoTenantForEachTest } from "../testing/memory-services";
import { MINIMAL_SETTINGS } from "../testing/settings";
import { configGet } from "./config-get";

/** GET /api/config: what the browser needs to know about this deployment, before anyone signs in. */
describe("config-get", () => {
  const services = demoTenantForEachTest();
  const fetch = vi.fn<typeof globalThis.fetch>();
  vi.stubGlobal("fetch", fetch);
  afterEach(() => fetch.mockReset());
  afterAll(() => vi.unstubAllGlobals());

  const deployment = (settings: Record<string, string>) => {
    services.config = parseConfig({ ...MINIMAL_SETTINGS, ...settings });
  };
  const read = async () => {
    const reply = await runPublic(services, configGet, {
      query: undefined,
      body: undefined,
      params: undefined,
    });
    return { config: PublicConfigSchema.parse(reply.body), headers: reply.headers };
  };
  const entra = { AUTH_MODE: "entra", AUTH_ISSUER: "https://login.microsoftonline.com/contoso/v2.0" };

  it("gives an Entra ID deployment's authority, customer, features and menu, to be cached a while", async () => {
    deployment({ ...entra, CUSTOMER_NAME: "North Stores", FEATURE_SHOW_PACKAGING: "true" });
    const { config, headers } = await read();
    expect(config).toMatchObject({
      customerName: "North Stores",
      auth: { mode: "entra", authority: "https://login.microsoftonline.com/contoso", clientId: "client" },
      features: { showPackaging: true },
      powerBiTabs: [],
    });
    const reports = config.menu.find((entry) => entry.name === "Client Reports");
    expect(reports?.pages?.every((page) => page.path?.startsWith("/north-stores/"))).toBe(true);
    expect(headers).toEqual({ "cache-control": "public, max-age=300" });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("gives the deployment's own menu in place of the standard one", async () => {
    const menu = [{ name: "Reports", path: "/reports", default: true }];
    deployment({ ...entra, MENU_JSON: JSON.stringify(menu) });
    expect((await read()).config.menu).toEqual(menu);
  });

  it("gives an OpenID Connect deployment its provider's sign-in page, asking again after a failure only", async () => {
    deployment({ AUTH_ISSUER: "http://localhost:4010/oidc" });
    const discovery = {
      jwks_uri: "http://localhost:4010/jwks",
      authorization_endpoint: "http://localhost:4010/auth",
    };
    fetch.mockResolvedValueOnce(new Response("", { status: 503 }));
    await expect(read()).rejects.toThrow(
      "OpenID discovery at http://localhost:4010/oidc/.well-known/openid-configuration answered 503",
    );
    fetch.mockResolvedValueOnce(new Response(JSON.stringify(discovery)));
    expect((await read()).config.auth).toEqual({
      mode: "oidc",
      authority: "http://localhost:4010/oidc",
      clientId: "client",
      authorizationEndpoint: "http://localhost:4010/auth",
    });
    await read();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
