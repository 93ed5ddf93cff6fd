import type { Container, JSONValue } from "@azure/cosmos";
import {
  OrderSchema,
  type ListOrdersQuery,
  type Order,
  type OrderStatus,
  type PackagingPoLinesQuery,
  type Page,
  type SupplierScope,
} from "@aql-portal/shared";
import { isStorageError, keepsChanging } from "./storage-errors";
import { bulkRead, writeUpsert, type Upsert } from "./bulk";
import { fetchPage } from "./continuation";
import { addFilters, queryAll, readDocument, saveChanged } from "./documents";

/**
 * A PO line: one style and colour on one PO (the API's Order), in the partition of its tenant and delivery month.
 * Its `skipReason` (SKIPPED only) is absent on lines written before skipping existed.
 */
export interface OrderDocument extends Order {
  tenantId: string;
  /** `${tenantId}|${yyyy-mm}` of the delivery date: PO lines grow without end, months spread them. */
  partitionKey: string;
  /**
   * A planner changed which inspection the line is in (made an inspection of it, deleted its inspection, skipped
   * or unskipped it): imports leave its grouping as the planner arranged it. Absent: the import's grouping.
   */
  arrangedByPlanner?: boolean;
  _etag?: string;
}

/** What a writer decides; id, partition and timestamps are the repository's. */
export type OrderFields = Omit<
  OrderDocument,
  "id" | "tenantId" | "partitionKey" | "createdOn" | "updatedOn" | "_etag"
>;

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

/** A PO line as the API answers it: the documented fields only (not the repository's or the database's own). */
export function toApiOrder(doc: OrderDocument): Order {
  return OrderSchema.parse({ ...doc, skipReason: doc.skipReason ?? null });
}

/** Who may see which PO lines: the tenant's, or one supplier's. */

/** How many times a change to PO lines is retried when someone else changed a line meanwhile. */
const UPDATE_ATTEMPTS = 3;

/** Ids per query: large batches keep scans few; the query text stays far below Cosmos DB's limit. */
const IDS_PER_QUERY = 1000;

export class OrdersRepository {
  constructor(private readonly container: Container) {}

  get(key: { id: string; partitionKey: string }): Promise<OrderDocument | undefined> {
    return readDocument(this.container, key.id, key.partitionKey);
  }

  /** Writes a changed PO line if nobody changed it since `etag` was read (412 otherwise). */
  async replace(doc: OrderDocument, etag: string, now = new Date()): Promise<OrderDocument> {
    return saveChanged(this.container, doc, doc.partitionKey, etag, {
      what: `PO line ${doc.id}`,
      stale: "This PO line was changed by someone else. Reload and try again.",
      now,
    });
  }

  /** Whether the tenant has any PO line at all (the demo data is loaded into an empty tenant only). */
  async hasAny(tenantId: string): Promise<boolean> {
    const found = await queryAll<string>(
      this.container,
      "SELECT TOP 1 VALUE c.id FROM c WHERE c.tenantId = @tenantId",
      { tenantId },
    );
    return found.length > 0;
  }

  /** How many PO lines name a style (across every month): a style with lines cannot be deleted. */
  async countForStyle(tenantId: string, styleCode: string): Promise<number> {
    const counts = await queryAll<number>(
      this.container,
      "SELECT VALUE COUNT(1) FROM c WHERE c.tenantId = @tenantId AND c.styleCode = @styleCode",
      { tenantId, styleCode },
    );
    return counts.reduce((sum, n) => sum + n, 0);
  }

  /** PO lines of any status and month whose PO number or style code contains the search, latest delivery first. */
  search(tenantId: string, query: PackagingPoLinesQuery, scope: SupplierScope): Promise<Page<OrderDocument>> {
    const where = [
      "c.tenantId = @tenantId",
      "(CONTAINS(LOWER(c.poNumber), @search) OR CONTAINS(LOWER(c.styleCode), @search))",
    ];
    const parameters: Record<string, JSONValue> = { tenantId, search: query.search.toLowerCase() };
    addFilters(
      [
        ["c.supplier.id = @supplierId", "supplierId", query.supplierId],
        [
          "c.supplier.id = @scopeSupplierId",
          "scopeSupplierId",
          scope.kind === "supplier" ? scope.supplierId : undefined,
        ],
      ],
      where,
      parameters,
    );
    const sql = `SELECT * FROM c WHERE ${where.join(" AND ")} ORDER BY c.deliveryDate DESC, c.id DESC`;
    return fetchPage<OrderDocument>(this.container, { sql, parameters }, query);
  }

  /**
   * One page of PO lines by delivery date (then id), filtered in the database: at most pageSize documents.
   * A range inside one month reads that month's partition only.
   */
  async list(
    tenantId: string,
    query: ListOrdersQuery & { from: string; to: string },
    scope: SupplierScope,
  ): Promise<Page<OrderDocument>> {
    const where = ["c.tenantId = @tenantId", "c.deliveryDate >= @from", "c.deliveryDate <= @to"];
    const parameters: Record<string, JSONValue> = { tenantId, from: query.from, to: query.to };
    const partitionKey =
      query.from.slice(0, 7) === query.to.slice(0, 7) ? monthPartitionKey(tenantId, query.from) : undefined;
    if (partitionKey) {
      where.push("c.partitionKey = @partitionKey");
      parameters.partitionKey = partitionKey;
    }
    const status: OrderStatus | undefined =
      query.skipped === "true" ? "SKIPPED" : query.readyToInspect === "true" ? "OPEN" : query.status;
    const filters: [clause: string, name: string, value: string | undefined][] = [
      ["c.status = @status", "status", status],
      ["c.supplier.id = @supplierId", "supplierId", query.supplierId],
      ["c.styleCode = @styleCode", "styleCode", query.styleCode],
      ["c.poNumber = @poNumber", "poNumber", query.poNumber],
      [
        "(CONTAINS(LOWER(c.poNumber), @search) OR CONTAINS(LOWER(c.styleCode), @search))",
        "search",
        query.search?.toLowerCase(),
      ],
      [
        "c.supplier.id = @scopeSupplierId",
        "scopeSupplierId",
        scope.kind === "supplier" ? scope.supplierId : undefined,
      ],
    ];
    addFilters(filters, where, parameters);
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
            if (!isStorageError(error, "stale")) throw error;
            if (attempt >= UPDATE_ATTEMPTS) {
              throw keepsChanging(`PO ${doc.poNumber} keeps being changed by someone else: try again.`);
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
      const docs = await queryAll<OrderDocument>(
        this.container,
        "SELECT * FROM c WHERE c.tenantId = @tenantId AND ARRAY_CONTAINS(@ids, c.id)",
        { tenantId, ids: elsewhere.slice(i, i + IDS_PER_QUERY) },
      );
      for (const doc of docs) found.set(doc.id, doc);
    }
    return found;
  }

  /** Makes an import's PO line writes, `progress` told after each chunk of them. */
  async writeUpsert(
    upsert: Upsert<OrderDocument>,
    progress?: (written: number) => Promise<void>,
  ): Promise<void> {
    const poNumbers = new Map(
      upsert.writes.flatMap((write) =>
        write.kind === "delete" ? [] : [[write.document.id, write.document.poNumber]],
      ),
    );
    await writeUpsert(this.container, upsert, (id) => `PO line ${poNumbers.get(id) ?? id}`, progress);
  }
}
