import type { Container, JSONValue, SqlParameter } from "@azure/cosmos";
import {
  DEFAULT_AQLS,
  INITIAL_CLIENT_DECISION,
  inspectionNumberOf,
  NO_CONTROL_POINT,
  REPORTED_STATUSES,
  lotPlan,
  type AqlSettings,
  type ClientDecisionChange,
  type DefectTally,
  type Inspection,
  type InspectionLevelId,
  type InspectionPlan,
  type InspectionSortKey,
  type InspectionStatus,
  type InspectionType,
  type ListInspectionsQuery,
  type Page,
} from "@aql-portal/shared";
import { preconditionFailed } from "../lib/errors";
import type { AnalyticsRepository, InspectionChange } from "./analytics-repository";
import { bulkRead, bulkWrite, type BulkWrite } from "./bulk";
import { fetchPage } from "./continuation";
import { recordCosmos } from "./cosmos";
import { monthPartitionKey, type UpsertCounts } from "./orders-repository";

interface Ref {
  id: string;
  name: string;
}

/**
 * Planning fields (issue 5). Documents written before them lack them: `completeInspection` gives the defaults,
 * and every write through this repository stores them.
 */
export interface InspectionPlanning {
  level: InspectionLevelId;
  /** yyyy-mm-dd, once planned. */
  inspectionDate: string | null;
  inspector: Ref | null;
  controlPoint: Ref | null;
  submissionNumber: string | null;
  sampleReceivedDate: string | null;
  /** What arrived; when set, it is the lot. */
  deliveryQuantity: number | null;
  /** The sum of the PO lines' order quantities (a planner may correct it; sync and imports re-derive it). */
  poQuantity: number;
  skipReason: Ref | null;
  totalDefects: number;
  clientDecision: string;
}

/** A report version: the PDF made when the inspection finished (again). */
export interface StoredReportVersion {
  id: string;
  version: number;
  /** Why it was made (REPORT_REASONS); versions made before reasons were kept were all finishes. */
  reason?: string;
  createdOn: string;
  createdBy: Ref;
  blobName: string;
}

/** Carrying the inspection out and deciding on it (issue 6); absent on documents written before. */
export interface InspectionExecution {
  startedAt: string | null;
  finishedAt: string | null;
  /** Set when a reviewer gave a commercial pass (Comm. Pass) to a failed lot. */
  resultNote: { result: "Comm. Pass"; comment: string; by: Ref; at: string } | null;
  /** Every client decision after the initial "Under Review", oldest first. */
  decisionHistory: ClientDecisionChange[];
  reportVersions: StoredReportVersion[];
  /** The result of the first finish (first-time pass rate); kept through reopens. Null until then. */
  firstResult: "Pass" | "Fail" | null;
  /** Units found per defect and class at the last finish (analytics read it; the record has the detail). */
  defectSummary: DefectTally[];
}

/** Kept up to date on every write, for the list's filters and search (queries cannot compute them). */
interface DerivedFields {
  inspectionNumber: string;
  /** The inspection date, else the delivery date: the day it is (to be) inspected. */
  scheduledDate: string;
  /** Style code, PO numbers and inspection number, lower case, space-separated. */
  searchText: string;
}

/** An inspection of one lot, in the partition of its tenant and delivery month (as its PO lines). */
export interface InspectionDocument
  extends Partial<InspectionPlanning>, Partial<InspectionExecution>, Partial<DerivedFields> {
  id: string;
  tenantId: string;
  /** `${tenantId}|${yyyy-mm}` of the delivery date. */
  partitionKey: string;
  status: InspectionStatus;
  result: Inspection["result"];
  type: InspectionType;
  centre: Ref;
  supplier: Ref;
  factory: Ref;
  product: Inspection["product"];
  productCategory: { code: string; name: string };
  colour: { code: string; name: string };
  seasonCode: string;
  poNumbers: string[];
  /** yyyy-mm-dd */
  deliveryDate: string;
  cartons: number | null;
  plan: InspectionPlan;
  createdOn: string;
  updatedOn: string;
  /** Counts this document's writes (1 when created): orders them for the analytics summaries. */
  revision?: number;
  _etag?: string;
}

/** An inspection with every field present (what this repository reads and writes). */
export type StoredInspection = InspectionDocument &
  InspectionPlanning &
  InspectionExecution &
  DerivedFields & { revision: number };

/** What a writer decides (the id included); tenant, partition, timestamps and revision are the repository's. */
export type InspectionFields = Omit<
  InspectionDocument,
  "tenantId" | "partitionKey" | "createdOn" | "updatedOn" | "revision" | "_etag"
>;

/** Where an inspection lives: its id and the partition of its delivery month. */
export interface InspectionKey {
  id: string;
  partitionKey: string;
}

/**
 * The tenant's AQLs. Every tenant uses the defaults of decisions.md (2.5 major, 4.0 minor) until a tenant
 * setting exists; each plan records the AQLs it was computed with, so a later setting applies on recompute.
 */
export const tenantAqls = (_tenantId: string): AqlSettings => DEFAULT_AQLS;

/** The stored document with defaults for fields it predates, and its derived fields recomputed. */
export function completeInspection(doc: InspectionDocument): StoredInspection {
  const planning: InspectionPlanning = {
    level: doc.level ?? doc.plan.level,
    inspectionDate: doc.inspectionDate ?? null,
    inspector: doc.inspector ?? null,
    controlPoint: doc.controlPoint ?? null,
    submissionNumber: doc.submissionNumber ?? null,
    sampleReceivedDate: doc.sampleReceivedDate ?? null,
    deliveryQuantity: doc.deliveryQuantity ?? null,
    poQuantity: doc.poQuantity ?? doc.plan.lotSize,
    skipReason: doc.skipReason ?? null,
    totalDefects: doc.totalDefects ?? 0,
    clientDecision: doc.clientDecision ?? INITIAL_CLIENT_DECISION,
  };
  const execution: InspectionExecution = {
    startedAt: doc.startedAt ?? null,
    finishedAt: doc.finishedAt ?? null,
    resultNote: doc.resultNote ?? null,
    decisionHistory: doc.decisionHistory ?? [],
    reportVersions: doc.reportVersions ?? [],
    firstResult: doc.firstResult ?? firstResultOfEarlierDocument(doc),
    defectSummary: doc.defectSummary ?? [],
  };
  const merged = { ...doc, ...planning, ...execution, revision: doc.revision ?? 0 };
  return { ...merged, ...derivedFields(merged) };
}

/**
 * Documents finished before the first result was kept: the result they have is the best reading of it (a
 * Comm. Pass failed first).
 */
function firstResultOfEarlierDocument(doc: InspectionDocument): "Pass" | "Fail" | null {
  if (!doc.reportVersions?.length) return null;
  if (doc.result === "Pass") return "Pass";
  return doc.result === "Pending" ? null : "Fail";
}

function derivedFields(doc: InspectionDocument & InspectionPlanning): DerivedFields {
  const inspectionNumber = inspectionNumberOf(doc.id);
  return {
    inspectionNumber,
    scheduledDate: doc.inspectionDate ?? doc.deliveryDate,
    searchText: [doc.product.styleCode, ...doc.poNumbers, inspectionNumber].join(" ").toLowerCase(),
  };
}

/**
 * The plan re-derived on the server from the lot (delivery quantity when known, else PO quantity), the
 * level and the tenant's AQLs: whatever numbers a client sent are never used.
 */
export function withPlan(doc: StoredInspection, tenantId: string): StoredInspection {
  const lotSize = doc.deliveryQuantity ?? doc.poQuantity;
  return { ...doc, plan: lotPlan(lotSize, doc.level, tenantAqls(tenantId)) };
}

export function toApiInspection(doc: InspectionDocument): Inspection {
  const full = completeInspection(doc);
  return {
    id: full.id,
    status: full.status,
    result: full.result,
    type: full.type,
    centre: full.centre,
    supplier: full.supplier,
    factory: full.factory,
    product: full.product,
    productCategory: full.productCategory,
    colour: full.colour,
    seasonCode: full.seasonCode,
    poNumbers: full.poNumbers,
    deliveryDate: full.deliveryDate,
    cartons: full.cartons,
    plan: full.plan,
    inspectionNumber: full.inspectionNumber,
    inspectionDate: full.inspectionDate,
    inspector: full.inspector,
    level: full.level,
    controlPoint: full.controlPoint,
    submissionNumber: full.submissionNumber,
    sampleReceivedDate: full.sampleReceivedDate,
    deliveryQuantity: full.deliveryQuantity,
    poQuantity: full.poQuantity,
    skipReason: full.skipReason,
    totalDefects: full.totalDefects,
    allowedDefectsMaj: full.plan.major.accept,
    allowedDefectsMin: full.plan.minor.accept,
    clientDecision: full.clientDecision,
    createdOn: full.createdOn,
    updatedOn: full.updatedOn,
    etag: full._etag ?? "",
  };
}

export function inspectionPartitionKey(tenantId: string, deliveryDate: string): string {
  return monthPartitionKey(tenantId, deliveryDate);
}

/** What a user sees of an inspection: comparing it tells whether a write changes anything. */
function content(i: StoredInspection): string {
  return JSON.stringify([
    i.id,
    i.status,
    i.result,
    i.type,
    i.centre,
    i.supplier,
    i.factory,
    i.product,
    i.productCategory,
    i.colour,
    i.seasonCode,
    i.poNumbers,
    i.deliveryDate,
    i.cartons,
    i.plan,
    i.level,
    i.inspectionDate,
    i.inspector,
    i.controlPoint,
    i.submissionNumber,
    i.sampleReceivedDate,
    i.deliveryQuantity,
    i.poQuantity,
    i.skipReason,
    i.totalDefects,
    i.clientDecision,
    i.startedAt,
    i.finishedAt,
    i.resultNote,
    i.decisionHistory,
    i.reportVersions,
    i.firstResult,
    i.defectSummary,
  ]);
}

export const sameInspection = (a: StoredInspection, b: StoredInspection) => content(a) === content(b);

/** Who the caller may see: the whole tenant, one supplier's inspections, or those assigned to them. */
export type InspectionScope =
  { kind: "tenant" } | { kind: "supplier"; supplierId: string } | { kind: "inspector"; inspectorId: string };

/** Sort keys → document paths; each has composite indexes (path, id) both ways (cosmos.ts). */
export const INSPECTION_SORT_PATHS: Readonly<Record<InspectionSortKey, string>> = {
  date: "deliveryDate",
  inspectionDate: "scheduledDate",
  createdOn: "createdOn",
  styleCode: "product.styleCode",
  lotSize: "plan.lotSize",
  sampleSize: "plan.sampleSize",
};

export type InspectionListQuery = ListInspectionsQuery & { from: string; to: string };

/**
 * Inspections, and the analytics summaries that count them: every write here brings the summaries up to date
 * before it returns (AnalyticsRepository.record), so no caller can change an inspection and forget them.
 */
export class InspectionsRepository {
  constructor(
    private readonly container: Container,
    private readonly analytics: AnalyticsRepository,
  ) {}

  async get(key: InspectionKey): Promise<InspectionDocument | undefined> {
    const response = await this.container.item(key.id, key.partitionKey).read<InspectionDocument>();
    recordCosmos(response, response.resource ? 1 : 0);
    return response.resource;
  }

  /**
   * An inspection by id alone (the API's routes carry only the id): a query across the tenant's months, which
   * Cosmos DB answers from the id index. Written for single inspections, never for lists.
   */
  async findById(tenantId: string, id: string): Promise<StoredInspection | undefined> {
    const response = await this.container.items
      .query<InspectionDocument>({
        query: "SELECT * FROM c WHERE c.id = @id AND c.tenantId = @tenantId",
        parameters: [
          { name: "@id", value: id },
          { name: "@tenantId", value: tenantId },
        ],
      })
      .fetchAll();
    recordCosmos(response, response.resources.length);
    const [doc] = response.resources;
    return doc ? completeInspection(doc) : undefined;
  }

  /**
   * Every inspection of the tenant whose day (inspection date, else delivery date) is in the range: a whole read,
   * for rebuilding the analytics summaries only — never for a request.
   */
  async scheduledBetween(tenantId: string, from: string, to: string): Promise<StoredInspection[]> {
    const iterator = this.container.items.query<InspectionDocument>({
      query:
        "SELECT * FROM c WHERE c.tenantId = @tenantId AND c.scheduledDate >= @from AND c.scheduledDate <= @to",
      parameters: [
        { name: "@tenantId", value: tenantId },
        { name: "@from", value: from },
        { name: "@to", value: to },
      ],
    });
    const found: StoredInspection[] = [];
    while (iterator.hasMoreResults()) {
      const page = await iterator.fetchNext();
      recordCosmos(page, page.resources.length);
      found.push(...page.resources.map(completeInspection));
    }
    return found;
  }

  /** The inspections with these keys, point-read in bulk (those not found are left out). */
  async getMany(keys: readonly InspectionKey[]): Promise<Map<string, InspectionDocument>> {
    const found = await bulkRead<InspectionDocument>(this.container, keys);
    return new Map(found.map((doc) => [doc.id, doc]));
  }

  /** Creates an inspection; undefined when one with its id exists already (the caller reads it). */
  async create(
    tenantId: string,
    fields: InspectionFields,
    now = new Date(),
  ): Promise<StoredInspection | undefined> {
    const timestamp = now.toISOString();
    const doc = completeInspection({
      ...fields,
      tenantId,
      partitionKey: inspectionPartitionKey(tenantId, fields.deliveryDate),
      createdOn: timestamp,
      updatedOn: timestamp,
      revision: 1,
    });
    let created: StoredInspection;
    try {
      const response = await this.container.items.create<InspectionDocument>(doc);
      recordCosmos(response, 1);
      if (!response.resource) throw new Error(`Creating inspection ${doc.id} returned no document`);
      created = completeInspection(response.resource);
    } catch (error) {
      if (codeOf(error) === 409) return undefined;
      throw error;
    }
    await this.analytics.record(tenantId, [{ after: created }]);
    return created;
  }

  /**
   * Writes `next`, the changed `previous`, if nobody changed it since `etag` was read (412 otherwise). `previous`
   * is what the caller read: the summaries learn where the inspection was counted before.
   */
  async replace(
    previous: StoredInspection,
    next: InspectionDocument,
    etag: string,
    now = new Date(),
  ): Promise<StoredInspection> {
    const { _etag, ...fields } = completeInspection({ ...next, revision: previous.revision + 1 });
    let saved: StoredInspection;
    try {
      const response = await this.container
        .item(next.id, next.partitionKey)
        .replace<InspectionDocument>(
          { ...fields, updatedOn: now.toISOString() },
          { accessCondition: { type: "IfMatch", condition: etag } },
        );
      recordCosmos(response, 1);
      if (!response.resource) throw new Error(`Replacing inspection ${next.id} returned no document`);
      saved = completeInspection(response.resource);
    } catch (error) {
      if (codeOf(error) === 412 || codeOf(error) === 404) {
        throw preconditionFailed("This inspection was changed by someone else. Reload and try again.");
      }
      throw error;
    }
    await this.analytics.record(saved.tenantId, [{ before: previous, after: saved }]);
    return saved;
  }

  /** Deletes an inspection if nobody changed it since `etag` was read (412 otherwise; gone already is fine). */
  async delete(inspection: StoredInspection, etag: string): Promise<void> {
    try {
      const response = await this.container
        .item(inspection.id, inspection.partitionKey)
        .delete({ accessCondition: { type: "IfMatch", condition: etag } });
      recordCosmos(response, 0);
    } catch (error) {
      if (codeOf(error) === 412) {
        throw preconditionFailed("This inspection was changed by someone else. Reload and try again.");
      }
      if (codeOf(error) !== 404) throw error;
    }
    await this.analytics.record(inspection.tenantId, [{ before: inspection }]);
  }

  /**
   * One page of Manage Inspections (or an inspector's plan), filtered, sorted and paged in the database:
   * at most pageSize documents whatever the total. A delivery-date range inside one month is one partition
   * (the partition is the delivery month), so Cosmos DB answers it from that partition alone, ORDER BY included;
   * any other range is a query across the tenant's months.
   */
  async list(
    tenantId: string,
    query: InspectionListQuery,
    scope: InspectionScope,
  ): Promise<Page<StoredInspection>> {
    const where = ["c.tenantId = @tenantId"];
    const parameters: SqlParameter[] = [
      { name: "@tenantId", value: tenantId },
      { name: "@from", value: query.from },
      { name: "@to", value: query.to },
    ];
    const byDelivery =
      (query.dateField ?? "deliveryDate") === "deliveryDate" && query.context !== "planningApp";
    const dateField = byDelivery ? "deliveryDate" : "scheduledDate";
    where.push(`c.${dateField} >= @from AND c.${dateField} <= @to`);
    const singlePartition = byDelivery && query.from.slice(0, 7) === query.to.slice(0, 7);
    const partitionKey = singlePartition ? monthPartitionKey(tenantId, query.from) : undefined;
    if (partitionKey) {
      where.push("c.partitionKey = @partitionKey");
      parameters.push({ name: "@partitionKey", value: partitionKey });
    }
    const noControlPoint = query.controlPointId === NO_CONTROL_POINT;
    const filters: [clause: string, name: string, value: JSONValue | undefined][] = [
      ["c.status = @status", "@status", query.status],
      ["c.result = @result", "@result", query.result],
      ["c.type = @type", "@type", query.type],
      ["c.supplier.id = @supplierId", "@supplierId", query.supplierId],
      ["c.factory.id = @factoryId", "@factoryId", query.factoryId],
      [
        "c.controlPoint.id = @controlPointId",
        "@controlPointId",
        noControlPoint ? undefined : query.controlPointId,
      ],
      ["c.productCategory.code = @categoryCode", "@categoryCode", query.categoryCode],
      ["CONTAINS(c.searchText, @search)", "@search", query.search?.toLowerCase()],
      // Partial matches: any entry of the summary with this defect, or with this class.
      [
        "ARRAY_CONTAINS(c.defectSummary, @defect, true)",
        "@defect",
        query.defectId === undefined ? undefined : { defectId: query.defectId },
      ],
      [
        "ARRAY_CONTAINS(c.defectSummary, @severity, true)",
        "@severity",
        query.severity === undefined ? undefined : { severity: query.severity },
      ],
    ];
    for (const [clause, name, value] of filters) {
      if (value === undefined) continue;
      where.push(clause);
      parameters.push({ name, value });
    }
    if (noControlPoint) where.push("(NOT IS_DEFINED(c.controlPoint) OR IS_NULL(c.controlPoint))");
    // Defects are counted on reported inspections only (a reopened one keeps its last finish's summary).
    if (query.reported || query.defectId !== undefined || query.severity !== undefined) {
      where.push("ARRAY_CONTAINS(@reportedStatuses, c.status)");
      parameters.push({ name: "@reportedStatuses", value: [...REPORTED_STATUSES] });
    }
    if (query.awaitingDecision) {
      where.push("ARRAY_CONTAINS(@reported, c.status) AND c.clientDecision = @initialDecision");
      parameters.push(
        { name: "@reported", value: [...REPORTED_STATUSES] },
        { name: "@initialDecision", value: INITIAL_CLIENT_DECISION },
      );
    }
    narrowTo(scope, where, parameters);
    const path = query.context === "planningApp" ? "scheduledDate" : INSPECTION_SORT_PATHS[query.sortKey];
    const direction = query.context === "planningApp" || query.sortOrder === 1 ? "ASC" : "DESC";
    const sql = `SELECT * FROM c WHERE ${where.join(" AND ")} ORDER BY c.${path} ${direction}, c.id ${direction}`;
    const page = await fetchPage<InspectionDocument>(
      this.container,
      { sql, parameters },
      query,
      partitionKey,
    );
    return { ...page, items: page.items.map(completeInspection) };
  }

  /** Whether any inspection in the scope is of this style (product id): what makes a style visible to a scoped caller. */
  async anyOfProduct(tenantId: string, productId: string, scope: InspectionScope): Promise<boolean> {
    const where = ["c.tenantId = @tenantId", "c.product.id = @productId"];
    const parameters: SqlParameter[] = [
      { name: "@tenantId", value: tenantId },
      { name: "@productId", value: productId },
    ];
    narrowTo(scope, where, parameters);
    const response = await this.container.items
      .query<string>({ query: `SELECT TOP 1 VALUE c.id FROM c WHERE ${where.join(" AND ")}`, parameters })
      .fetchAll();
    recordCosmos(response, response.resources.length);
    return response.resources.length > 0;
  }

  /**
   * Creates or updates inspections (imports), leaving those whose content is unchanged untouched. `stored` is
   * what getMany returned for them; changed ones are replaced under their ETag, so a planner's change made
   * meanwhile is never overwritten (the import fails with 409 and can simply be run again). The import decides
   * the lot (its lines' sum, as the PO quantity); planning fields stay as planned, and the plan is recomputed
   * with the inspection's own level and delivery quantity.
   */
  async upsertMany(
    tenantId: string,
    incoming: readonly InspectionFields[],
    stored: ReadonlyMap<string, InspectionDocument>,
    now = new Date(),
  ): Promise<UpsertCounts & { documents: Map<string, InspectionDocument> }> {
    const timestamp = now.toISOString();
    const writes: BulkWrite<InspectionDocument>[] = [];
    const documents = new Map<string, InspectionDocument>();
    const counts: UpsertCounts = { created: 0, updated: 0, unchanged: 0 };
    const changes: InspectionChange[] = [];
    for (const fields of incoming) {
      const partitionKey = inspectionPartitionKey(tenantId, fields.deliveryDate);
      const storedDoc = stored.get(fields.id);
      const current = storedDoc ? completeInspection(storedDoc) : undefined;
      if (current && current.partitionKey !== partitionKey) {
        // The id is derived from the delivery date, so the month cannot differ: a broken invariant, not input.
        throw new Error(
          `Inspection ${fields.id} cannot move from ${current.partitionKey} to ${partitionKey}`,
        );
      }
      const merged = completeInspection(
        current
          ? { ...current, ...fields, poQuantity: fields.plan.lotSize, revision: current.revision + 1 }
          : { ...fields, tenantId, partitionKey, createdOn: timestamp, updatedOn: timestamp, revision: 1 },
      );
      const document = withPlan(merged, tenantId);
      if (current && sameInspection(current, document)) {
        counts.unchanged++;
        documents.set(current.id, current);
        // Recorded again all the same: an import run again repairs a summary an interrupted one left behind.
        changes.push({ after: current });
        continue;
      }
      documents.set(document.id, { ...document, updatedOn: timestamp });
      changes.push({ before: current, after: { ...document, updatedOn: timestamp } });
      if (current) {
        counts.updated++;
        writes.push({
          kind: "replace",
          document: { ...document, updatedOn: timestamp },
          partitionKey,
          etag: current._etag ?? "",
        });
      } else {
        counts.created++;
        writes.push({ kind: "create", document, partitionKey });
      }
    }
    const etags = await bulkWrite(this.container, writes, (id) => `Inspection ${id}`);
    for (const [id, etag] of etags) {
      const document = documents.get(id);
      if (document) documents.set(id, { ...document, _etag: etag });
    }
    await this.analytics.record(tenantId, changes);
    return { ...counts, documents };
  }

  /** Deletes inspections under the ETags they were read with. */
  async deleteMany(tenantId: string, docs: readonly StoredInspection[]): Promise<void> {
    await bulkWrite<InspectionDocument>(
      this.container,
      docs.map((doc) => ({
        kind: "delete",
        id: doc.id,
        partitionKey: doc.partitionKey,
        etag: doc._etag ?? "",
      })),
      (id) => `Inspection ${id}`,
    );
    await this.analytics.record(
      tenantId,
      docs.map((doc) => ({ before: doc })),
    );
  }
}

/** The query's conditions for a scope: a supplier's inspections, or those assigned to an inspector. */
function narrowTo(scope: InspectionScope, where: string[], parameters: SqlParameter[]): void {
  if (scope.kind === "supplier") {
    where.push("c.supplier.id = @scopeSupplierId");
    parameters.push({ name: "@scopeSupplierId", value: scope.supplierId });
  } else if (scope.kind === "inspector") {
    where.push("c.inspector.id = @scopeInspectorId");
    parameters.push({ name: "@scopeInspectorId", value: scope.inspectorId });
  }
}

function codeOf(error: unknown): unknown {
  return error instanceof Error && "code" in error ? error.code : undefined;
}
