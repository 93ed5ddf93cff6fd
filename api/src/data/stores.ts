import type { Readable } from "node:stream";
import {
  type CarSettings,
  type InspectionScope,
  type ListOrdersQuery,
  type ListUsersQuerySchema,
  type PackagingPoLinesQuery,
  type PackagingReport,
  type PackagingReportQuery,
  type Page,
  type RoleName,
  type SupplierScope,
} from "@aql-portal/shared";
import type { z } from "zod";
import type { PoLine } from "./import-jobs-repository";
import type {
  AwaitingLotEntry,
  CellKey,
  DayCells,
  LedgerEntry,
  SummaryDocument,
  Unit,
  UnitSummary,
} from "./analytics-repository";
import type { BlobContainerName } from "./blobs";
import type { Upsert } from "./bulk";
import type { DownloadJobDocument } from "./download-jobs-repository";
import type { EmbedTokenDocument } from "./embed-tokens-repository";
import type { ImportJobDocument } from "./import-jobs-repository";
import type { InspectionWorkDocument } from "./inspection-work-repository";
import type {
  InspectionDocument,
  InspectionFields,
  InspectionImportWrites,
  InspectionKey,
  InspectionListQuery,
  StoredInspection,
} from "./inspections-repository";
import type { DigestDocument, NotificationDocument } from "./notifications-repository";
import type { OrderDocument } from "./orders-repository";
import type { WebhookDeliveryDocument, WebhookEndpointDocument } from "./webhooks-repository";
import type {
  PackagingCheckDocument,
  PackagingCheckFields,
  PackagingDayDocument,
  PackagingFilters,
  PackagingStandardDocument,
  PanelCell,
} from "./packaging-repository";
import type { ProductDocument, ProductFields } from "./products-repository";
import type { ResetJobDocument } from "./reset-jobs-repository";
import type { SizeChartDocument } from "./size-charts-repository";
import type { SupplierSwitchingDocument, SwitchingStandardDocument } from "./switching-repository";
import type { CarDocument, CarFilters } from "./corrective-actions-repository";
import type { NewUser, SessionState, UserDocument } from "./users-repository";

/*
 * The stores the API's handlers and rules use, as interfaces: what a request may ask of the data, and nothing of
 * how it is kept. The Cosmos DB and Blob storage repositories of this folder implement them — lib/services.ts
 * checks each against its interface (`satisfies Services`), so this file stands above them and they import
 * nothing from it — and so do the in-memory stores the handlers' unit tests run on (../testing/memory-*.ts).
 * What seeding, the analytics rebuild and scripts use beside these is the repositories' own (CosmosServices).
 * Storage only stores: what a write changes elsewhere (analytics summaries, the compliance panel) is the use
 * case's unit of work (../inspections/inspection-writes.ts, ../packaging/check-writes.ts).
 *
 * The contract both keep: every write gives the document a new ETag; a write under an ETag that is no longer the
 * stored one is refused with the repository's 412; the partition is the tenant's (no store answers another
 * tenant's documents); a unique key refuses a second document with the 409 it names.
 */

export interface UsersStore {
  get(tenantId: string, id: string): Promise<UserDocument | undefined>;
  /** The signed-in caller: a change made elsewhere may take the session cache's bound to be seen. */
  getSignedIn(tenantId: string, id: string): Promise<UserDocument | undefined>;
  /** 409 when another user of the tenant has the email. */
  create(tenantId: string, user: NewUser, now?: Date): Promise<UserDocument>;
  /** The user with this email, recorded as `user` when there is none yet (concurrent first sign-ins get one). */
  findByEmailOrCreate(tenantId: string, user: NewUser): Promise<UserDocument>;
  /** 412 when changed since `etag` was read, 409 when another user has the email. */
  replace(doc: UserDocument, etag: string, now?: Date): Promise<UserDocument>;
  /** Writes the user's session state as `change` makes it from the stored one (lib/sessions.ts has the rules). */
  changeSessions(
    tenantId: string,
    id: string,
    change: (current: SessionState) => SessionState,
  ): Promise<void>;
  list(tenantId: string, query: z.output<typeof ListUsersQuerySchema>): Promise<Page<UserDocument>>;
  listInspectors(tenantId: string): Promise<UserDocument[]>;
  /** The tenant's active users of these roles. */
  listActive(tenantId: string, roles: readonly RoleName[]): Promise<UserDocument[]>;
}

export interface ReferenceStore {
  /** A reference list's items in their order, those whose fields equal `filter`'s. */
  list(tenantId: string, list: string, filter?: Record<string, string>): Promise<unknown[]>;
}

export interface ProductsStore {
  get(tenantId: string, id: string): Promise<ProductDocument | undefined>;
  getMany(tenantId: string, ids: readonly string[]): Promise<Map<string, ProductDocument>>;
  list(
    tenantId: string,
    query: { search?: string | undefined; pageSize: number; continuationToken?: string | undefined },
  ): Promise<Page<ProductDocument>>;
  searchByCode(tenantId: string, prefix: string, limit: number): Promise<ProductDocument[]>;
  /** 409 when the style code exists already. */
  create(tenantId: string, fields: ProductFields, now?: Date): Promise<ProductDocument>;
  /** 412 when changed since `etag` was read. */
  replace(doc: ProductDocument, etag: string, now?: Date): Promise<ProductDocument>;
  /** 412 when changed since `etag` was read. */
  delete(tenantId: string, id: string, etag: string): Promise<void>;
  /** Makes an import's writes to styles (../import/import-writes.ts decides them). */
  writeUpsert(upsert: Upsert<ProductDocument>): Promise<void>;
}

export interface SizeChartsStore {
  get(tenantId: string, productId: string): Promise<SizeChartDocument | undefined>;
  /** Replaces the style's chart. */
  put(chart: SizeChartDocument): Promise<SizeChartDocument>;
}

export interface OrdersStore {
  /** The PO lines with these keys (those not found are left out). */
  getByKeys(keys: readonly InspectionKey[]): Promise<OrderDocument[]>;
  /** The tenant's PO lines with these ids, wherever they are stored (`expectedPartition`: where to look first). */
  getMany(
    tenantId: string,
    ids: readonly string[],
    expectedPartition?: (id: string) => string | undefined,
  ): Promise<Map<string, OrderDocument>>;
  list(
    tenantId: string,
    query: ListOrdersQuery & { from: string; to: string },
    scope: SupplierScope,
  ): Promise<Page<OrderDocument>>;
  /**
   * Changes PO lines one by one under their ETags: `change` gets the current line and returns the new one (or
   * undefined to leave it), and is asked again with the line read anew when someone changed it meanwhile.
   */
  updateEach(
    docs: readonly OrderDocument[],
    change: (current: OrderDocument) => OrderDocument | undefined,
    now?: Date,
  ): Promise<OrderDocument[]>;
  /** PO lines of any status whose PO number or style code contains the search, latest delivery first. */
  search(tenantId: string, query: PackagingPoLinesQuery, scope: SupplierScope): Promise<Page<OrderDocument>>;
  countForStyle(tenantId: string, styleCode: string): Promise<number>;
  /** Makes an import's writes to PO lines (../import/import-writes.ts decides them). */
  writeUpsert(upsert: Upsert<OrderDocument>, progress?: (written: number) => Promise<void>): Promise<void>;
}

export interface InspectionsStore {
  /** An inspection by id alone, in any month of the tenant. */
  findById(tenantId: string, id: string): Promise<StoredInspection | undefined>;
  getMany(keys: readonly InspectionKey[]): Promise<Map<string, InspectionDocument>>;
  /** Undefined when one with its id exists already. */
  create(tenantId: string, fields: InspectionFields, now?: Date): Promise<StoredInspection | undefined>;
  /** Writes `next`, the changed `previous` (its revision the next); 412 when changed since `etag` was read. */
  replace(
    previous: StoredInspection,
    next: InspectionDocument,
    etag: string,
    now?: Date,
  ): Promise<StoredInspection>;
  /** Writes it as it is (no new revision or time) if unchanged since read; undefined when changed or gone. */
  replaceIfUnchanged(inspection: InspectionDocument): Promise<StoredInspection | undefined>;
  /** 412 when changed since `etag` was read; one gone already is fine. */
  delete(inspection: StoredInspection, etag: string): Promise<void>;
  /** Every tenant's inspections whose `summaryPending` was written before `before`. */
  summaryPendingSince(before: Date): Promise<StoredInspection[]>;
  list(tenantId: string, query: InspectionListQuery, scope: InspectionScope): Promise<Page<StoredInspection>>;
  /** How many inspections the list holds over all its pages. */
  count(tenantId: string, query: InspectionListQuery, scope: InspectionScope): Promise<number>;
  /** Whether any inspection in the scope is of this style. */
  anyOfProduct(tenantId: string, productId: string, scope: InspectionScope): Promise<boolean>;
  hideForImport(inspections: readonly StoredInspection[]): Promise<Map<string, string>>;
  writeImport(
    writes: InspectionImportWrites["final"],
    hiddenEtags?: ReadonlyMap<string, string>,
    progress?: (written: number) => Promise<void>,
  ): Promise<void>;
  deleteImported(
    removals: readonly StoredInspection[],
    hiddenEtags?: ReadonlyMap<string, string>,
  ): Promise<void>;
  hiddenByImport(tenantId: string): Promise<InspectionKey[]>;
}

export interface InspectionWorkStore {
  get(key: InspectionKey): Promise<InspectionWorkDocument | undefined>;
  /** The inspection's record, created empty the first time. */
  ensure(tenantId: string, key: InspectionKey, now?: Date): Promise<InspectionWorkDocument>;
  /** 412 when someone saved it since `etag` was read. */
  replace(doc: InspectionWorkDocument, etag: string, now?: Date): Promise<InspectionWorkDocument>;
}

export interface ResetJobsStore {
  get(tenantId: string): Promise<ResetJobDocument | undefined>;
  /** Undefined when someone else wrote the job since `expected` was read. */
  write(job: ResetJobDocument, expected: ResetJobDocument | undefined): Promise<ResetJobDocument | undefined>;
}

export interface DownloadJobsStore {
  get(tenantId: string, id: string): Promise<DownloadJobDocument | undefined>;
  /** The user's downloads, the latest first (at most `limit`). */
  listFor(tenantId: string, userId: string, limit: number): Promise<DownloadJobDocument[]>;
  create(job: DownloadJobDocument): Promise<DownloadJobDocument>;
  /** Undefined when someone else wrote the job since `expected` was read. */
  write(job: DownloadJobDocument, expected: DownloadJobDocument): Promise<DownloadJobDocument | undefined>;
  /** Every tenant's downloads whose time is up at `now`. */
  expired(now: Date): Promise<DownloadJobDocument[]>;
  /** Deletes the job and its file. */
  remove(job: DownloadJobDocument): Promise<void>;
  /** The finished zip, streamed from blob storage, and its size. */
  readFile(job: DownloadJobDocument): Promise<{ stream: Readable; size: number }>;
}

export interface ImportJobsStore {
  get(tenantId: string): Promise<ImportJobDocument | undefined>;
  /** Undefined when someone else wrote the job since `expected` was read. */
  write(
    job: ImportJobDocument,
    expected: ImportJobDocument | undefined,
  ): Promise<ImportJobDocument | undefined>;
  abandoned(now: Date): Promise<ImportJobDocument[]>;
  storeLines(tenantId: string, jobId: string, lines: readonly PoLine[]): Promise<string>;
  readLines(blobName: string): Promise<PoLine[]>;
  deleteLines(blobName: string): Promise<void>;
}

export interface AnalyticsStore {
  unit<D extends SummaryDocument>(tenantId: string, unit: Unit): Promise<D | undefined>;
  /** Creates (`etag` undefined) or replaces under `etag`: false when someone else wrote it meanwhile. */
  write(doc: SummaryDocument, etag: string | undefined): Promise<boolean>;
  /** The day summaries stored within a week or month. */
  daysWithin(tenantId: string, unit: Unit): Promise<DayCells[]>;
  read(tenantId: string, units: readonly Unit[]): Promise<UnitSummary[]>;
  awaitingLots(
    tenantId: string,
    from: string,
    to: string,
    keep: (k: CellKey) => boolean,
    limit: number,
  ): Promise<(AwaitingLotEntry & { day: string })[]>;
  ledgers(
    tenantId: string,
    days: readonly Unit[],
  ): Promise<{ day: string; entries: Record<string, LedgerEntry> }[]>;
}

export interface EmbedTokensStore {
  get(tenantId: string, id: string): Promise<EmbedTokenDocument | undefined>;
  list(tenantId: string): Promise<EmbedTokenDocument[]>;
  /** With `etag`: false when someone stored a newer one meanwhile. */
  put(doc: EmbedTokenDocument, etag?: string): Promise<boolean>;
  delete(doc: EmbedTokenDocument): Promise<void>;
}

export interface UsedIdTokensStore {
  /** Records a sign-in provider's id_token as exchanged: false when it was before (a replay). */
  markUsed(token: string, expiresAt: Date, now?: Date): Promise<boolean>;
}

/** What the API does in a blob container: upload, download, and list a folder. */
export interface BlobFolder {
  getBlockBlobClient(name: string): {
    uploadData(data: Uint8Array, options: { blobHTTPHeaders: { blobContentType: string } }): Promise<unknown>;
  };
  getBlobClient(name: string): { downloadToBuffer(): Promise<Buffer>; deleteIfExists(): Promise<unknown> };
  listBlobsFlat(options: { prefix: string }): AsyncIterable<{ name: string }>;
}

/** The private blob containers, and short-lived read links to their files. */
export interface BlobStore {
  container(name: BlobContainerName): BlobFolder;
  readLink(name: BlobContainerName, blobName: string, minutes: number, fileName?: string): Promise<string>;
}

export interface CorrectiveActionsStore {
  get(tenantId: string, id: string): Promise<CarDocument | undefined>;
  list(tenantId: string, filters?: CarFilters): Promise<CarDocument[]>;
  nextNumber(tenantId: string): Promise<number>;
  /** The tenant's settings (the defaults until an administrator saves them). */
  settings(tenantId: string): Promise<CarSettings>;
  saveSettings(tenantId: string, settings: CarSettings): Promise<CarSettings>;
  /** `exists` when one with its id is there already. */
  create(doc: CarDocument): Promise<CarDocument>;
  /** `stale` when changed since `etag` was read. */
  replace(doc: CarDocument, etag: string): Promise<CarDocument>;
  /** Every tenant's CARs whose write left events unpublished before `before`. */
  eventsPendingSince(before: Date): Promise<CarDocument[]>;
}

export interface NotificationsStore {
  /** Undefined when one with its id exists: the event was told to the person before. */
  create(doc: NotificationDocument): Promise<NotificationDocument | undefined>;
  get(tenantId: string, userId: string, id: string): Promise<NotificationDocument | undefined>;
  /** `stale` when changed since `etag` was read. */
  replace(doc: NotificationDocument, etag: string): Promise<NotificationDocument>;
  /** The person's newest `limit`, newest first. */
  latest(tenantId: string, userId: string, limit: number): Promise<NotificationDocument[]>;
  unread(tenantId: string, userId: string, limit?: number): Promise<NotificationDocument[]>;
  unreadCount(tenantId: string, userId: string): Promise<number>;
  /** Every notification of the tenant waiting for a digest. */
  awaitingDigest(tenantId: string): Promise<NotificationDocument[]>;
  /** False when that person's digest of that day was claimed already. */
  claimDigest(doc: DigestDocument): Promise<boolean>;
}

export interface WebhooksStore {
  endpoints(tenantId: string): Promise<WebhookEndpointDocument[]>;
  endpoint(tenantId: string, id: string): Promise<WebhookEndpointDocument | undefined>;
  createEndpoint(doc: WebhookEndpointDocument): Promise<WebhookEndpointDocument>;
  /** `stale` when changed or removed since `etag` was read. */
  replaceEndpoint(doc: WebhookEndpointDocument, etag: string): Promise<WebhookEndpointDocument>;
  deleteEndpoint(tenantId: string, id: string): Promise<void>;
  delivery(tenantId: string, id: string): Promise<WebhookDeliveryDocument | undefined>;
  /** Undefined when one with its id exists. */
  createDelivery(doc: WebhookDeliveryDocument): Promise<WebhookDeliveryDocument | undefined>;
  /** `stale` when changed since `etag` was read. */
  replaceDelivery(doc: WebhookDeliveryDocument, etag: string): Promise<WebhookDeliveryDocument>;
  /** The endpoint's newest `limit`, newest first. */
  deliveries(tenantId: string, endpointId: string, limit: number): Promise<WebhookDeliveryDocument[]>;
}

export interface SwitchingStore {
  supplier(tenantId: string, supplierId: string): Promise<SupplierSwitchingDocument | undefined>;
  /** Every supplier of the tenant with a state. */
  suppliers(tenantId: string): Promise<SupplierSwitchingDocument[]>;
  /** Created when `etag` is null (`exists` if someone did meanwhile), else replaced under `etag` (`stale`). */
  saveSupplier(doc: SupplierSwitchingDocument, etag: string | null): Promise<SupplierSwitchingDocument>;
  standard(tenantId: string): Promise<SwitchingStandardDocument>;
  /** `stale` when changed since `etag` was read (null: none was stored). */
  saveStandard(doc: SwitchingStandardDocument, etag: string | null): Promise<SwitchingStandardDocument>;
}

export interface PackagingStore {
  standard(tenantId: string): Promise<PackagingStandardDocument>;
  /** 412 when changed since `etag` was read. */
  replaceStandard(doc: PackagingStandardDocument, etag: string): Promise<PackagingStandardDocument>;
  getCheck(tenantId: string, id: string): Promise<PackagingCheckDocument | undefined>;
  /** The database's 409 when one with its id exists. */
  createCheck(tenantId: string, fields: PackagingCheckFields, now?: Date): Promise<PackagingCheckDocument>;
  upsertCheck(tenantId: string, fields: PackagingCheckFields, now?: Date): Promise<PackagingCheckDocument>;
  /** 412 when changed since `etag` was read, or deleted meanwhile. */
  replaceCheck(
    tenantId: string,
    fields: PackagingCheckFields,
    etag: string,
    now?: Date,
  ): Promise<PackagingCheckDocument>;
  /** Writes it as it is if unchanged since read; undefined when changed or gone. */
  replaceIfUnchanged(check: PackagingCheckDocument): Promise<PackagingCheckDocument | undefined>;
  /** With `etag`, 412 when changed since it was read; one gone already is fine (false: nothing deleted). */
  deleteCheck(tenantId: string, id: string, etag?: string): Promise<boolean>;
  /** Every tenant's checks whose `summaryPending` was written before `before`. */
  summaryPendingSince(before: Date): Promise<PackagingCheckDocument[]>;
  day(tenantId: string, day: string): Promise<PackagingDayDocument | undefined>;
  /** Creates (`etag` undefined) or replaces under `etag`: false when someone else wrote it meanwhile. */
  writeDay(doc: PackagingDayDocument, etag: string | undefined): Promise<boolean>;
  list(
    tenantId: string,
    report: PackagingReport,
    query: PackagingReportQuery & PackagingFilters,
    scope: SupplierScope,
  ): Promise<Page<PackagingCheckDocument>>;
  panelCells(tenantId: string, filters: PackagingFilters, scope: SupplierScope): Promise<PanelCell[]>;
}
