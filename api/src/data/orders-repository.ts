import type { Container, SqlParameter } from "@azure/cosmos";
import type {
  InspectionType,
  ListOrdersQuery,
  Order,
  OrderStatus,
  Page,
  SkipReasonRef,
} from "@aql-portal/shared";
import { conflict, HttpError, preconditionFailed } from "../lib/errors";
import { bulkRead, bulkWrite, chunks, PROGRESS_CHUNK, type BulkWrite } from "./bulk";
import { recordCosmos } from "./cosmos";
import { fetchPage } from "./continuation";
import type { OrdersStore } from "./stores";

interface Ref {
  id: string;
  name: string;
}

/** A PO line: one style and colour on one PO, in the partition of its tenant and delivery month. */
export interface OrderDocument {
  id: string;
  tenantId: string;
  /** `${tenantId}|${yyyy-mm}` of the delivery date: PO lines grow without end, months spread them. */
  partitionKey: string;
  poNumber: string;
  styleCode: string;
  styleName: string;
  colourCode: string;
  colourName: string;
  seasonCode: string;
  productCategoryCode: string;
  department: Ref | null;
  supplier: Ref;
  factory: Ref;
  quantity: number;
  cartons: number | null;
  /** yyyy-mm-dd */
  deliveryDate: string;
  centre: Ref;
  inspectionType: InspectionType;
  status: OrderStatus;
  inspectionId: string | null;
  /**
   * SKIPPED only: why (meta/skip-reasons), with the planner's words for a reason that asks for them. Lines
   * written before skipping existed have no field.
   */
  skipReason?: SkipReasonRef | null;
  /**
   * A planner changed which inspection the line is in (made an inspection of it, deleted its inspection, skipped
   * or unskipped it): imports leave its grouping as the planner arranged it. Absent: the import's grouping.
   */
  arrangedByPlanner?: boolean;
  createdOn: string;
  updatedOn: string;
  _etag?: string;
}

/** What a writer decides; id, partition and timestamps are the repository's. */
export type OrderFields = Omit<
  OrderDocument,
  "id" | "tenantId" | "partitionKey" | "createdOn" | "updatedOn" | "_etag"
>;

export interface UpsertCounts {
  created: number;
  updated: number;
  unchanged: number;
}

/** The partition of a tenant's documents delivered in the month of `isoDate` (yyyy-mm-dd). */
export function monthPartitionKey(tenantId: string, isoDate: string): string {
  return `${tenantId}|${isoDate.slice(0, 7)}`;
}

/**
 * A PO line's id: PO, style and colour, so that importing the same line again finds the same document. The
 * separator "~" and the characters Cosmos DB refuses in ids (/ \ ? #) are escaped, so no two lines share an id.
 */
export function orderId(poNumber: string, styleCode: string, colourCode: string): string {
  return [poNumber, styleCode, colourCode]
    .map((part) => part.replace(/[%~/\\?#\s]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`))
    .join("~");
}

export function toApiOrder(doc: OrderDocument): Order {
  const { tenantId: _tenant, partitionKey: _partition, _etag, arrangedByPlanner: _arranged, ...order } = doc;
  return { ...order, skipReason: doc.skipReason ?? null };
}

/** Who may see which PO lines: the tenant's, or one supplier's. */
export type OrderScope = { kind: "tenant" } | { kind: "supplier"; supplierId: string };

/** How many times a change to PO lines is retried when someone else changed a line meanwhile. */
const UPDATE_ATTEMPTS = 3;

function sameContent(a: OrderFields, b: OrderFields): boolean {
  const pick = (o: OrderFields) =>
    JSON.stringify([
      o.poNumber,
      o.styleCode,
      o.styleName,
      o.colourCode,
      o.colourName,
      o.seasonCode,
      o.productCategoryCode,
      o.department,
      o.supplier,
      o.factory,
      o.quantity,
      o.cartons,
      o.deliveryDate,
      o.centre,
      o.inspectionType,
      o.status,
      o.inspectionId,
      o.arrangedByPlanner ?? false,
    ]);
  return pick(a) === pick(b);
}

/** Ids per query: large batches keep scans few; the query text stays far below Cosmos DB's limit. */
const IDS_PER_QUERY = 1000;

export class OrdersRepository implements OrdersStore {
  constructor(private readonly container: Container) {}

  async get(key: { id: string; partitionKey: string }): Promise<OrderDocument | undefined> {
    const response = await this.container.item(key.id, key.partitionKey).read<OrderDocument>();
    recordCosmos(response, response.resource ? 1 : 0);
    return response.resource;
  }

  /** Writes a changed PO line if nobody changed it since `etag` was read (412 otherwise). */
  async replace(doc: OrderDocument, etag: string, now = new Date()): Promise<OrderDocument> {
    const { _etag, ...fields } = doc;
    try {
      const response = await this.container
        .item(doc.id, doc.partitionKey)
        .replace<OrderDocument>(
          { ...fields, updatedOn: now.toISOString() },
          { accessCondition: { type: "IfMatch", condition: etag } },
        );
      recordCosmos(response, 1);
      if (!response.resource) throw new Error(`Replacing PO line ${doc.id} returned no document`);
      return response.resource;
    } catch (error) {
      if (error instanceof Error && "code" in error && error.code === 412) {
        throw preconditionFailed("This PO line was changed by someone else. Reload and try again.");
      }
      throw error;
    }
  }

  /** Whether the tenant has any PO line at all (the demo data is loaded into an empty tenant only). */
  async hasAny(tenantId: string): Promise<boolean> {
    const response = await this.container.items
      .query<string>({
        query: "SELECT TOP 1 VALUE c.id FROM c WHERE c.tenantId = @tenantId",
        parameters: [{ name: "@tenantId", value: tenantId }],
      })
      .fetchAll();
    recordCosmos(response, response.resources.length);
    return response.resources.length > 0;
  }

  /** How many PO lines name a style (across every month): a style with lines cannot be deleted. */
  async countForStyle(tenantId: string, styleCode: string): Promise<number> {
    const response = await this.container.items
      .query<number>({
        query: "SELECT VALUE COUNT(1) FROM c WHERE c.tenantId = @tenantId AND c.styleCode = @styleCode",
        parameters: [
          { name: "@tenantId", value: tenantId },
          { name: "@styleCode", value: styleCode },
        ],
      })
      .fetchAll();
    recordCosmos(response, 0);
    return response.resources.reduce((sum, n) => sum + n, 0);
  }

  /**
   * One page of PO lines by delivery date (then id), filtered in the database: at most pageSize documents.
   * A range inside one month reads that month's partition only.
   */
  async list(
    tenantId: string,
    query: ListOrdersQuery & { from: string; to: string },
    scope: OrderScope,
  ): Promise<Page<OrderDocument>> {
    const where = ["c.tenantId = @tenantId", "c.deliveryDate >= @from", "c.deliveryDate <= @to"];
    const parameters: SqlParameter[] = [
      { name: "@tenantId", value: tenantId },
      { name: "@from", value: query.from },
      { name: "@to", value: query.to },
    ];
    const partitionKey =
      query.from.slice(0, 7) === query.to.slice(0, 7) ? monthPartitionKey(tenantId, query.from) : undefined;
    if (partitionKey) {
      where.push("c.partitionKey = @partitionKey");
      parameters.push({ name: "@partitionKey", value: partitionKey });
    }
    const status: OrderStatus | undefined =
      query.skipped === "true" ? "SKIPPED" : query.readyToInspect === "true" ? "OPEN" : query.status;
    const filters: [clause: string, name: string, value: string | undefined][] = [
      ["c.status = @status", "@status", status],
      ["c.supplier.id = @supplierId", "@supplierId", query.supplierId],
      ["c.styleCode = @styleCode", "@styleCode", query.styleCode],
      [
        "(CONTAINS(LOWER(c.poNumber), @search) OR CONTAINS(LOWER(c.styleCode), @search))",
        "@search",
        query.search?.toLowerCase(),
      ],
    ];
    for (const [clause, name, value] of filters) {
      if (value === undefined) continue;
      where.push(clause);
      parameters.push({ name, value });
    }
    if (scope.kind === "supplier") {
      where.push("c.supplier.id = @scopeSupplierId");
      parameters.push({ name: "@scopeSupplierId", value: scope.supplierId });
    }
    const sql = `SELECT * FROM c WHERE ${where.join(" AND ")} ORDER BY c.deliveryDate ASC, c.id ASC`;
    return fetchPage<OrderDocument>(this.container, { sql, parameters }, query, partitionKey);
  }

  /**
   * Changes PO lines one by one under their ETags: `change` gets the current line and returns the new one
   * (or undefined to leave it). A line someone changed meanwhile is read again and `change` asked again, a few
   * times, so concurrent writers (an import, another planner) are never overwritten. `change` may throw to
   * refuse a line. Lines not found are skipped. Not a transaction: callers order their writes so that running
   * them again completes the work.
   */
  async updateEach(
    docs: readonly OrderDocument[],
    change: (current: OrderDocument) => OrderDocument | undefined,
    now = new Date(),
  ): Promise<OrderDocument[]> {
    return Promise.all(
      docs.map(async (doc) => {
        let current: OrderDocument | undefined = doc;
        for (let attempt = 1; current; attempt++) {
          const next = change(current);
          if (!next) return current;
          try {
            return await this.replace(next, current._etag ?? "", now);
          } catch (error) {
            if (!(error instanceof HttpError && error.status === 412)) throw error;
            if (attempt >= UPDATE_ATTEMPTS) {
              throw conflict(`PO ${doc.poNumber} keeps being changed by someone else: try again.`);
            }
            current = await this.get(doc);
          }
        }
        return doc;
      }),
    );
  }

  async getByKeys(keys: readonly { id: string; partitionKey: string }[]): Promise<OrderDocument[]> {
    return bulkRead<OrderDocument>(this.container, keys);
  }

  /**
   * The tenant's PO lines with these ids, wherever they are stored. `expectedPartition` says where a line
   * should be (the delivery month its file gives): those are point-read there, and only ids not found are looked
   * for across the tenant's months (a line whose delivery month changed), by a query per batch of ids.
   */
  async getMany(
    tenantId: string,
    ids: readonly string[],
    expectedPartition: (id: string) => string | undefined = () => undefined,
  ): Promise<Map<string, OrderDocument>> {
    const found = new Map<string, OrderDocument>();
    const expected = ids.flatMap((id) => {
      const partitionKey = expectedPartition(id);
      return partitionKey ? [{ id, partitionKey }] : [];
    });
    for (const doc of await this.getByKeys(expected)) if (doc.tenantId === tenantId) found.set(doc.id, doc);
    const elsewhere = ids.filter((id) => !found.has(id));
    for (let i = 0; i < elsewhere.length; i += IDS_PER_QUERY) {
      const response = await this.container.items
        .query<OrderDocument>({
          query: "SELECT * FROM c WHERE c.tenantId = @tenantId AND ARRAY_CONTAINS(@ids, c.id)",
          parameters: [
            { name: "@tenantId", value: tenantId },
            { name: "@ids", value: elsewhere.slice(i, i + IDS_PER_QUERY) },
          ],
        })
        .fetchAll();
      recordCosmos(response, response.resources.length);
      for (const doc of response.resources) found.set(doc.id, doc);
    }
    return found;
  }

  /**
   * What an import writes to PO lines: creates and updates, leaving those whose content is unchanged untouched,
   * so that the same file imported twice writes nothing. `stored` is what getMany returned for them. Changed lines
   * are replaced under their ETag; a line whose delivery month changed moves to the new month's partition.
   */
  prepareUpsert(
    tenantId: string,
    incoming: readonly OrderFields[],
    stored: ReadonlyMap<string, OrderDocument>,
    now = new Date(),
  ): OrderUpsert {
    const timestamp = now.toISOString();
    const writes: BulkWrite<OrderDocument>[] = [];
    const moved: BulkWrite<OrderDocument>[] = [];
    const counts: UpsertCounts = { created: 0, updated: 0, unchanged: 0 };
    for (const fields of incoming) {
      const id = orderId(fields.poNumber, fields.styleCode, fields.colourCode);
      const partitionKey = monthPartitionKey(tenantId, fields.deliveryDate);
      const current = stored.get(id);
      if (current && sameContent(current, fields)) {
        counts.unchanged++;
        continue;
      }
      const document: OrderDocument = current
        ? { ...current, ...fields, partitionKey, updatedOn: timestamp }
        : { ...fields, id, tenantId, partitionKey, createdOn: timestamp, updatedOn: timestamp };
      if (!current) {
        counts.created++;
        writes.push({ kind: "create", document, partitionKey });
      } else if (current.partitionKey === partitionKey) {
        counts.updated++;
        writes.push({ kind: "replace", document, partitionKey, etag: current._etag ?? "" });
      } else {
        counts.updated++;
        writes.push({ kind: "create", document: { ...document, _etag: undefined }, partitionKey });
        moved.push({ kind: "delete", id, partitionKey: current.partitionKey, etag: current._etag ?? "" });
      }
    }
    return { counts, writes, moved };
  }

  /** Makes an import's PO line writes, `progress` told after each chunk of them. */
  async writeUpsert(
    upsert: OrderUpsert,
    progress: (written: number) => Promise<void> = async () => undefined,
  ): Promise<void> {
    const poNumbers = new Map(
      upsert.writes.flatMap((write) =>
        write.kind === "delete" ? [] : [[write.document.id, write.document.poNumber]],
      ),
    );
    const describe = (id: string) => `PO line ${poNumbers.get(id) ?? id}`;
    // A moving line leaves its old month first: two copies of one id in two partitions must never exist, and
    // a failure in between loses nothing an import cannot redo (the file that moves it creates it again).
    await bulkWrite(this.container, upsert.moved, describe);
    let written = 0;
    for (const chunk of chunks(upsert.writes, PROGRESS_CHUNK)) {
      await bulkWrite(this.container, chunk, describe);
      written += chunk.length;
      await progress(written);
    }
  }
}

/** What an import writes to PO lines (OrdersRepository.prepareUpsert). */
export interface OrderUpsert {
  counts: UpsertCounts;
  /** Creates and replacements, in the file's order. */
  writes: BulkWrite<OrderDocument>[];
  /** Deletions of the old copies of lines whose delivery month changed, made before `writes`. */
  moved: BulkWrite<OrderDocument>[];
}
