import type { ContainerDefinition } from "@azure/cosmos";
import * as pulumi from "@pulumi/pulumi";
import { fileURLToPath } from "node:url";
import { BLOB_CONTAINERS } from "@aql-portal/api/blobs";
import { parseConfig, queueTriggerConnection } from "@aql-portal/api/config";
import { CONTAINERS } from "@aql-portal/api/cosmos";
import { allQueueNames } from "@aql-portal/api/queues";
import {
  COSMOS_DATA_CONTRIBUTOR,
  DEPLOYMENT_CONTAINER,
  portalInfrastructure,
  ROLES,
  SECRETS,
} from "./portal";
import { parseInfraSettings, type InfraSettings } from "./settings";

/** One resource as the program declares it: its type token, logical name and inputs (outputs resolved). */
export interface DeclaredResource {
  type: string;
  name: string;
  inputs: Record<string, unknown>;
}

/** What a resource is called in Azure, by type: the input that names it. */
const NAME_INPUT: Record<string, string> = {
  "azure-native:resources:ResourceGroup": "resourceGroupName",
  "azure-native:storage:StorageAccount": "accountName",
  "azure-native:cosmosdb:DatabaseAccount": "accountName",
  "azure-native:cosmosdb:SqlResourceSqlDatabase": "databaseName",
  "azure-native:keyvault:Vault": "vaultName",
  "azure-native:applicationinsights:Component": "resourceName",
  "azure-native:operationalinsights:Workspace": "workspaceName",
  "azure-native:web:WebApp": "name",
  "azure-native:web:StaticSite": "name",
  "azure-native:web:AppServicePlan": "name",
  "azure-native:communication:EmailService": "emailServiceName",
  "azure-native:communication:CommunicationService": "communicationServiceName",
};

/** Settings that would hold a key: the local stand-ins' (api/src/lib/config.ts) and the runtime's keyed one. */
const KEY_SETTINGS = ["COSMOS_KEY", "STORAGE_CONNECTION_STRING", "AzureWebJobsStorage"];

/** The managed identity the mocked Function App is given. */
const API_PRINCIPAL = "00000000-0000-4000-8000-00000000a9e1";

/**
 * Runs the Pulumi program with Pulumi's own mocks in place of the engine and Azure: every resource is declared
 * with its inputs resolved, nothing is created, no plugin is loaded and nothing is downloaded. Azure's computed
 * values (endpoints, the identity) are filled in as Azure would shape them.
 */
export async function declaredResources(settings: InfraSettings): Promise<DeclaredResource[]> {
  const declared: DeclaredResource[] = [];
  await pulumi.runtime.setMocks(
    {
      newResource: (args) => {
        const inputs = args.inputs as Record<string, unknown>;
        declared.push({ type: args.type, name: args.name, inputs });
        const named = inputs[NAME_INPUT[args.type] ?? "name"];
        const name = typeof named === "string" ? named : args.name;
        return { id: `${args.name}-id`, state: { ...inputs, name, ...computed(args.type, name) } };
      },
      call: () => ({
        subscriptionId: "00000000-0000-4000-8000-000000000001",
        tenantId: "00000000-0000-4000-8000-000000000002",
        objectId: "00000000-0000-4000-8000-000000000003",
        clientId: "00000000-0000-4000-8000-000000000004",
      }),
    },
    "aql-portal",
    "check",
    false,
  );
  const outputs = portalInfrastructure(settings);
  await new Promise((resolve) => pulumi.all(Object.values(outputs)).apply(resolve));
  // Resources whose inputs wait on others register a moment later: wait until no more arrive.
  for (let seen = -1; seen !== declared.length;) {
    seen = declared.length;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return declared;
}

function computed(type: string, name: string): Record<string, unknown> {
  switch (type) {
    case "azure-native:storage:StorageAccount":
      return {
        primaryEndpoints: {
          blob: `https://${name}.blob.core.windows.net/`,
          queue: `https://${name}.queue.core.windows.net/`,
        },
      };
    case "azure-native:cosmosdb:DatabaseAccount":
      return { documentEndpoint: `https://${name}.documents.azure.com:443/` };
    case "azure-native:applicationinsights:Component":
      return {
        connectionString:
          "InstrumentationKey=00000000-0000-4000-8000-000000000005;IngestionEndpoint=https://uksouth-1.in.applicationinsights.azure.com/",
      };
    case "azure-native:web:WebApp":
      return { identity: { type: "SystemAssigned", principalId: API_PRINCIPAL } };
    case "azure-native:web:StaticSite":
      return { defaultHostname: `${name}.azurestaticapps.net` };
    case "azure-native:communication:Domain":
      return { mailFromSenderDomain: "0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0.azurecomm.net" };
    case "azure-native:communication:CommunicationService":
      return { hostName: `${name}.uk.communication.azure.com` };
    default:
      return {};
  }
}

/**
 * What is wrong with the declared resources, in words: each of the API's containers, blob containers and queues
 * (from its own lists) present as the API defines it; no keys anywhere; the Function App on Flex Consumption
 * with Node 22, its settings accepted by the API's own start-up check; each role its identity needs.
 */
export function problemsOf(resources: readonly DeclaredResource[]): string[] {
  const problems: string[] = [];
  const expect = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  const ofType = (type: string) => resources.filter((r) => r.type === `azure-native:${type}`);
  const one = (type: string, name: string) => ofType(type).find((r) => r.name === name);
  const at = (value: unknown, path: string): unknown =>
    path
      .split(".")
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);

  // Cosmos DB: every container of api/src/data/cosmos.ts, as defined there.
  const containers = ofType("cosmosdb:SqlResourceSqlContainer");
  for (const definition of Object.values(CONTAINERS) as ContainerDefinition[]) {
    const found = containers.find((c) => c.inputs.containerName === definition.id);
    if (!found) {
      problems.push(`Cosmos DB container ${definition.id} is missing`);
      continue;
    }
    const resource = found.inputs.resource as Record<string, unknown>;
    const same = (path: string, wanted: unknown, what: string) =>
      expect(
        canonical(at(resource, path)) === canonical(wanted),
        `Cosmos DB container ${definition.id}: its ${what} differs from api/src/data/cosmos.ts`,
      );
    same("partitionKey.paths", definition.partitionKey?.paths, "partition key");
    same("uniqueKeyPolicy.uniqueKeys", definition.uniqueKeyPolicy?.uniqueKeys, "unique keys");
    same("indexingPolicy.compositeIndexes", definition.indexingPolicy?.compositeIndexes, "composite indexes");
    same("indexingPolicy.includedPaths", definition.indexingPolicy?.includedPaths, "included paths");
    same("indexingPolicy.excludedPaths", definition.indexingPolicy?.excludedPaths, "excluded paths");
    same("defaultTtl", definition.defaultTtl, "time to live");
  }
  expect(
    containers.length === Object.keys(CONTAINERS).length,
    `Cosmos DB has ${containers.length} containers, the API defines ${Object.keys(CONTAINERS).length}`,
  );
  const cosmos = ofType("cosmosdb:DatabaseAccount")[0];
  expect(cosmos?.inputs.disableLocalAuth === true, "Cosmos DB accepts its keys (disableLocalAuth is not on)");
  expect(at(cosmos?.inputs, "backupPolicy.type") === "Continuous", "Cosmos DB has no continuous backup");
  expect(
    at(ofType("cosmosdb:SqlResourceSqlDatabase")[0]?.inputs, "options.autoscaleSettings.maxThroughput") !==
      undefined,
    "the Cosmos DB database has no autoscale throughput",
  );

  // Storage: the API's blob containers (private) and queues with their poison queues, in the data account.
  const dataAccount = one("storage:StorageAccount", "data")?.inputs.accountName;
  for (const name of Object.values(BLOB_CONTAINERS)) {
    const found = ofType("storage:BlobContainer").find(
      (c) => c.inputs.containerName === name && c.inputs.accountName === dataAccount,
    );
    expect(found?.inputs.publicAccess === "None", `blob container ${name} is missing or not private`);
  }
  for (const name of allQueueNames()) {
    expect(
      ofType("storage:Queue").some(
        (q) => q.inputs.queueName === name && q.inputs.accountName === dataAccount,
      ),
      `queue ${name} is missing`,
    );
  }
  for (const account of ofType("storage:StorageAccount")) {
    expect(
      account.inputs.allowSharedKeyAccess === false,
      `storage account ${account.name} accepts shared keys`,
    );
    expect(
      account.inputs.allowBlobPublicAccess === false,
      `storage account ${account.name} allows public blobs`,
    );
  }
  expect(
    ofType("storage:BlobContainer").some((c) => c.inputs.containerName === DEPLOYMENT_CONTAINER),
    "the Function App's deployment container is missing",
  );

  // The Function App: Flex Consumption, Node 22, settings the API accepts, no keys.
  const api = one("web:WebApp", "api");
  const plan = one("web:AppServicePlan", "plan");
  expect(
    at(plan?.inputs, "sku.tier") === "FlexConsumption",
    "the Function App's plan is not Flex Consumption",
  );
  expect(api?.inputs.kind === "functionapp,linux", "the Function App is not a Linux function app");
  expect(
    JSON.stringify(at(api?.inputs, "functionAppConfig.runtime")) ===
      JSON.stringify({ name: "node", version: "22" }),
    "the Function App does not run Node 22",
  );
  expect(at(api?.inputs, "identity.type") === "SystemAssigned", "the Function App has no managed identity");
  const settings = Object.fromEntries(
    ((at(api?.inputs, "siteConfig.appSettings") ?? []) as { name: string; value: string }[]).map((s) => [
      s.name,
      s.value,
    ]),
  );
  for (const [name, value] of Object.entries(settings)) {
    expect(
      !KEY_SETTINGS.includes(name) && !/AccountKey=|SharedAccessSignature=/i.test(value),
      `the Function App's setting ${name} holds a key or connection string`,
    );
    const reference = /^@Microsoft\.KeyVault\(VaultName=[^;]+;SecretName=([^)]+)\)$/.exec(value);
    if (value.startsWith("@Microsoft.KeyVault"))
      expect(
        (Object.values(SECRETS) as string[]).includes(reference?.[1] ?? ""),
        `the Function App's setting ${name} refers to a secret the vault is not meant to hold: ${value}`,
      );
  }
  try {
    // What App Service hands the API once the Key Vault references are resolved.
    const config = parseConfig(
      Object.fromEntries(
        Object.entries(settings).map(([name, value]) => [
          name,
          value.startsWith("@Microsoft.KeyVault") ? "resolved-Secret-0123456789-abcdefghijklmnop" : value,
        ]),
      ),
    );
    expect(config.cosmos.key === null, "the API would reach Cosmos DB with a key");
    expect(
      queueTriggerConnection(config.storage) === "STORAGE" && settings.STORAGE__queueServiceUri !== undefined,
      "the queue trigger would not use the identity-based connection STORAGE",
    );
  } catch (error) {
    problems.push(`the API would refuse the Function App's settings: ${String(error)}`);
  }

  // The Static Web App, its /api backend the Function App.
  const site = one("web:StaticSite", "web");
  expect(
    at(site?.inputs, "sku.name") === "Standard",
    "the Static Web App is not on the Standard plan (no linked backend)",
  );
  expect(
    ofType("web:StaticSiteLinkedBackend").some((b) => b.inputs.backendResourceId === "api-id"),
    "the Function App is not linked as the Static Web App's backend",
  );

  // Roles: what the API's identity needs, on what.
  const roles = ofType("authorization:RoleAssignment");
  const granted = (role: string, scope: string) =>
    roles.some(
      (r) =>
        r.inputs.principalId === API_PRINCIPAL &&
        r.inputs.scope === scope &&
        String(r.inputs.roleDefinitionId).endsWith(`/${role}`),
    );
  const needed: [keyof typeof ROLES, string][] = [
    ["storageBlobDataContributor", "data-id"],
    ["storageQueueDataContributor", "data-id"],
    ["storageBlobDataOwner", "runtime-id"],
    ["keyVaultSecretsUser", "vault-id"],
    ["monitoringMetricsPublisher", "insights-id"],
    ["contributor", "communication-id"],
  ];
  for (const [role, scope] of needed) {
    expect(granted(ROLES[role], scope), `the API's identity lacks ${role} on ${scope.replace(/-id$/, "")}`);
  }
  expect(
    ofType("cosmosdb:SqlResourceSqlRoleAssignment").some(
      (r) =>
        r.inputs.principalId === API_PRINCIPAL &&
        String(r.inputs.roleDefinitionId).endsWith(`/sqlRoleDefinitions/${COSMOS_DATA_CONTRIBUTOR}`),
    ),
    "the API's identity is not a Cosmos DB data contributor",
  );
  const vault = ofType("keyvault:Vault")[0];
  expect(
    at(vault?.inputs, "properties.enableRbacAuthorization") === true,
    "the Key Vault does not use Azure RBAC",
  );
  return problems;
}

/** A value as JSON with every object's keys in order, so that equal values compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, node: unknown) =>
    node && typeof node === "object" && !Array.isArray(node)
      ? Object.fromEntries(Object.entries(node).sort(([a], [b]) => a.localeCompare(b)))
      : node,
  );
}

/** A deployment's settings as an operator would set them, every optional part included. */
export const EXAMPLE_SETTINGS = parseInfraSettings(
  (key) =>
    ({
      prefix: "aqlretailer",
      location: "uksouth",
      staticWebAppLocation: "westeurope",
      tenantId: "retailer",
      customerName: "Retailer",
      entraTenantId: "72f988bf-86f1-41af-91ab-2d7cd011db47",
      entraClientId: "5b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d",
      features: { showPackaging: true, showDownloads: true },
      powerBi: {
        workspaceId: "2f0a6c1e-9b7d-4c1a-8d3e-5f6a7b8c9d0e",
        reports: { "Supplier Analysis": "6b1d2f4a-3c5e-4f70-9a8b-1c2d3e4f5a6b" },
        tenantId: "72f988bf-86f1-41af-91ab-2d7cd011db47",
        clientId: "0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d",
      },
      operatorPrincipalIds: ["9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a"],
    })[key],
);

// `npm run infra:check`: declares the whole infrastructure offline and says what is wrong with it, if anything.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const resources = await declaredResources(EXAMPLE_SETTINGS);
  const problems = problemsOf(resources);
  const byType = new Map<string, number>();
  for (const r of resources) byType.set(r.type, (byType.get(r.type) ?? 0) + 1);
  console.log(
    `Infrastructure declared offline: ${resources.length} resources (${[...byType]
      .map(([type, count]) => `${count} ${type.replace("azure-native:", "")}`)
      .join(", ")}).`,
  );
  if (problems.length > 0) {
    console.error(`${problems.length} problems:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    process.exit(1);
  }
  console.log("No problems: every container, blob container and queue of the API, no keys, every role.");
}
