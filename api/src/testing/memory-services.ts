import { beforeEach } from "vitest";
import type { PowerBiService } from "../data/power-bi";
import { parseConfig } from "../lib/config";
import { LOCAL_ACCESS_TOKEN_SECRET } from "../lib/local-secret";
import type { Services } from "../lib/services";
import { addDemoUsers, DEMO_RETAILER_LISTS } from "../seed/demo-tenant";
import { loadReferenceLists, referenceLists } from "../seed/seed";
import { MemoryAnalytics } from "./memory-analytics";
import { MemoryBlobs } from "./memory-blobs";
import { MemoryProducts, MemoryReference, MemorySizeCharts } from "./memory-catalogue";
import { MemoryDownloadJobs } from "./memory-download-jobs";
import { MemoryEmbedTokens } from "./memory-embed-tokens";
import { MemoryImportJobs } from "./memory-import-jobs";
import { MemoryInspections, MemoryInspectionWork, MemoryOrders } from "./memory-lots";
import { MemoryPackaging } from "./memory-packaging";
import { MemoryQueues } from "./memory-queues";
import { MemoryResetJobs } from "./memory-reset-jobs";
import { MemoryIdTokens, MemoryUsedIdTokens } from "./memory-sign-in";
import { MemorySwitching } from "./memory-switching";
import { MemoryCorrectiveActions } from "./memory-corrective-actions";
import { MemoryUsers } from "./memory-users";
import { MemoryNotifications, MemoryWebhooks } from "./memory-notifications";
import { MemoryMailer } from "./memory-mailer";

/** A local run's settings, parsed as the API parses its own; nothing here is ever connected to. */
const MEMORY_CONFIG = parseConfig({
  COSMOS_ENDPOINT: "http://localhost:1",
  COSMOS_KEY: "in-memory",
  STORAGE_CONNECTION_STRING: "in-memory",
  AUTH_MODE: "oidc",
  AUTH_ISSUER: "http://localhost:1/oidc",
  AUTH_CLIENT_ID: "aql-portal",
  ACCESS_TOKEN_SECRET: LOCAL_ACCESS_TOKEN_SECRET,
  PORTAL_URL: "http://localhost:4280",
});

/**
 * The API's services in memory, for calling handlers as plain functions (handler-context.ts): the stores of
 * memory-users.ts, memory-catalogue.ts, memory-lots.ts, memory-analytics.ts, memory-blobs.ts and memory-sign-in.ts, a local run's configuration, and no
 * Power BI (a deployment without it).
 */
function memoryServices() {
  const services = {
    config: MEMORY_CONFIG,
    blobs: new MemoryBlobs(),
    users: new MemoryUsers(),
    reference: new MemoryReference(),
    products: new MemoryProducts(),
    sizeCharts: new MemorySizeCharts(),
    orders: new MemoryOrders(),
    inspections: new MemoryInspections(),
    inspectionWork: new MemoryInspectionWork(),
    packaging: new MemoryPackaging(),
    switching: new MemorySwitching(),
    correctiveActions: new MemoryCorrectiveActions(),
    importJobs: new MemoryImportJobs(),
    resetJobs: new MemoryResetJobs(),
    downloadJobs: new MemoryDownloadJobs(),
    queues: new MemoryQueues(),
    analytics: new MemoryAnalytics(),
    embedTokens: new MemoryEmbedTokens(),
    powerBi: null as PowerBiService | null,
    notifications: new MemoryNotifications(),
    webhooks: new MemoryWebhooks(),
    mailer: new MemoryMailer() as MemoryMailer | null,
    idTokens: new MemoryIdTokens(),
    usedIdTokens: new MemoryUsedIdTokens(),
  };
  return services satisfies Services;
}

export type MemoryServices = ReturnType<typeof memoryServices>;

/**
 * The demo tenant in memory for the tests of a file (call it in their `describe`): one set of services whose
 * stores are made anew before each test and loaded as `npm start` seeds the demo tenant — the product's reference
 * lists, the demo retailer's own and the demo users (one of each role, one awaiting approval, one blocked).
 */
export function demoTenantForEachTest(): MemoryServices {
  const services = memoryServices();
  beforeEach(async () => {
    Object.assign(services, memoryServices());
    const tenantId = services.config.tenantId;
    await loadReferenceLists(services.reference, tenantId, referenceLists(DEMO_RETAILER_LISTS));
    await addDemoUsers(services.users, tenantId);
  });
  return services;
}
