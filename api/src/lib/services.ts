import { AnalyticsRepository } from "../data/analytics-repository";
import { createBlobs } from "../data/blobs";
import { DownloadJobsRepository } from "../data/download-jobs-repository";
import { EmbedTokensRepository } from "../data/embed-tokens-repository";
import { ImportJobsRepository } from "../data/import-jobs-repository";
import { createCosmos } from "../data/cosmos";
import { InspectionWorkRepository } from "../data/inspection-work-repository";
import { InspectionsRepository } from "../data/inspections-repository";
import { OrdersRepository } from "../data/orders-repository";
import { PackagingRepository } from "../data/packaging-repository";
import { ProductsRepository } from "../data/products-repository";
import { createQueues, type Queues } from "../data/queues";
import { ReferenceRepository } from "../data/reference-repository";
import { ResetJobsRepository } from "../data/reset-jobs-repository";
import { SizeChartsRepository } from "../data/size-charts-repository";
import { SwitchingRepository } from "../data/switching-repository";
import { CorrectiveActionsRepository } from "../data/corrective-actions-repository";
import type {
  AnalyticsStore,
  BlobStore,
  DownloadJobsStore,
  EmbedTokensStore,
  ImportJobsStore,
  InspectionsStore,
  InspectionWorkStore,
  OrdersStore,
  PackagingStore,
  ProductsStore,
  ReferenceStore,
  ResetJobsStore,
  SizeChartsStore,
  SwitchingStore,
  CorrectiveActionsStore,
  NotificationsStore,
  UsedIdTokensStore,
  WebhooksStore,
  UsersStore,
} from "../data/stores";
import { UsedIdTokensRepository } from "../data/used-id-tokens-repository";
import { createMailer, type Mailer } from "../data/mailer";
import { NotificationsRepository } from "../data/notifications-repository";
import { WebhooksRepository } from "../data/webhooks-repository";
import { UsersRepository } from "../data/users-repository";
import { PowerBiService } from "../data/power-bi";
import { parseConfig, type Config } from "./config";
import { IdTokenVerifier, type Identity } from "./tokens";

/**
 * Everything a handler needs from the outside world, as interfaces (../data/stores.ts): the Cosmos DB and Blob
 * storage ones of createServices in the API, in-memory ones in the handlers' unit tests (../testing/).
 */
export interface Services {
  config: Config;
  blobs: BlobStore;
  queues: Queues;
  users: UsersStore;
  reference: ReferenceStore;
  products: ProductsStore;
  sizeCharts: SizeChartsStore;
  orders: OrdersStore;
  inspections: InspectionsStore;
  inspectionWork: InspectionWorkStore;
  packaging: PackagingStore;
  switching: SwitchingStore;
  correctiveActions: CorrectiveActionsStore;
  importJobs: ImportJobsStore;
  resetJobs: ResetJobsStore;
  downloadJobs: DownloadJobsStore;
  analytics: AnalyticsStore;
  embedTokens: EmbedTokensStore;
  /** Present when the deployment embeds Power BI reports (it keeps the service principal's token). */
  powerBi: PowerBiService | null;
  notifications: NotificationsStore;
  webhooks: WebhooksStore;
  /** Present when the deployment e-mails notifications (MAIL_MODE). */
  mailer: Mailer | null;
  idTokens: IdTokens;
  usedIdTokens: UsedIdTokensStore;
}

/** Checks a sign-in provider's id_token (IdTokenVerifier). */
export interface IdTokens {
  verify(token: string, nonce: string | undefined): Promise<Identity>;
}

/**
 * The services on Cosmos DB and Blob storage, created once per process: what requests use (Services), and the
 * repositories whole for what runs beside them (seeding, the analytics rebuild, scripts and the API tests).
 */
export type CosmosServices = ReturnType<typeof createServices>;

export function createServices(config: Config) {
  const cosmos = createCosmos(config.cosmos);
  const analytics = new AnalyticsRepository(cosmos.container("analytics"));
  const blobs = createBlobs(config.storage);
  const services = {
    config,
    cosmos,
    blobs,
    queues: createQueues(config.storage),
    users: new UsersRepository(cosmos.container("users"), config.cacheSeconds.session),
    reference: new ReferenceRepository(cosmos.container("reference"), config.cacheSeconds.reference),
    products: new ProductsRepository(cosmos.container("products")),
    sizeCharts: new SizeChartsRepository(cosmos.container("sizeCharts")),
    orders: new OrdersRepository(cosmos.container("orders")),
    inspections: new InspectionsRepository(cosmos.container("inspections")),
    inspectionWork: new InspectionWorkRepository(cosmos.container("inspectionWork")),
    packaging: new PackagingRepository(
      cosmos.container("packagingChecks"),
      cosmos.container("packagingStandards"),
      cosmos.container("packagingDays"),
    ),
    switching: new SwitchingRepository(cosmos.container("switching"), cosmos.container("switchingStandards")),
    correctiveActions: new CorrectiveActionsRepository(cosmos.container("correctiveActions")),
    importJobs: new ImportJobsRepository(cosmos.container("importJobs"), blobs.container("importJobs")),
    resetJobs: new ResetJobsRepository(cosmos.container("resetJobs")),
    downloadJobs: new DownloadJobsRepository(cosmos.container("downloadJobs"), blobs.container("downloads")),
    analytics,
    embedTokens: new EmbedTokensRepository(cosmos.container("embedTokens")),
    powerBi: config.powerBi ? new PowerBiService(config.powerBi) : null,
    notifications: new NotificationsRepository(cosmos.container("notifications")),
    webhooks: new WebhooksRepository(cosmos.container("webhooks")),
    mailer: config.mail ? createMailer(config.mail) : null,
    idTokens: new IdTokenVerifier(config.auth),
    usedIdTokens: new UsedIdTokensRepository(cosmos.container("usedIdTokens")),
  };
  return services satisfies Services;
}

let services: CosmosServices | undefined;

/** The process's services, built from the environment on first use (configuration errors surface then). */
export function getServices(): Services {
  return getCosmosServices();
}

/** The same, with the repositories whole: for work that runs beside requests (queue and timer functions). */
export function getCosmosServices(): CosmosServices {
  services ??= createServices(parseConfig(process.env));
  return services;
}
