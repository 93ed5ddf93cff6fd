import type { Container, JSONValue } from "@azure/cosmos";
import { queryFirstPage } from "./documents";
import type { ReferenceStore } from "./stores";

interface ReferenceDocument {
  id: string;
  tenantId: string;
  list: string;
  /** Order the list is served in, fixed when it is seeded (levels by value, statuses by lifecycle, ...). */
  position: number;
  item: { id: string };
}

/** A reference list never grows past this; reading more would mean something is wrong with the data. */
const LIST_LIMIT = 1000;

/** Reference lists (meta and common): small, per tenant, read often, written by seeding. */
export class ReferenceRepository implements ReferenceStore {
  constructor(private readonly container: Container) {}

  async list(tenantId: string, list: string, filter: Record<string, string> = {}): Promise<unknown[]> {
    const where = ["c.tenantId = @tenantId", "c.list = @list"];
    const parameters: Record<string, JSONValue> = { tenantId, list };
    Object.entries(filter).forEach(([field, value], i) => {
      where.push(`c.item[@field${i}] = @value${i}`);
      parameters[`field${i}`] = field;
      parameters[`value${i}`] = value;
    });
    return queryFirstPage<unknown>(
      this.container,
      `SELECT VALUE c.item FROM c WHERE ${where.join(" AND ")} ORDER BY c.position`,
      parameters,
      { maxItemCount: LIST_LIMIT },
    );
  }

  /** Idempotent: the same list seeded twice leaves one copy, in the given order. */
  async upsertList(tenantId: string, list: string, items: readonly { id: string }[]): Promise<void> {
    await Promise.all(
      items.map((item, position) =>
        this.container.items.upsert<ReferenceDocument>({
          id: `${list}:${item.id}`,
          tenantId,
          list,
          position,
          item,
        }),
      ),
    );
  }
}
