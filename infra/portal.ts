import * as applicationinsights from "@pulumi/azure-native/applicationinsights/index.js";
import * as authorization from "@pulumi/azure-native/authorization/index.js";
import * as communication from "@pulumi/azure-native/communication/index.js";
import * as cosmosdb from "@pulumi/azure-native/cosmosdb/index.js";
import * as keyvault from "@pulumi/azure-native/keyvault/index.js";
import * as operationalinsights from "@pulumi/azure-native/operationalinsights/index.js";
import * as resources from "@pulumi/azure-native/resources/index.js";
import * as storage from "@pulumi/azure-native/storage/index.js";
import * as web from "@pulumi/azure-native/web/index.js";
import * as pulumi from "@pulumi/pulumi";
import type { ContainerDefinition } from "@azure/cosmos";
import type { cosmosdb as cosmosInputs } from "@pulumi/azure-native/types/input.js";
import { BLOB_CONTAINERS } from "@aql-portal/api/blobs";
import { CONTAINERS } from "@aql-portal/api/cosmos";
import { allQueueNames } from "@aql-portal/api/queues";
import { featureSettings, type InfraSettings } from "./settings";

/** Azure's built-in roles the portal's identities are given (their ids are the same in every tenant). */
export const ROLES = {
  storageBlobDataOwner: "b7e6dc6d-f1e8-4753-8033-0f276bb0955b",
  storageBlobDataContributor: "ba92f5b4-2d11-453d-a403-e96b0029c9fe",
  storageQueueDataContributor: "974c5e8b-45b9-4653-ba55-5f855dd0fb88",
  keyVaultSecretsUser: "4633458b-17de-408a-b874-0445c86b69e6",
  keyVaultSecretsOfficer: "b86a8fe4-44ce-4948-aee5-eccb2c155cd7",
  monitoringMetricsPublisher: "3913510d-42f4-4e42-8a64-420c390055eb",
  /** On the Communication Services resource only: sending e-mail as an Entra identity needs it (Microsoft's guide). */
  contributor: "b24988ac-6180-42a0-ab88-20f7382dd24c",
} as const;

/** Cosmos DB's data-plane role "Built-in Data Contributor": read and write documents, never keys or containers. */
export const COSMOS_DATA_CONTRIBUTOR = "00000000-0000-0000-0000-000000000002";

/** The Key Vault's secrets: what cannot be an identity. Their values are set by an operator, never by code. */
export const SECRETS = {
  accessTokenSecret: "access-token-secret",
  powerBiClientSecret: "powerbi-client-secret",
} as const;

/** The blob container Flex Consumption deploys the API's package to (in the runtime's own account). */
export const DEPLOYMENT_CONTAINER = "deployment-package";

/** Bulk downloads' zips live a day (docs/decisions/downloads.md); storage deletes any left after two. */
const DOWNLOADS_BACKSTOP_DAYS = 2;

/**
 * The portal in one resource group: the Static Web App serving the web build, with the Function App (Flex
 * Consumption, Node 22) linked as its /api backend; Cosmos DB for NoSQL with every container of the API's
 * CONTAINERS; a storage account for the API's blobs and queues (BLOB_CONTAINERS, QUEUES and their poison
 * queues) and another for the Functions runtime; Application Insights; a Key Vault for the secrets that cannot
 * be an identity. The Function App reaches all of them as its managed identity: no keys anywhere (the accounts
 * refuse them).
 */
export function portalInfrastructure(settings: InfraSettings) {
  const { prefix, location } = settings;
  const client = authorization.getClientConfigOutput();
  const group = new resources.ResourceGroup("group", { resourceGroupName: `${prefix}-rg`, location });
  const inGroup = { resourceGroupName: group.name, location };

  // Monitoring: a workspace-based Application Insights that takes telemetry only from Entra identities.
  const workspace = new operationalinsights.Workspace("logs", {
    ...inGroup,
    workspaceName: `${prefix}-logs`,
    sku: { name: "PerGB2018" },
    retentionInDays: 90,
  });
  const insights = new applicationinsights.Component("insights", {
    ...inGroup,
    resourceName: `${prefix}-insights`,
    kind: "web",
    applicationType: "web",
    workspaceResourceId: workspace.id,
    disableLocalAuth: true,
  });

  // The API's documents: continuous backup (a restore to any second of the last 30 days), keys refused.
  const cosmos = new cosmosdb.DatabaseAccount("cosmos", {
    ...inGroup,
    accountName: `${prefix}-cosmos`,
    kind: "GlobalDocumentDB",
    databaseAccountOfferType: "Standard",
    consistencyPolicy: { defaultConsistencyLevel: "Session" },
    locations: [{ locationName: location, failoverPriority: 0, isZoneRedundant: false }],
    backupPolicy: { type: "Continuous", continuousModeProperties: { tier: "Continuous30Days" } },
    disableLocalAuth: true,
    disableKeyBasedMetadataWriteAccess: true,
    minimalTlsVersion: "Tls12",
  });
  const database = new cosmosdb.SqlResourceSqlDatabase("database", {
    resourceGroupName: group.name,
    accountName: cosmos.name,
    databaseName: "aql-portal",
    resource: { id: "aql-portal" },
    options: { autoscaleSettings: { maxThroughput: settings.cosmosMaxThroughput } },
  });
  for (const [key, definition] of Object.entries(CONTAINERS)) {
    new cosmosdb.SqlResourceSqlContainer(
      `container-${key}`,
      {
        resourceGroupName: group.name,
        accountName: cosmos.name,
        databaseName: database.name,
        containerName: definition.id,
        resource: containerResource(definition),
      },
      { parent: database },
    );
  }

  // Storage accounts: no anonymous blobs, no shared keys (so no SAS but user delegation), TLS 1.2.
  const storageAccount = (name: string, sku: string) =>
    new storage.StorageAccount(name, {
      ...inGroup,
      accountName: `${prefix}${name}`,
      kind: "StorageV2",
      sku: { name: sku },
      allowBlobPublicAccess: false,
      allowSharedKeyAccess: false,
      defaultToOAuthAuthentication: true,
      minimumTlsVersion: "TLS1_2",
      enableHttpsTrafficOnly: true,
    });
  const privateContainer = (name: string, account: storage.StorageAccount, containerName: string) =>
    new storage.BlobContainer(name, {
      resourceGroupName: group.name,
      accountName: account.name,
      containerName,
      publicAccess: "None",
    });

  // The API's files and queues, zone-redundant; deleted blobs kept a fortnight.
  const data = storageAccount("data", "Standard_ZRS");
  new storage.BlobServiceProperties("data-blobs", {
    resourceGroupName: group.name,
    accountName: data.name,
    blobServicesName: "default",
    deleteRetentionPolicy: { enabled: true, days: 14 },
    containerDeleteRetentionPolicy: { enabled: true, days: 14 },
  });
  for (const [key, name] of Object.entries(BLOB_CONTAINERS)) privateContainer(`blob-${key}`, data, name);
  for (const name of allQueueNames()) {
    new storage.Queue(`queue-${name}`, {
      resourceGroupName: group.name,
      accountName: data.name,
      queueName: name,
    });
  }
  new storage.ManagementPolicy("data-lifecycle", {
    resourceGroupName: group.name,
    accountName: data.name,
    managementPolicyName: "default",
    policy: {
      rules: [
        {
          name: "downloads-backstop",
          type: "Lifecycle",
          enabled: true,
          definition: {
            filters: { blobTypes: ["blockBlob"], prefixMatch: [`${BLOB_CONTAINERS.downloads}/`] },
            actions: { baseBlob: { delete: { daysAfterModificationGreaterThan: DOWNLOADS_BACKSTOP_DAYS } } },
          },
        },
      ],
    },
  });

  // The Functions runtime's own account: its deployment package, leases and keys (AzureWebJobsStorage).
  const runtime = storageAccount("runtime", "Standard_LRS");
  privateContainer("deployment-package", runtime, DEPLOYMENT_CONTAINER);

  const vault = new keyvault.Vault("vault", {
    ...inGroup,
    vaultName: `${prefix}-kv`,
    properties: {
      tenantId: client.tenantId,
      sku: { family: "A", name: "standard" },
      enableRbacAuthorization: true,
      enableSoftDelete: true,
      softDeleteRetentionInDays: 90,
      enablePurgeProtection: true,
    },
  });
  const secretReference = (secret: string) =>
    pulumi.interpolate`@Microsoft.KeyVault(VaultName=${vault.name};SecretName=${secret})`;

  const plan = new web.AppServicePlan("plan", {
    ...inGroup,
    name: `${prefix}-plan`,
    kind: "functionapp",
    reserved: true,
    sku: { name: "FC1", tier: "FlexConsumption" },
  });
  const site = new web.StaticSite("web", {
    resourceGroupName: group.name,
    location: settings.staticWebAppLocation,
    name: `${prefix}-web`,
    // Linking a Function App as the backend needs the Standard plan.
    sku: { name: "Standard", tier: "Standard" },
    stagingEnvironmentPolicy: "Disabled",
    allowConfigFileUpdates: true,
  });
  // E-mail of notifications (docs/decisions/notifications.md): Communication Services with an Azure-managed
  // domain (DoNotReply@<id>.azurecomm.net; a retailer's own domain is added and verified in the portal), reached
  // as the API's identity.
  const emailService = new communication.EmailService("email", {
    ...inGroup,
    location: "global",
    emailServiceName: `${prefix}-email`,
    dataLocation: settings.emailDataLocation,
  });
  const emailDomain = new communication.Domain("email-domain", {
    resourceGroupName: group.name,
    location: "global",
    emailServiceName: emailService.name,
    domainName: "AzureManagedDomain",
    domainManagement: "AzureManaged",
    userEngagementTracking: "Disabled",
  });
  // The sender: DoNotReply@ the domain, shown as the product's name (ACS takes a bare address as the sender).
  const sender = new communication.SenderUsername("email-sender", {
    resourceGroupName: group.name,
    emailServiceName: emailService.name,
    domainName: emailDomain.name,
    senderUsername: "DoNotReply",
    username: "DoNotReply",
    displayName: "AQL Portal",
  });
  const communicationService = new communication.CommunicationService("communication", {
    ...inGroup,
    location: "global",
    communicationServiceName: `${prefix}-communication`,
    dataLocation: settings.emailDataLocation,
    linkedDomains: [emailDomain.id],
  });
  const appSettings: Record<string, pulumi.Input<string>> = {
    // The runtime's storage, as the app's identity.
    AzureWebJobsStorage__accountName: runtime.name,
    AzureWebJobsStorage__credential: "managedidentity",
    APPLICATIONINSIGHTS_CONNECTION_STRING: insights.connectionString,
    APPLICATIONINSIGHTS_AUTHENTICATION_STRING: "Authorization=AAD",
    // The API's settings (api/src/lib/config.ts): endpoints without keys, so it signs in as its identity.
    COSMOS_ENDPOINT: cosmos.documentEndpoint,
    COSMOS_DATABASE: database.name,
    STORAGE__blobServiceUri: data.primaryEndpoints.blob,
    STORAGE__queueServiceUri: data.primaryEndpoints.queue,
    TENANT_ID: settings.tenantId,
    CUSTOMER_NAME: settings.customerName,
    AUTH_MODE: "entra",
    AUTH_ISSUER: `https://login.microsoftonline.com/${settings.entraTenantId}/v2.0`,
    AUTH_CLIENT_ID: settings.entraClientId,
    ACCESS_TOKEN_SECRET: secretReference(SECRETS.accessTokenSecret),
    PORTAL_URL: settings.portalUrl ?? pulumi.interpolate`https://${site.defaultHostname}`,
    MAIL_MODE: "acs",
    MAIL_FROM: pulumi.interpolate`${sender.username}@${emailDomain.mailFromSenderDomain}`,
    ACS_EMAIL_ENDPOINT: pulumi.interpolate`https://${communicationService.hostName}`,
    DIGEST_HOUR: String(settings.digestHour),
    ...featureSettings(settings.features),
    ...(settings.powerBi
      ? {
          POWERBI_WORKSPACE_ID: settings.powerBi.workspaceId,
          POWERBI_REPORTS: JSON.stringify(settings.powerBi.reports),
          POWERBI_TENANT_ID: settings.powerBi.tenantId,
          POWERBI_CLIENT_ID: settings.powerBi.clientId,
          POWERBI_CLIENT_SECRET: secretReference(SECRETS.powerBiClientSecret),
        }
      : {}),
  };
  const api = new web.WebApp("api", {
    ...inGroup,
    name: `${prefix}-api`,
    kind: "functionapp,linux",
    serverFarmId: plan.id,
    httpsOnly: true,
    identity: { type: "SystemAssigned" },
    siteConfig: {
      minTlsVersion: "1.2",
      ftpsState: "Disabled",
      appSettings: Object.entries(appSettings).map(([name, value]) => ({ name, value })),
    },
    functionAppConfig: {
      deployment: {
        storage: {
          type: "blobContainer",
          value: pulumi.interpolate`${runtime.primaryEndpoints.blob}${DEPLOYMENT_CONTAINER}`,
          authentication: { type: "SystemAssignedIdentity" },
        },
      },
      runtime: { name: "node", version: "22" },
      scaleAndConcurrency: { maximumInstanceCount: settings.maximumInstanceCount, instanceMemoryMB: 2048 },
    },
  });
  const apiIdentity = api.identity.apply((identity) => identity?.principalId ?? "");

  new web.StaticSiteLinkedBackend("web-api", {
    resourceGroupName: group.name,
    name: site.name,
    linkedBackendName: "api",
    backendResourceId: api.id,
    region: location,
  });

  // What the API's identity may do, and nothing else.
  const roleOn = (
    name: string,
    scope: pulumi.Input<string>,
    role: string,
    principalId: pulumi.Input<string>,
  ) =>
    new authorization.RoleAssignment(name, {
      scope,
      principalId,
      principalType: "ServicePrincipal",
      roleDefinitionId: pulumi.interpolate`/subscriptions/${client.subscriptionId}/providers/Microsoft.Authorization/roleDefinitions/${role}`,
    });
  roleOn("api-data-blobs", data.id, ROLES.storageBlobDataContributor, apiIdentity);
  roleOn("api-data-queues", data.id, ROLES.storageQueueDataContributor, apiIdentity);
  roleOn("api-runtime-blobs", runtime.id, ROLES.storageBlobDataOwner, apiIdentity);
  roleOn("api-secrets", vault.id, ROLES.keyVaultSecretsUser, apiIdentity);
  roleOn("api-telemetry", insights.id, ROLES.monitoringMetricsPublisher, apiIdentity);
  roleOn("api-email", communicationService.id, ROLES.contributor, apiIdentity);
  const cosmosDataRole = (name: string, principalId: pulumi.Input<string>) =>
    new cosmosdb.SqlResourceSqlRoleAssignment(name, {
      resourceGroupName: group.name,
      accountName: cosmos.name,
      principalId,
      roleDefinitionId: pulumi.interpolate`${cosmos.id}/sqlRoleDefinitions/${COSMOS_DATA_CONTRIBUTOR}`,
      scope: cosmos.id,
    });
  cosmosDataRole("api-documents", apiIdentity);

  // The operators of the one-time commands: the same data roles, and the secrets to set.
  settings.operatorPrincipalIds.forEach((principalId, index) => {
    const operator = (role: string, scope: pulumi.Input<string>, what: string) =>
      new authorization.RoleAssignment(`operator-${index}-${what}`, {
        scope,
        principalId,
        roleDefinitionId: pulumi.interpolate`/subscriptions/${client.subscriptionId}/providers/Microsoft.Authorization/roleDefinitions/${role}`,
      });
    operator(ROLES.storageBlobDataContributor, data.id, "blobs");
    operator(ROLES.storageQueueDataContributor, data.id, "queues");
    operator(ROLES.keyVaultSecretsOfficer, vault.id, "secrets");
    cosmosDataRole(`operator-${index}-documents`, principalId);
  });

  return {
    resourceGroupName: group.name,
    webUrl: pulumi.interpolate`https://${site.defaultHostname}`,
    staticWebAppName: site.name,
    functionAppName: api.name,
    keyVaultName: vault.name,
    cosmosEndpoint: cosmos.documentEndpoint,
    storageBlobEndpoint: data.primaryEndpoints.blob,
    storageQueueEndpoint: data.primaryEndpoints.queue,
    applicationInsightsName: insights.name,
  };
}

/** What of a container's definition the infrastructure carries; anything else would be lost silently. */
const CARRIED: readonly string[] = ["id", "partitionKey", "uniqueKeyPolicy", "indexingPolicy", "defaultTtl"];

/**
 * A container of the API's CONTAINERS as Azure Resource Manager takes it: the same partition key, unique keys,
 * indexes and TTL the local stand-in is given by the same definition (api/src/data/cosmos.ts).
 */
export function containerResource(definition: ContainerDefinition): cosmosInputs.SqlContainerResourceArgs {
  const lost = Object.keys(definition).filter((key) => !CARRIED.includes(key));
  if (lost.length > 0) {
    throw new Error(
      `Container ${definition.id} sets ${lost.join(", ")}, which infra/portal.ts does not carry to Azure: add it to containerResource.`,
    );
  }
  const indexing = definition.indexingPolicy;
  return {
    id: definition.id ?? "",
    partitionKey: { paths: definition.partitionKey?.paths ?? [], kind: "Hash", version: 2 },
    ...(definition.uniqueKeyPolicy
      ? {
          uniqueKeyPolicy: {
            uniqueKeys: definition.uniqueKeyPolicy.uniqueKeys.map(({ paths }) => ({ paths })),
          },
        }
      : {}),
    ...(indexing
      ? {
          indexingPolicy: {
            indexingMode: "consistent",
            automatic: true,
            ...(indexing.includedPaths
              ? { includedPaths: indexing.includedPaths.map(({ path }) => ({ path })) }
              : {}),
            ...(indexing.excludedPaths
              ? { excludedPaths: indexing.excludedPaths.map(({ path }) => ({ path })) }
              : {}),
            ...(indexing.compositeIndexes
              ? {
                  compositeIndexes: indexing.compositeIndexes.map((index) =>
                    index.map(({ path, order }) => ({ path, order: order ?? "ascending" })),
                  ),
                }
              : {}),
          },
        }
      : {}),
    ...(definition.defaultTtl === undefined ? {} : { defaultTtl: definition.defaultTtl }),
  };
}
