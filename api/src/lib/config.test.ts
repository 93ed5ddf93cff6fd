import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config";

const valid = {
  COSMOS_ENDPOINT: "http://127.0.0.1:8081",
  COSMOS_KEY: "key",
  STORAGE_CONNECTION_STRING: "UseDevelopmentStorage=true",
  AUTH_MODE: "oidc",
  AUTH_ISSUER: "http://localhost:4010",
  AUTH_CLIENT_ID: "client",
  ACCESS_TOKEN_SECRET: "s".repeat(32),
};

describe("parseConfig", () => {
  it("reads a complete configuration with defaults filled in", () => {
    const config = parseConfig(valid);
    expect(config.cosmos.database).toBe("aql-portal");
    expect(config.accessToken.ttlSeconds).toBe(3600);
    expect(config.features.showPoSelection).toBe(true);
    expect(config.features.showResetEnvironment).toBe(false);
  });

  it("names every missing or bad setting at once", () => {
    const attempt = () =>
      parseConfig({
        ...valid,
        COSMOS_ENDPOINT: undefined,
        ACCESS_TOKEN_SECRET: "short",
        AUTH_MODE: "saml",
        FEATURE_SHOW_PACKAGING: "yes",
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/COSMOS_ENDPOINT/);
    expect(attempt).toThrow(/ACCESS_TOKEN_SECRET: must be at least 32 characters/);
    expect(attempt).toThrow(/AUTH_MODE/);
    expect(attempt).toThrow(/FEATURE_SHOW_PACKAGING: must be "true" or "false"/);
  });

  it("turns feature settings on and off", () => {
    expect(parseConfig({ ...valid, FEATURE_SHOW_PACKAGING: "true" }).features.showPackaging).toBe(true);
  });

  it("refuses a menu that is not a list of menu entries", () => {
    expect(() => parseConfig({ ...valid, MENU_JSON: "{" })).toThrow(/MENU_JSON: is not valid JSON/);
    expect(() => parseConfig({ ...valid, MENU_JSON: '[{"path":"/x"}]' })).toThrow(/MENU_JSON/);
  });
});
