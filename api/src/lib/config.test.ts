import { describe, expect, it } from "vitest";
import { MINIMAL_SETTINGS } from "../testing/settings";
import { ConfigError, parseConfig, queueTriggerConnection } from "./config";
import { LOCAL_ACCESS_TOKEN_SECRET } from "./local-secret";

describe("parseConfig", () => {
  it("reads a complete configuration with defaults filled in", () => {
    const config = parseConfig(MINIMAL_SETTINGS);
    expect(config.cosmos.database).toBe("aql-portal");
    expect(config.accessToken.ttlSeconds).toBe(3600);
    expect(config.features.showPoSelection).toBe(true);
    expect(config.features.showResetEnvironment).toBe(false);
  });

  it("names every missing or bad setting at once", () => {
    const attempt = () =>
      parseConfig({
        ...MINIMAL_SETTINGS,
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

  describe("keys for the local stand-ins, the managed identity in Azure", () => {
    const identity = {
      ...MINIMAL_SETTINGS,
      COSMOS_ENDPOINT: "https://retailer.documents.azure.com:443/",
      COSMOS_KEY: undefined,
      STORAGE_CONNECTION_STRING: undefined,
      STORAGE__blobServiceUri: "https://retailerdata.blob.core.windows.net",
      STORAGE__queueServiceUri: "https://retailerdata.queue.core.windows.net",
      ACCESS_TOKEN_SECRET: "q7Vx2LmR9pKcT4wZ8nYb3HsJ6fDgA1eU5oIiWvQr",
    };

    it("reads the keys and the connection string of the local stand-ins", () => {
      const config = parseConfig(MINIMAL_SETTINGS);
      expect(config.cosmos.key).toBe("key");
      expect(config.storage).toEqual({ connectionString: "UseDevelopmentStorage=true" });
      expect(queueTriggerConnection(config.storage)).toBe("STORAGE_CONNECTION_STRING");
    });

    it("reaches Cosmos DB and Storage as the managed identity when given endpoints without keys", () => {
      const config = parseConfig(identity);
      expect(config.cosmos).toEqual({
        endpoint: "https://retailer.documents.azure.com:443/",
        key: null,
        database: "aql-portal",
      });
      expect(config.storage).toEqual({
        blobServiceUri: "https://retailerdata.blob.core.windows.net",
        queueServiceUri: "https://retailerdata.queue.core.windows.net",
      });
      // The queue trigger reads the same endpoint as an identity-based connection (STORAGE__queueServiceUri).
      expect(queueTriggerConnection(config.storage)).toBe("STORAGE");
    });

    it("says what to set when storage is not configured either way", () => {
      expect(() =>
        parseConfig({ ...identity, STORAGE__blobServiceUri: undefined, STORAGE__queueServiceUri: undefined }),
      ).toThrow(
        /STORAGE_CONNECTION_STRING: is required, or STORAGE__blobServiceUri and STORAGE__queueServiceUri to reach the storage account as the managed identity/,
      );
      expect(() => parseConfig({ ...identity, STORAGE__queueServiceUri: undefined })).toThrow(
        /STORAGE__queueServiceUri: is required with STORAGE__blobServiceUri \(the account's queue endpoint/,
      );
      expect(() => parseConfig({ ...identity, STORAGE__blobServiceUri: "retailerdata" })).toThrow(
        /STORAGE__blobServiceUri: Invalid URL/,
      );
    });

    it("refuses a Key Vault reference App Service could not resolve, rather than take its text for the secret", () => {
      expect(() =>
        parseConfig({
          ...identity,
          ACCESS_TOKEN_SECRET: "@Microsoft.KeyVault(VaultName=aqlretailer-kv;SecretName=access-token-secret)",
        }),
      ).toThrow(
        /ACCESS_TOKEN_SECRET: is a Key Vault reference that was not resolved: set the secret in the vault/,
      );
    });

    it("refuses a connection string beside the endpoints, as the two would disagree", () => {
      expect(() =>
        parseConfig({ ...identity, STORAGE_CONNECTION_STRING: "UseDevelopmentStorage=true" }),
      ).toThrow(
        /STORAGE__blobServiceUri: is given with STORAGE_CONNECTION_STRING: set the connection string/,
      );
    });
  });

  describe("the access token secret outside local runs", () => {
    const deployed = { ...MINIMAL_SETTINGS, COSMOS_ENDPOINT: "https://retailer.documents.azure.com:443/" };

    it("refuses the local secret published in this repository, saying what to set", () => {
      expect(() => parseConfig({ ...deployed, ACCESS_TOKEN_SECRET: LOCAL_ACCESS_TOKEN_SECRET })).toThrow(
        /ACCESS_TOKEN_SECRET: is the local development secret published in this repository; set ACCESS_TOKEN_SECRET to a random value of at least 32 characters kept in Key Vault/,
      );
    });

    it("refuses a guessable value however long it is, and a short one", () => {
      for (const secret of ["s".repeat(32), "secret".repeat(6)]) {
        expect(() => parseConfig({ ...deployed, ACCESS_TOKEN_SECRET: secret })).toThrow(
          /ACCESS_TOKEN_SECRET: is too simple to be a secret/,
        );
      }
      expect(() => parseConfig({ ...deployed, ACCESS_TOKEN_SECRET: "secret" })).toThrow(
        /ACCESS_TOKEN_SECRET: must be at least 32 characters/,
      );
    });

    it("takes a random secret, and the local secret on a local run", () => {
      const random = "q7Vx2LmR9pKcT4wZ8nYb3HsJ6fDgA1eU5oIiWvQr";
      expect(parseConfig({ ...deployed, ACCESS_TOKEN_SECRET: random }).accessToken.secret).toEqual(
        new TextEncoder().encode(random),
      );
      expect(() =>
        parseConfig({ ...MINIMAL_SETTINGS, ACCESS_TOKEN_SECRET: LOCAL_ACCESS_TOKEN_SECRET }),
      ).not.toThrow();
    });
  });

  it("turns feature settings on and off", () => {
    expect(parseConfig({ ...MINIMAL_SETTINGS, FEATURE_SHOW_PACKAGING: "true" }).features.showPackaging).toBe(
      true,
    );
  });

  it("refuses a menu that is not a list of menu entries", () => {
    expect(() => parseConfig({ ...MINIMAL_SETTINGS, MENU_JSON: "{" })).toThrow(
      /MENU_JSON: is not valid JSON/,
    );
    expect(() => parseConfig({ ...MINIMAL_SETTINGS, MENU_JSON: '[{"path":"/x"}]' })).toThrow(/MENU_JSON/);
  });

  describe("Power BI", () => {
    const powerBi = {
      POWERBI_WORKSPACE_ID: "2f0a6c1e-9b7d-4c1a-8d3e-5f6a7b8c9d0e",
      POWERBI_REPORTS: JSON.stringify({ "Supplier Analysis": "6b1d2f4a-3c5e-4f70-9a8b-1c2d3e4f5a6b" }),
      POWERBI_TENANT_ID: "contoso.onmicrosoft.com",
      POWERBI_CLIENT_ID: "app",
      POWERBI_CLIENT_SECRET: "secret",
    };

    it("is off without its settings, and on with all of them", () => {
      expect(parseConfig(MINIMAL_SETTINGS).powerBi).toBeNull();
      expect(parseConfig({ ...MINIMAL_SETTINGS, ...powerBi }).powerBi).toMatchObject({
        reports: { "Supplier Analysis": "6b1d2f4a-3c5e-4f70-9a8b-1c2d3e4f5a6b" },
        authorityHost: "https://login.microsoftonline.com",
        apiUrl: "https://api.powerbi.com",
      });
    });

    it("names what is missing when only some settings are given", () => {
      expect(() =>
        parseConfig({ ...MINIMAL_SETTINGS, ...powerBi, POWERBI_CLIENT_SECRET: undefined }),
      ).toThrow(/POWERBI_CLIENT_SECRET: is required with POWERBI_WORKSPACE_ID/);
    });

    it("refuses reports for tabs that are not analytics tabs, or ids that are not GUIDs", () => {
      expect(() =>
        parseConfig({ ...MINIMAL_SETTINGS, ...powerBi, POWERBI_REPORTS: '{"Inspection": "x"}' }),
      ).toThrow(/POWERBI_REPORTS: must be a JSON object of analytics tab names/);
      expect(() =>
        parseConfig({ ...MINIMAL_SETTINGS, ...powerBi, POWERBI_REPORTS: '{"Insights": "x"}' }),
      ).toThrow(/GUID/);
      expect(() => parseConfig({ ...MINIMAL_SETTINGS, ...powerBi, POWERBI_REPORTS: "{" })).toThrow(
        /POWERBI_REPORTS/,
      );
    });
  });

  describe("e-mail and webhooks (docs/decisions/notifications.md)", () => {
    const acs = {
      MAIL_MODE: "acs",
      MAIL_FROM: "DoNotReply@0f1e2d3c.azurecomm.net",
      PORTAL_URL: "https://aql.example.com/",
      ACS_EMAIL_ENDPOINT: "https://aql.uk.communication.azure.com",
    };

    it("is off without MAIL_MODE, and on with its service's settings", () => {
      expect(parseConfig(MINIMAL_SETTINGS).mail).toBeNull();
      const config = parseConfig({ ...MINIMAL_SETTINGS, ...acs });
      expect(config.mail).toEqual({ mode: "acs", from: acs.MAIL_FROM, endpoint: acs.ACS_EMAIL_ENDPOINT });
      expect(config.portalUrl).toBe("https://aql.example.com");
      expect(config.digestHour).toBe(7);
    });

    it("names what a mode needs, a display name Communication Services refuses, and an hour that is not one", () => {
      const attempt = () =>
        parseConfig({
          ...MINIMAL_SETTINGS,
          ...acs,
          MAIL_FROM: "AQL Portal <DoNotReply@0f1e2d3c.azurecomm.net>",
          PORTAL_URL: undefined,
          DIGEST_HOUR: "24",
        });
      expect(attempt).toThrow(/PORTAL_URL: is required with MAIL_MODE=acs/);
      expect(attempt).toThrow(/MAIL_FROM: must be a bare address/);
      expect(attempt).toThrow(/DIGEST_HOUR: must be an hour from 0 to 23/);
      expect(() =>
        parseConfig({
          ...MINIMAL_SETTINGS,
          MAIL_MODE: "smtp",
          MAIL_FROM: "a@b.c",
          PORTAL_URL: "https://x.example",
        }),
      ).toThrow(/SMTP_HOST: is required with MAIL_MODE=smtp/);
    });

    it("allows webhooks to this machine on local runs only", () => {
      expect(
        parseConfig({ ...MINIMAL_SETTINGS, WEBHOOKS_ALLOW_LOOPBACK: "true" }).webhooksAllowLoopback,
      ).toBe(true);
      expect(() =>
        parseConfig({
          ...MINIMAL_SETTINGS,
          COSMOS_ENDPOINT: "https://aql.documents.azure.com:443/",
          ACCESS_TOKEN_SECRET: "k7Qz!p2Lw#9xVb$4Rt8Nm@6Yc^1Hd&3Fg*5Js(0Ke)",
          WEBHOOKS_ALLOW_LOOPBACK: "true",
        }),
      ).toThrow(/WEBHOOKS_ALLOW_LOOPBACK: is for the local stack only/);
    });
  });
});
