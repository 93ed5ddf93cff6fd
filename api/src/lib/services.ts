import { AnalyticsRepository } from "../data/analytics-repository";
import { createBlobs, type Blobs } from "../data/blobs";
import { EmbedTokensRepository } from "../data/embed-tokens-repository";
import { ImportJobsRepository } from "../data/import-jobs-repository";
import { createCosmos, type Cosmos } from "../data/cosmos";
import { InspectionWorkRepository } from "../data/inspection-work-repository";
import { InspectionsRepository } from "../data/inspections-repository";
import { OrdersRepository } from "../data/orders-repository";
import { ProductsRepository } from "../data/products-repository";
import { createQueues, type Queues } from "../data/queues";
import { ReferenceRepository } from "../data/reference-repository";
import { ResetJobsRepository } from "../data/reset-jobs-repository";
import { SizeChartsRepository } from "../data/size-charts-repository";
import { UsedIdTokensRepository } from "../data/used-id-tokens-repository";
import { UsersRepository } from "../data/users-repository";
import { PowerBiService } from "../powerbi/power-bi";
import { parseConfig, type Config } from "./config";
import { IdTokenVerifier } from "./tokens";

/** Everything a handler needs from the outside world, created once per process. */
export interface Services {
  config: Config;
  cosmos: Cosmos;
  blobs: Blobs;
  queues: Queues;
  users: UsersRepository;
  reference: ReferenceRepository;
  products: ProductsRepository;
  sizeCharts: SizeChartsRepository;
  orders: OrdersRepository;
  inspections: InspectionsRepository;
  inspectionWork: InspectionWorkRepository;
  importJobs: ImportJobsRepository;
  resetJobs: ResetJobsRepository;
  analytics: AnalyticsRepository;
  embedTokens: EmbedTokensRepository;
  /** Present when the deployment embeds Power BI reports (it keeps the service principal's token). */
  powerBi: PowerBiService | null;
  idTokens: IdTokenVerifier;
  usedIdTokens: UsedIdTokensRepository;
}

export function createServices(config: Config): Services {
  const cosmos = createCosmos(config.cosmos);
  const analytics = new AnalyticsRepository(cosmos.container("analytics"));
  const blobs = createBlobs(config.storageConnectionString);
  return {
    config,
    cosmos,
    blobs,
    queues: createQueues(config.storageConnectionString),
    users: new UsersRepository(cosmos.container("users")),
    reference: new ReferenceRepository(cosmos.container("reference")),
    products: new ProductsRepository(cosmos.container("products")),
    sizeCharts: new SizeChartsRepository(cosmos.container("sizeCharts")),
    orders: new OrdersRepository(cosmos.container("orders")),
    inspections: new InspectionsRepository(cosmos.container("inspections"), analytics),
    inspectionWork: new InspectionWorkRepository(cosmos.container("inspectionWork")),
    importJobs: new ImportJobsRepository(cosmos.container("importJobs"), blobs.container("importJobs")),
    resetJobs: new ResetJobsRepository(cosmos.container("resetJobs")),
    analytics,
    embedTokens: new EmbedTokensRepository(cosmos.container("embedTokens")),
    powerBi: config.powerBi ? new PowerBiService(config.powerBi) : null,
    idTokens: new IdTokenVerifier(config.auth),
    usedIdTokens: new UsedIdTokensRepository(cosmos.container("usedIdTokens")),
  };
}

let services: Services | undefined;

/** The process's services, built from the environment on first use (configuration errors surface then). */
export function getServices(): Services {
  services ??= createServices(parseConfig(process.env));
  return services;
}
