import { createHash } from "node:crypto";
import { z } from "zod";
import type { StorageConfig } from "../data/blobs";
import type { CosmosSettings } from "../data/cosmos";
import type { MailConfig } from "../data/mailer";
import type { PowerBiConfig } from "../data/power-bi";
import {
  ANALYTICS_TABS,
  FEATURE_DEFAULTS,
  FEATURE_FLAGS,
  MenuEntrySchema,
  type AnalyticsTabName,
  type FeatureFlag,
} from "@aql-portal/shared";

const bool = z.enum(["true", "false"]).transform((v) => v === "true");

/** SHA-256 of the local runs' published secret (./local-secret.ts), which a deployment must not use. */
const LOCAL_ACCESS_TOKEN_SECRET_SHA256 = "ccbdc2e23bb37d848fc67a253a92b799563c984649e1baa33e5d5cb4a74b2972";

const SECRET_ADVICE =
  "set ACCESS_TOKEN_SECRET to a random value of at least 32 characters kept in Key Vault (e.g. the output of `openssl rand -base64 48`)";

/**
 * A local run (`npm start`, `npm test`) is one whose database is on this machine: a deployed API cannot reach
 * a Cosmos DB on its own loopback address, so no deployment passes for a local run.
 */
function isLocalRun(cosmosEndpoint: string): boolean {
  return ["localhost", "127.0.0.1", "[::1]"].includes(new URL(cosmosEndpoint).hostname);
}

/** Outside local runs: why this value cannot be the access token secret, if it cannot. */
function publicSecretProblem(secret: string): string | undefined {
  if (createHash("sha256").update(secret).digest("hex") === LOCAL_ACCESS_TOKEN_SECRET_SHA256)
    return `is the local development secret published in this repository; ${SECRET_ADVICE}`;
  // "secret" repeated, one character 32 times: long enough, but guessable.
  if (new Set(secret).size < 10)
    return `is too simple to be a secret (fewer than 10 different characters); ${SECRET_ADVICE}`;
  return undefined;
}

/** FEATURE_SHOW_PO_SELECTION etc.: the spec's show-* settings, one variable each. */
export function featureEnvName(flag: FeatureFlag): string {
  return `FEATURE_${flag.replace(/([A-Z])/g, "_$1").toUpperCase()}`;
}

const EnvSchema = z
  .object({
    COSMOS_ENDPOINT: z.url(),
    /** The account key: the local stand-in's. Without it the API signs in as its managed identity. */
    COSMOS_KEY: z.string().min(1).optional(),
    COSMOS_DATABASE: z.string().min(1).default("aql-portal"),
    /** A connection string with the account key: the local stand-ins (Azurite). */
    STORAGE_CONNECTION_STRING: z.string().min(1).optional(),
    /**
     * Or the account's service endpoints, reached as the managed identity: the same settings the Functions host
     * reads for the queue trigger's identity-based connection named `STORAGE`.
     */
    STORAGE__blobServiceUri: z.url().optional(),
    STORAGE__queueServiceUri: z.url().optional(),
    TENANT_ID: z.string().min(1).default("demo"),
    PRODUCT_NAME: z.string().min(1).default("AQL Portal"),
    CUSTOMER_NAME: z.string().min(1).default("Demo Retail"),
    AUTH_MODE: z.enum(["oidc", "entra"]),
    /** oidc: the provider's issuer URL; entra: https://login.microsoftonline.com/{tenant}/v2.0 */
    AUTH_ISSUER: z.url(),
    AUTH_CLIENT_ID: z.string().min(1),
    /**
     * Signs the API's own access tokens (HS256): at least 32 characters of secret; outside local runs not the
     * repository's local secret nor a guessable one.
     */
    ACCESS_TOKEN_SECRET: z.string().min(32, "must be at least 32 characters"),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
    /**
     * How long unfinished work (an import job, an inspection's analytics update) may go untouched before another
     * process takes it as abandoned — its host stopped — and rolls it forward (docs/decisions/import-jobs.md).
     */
    ROLL_FORWARD_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /**
     * How long an instance may answer from the signed-in caller's user as it read it (docs/decisions/caching.md):
     * a block, role change, reset or logout made on another instance applies within this bound (0: read every time).
     */
    SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(30).default(5),
    /** How long an instance serves a reference list from memory before reading it again (seeding elsewhere). */
    REFERENCE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /** JSON array of menu entries replacing the standard menu (spec §2 "Default page"). */
    MENU_JSON: z.string().optional(),
    // Power BI Embedded (docs/decisions/powerbi.md): all of these, or none (the tabs show the portal's charts).
    POWERBI_WORKSPACE_ID: z.uuid("must be the workspace's id (a GUID)").optional(),
    /** JSON object: analytics tab name → the report id embedded in its place, e.g. {"Supplier Analysis": "…"}. */
    POWERBI_REPORTS: z.string().optional(),
    /** The Entra directory of the service principal that calls Power BI. */
    POWERBI_TENANT_ID: z.string().min(1).optional(),
    POWERBI_CLIENT_ID: z.string().min(1).optional(),
    POWERBI_CLIENT_SECRET: z.string().min(1).optional(),
    POWERBI_AUTHORITY_HOST: z.url().default("https://login.microsoftonline.com"),
    POWERBI_API_URL: z.url().default("https://api.powerbi.com"),
    /**
     * Where people open the portal (e.g. https://aql.example.com): the links in e-mails and webhook payloads.
     * Required to send e-mail.
     */
    PORTAL_URL: z.url().optional(),
    /**
     * How notifications are e-mailed (docs/decisions/notifications.md): `acs`, Azure Communication Services
     * Email as the managed identity; `smtp`, an SMTP server (the local stack's MailDev); unset, not at all (the
     * portal's bell still tells people).
     */
    MAIL_MODE: z.enum(["acs", "smtp"]).optional(),
    /**
     * The sender: with smtp, e.g. `AQL Portal <notifications@aql.example.com>`; with acs, a bare address of the
     * verified domain (`DoNotReply@…`), whose display name the sender username gives.
     */
    MAIL_FROM: z.string().min(3).optional(),
    /** acs: the Communication Services resource's endpoint, https://<name>.communication.azure.com */
    ACS_EMAIL_ENDPOINT: z.url().optional(),
    /** smtp: host and port of the server. */
    SMTP_HOST: z.string().min(1).optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
    /** The hour (0–23, in the tenant's time zone) the daily digest of notifications is sent. */
    DIGEST_HOUR: z.coerce
      .number({ message: "must be an hour from 0 to 23" })
      .int("must be an hour from 0 to 23")
      .min(0, "must be an hour from 0 to 23")
      .max(23, "must be an hour from 0 to 23")
      .default(7),
    /**
     * Allows webhook endpoints on loopback addresses (127.0.0.0/8, ::1), over plain HTTP: the local stack's tests
     * receive on a server of their own. Private, link-local and other ranges stay refused. Never set in a
     * deployment (server-side request forgery).
     */
    WEBHOOKS_ALLOW_LOOPBACK: bool.default(false),
  })
  .superRefine((env, ctx) => {
    for (const problem of storageProblems(env)) ctx.addIssue({ code: "custom", ...problem });
    // App Service leaves a Key Vault reference it cannot resolve as it is: never take its text for the secret.
    for (const [key, value] of Object.entries(env)) {
      if (typeof value === "string" && value.startsWith("@Microsoft.KeyVault(")) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message:
            'is a Key Vault reference that was not resolved: set the secret in the vault and give the Function App\'s identity Key Vault Secrets User (README "Deploying to Azure")',
        });
      }
    }
    const secretProblem = isLocalRun(env.COSMOS_ENDPOINT)
      ? undefined
      : publicSecretProblem(env.ACCESS_TOKEN_SECRET);
    if (secretProblem)
      ctx.addIssue({ code: "custom", path: ["ACCESS_TOKEN_SECRET"], message: secretProblem });
    const powerBi = [
      "POWERBI_WORKSPACE_ID",
      "POWERBI_REPORTS",
      "POWERBI_TENANT_ID",
      "POWERBI_CLIENT_ID",
      "POWERBI_CLIENT_SECRET",
    ] as const;
    const given = powerBi.filter((key) => env[key] !== undefined);
    if (given.length > 0 && given.length < powerBi.length) {
      for (const key of powerBi.filter((k) => env[k] === undefined)) {
        ctx.addIssue({ code: "custom", path: [key], message: `is required with ${given.join(", ")}` });
      }
    }
    if (env.POWERBI_REPORTS !== undefined) {
      const parsed = PowerBiReportsSchema.safeParse(safeJson(env.POWERBI_REPORTS));
      if (!parsed.success) {
        ctx.addIssue({
          code: "custom",
          path: ["POWERBI_REPORTS"],
          message: `must be a JSON object of analytics tab names (${ANALYTICS_TABS.join(", ")}) to report ids: ${parsed.error.issues.map((i) => [i.path.join("."), i.message].filter(Boolean).join(" ")).join("; ")}`,
        });
      }
    }
    for (const problem of mailProblems(env)) ctx.addIssue({ code: "custom", ...problem });
    if (env.WEBHOOKS_ALLOW_LOOPBACK && !isLocalRun(env.COSMOS_ENDPOINT)) {
      ctx.addIssue({
        code: "custom",
        path: ["WEBHOOKS_ALLOW_LOOPBACK"],
        message: "is for the local stack only: a deployment must not deliver webhooks to loopback addresses",
      });
    }
    if (env.MENU_JSON === undefined) return;
    try {
      const parsed = z.array(MenuEntrySchema).safeParse(JSON.parse(env.MENU_JSON));
      if (!parsed.success)
        ctx.addIssue({ code: "custom", path: ["MENU_JSON"], message: parsed.error.message });
    } catch {
      ctx.addIssue({ code: "custom", path: ["MENU_JSON"], message: "is not valid JSON" });
    }
  });

/** E-mail needs a sender, the portal's address for its links, and what its mode reaches. */
function mailProblems(env: {
  MAIL_MODE?: "acs" | "smtp" | undefined;
  MAIL_FROM?: string | undefined;
  PORTAL_URL?: string | undefined;
  ACS_EMAIL_ENDPOINT?: string | undefined;
  SMTP_HOST?: string | undefined;
  SMTP_PORT?: number | undefined;
}): { path: string[]; message: string }[] {
  if (env.MAIL_MODE === undefined) return [];
  const needed = {
    MAIL_FROM: env.MAIL_FROM,
    PORTAL_URL: env.PORTAL_URL,
    ...(env.MAIL_MODE === "acs"
      ? { ACS_EMAIL_ENDPOINT: env.ACS_EMAIL_ENDPOINT }
      : { SMTP_HOST: env.SMTP_HOST, SMTP_PORT: env.SMTP_PORT }),
  };
  const missing = Object.entries(needed)
    .filter(([, value]) => value === undefined)
    .map(([key]) => ({ path: [key], message: `is required with MAIL_MODE=${env.MAIL_MODE}` }));
  // Communication Services takes a bare address; the name people see is its sender username's display name.
  const named =
    env.MAIL_MODE === "acs" && env.MAIL_FROM !== undefined && !/^[^\s<>@]+@[^\s<>@]+$/.test(env.MAIL_FROM);
  return named
    ? [
        ...missing,
        {
          path: ["MAIL_FROM"],
          message:
            "must be a bare address of the verified domain with MAIL_MODE=acs (e.g. DoNotReply@<domain>): the name shown is the sender username's",
        },
      ]
    : missing;
}

const STORAGE_URIS = ["STORAGE__blobServiceUri", "STORAGE__queueServiceUri"] as const;

/** Storage is reached one way: a connection string (local stand-ins), or both service endpoints (an identity). */
function storageProblems(env: {
  STORAGE_CONNECTION_STRING?: string | undefined;
  STORAGE__blobServiceUri?: string | undefined;
  STORAGE__queueServiceUri?: string | undefined;
}): { path: string[]; message: string }[] {
  const uris = STORAGE_URIS.filter((key) => env[key] !== undefined);
  if (env.STORAGE_CONNECTION_STRING !== undefined) {
    return uris.map((key) => ({
      path: [key],
      message:
        "is given with STORAGE_CONNECTION_STRING: set the connection string (local stand-ins) or the service endpoints (managed identity), not both",
    }));
  }
  if (uris.length === 0) {
    return [
      {
        path: ["STORAGE_CONNECTION_STRING"],
        message:
          "is required, or STORAGE__blobServiceUri and STORAGE__queueServiceUri to reach the storage account as the managed identity",
      },
    ];
  }
  return STORAGE_URIS.filter((key) => env[key] === undefined).map((key) => ({
    path: [key],
    message: `is required with ${uris.join(", ")} (the account's ${key === "STORAGE__blobServiceUri" ? "blob" : "queue"} endpoint, e.g. https://<account>.${key === "STORAGE__blobServiceUri" ? "blob" : "queue"}.core.windows.net)`,
  }));
}

const PowerBiReportsSchema = z
  .partialRecord(
    z.enum(ANALYTICS_TABS as [AnalyticsTabName, ...AnalyticsTabName[]]),
    z.uuid("must be a report id (a GUID)"),
  )
  .refine((reports) => Object.keys(reports).length > 0, "name at least one tab");

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export interface Config {
  /** `key` null: the API signs in to Cosmos DB as its managed identity (DefaultAzureCredential). */
  cosmos: CosmosSettings;
  storage: StorageConfig;
  tenantId: string;
  productName: string;
  customerName: string;
  auth: { mode: "oidc" | "entra"; issuer: string; clientId: string };
  accessToken: { secret: Uint8Array; ttlSeconds: number };
  /** Unfinished work untouched this long is rolled forward by whoever finds it. */
  rollForwardAfterSeconds: number;
  /** The bounds of the per-instance caches, in seconds (0: none). */
  cacheSeconds: { session: number; reference: number };
  menuJson: string | undefined;
  features: Record<FeatureFlag, boolean>;
  /** Set when the deployment embeds Power BI reports in (some of) the analytics tabs. */
  powerBi: PowerBiConfig | null;
  /** Where people open the portal, for links sent outside it (null: not set; e-mail is then off). */
  portalUrl: string | null;
  /** How notifications are e-mailed; null: they are not (docs/decisions/notifications.md). */
  mail: MailConfig | null;
  /** The hour (tenant's time zone) the daily digest goes out. */
  digestHour: number;
  /** Local stack only: webhooks may go to loopback addresses, over HTTP. */
  webhooksAllowLoopback: boolean;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses settings once; a missing or bad one stops start-up with a message naming each. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = EnvSchema.safeParse(env);
  const problems = result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  const features = {} as Record<FeatureFlag, boolean>;
  for (const flag of FEATURE_FLAGS) {
    const name = featureEnvName(flag);
    const value = bool.optional().safeParse(env[name]);
    if (value.success) features[flag] = value.data ?? FEATURE_DEFAULTS[flag];
    else problems.push(`${name}: must be "true" or "false"`);
  }
  if (!result.success || problems.length > 0) {
    throw new ConfigError(`Invalid API configuration:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  }
  const e = result.data;
  return {
    cosmos: { endpoint: e.COSMOS_ENDPOINT, key: e.COSMOS_KEY ?? null, database: e.COSMOS_DATABASE },
    storage: e.STORAGE_CONNECTION_STRING
      ? { connectionString: e.STORAGE_CONNECTION_STRING }
      : {
          // Both are present: storageProblems refused the settings otherwise.
          blobServiceUri: e.STORAGE__blobServiceUri ?? "",
          queueServiceUri: e.STORAGE__queueServiceUri ?? "",
        },
    tenantId: e.TENANT_ID,
    productName: e.PRODUCT_NAME,
    customerName: e.CUSTOMER_NAME,
    auth: { mode: e.AUTH_MODE, issuer: e.AUTH_ISSUER, clientId: e.AUTH_CLIENT_ID },
    accessToken: {
      secret: new TextEncoder().encode(e.ACCESS_TOKEN_SECRET),
      ttlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    },
    rollForwardAfterSeconds: e.ROLL_FORWARD_AFTER_SECONDS,
    cacheSeconds: { session: e.SESSION_CACHE_SECONDS, reference: e.REFERENCE_CACHE_SECONDS },
    menuJson: e.MENU_JSON,
    features,
    powerBi:
      e.POWERBI_WORKSPACE_ID &&
      e.POWERBI_REPORTS &&
      e.POWERBI_TENANT_ID &&
      e.POWERBI_CLIENT_ID &&
      e.POWERBI_CLIENT_SECRET
        ? {
            workspaceId: e.POWERBI_WORKSPACE_ID,
            reports: PowerBiReportsSchema.parse(JSON.parse(e.POWERBI_REPORTS)),
            tenantId: e.POWERBI_TENANT_ID,
            clientId: e.POWERBI_CLIENT_ID,
            clientSecret: e.POWERBI_CLIENT_SECRET,
            authorityHost: e.POWERBI_AUTHORITY_HOST.replace(/\/+$/, ""),
            apiUrl: e.POWERBI_API_URL.replace(/\/+$/, ""),
          }
        : null,
    portalUrl: e.PORTAL_URL?.replace(/\/+$/, "") ?? null,
    mail: mailConfig(e),
    digestHour: e.DIGEST_HOUR,
    webhooksAllowLoopback: e.WEBHOOKS_ALLOW_LOOPBACK,
  };
}

/** The mail settings whole (mailProblems refused them otherwise). */
function mailConfig(e: z.output<typeof EnvSchema>): MailConfig | null {
  const from = e.MAIL_FROM ?? "";
  if (e.MAIL_MODE === "acs") return { mode: "acs", from, endpoint: e.ACS_EMAIL_ENDPOINT ?? "" };
  if (e.MAIL_MODE === "smtp") return { mode: "smtp", from, host: e.SMTP_HOST ?? "", port: e.SMTP_PORT ?? 25 };
  return null;
}

/**
 * The app setting the Functions host reads the queue trigger's storage from: the connection string, or (with
 * the managed identity) the prefix of `STORAGE__queueServiceUri`, an identity-based connection.
 */
export function queueTriggerConnection(storage: StorageConfig): string {
  return storage.connectionString === undefined ? "STORAGE" : "STORAGE_CONNECTION_STRING";
}
