import type { Container, JSONValue } from "@azure/cosmos";
import {
  INITIAL_CLIENT_DECISION,
  inspectionNumberOf,
  InspectionPlanSchema,
  InspectionSchema,
  NO_CONTROL_POINT,
  REPORTED_STATUSES,
  type ClientDecisionChange,
  defectTotals,
  type DefectTally,
  type DefectTotals,
  type NotificationEvent,
  type Inspection,
  type InspectionLevelId,
  type InspectionMove,
  type InspectionPlan,
  type InspectionSortKey,
  type InspectionStatus,
  type InspectionType,
  type ListInspectionsQuery,
  type Page,
  type InspectionScope,
} from "@aql-portal/shared";
import { staleWrite } from "./storage-errors";
import { bulkRead, bulkWrite, bulkWriteInChunks, type BulkWrite, type UpsertCounts } from "./bulk";
import { fetchPage } from "./continuation";
import {
  addFilters,
  createDocument,
  deleteDocument,
  queryAll,
  readDocument,
  replaceDocument,
  saveChanged,
  statusOf,
  type Filter,
} from "./documents";
import { monthPartitionKey } from "./orders-repository";

interface Ref {
  id: string;
  name: string;
}

/**
 * Planning fields (docs/decisions/inspection-lifecycle.md). Documents written before them lack them: `completeInspection` gives the defaults,
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

/** Carrying the inspection out and deciding on it (docs/decisions/inspection-execution.md); absent on documents written before. */
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
  /**
   * Units found per class at the first finish — the lot on original inspection, which the switching rules count
   * (docs/decisions/switching-rules.md); kept through reopens. Null until then.
   */
  firstTotals: DefectTotals | null;
  /** Units found per defect and class at the last finish (analytics read it; the record has the detail). */
  defectSummary: DefectTally[];
  /** The lifecycle moves made, oldest first, with the tablet's times (their ids answer a move sent twice). */
  moves: InspectionMove[];
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
  /**
   * Set while an import rewrites this inspection: its PO lines are being written, so it is shown to nobody (lists
   * leave it out, a route naming it answers 409) until the import writes it whole again (import/run-import.ts).
   */
  pendingImport?: true;
  /**
   * Set by a write whose analytics update is not yet confirmed, with the day the summaries counted the inspection
   * on before it (null: it is new); cleared once they count this write. The unit of work that writes inspections
   * sets, clears and rolls it forward (../inspections/inspection-writes.ts); here it is stored.
   */
  summaryPending?: { previousDay: string | null; firstResult?: true };
  /**
   * The events a write made that are not yet on the notifications queue (../notifications/events.ts); cleared
   * with `summaryPending`, once published.
   */
  eventsPending?: NotificationEvent[];
  _etag?: string;
}

/** An inspection with every field present (what this repository reads and writes). */
export type StoredInspection = InspectionDocument &
  InspectionPlanning &
  InspectionExecution &
  DerivedFields & { revision: number };

/** What a writer decides (the id included); tenant, partition, timestamps, revision and flags are the repository's. */
export type InspectionFields = Omit<
  InspectionDocument,
  "tenantId" | "partitionKey" | "createdOn" | "updatedOn" | "revision" | "pendingImport" | "_etag"
>;

/** Where an inspection lives: its id and the partition of its delivery month. */
export interface InspectionKey {
  id: string;
  partitionKey: string;
}

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
    firstTotals: doc.firstTotals ?? firstTotalsOfEarlierDocument(doc),
    defectSummary: doc.defectSummary ?? [],
    moves: doc.moves ?? [],
  };
  const merged = {
    ...doc,
    plan: InspectionPlanSchema.parse(doc.plan),
    ...planning,
    ...execution,
    revision: doc.revision ?? 0,
  };
  return { ...merged, ...derivedFields(merged) };
}

/**
 * Documents finished before the first result was kept: the result they have is the best reading of it (a
 * Comm. Pass failed first).
 */
/** Documents finished before the first counts were kept: their last finish's counts are the best reading of them. */
function firstTotalsOfEarlierDocument(doc: InspectionDocument): DefectTotals | null {
  if (!doc.reportVersions?.length) return null;
  return defectTotals((doc.defectSummary ?? []).map(({ severity, count }) => ({ severity, count })));
}

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
 * An inspection as the API answers it: the schema's fields, taken from the complete document, with the allowed
 * defects read from the plan and the etag. Parsed, so a field the schema gains is answered without a list here to
 * keep, and the answer is what the schema says.
 */
export function toApiInspection(doc: InspectionDocument): Inspection {
  const full = completeInspection(doc);
  return InspectionSchema.parse({
    ...full,
    allowedDefectsMaj: full.plan.major.accept,
    allowedDefectsMin: full.plan.minor.accept,
    etag: full._etag ?? "",
  });
}

export function inspectionPartitionKey(tenantId: string, deliveryDate: string): string {
  return monthPartitionKey(tenantId, deliveryDate);
}

/** The repository's and the database's bookkeeping, and what is derived from other fields: not content. */
const NOT_CONTENT = new Set<string>([
  "tenantId",
  "partitionKey",
  "createdOn",
  "updatedOn",
  "revision",
  "pendingImport",
  "summaryPending",
  "eventsPending",
  "inspectionNumber",
  "scheduledDate",
  "searchText",
]);

/**
 * What a user sees of an inspection: comparing it tells whether a write changes anything. Every field counts but
 * bookkeeping (and the database's own `_` fields), so a field the document gains counts without a list to keep.
 */
function content(i: StoredInspection): string {
  return JSON.stringify(
    Object.entries(i)
      .filter(([key, value]) => value !== undefined && !key.startsWith("_") && !NOT_CONTENT.has(key))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

export const sameInspection = (a: StoredInspection, b: StoredInspection) => content(a) === content(b);

/** What a write under a stale ETag is told. */
const STALE = "This inspection was changed by someone else. Reload and try again.";

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
 * Inspections as stored. Writers go through the inspections' unit of work (../inspections/inspection-writes.ts),
 * which keeps the analytics summaries in step with every write.
 */
export class InspectionsRepository {
  constructor(private readonly container: Container) {}

  get(key: InspectionKey): Promise<InspectionDocument | undefined> {
    return readDocument(this.container, key.id, key.partitionKey);
  }

  /**
   * An inspection by id alone (the API's routes carry only the id): a query across the tenant's months, which
   * Cosmos DB answers from the id index. Written for single inspections, never for lists.
   */
  async findById(tenantId: string, id: string): Promise<StoredInspection | undefined> {
    const [doc] = await queryAll<InspectionDocument>(
      this.container,
      "SELECT * FROM c WHERE c.id = @id AND c.tenantId = @tenantId",
      { id, tenantId },
    );
    return doc ? completeInspection(doc) : undefined;
  }

  /**
   * Every inspection of the tenant whose day (inspection date, else delivery date) is in the range: a whole read,
   * for rebuilding the analytics summaries only — never for a request.
   */
  async scheduledBetween(tenantId: string, from: string, to: string): Promise<StoredInspection[]> {
    const found = await queryAll<InspectionDocument>(
      this.container,
      "SELECT * FROM c WHERE c.tenantId = @tenantId AND c.scheduledDate >= @from AND c.scheduledDate <= @to",
      { tenantId, from, to },
    );
    return found.map(completeInspection);
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
    try {
      return completeInspection(
        await createDocument<InspectionDocument>(this.container, doc, `inspection ${doc.id}`),
      );
    } catch (error) {
      if (statusOf(error) === 409) return undefined;
      throw error;
    }
  }

  /** Writes `next`, the changed `previous`, if nobody changed it since `etag` was read (stale otherwise). */
  async replace(
    previous: StoredInspection,
    next: InspectionDocument,
    etag: string,
    now = new Date(),
  ): Promise<StoredInspection> {
    const document = completeInspection({ ...next, revision: previous.revision + 1 });
    return completeInspection(
      await saveChanged<InspectionDocument>(this.container, document, next.partitionKey, etag, {
        what: `inspection ${next.id}`,
        stale: STALE,
        now,
        goneIsStale: true,
      }),
    );
  }

  /**
   * Writes the inspection as it is (same revision and time) if it is still as it was read: undefined when it was
   * changed or deleted meanwhile.
   */
  async replaceIfUnchanged(inspection: InspectionDocument): Promise<StoredInspection | undefined> {
    try {
      return completeInspection(
        await replaceDocument<InspectionDocument>(
          this.container,
          inspection,
          inspection.partitionKey,
          inspection._etag ?? "",
          `inspection ${inspection.id}`,
        ),
      );
    } catch (error) {
      if (statusOf(error) === 412 || statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  /** Every tenant's inspections whose `summaryPending` or `eventsPending` was written before `before`. */
  async summaryPendingSince(before: Date): Promise<StoredInspection[]> {
    const pending = await queryAll<InspectionDocument>(
      this.container,
      "SELECT * FROM c WHERE (IS_DEFINED(c.summaryPending) OR IS_DEFINED(c.eventsPending)) AND c._ts < @before",
      { before: Math.floor(before.getTime() / 1000) },
    );
    return pending.map(completeInspection);
  }

  /** Deletes an inspection if nobody changed it since `etag` was read (stale otherwise; gone already is fine). */
  async delete(inspection: StoredInspection, etag: string): Promise<void> {
    try {
      await deleteDocument(this.container, inspection.id, inspection.partitionKey, etag);
    } catch (error) {
      if (statusOf(error) === 412) throw staleWrite(STALE);
      if (statusOf(error) !== 404) throw error;
    }
  }

  /**
   * One page of Manage Inspections (or an inspector's plan, or a download's reports), filtered, sorted and paged in
   * the database: at most pageSize documents whatever the total (the conditions: `listConditions`).
   */
  async list(
    tenantId: string,
    query: InspectionListQuery,
    scope: InspectionScope,
  ): Promise<Page<StoredInspection>> {
    const { where, parameters, partitionKey } = listConditions(tenantId, query, scope);
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

  /** How many inspections the list would hold over all its pages, counted in the database. */
  async count(tenantId: string, query: InspectionListQuery, scope: InspectionScope): Promise<number> {
    const { where, parameters } = listConditions(tenantId, query, scope);
    const [count] = await queryAll<number>(
      this.container,
      `SELECT VALUE COUNT(1) FROM c WHERE ${where.join(" AND ")}`,
      parameters,
    );
    return count ?? 0;
  }

  /** Whether any inspection in the scope is of this style (product id): what makes a style visible to a scoped caller. */
  async anyOfProduct(tenantId: string, productId: string, scope: InspectionScope): Promise<boolean> {
    const where = ["c.tenantId = @tenantId", "c.product.id = @productId"];
    const parameters: Record<string, JSONValue> = { tenantId, productId };
    narrowTo(scope, where, parameters);
    const found = await queryAll<string>(
      this.container,
      `SELECT TOP 1 VALUE c.id FROM c WHERE ${where.join(" AND ")}`,
      parameters,
    );
    return found.length > 0;
  }

  /**
   * Hides inspections an import is about to change (`pendingImport`), under the ETags they were read with: the
   * flag is the only change (no revision, no summary update: the summaries go on counting them as they were).
   * Returns their new ETags, by id.
   */
  async hideForImport(inspections: readonly StoredInspection[]): Promise<Map<string, string>> {
    return bulkWrite<InspectionDocument>(
      this.container,
      inspections.map((inspection) => ({
        kind: "replace",
        document: { ...inspection, pendingImport: true },
        partitionKey: inspection.partitionKey,
        etag: inspection._etag ?? "",
      })),
      (id) => `Inspection ${id}`,
    );
  }

  /**
   * Writes an import's inspections whole and shown (creates, and replacements under the ETag read or given by
   * hideForImport), `progress` told after each chunk.
   */
  async writeImport(
    writes: InspectionImportWrites["final"],
    hiddenEtags: ReadonlyMap<string, string> = new Map(),
    progress: (written: number) => Promise<void> = async () => undefined,
  ): Promise<void> {
    const bulk = writes.flatMap(({ next, current, write }): BulkWrite<InspectionDocument>[] => {
      if (write === "none") return [];
      if (write === "create") return [{ kind: "create", document: next, partitionKey: next.partitionKey }];
      const etag = hiddenEtags.get(next.id) ?? current?._etag ?? "";
      return [{ kind: "replace", document: next, partitionKey: next.partitionKey, etag }];
    });
    await bulkWriteInChunks(this.container, bulk, (id) => `Inspection ${id}`, progress);
  }

  /** Deletes the inspections an import removes, under the ETags hideForImport gave (else those read). */
  async deleteImported(
    removals: readonly StoredInspection[],
    hiddenEtags: ReadonlyMap<string, string> = new Map(),
  ): Promise<void> {
    await bulkWrite<InspectionDocument>(
      this.container,
      removals.map((inspection) => ({
        kind: "delete",
        id: inspection.id,
        partitionKey: inspection.partitionKey,
        etag: hiddenEtags.get(inspection.id) ?? inspection._etag ?? "",
      })),
      (id) => `Inspection ${id}`,
    );
  }

  /** The tenant's inspections an import hid and has not shown again (an import cut short). */
  async hiddenByImport(tenantId: string): Promise<InspectionKey[]> {
    return queryAll<InspectionKey>(
      this.container,
      "SELECT c.id, c.partitionKey FROM c WHERE c.tenantId = @tenantId AND IS_DEFINED(c.pendingImport)",
      { tenantId },
    );
  }
}

/** What an import writes to the inspections it touches (prepareInspectionImport in ../import/import-writes.ts). */
export interface InspectionImportWrites {
  counts: UpsertCounts & { removed: number };
  /** Stored inspections it changes or removes, not hidden yet: hidden before any PO line is written. */
  toHide: StoredInspection[];
  /** Every inspection the file describes as it will be, what is stored now, and the write that makes it so. */
  final: {
    next: StoredInspection;
    current: StoredInspection | undefined;
    write: "create" | "replace" | "none";
  }[];
  /** Editable inspections the file leaves without PO lines. */
  removals: StoredInspection[];
}

/**
 * The conditions of a list (Manage Inspections, an inspector's plan, a download's reports): its range, filters
 * and the caller's scope. A delivery-date range inside one month is one partition (the partition is the delivery
 * month), so Cosmos DB answers it from that partition alone, ORDER BY included; any other range is a query across
 * the tenant's months.
 */
function listConditions(
  tenantId: string,
  query: InspectionListQuery,
  scope: InspectionScope,
): { where: string[]; parameters: Record<string, JSONValue>; partitionKey: string | undefined } {
  // An inspection an import is rewriting is shown to nobody until it is whole again.
  const where = ["c.tenantId = @tenantId", "NOT IS_DEFINED(c.pendingImport)"];
  const parameters: Record<string, JSONValue> = { tenantId, from: query.from, to: query.to };
  const byDelivery =
    (query.dateField ?? "deliveryDate") === "deliveryDate" && query.context !== "planningApp";
  const dateField = byDelivery ? "deliveryDate" : "scheduledDate";
  where.push(`c.${dateField} >= @from AND c.${dateField} <= @to`);
  const singlePartition = byDelivery && query.from.slice(0, 7) === query.to.slice(0, 7);
  const partitionKey = singlePartition ? monthPartitionKey(tenantId, query.from) : undefined;
  if (partitionKey) {
    where.push("c.partitionKey = @partitionKey");
    parameters.partitionKey = partitionKey;
  }
  const noControlPoint = query.controlPointId === NO_CONTROL_POINT;
  const filters: Filter[] = [
    ["c.status = @status", "status", query.status],
    ["c.result = @result", "result", query.result],
    ["c.type = @type", "type", query.type],
    ["c.supplier.id = @supplierId", "supplierId", query.supplierId],
    ["c.factory.id = @factoryId", "factoryId", query.factoryId],
    [
      "c.controlPoint.id = @controlPointId",
      "controlPointId",
      noControlPoint ? undefined : query.controlPointId,
    ],
    ["c.productCategory.code = @categoryCode", "categoryCode", query.categoryCode],
    ["CONTAINS(c.searchText, @search)", "search", query.search?.toLowerCase()],
    // Partial matches: any entry of the summary with this defect, or with this class.
    [
      "ARRAY_CONTAINS(c.defectSummary, @defect, true)",
      "defect",
      query.defectId === undefined ? undefined : { defectId: query.defectId },
    ],
    [
      "ARRAY_CONTAINS(c.defectSummary, @severity, true)",
      "severity",
      query.severity === undefined ? undefined : { severity: query.severity },
    ],
  ];
  addFilters(filters, where, parameters);
  if (noControlPoint) where.push("(NOT IS_DEFINED(c.controlPoint) OR IS_NULL(c.controlPoint))");
  // Defects are counted on reported inspections only (a reopened one keeps its last finish's summary).
  if (query.reported || query.defectId !== undefined || query.severity !== undefined) {
    where.push("ARRAY_CONTAINS(@reportedStatuses, c.status)");
    parameters.reportedStatuses = [...REPORTED_STATUSES];
  }
  if (query.awaitingDecision) {
    where.push("ARRAY_CONTAINS(@reported, c.status) AND c.clientDecision = @initialDecision");
    parameters.reported = [...REPORTED_STATUSES];
    parameters.initialDecision = INITIAL_CLIENT_DECISION;
  }
  narrowTo(scope, where, parameters);
  return { where, parameters, partitionKey };
}

/** The query's conditions for a scope: a supplier's inspections, or those assigned to an inspector. */
function narrowTo(scope: InspectionScope, where: string[], parameters: Record<string, JSONValue>): void {
  if (scope.kind === "supplier") {
    where.push("c.supplier.id = @scopeSupplierId");
    parameters.scopeSupplierId = scope.supplierId;
  } else if (scope.kind === "inspector") {
    where.push("c.inspector.id = @scopeInspectorId");
    parameters.scopeInspectorId = scope.inspectorId;
  }
}
