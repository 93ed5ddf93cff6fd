import { FEATURE_FLAGS } from "@aql-portal/shared";
import { featureEnvName } from "@aql-portal/api/config";
import { z } from "zod";

/**
 * A deployment's settings (`pulumi config set aql-portal:<name> …`, kept in infra/Pulumi.<stack>.yaml): who it
 * serves and how far it may scale. No secret is among them: those are set in Key Vault (README "Deploying to
 * Azure"), never in the stack's state.
 */
const InfraSettingsSchema = z.object({
  /** Starts every resource's name: lower-case letters and digits (storage and Key Vault names allow no more). */
  prefix: z
    .string()
    .regex(/^[a-z][a-z0-9]{2,15}$/, "must be 3–16 lower-case letters and digits, starting with a letter"),
  /** The region of everything but the Static Web App (one with Flex Consumption, e.g. uksouth). */
  location: z.string().min(1),
  /** Static Web Apps run in a few regions only (westeurope, eastus2, centralus, westus2, eastasia). */
  staticWebAppLocation: z.enum(["westeurope", "eastus2", "centralus", "westus2", "eastasia"]),
  /** The retailer tenant this deployment serves (the API's TENANT_ID) and its name in the page title. */
  tenantId: z.string().min(1),
  customerName: z.string().min(1),
  /** The Entra ID app registration users sign in with (README "Deploying to Azure"). */
  entraTenantId: z.uuid("must be the Entra directory (tenant) id, a GUID"),
  entraClientId: z.uuid("must be the app registration's application (client) id, a GUID"),
  /** Cosmos DB autoscale: the database's throughput ranges from a tenth of this to this (docs/decisions/azure-deployment.md). */
  cosmosMaxThroughput: z.number().int().min(1000).max(1_000_000).multipleOf(1000).default(4000),
  /** The Function App's scale-out ceiling (Flex Consumption: 40–1000). */
  maximumInstanceCount: z.number().int().min(40).max(1000).default(100),
  /** Where people open the portal, for e-mails' and webhooks' links (default: the Static Web App's own address). */
  portalUrl: z.url().optional(),
  /** Where Communication Services keeps e-mail data ("UK", "Europe", "United States"…). */
  emailDataLocation: z.string().min(1).default("UK"),
  /** The hour (0–23, UK time) the daily digest of notifications goes out. */
  digestHour: z.number().int().min(0).max(23).default(7),
  /** The spec's optional pages, by feature name (showPackaging…), as the API's FEATURE_* settings. */
  features: z.partialRecord(z.enum(FEATURE_FLAGS), z.boolean()).default({}),
  /** Power BI embedding (docs/decisions/powerbi.md): its secret is the Key Vault's `powerbi-client-secret`. */
  powerBi: z
    .object({
      workspaceId: z.uuid(),
      reports: z.record(z.string(), z.uuid()),
      tenantId: z.string().min(1),
      clientId: z.string().min(1),
    })
    .optional(),
  /**
   * Entra object ids of the people or pipelines who run the one-time commands (`npm run seed`, `npm run
   * admin:create`) and set the Key Vault's secrets: given the same data roles as the API, and Key Vault
   * Secrets Officer.
   */
  operatorPrincipalIds: z.array(z.uuid()).default([]),
});
export type InfraSettings = z.infer<typeof InfraSettingsSchema>;

/** Settings read from the stack's configuration, checked: a bad one stops `pulumi up` naming it. */
export function parseInfraSettings(read: (key: string) => unknown): InfraSettings {
  const keys = Object.keys(InfraSettingsSchema.shape);
  const result = InfraSettingsSchema.safeParse(Object.fromEntries(keys.map((key) => [key, read(key)])));
  if (!result.success) {
    throw new Error(
      `Invalid stack settings (pulumi config set aql-portal:<name> …):\n${result.error.issues
        .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
        .join("\n")}`,
    );
  }
  return result.data;
}

/** The API's FEATURE_* settings for the features a deployment names. */
export function featureSettings(features: InfraSettings["features"]): Record<string, string> {
  return Object.fromEntries(
    FEATURE_FLAGS.filter((flag) => features[flag] !== undefined).map((flag) => [
      featureEnvName(flag),
      String(features[flag]),
    ]),
  );
}
