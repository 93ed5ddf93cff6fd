import { AsyncLocalStorage } from "node:async_hooks";
import {
  CosmosClient,
  type CosmosClientOptions,
  type CompositePath,
  type Container,
  type ContainerDefinition,
  type CosmosDiagnostics,
  type Database,
} from "@azure/cosmos";
import { managedIdentity } from "./identity";

/** Where the database is: `key` null signs in to Cosmos DB as the process's managed identity. */
export interface CosmosSettings {
  endpoint: string;
  key: string | null;
  database: string;
}

/** Composite indexes for ORDER BY <path>, id in both directions (Cosmos DB needs one per order by two fields). */
function byThenId(paths: readonly string[]): CompositePath[][] {
  return paths.flatMap((path) =>
    (["ascending", "descending"] as const).map((order) => [
      { path, order },
      { path: "/id", order },
    ]),
  );
}

/**
 * The containers and how they are partitioned. Users and reference data are per tenant and small (a tenant's
 * users fit one logical partition many times over); keys that grow without bound get their own scheme.
 */
export const CONTAINERS = {
  users: {
    id: "users",
    partitionKey: { paths: ["/tenantId"] },
    uniqueKeyPolicy: { uniqueKeys: [{ paths: ["/emailLower"] }] },
    indexingPolicy: {
      compositeIndexes: [
        [
          { path: "/nameLower", order: "ascending" },
          { path: "/id", order: "ascending" },
        ],
        [
          { path: "/nameLower", order: "descending" },
          { path: "/id", order: "descending" },
        ],
        [
          { path: "/emailLower", order: "ascending" },
          { path: "/id", order: "ascending" },
        ],
        [
          { path: "/emailLower", order: "descending" },
          { path: "/id", order: "descending" },
        ],
      ],
    },
  },
  reference: { id: "reference", partitionKey: { paths: ["/tenantId"] } },
  /** Styles: per tenant, tens of thousands at most. */
  products: { id: "products", partitionKey: { paths: ["/tenantId"] } },
  /** One size chart per style (the latest upload; earlier files stay in blob storage). */
  sizeCharts: { id: "size-charts", partitionKey: { paths: ["/tenantId"] } },
  /** PO lines and inspections grow without end: partitioned by tenant and month (`demo|2026-12`), never one partition forever. */
  orders: {
    id: "orders",
    partitionKey: { paths: ["/partitionKey"] },
    indexingPolicy: { compositeIndexes: byThenId(["/deliveryDate"]) },
  },
  /** Manage Inspections sorts by each of these (then id, for a stable order across pages). */
  inspections: {
    id: "inspections",
    partitionKey: { paths: ["/partitionKey"] },
    indexingPolicy: {
      compositeIndexes: byThenId([
        "/deliveryDate",
        "/scheduledDate",
        "/createdOn",
        "/product/styleCode",
        "/plan/lotSize",
        "/plan/sampleSize",
      ]),
    },
  },
  /**
   * What inspectors record on an inspection (defects, measurements, packaging, comment), one document per
   * inspection in the inspection's own partition, with its own etag: a planner's edit of the inspection and the
   * tablet's saves never conflict with each other, and lists never carry the records.
   */
  inspectionWork: { id: "inspection-work", partitionKey: { paths: ["/partitionKey"] } },
  /**
   * The sign-in provider's id_tokens already exchanged for an access token, each kept until it expires (the
   * item's `ttl`), so none is exchanged twice. Point writes by id, hence partitioned by id.
   */
  usedIdTokens: { id: "used-id-tokens", partitionKey: { paths: ["/id"] }, defaultTtl: -1 },
  /**
   * Imports of PO lines as resumable jobs (data/import-jobs-repository.ts): one document per tenant, the tenant's
   * current or last import — its file's lines, its progress and its lease — so one runs at a time and one cut
   * short is rolled forward.
   */
  importJobs: { id: "import-jobs", partitionKey: { paths: ["/tenantId"] } },
  /** Environment resets (data/reset-jobs-repository.ts): one document per tenant, its current or last reset. */
  resetJobs: { id: "reset-jobs", partitionKey: { paths: ["/tenantId"] } },
  /**
   * Bulk downloads of report PDFs (data/download-jobs-repository.ts): a document per download, per tenant, each
   * deleted with its file a day after it is ready (the timer), its `ttl` a backstop should the timer not run.
   */
  downloadJobs: { id: "download-jobs", partitionKey: { paths: ["/tenantId"] }, defaultTtl: -1 },
  /**
   * DC packaging checks (data/packaging-repository.ts), per tenant: a DC records tens of thousands a year, far
   * below a logical partition's size, and every report reads within its tenant. Each report sort has its index.
   */
  packagingChecks: {
    id: "packaging-checks",
    partitionKey: { paths: ["/tenantId"] },
    indexingPolicy: {
      compositeIndexes: byThenId([
        "/checkedOn",
        "/bookingReference",
        "/supplier/name",
        "/styleCode",
        "/centre/code",
      ]),
    },
  },
  /**
   * The compliance panel's counts (data/packaging-repository.ts): a document per tenant and day of checks, kept
   * up to date by every check write. Read by day range; the entries are never queried, so they are not indexed.
   */
  packagingDays: {
    id: "packaging-days",
    partitionKey: { paths: ["/tenantId"] },
    indexingPolicy: {
      includedPaths: [{ path: "/*" }],
      excludedPaths: [{ path: "/entries/*" }, { path: "/cells/*" }],
    },
  },
  /** Each tenant's packaging standard: one document per tenant. */
  packagingStandards: { id: "packaging-standards", partitionKey: { paths: ["/tenantId"] } },
  /**
   * Suppliers' switching states (data/switching-repository.ts): a document per supplier, per tenant, kept up to
   * date by every lot's first finish and every decision; read by id, or all of a tenant's for the Suppliers page.
   */
  switching: {
    id: "switching",
    partitionKey: { paths: ["/tenantId"] },
    indexingPolicy: {
      includedPaths: [{ path: "/*" }],
      excludedPaths: [{ path: "/lots/*" }, { path: "/counted/*" }, { path: "/history/*" }],
    },
  },
  /**
   * Corrective action requests (data/corrective-actions-repository.ts): a document per CAR and the tenant's
   * numbering, per tenant; listed by supplier, state and style within the tenant.
   */
  correctiveActions: {
    id: "corrective-actions",
    partitionKey: { paths: ["/tenantId"] },
    indexingPolicy: {
      includedPaths: [{ path: "/*" }],
      excludedPaths: [
        { path: "/history/*" },
        { path: "/defects/*" },
        { path: "/answer/*" },
        { path: "/evidence/*" },
      ],
    },
  },
  /**
   * Notifications (data/notifications-repository.ts): what each person was told, in their own partition
   * (`{tenantId}|{userId}`), the bell's reads one partition's; each kept 90 days, then removed by the database.
   */
  notifications: {
    id: "notifications",
    partitionKey: { paths: ["/partitionKey"] },
    defaultTtl: 90 * 24 * 3600,
    indexingPolicy: { includedPaths: [{ path: "/*" }], excludedPaths: [{ path: "/subject/*" }] },
  },
  /**
   * The retailer's webhook endpoints and their deliveries (data/webhooks-repository.ts), per tenant; a delivery
   * is kept 30 days (its own `ttl`), an endpoint until it is removed.
   */
  webhooks: {
    id: "webhooks",
    partitionKey: { paths: ["/tenantId"] },
    defaultTtl: -1,
    indexingPolicy: {
      includedPaths: [{ path: "/*" }],
      excludedPaths: [{ path: "/payload/?" }, { path: "/attempts/*" }],
    },
  },
  /** Each tenant's standard for plans and switching (ISO 2859-1 or ANSI/ASQ Z1.4): one document per tenant. */
  switchingStandards: { id: "switching-standards", partitionKey: { paths: ["/tenantId"] } },
  /** Power BI embed tokens, per tenant: a handful of documents (report tabs × row-level-security identities). */
  embedTokens: { id: "powerbi-embed-tokens", partitionKey: { paths: ["/tenantId"] } },
  /**
   * Analytics summaries (data/analytics-repository.ts): a document per tenant and day, week and month, partitioned
   * by tenant and year. Read by id and range; the ledgers and cells are never queried, so they are not indexed.
   */
  analytics: {
    id: "analytics-summaries",
    partitionKey: { paths: ["/partitionKey"] },
    indexingPolicy: {
      includedPaths: [{ path: "/*" }],
      excludedPaths: [
        { path: "/entries/*" },
        { path: "/cells/*" },
        { path: "/labels/*" },
        { path: "/awaitingLots/*" },
        { path: "/versions/*" },
      ],
    },
  },
} satisfies Record<string, ContainerDefinition>;

export type ContainerName = keyof typeof CONTAINERS;

export interface Cosmos {
  client: CosmosClient;
  database: Database;
  container(name: ContainerName): Container;
}

/** How a client signs in: with the account key (the local stand-in), or as the managed identity. */
export function cosmosClientOptions(config: CosmosSettings): CosmosClientOptions {
  return config.key === null
    ? { endpoint: config.endpoint, aadCredentials: managedIdentity() }
    : { endpoint: config.endpoint, key: config.key };
}

export function createCosmos(config: CosmosSettings): Cosmos {
  const client = new CosmosClient(cosmosClientOptions(config));
  const database = client.database(config.database);
  return { client, database, container: (name) => database.container(CONTAINERS[name].id) };
}

/**
 * With the account key (local stand-ins): creates the database and containers where missing. As the managed
 * identity, which may read and write documents but not create containers (Cosmos DB's data-plane roles), it
 * checks that the infrastructure made every one (infra/). Seeding runs it; requests never do.
 */
export async function ensureSchema(cosmos: Cosmos, config: CosmosSettings): Promise<void> {
  if (config.key === null) {
    const missing: string[] = [];
    for (const definition of Object.values(CONTAINERS)) {
      const found = await cosmos.database
        .container(definition.id)
        .read()
        .then(() => true)
        .catch((error: unknown) => {
          if ((error as { code?: unknown }).code === 404) return false;
          throw error;
        });
      if (!found) missing.push(definition.id);
    }
    if (missing.length > 0) {
      throw new Error(
        `The database "${config.database}" at ${config.endpoint} has no container ${missing.join(", ")}: deploy the infrastructure (infra/, README "Deploying to Azure"), which creates them.`,
      );
    }
    return;
  }
  await cosmos.client.databases.createIfNotExists({ id: config.database });
  for (const definition of Object.values(CONTAINERS)) {
    await cosmos.database.containers.createIfNotExists(definition);
  }
}

/** Cosmos DB work done for one API request: round trips (incl. metadata look-ups) and documents returned. */
export interface CosmosUsage {
  roundTrips: number;
  /** Of the round trips, the SDK's metadata look-ups (query plans, partition key ranges). */
  metadataLookups: number;
  documents: number;
}

const usageOfRequest = new AsyncLocalStorage<CosmosUsage>();

/** Runs `work`, adding up the Cosmos DB usage the repositories record while it runs. */
export async function measureCosmos<T>(work: () => Promise<T>): Promise<{ result: T; usage: CosmosUsage }> {
  const usage: CosmosUsage = { roundTrips: 0, metadataLookups: 0, documents: 0 };
  const result = await usageOfRequest.run(usage, work);
  return { result, usage };
}

/** Called by repositories after each operation, from the SDK's own diagnostics. */
export function recordCosmos(response: { diagnostics: CosmosDiagnostics }, documents: number): void {
  const usage = usageOfRequest.getStore();
  if (!usage) return;
  const stats = response.diagnostics.clientSideRequestStatistics;
  usage.roundTrips += stats.gatewayStatistics.length + stats.metadataDiagnostics.metadataLookups.length;
  usage.metadataLookups += stats.metadataDiagnostics.metadataLookups.length;
  usage.documents += documents;
}
