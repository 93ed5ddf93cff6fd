import type { Container, JSONValue } from "@azure/cosmos";
import { queryFirstPage } from "./documents";
import { ExpiringCache } from "./expiring-cache";

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

/**
 * Reference lists (meta and common): small, per tenant, read on almost every request, written only by seeding.
 * Each instance keeps each list in memory for `cacheSeconds` (docs/decisions/caching.md); seeding through this
 * repository drops its copy at once, seeding elsewhere shows within the bound.
 */
export class ReferenceRepository {
  private readonly lists: ExpiringCache<readonly unknown[]>;

  constructor(
    private readonly container: Container,
    cacheSeconds = 0,
  ) {
    this.lists = new ExpiringCache(cacheSeconds * 1000);
  }

  /** The list's items in their order; with `filter`, those whose fields equal its values. */
  async list(tenantId: string, list: string, filter: Record<string, string> = {}): Promise<unknown[]> {
    const items = await this.lists.get(`${tenantId}/${list}`, () => this.read(tenantId, list));
    const wanted = Object.entries(filter);
    return items.filter((item) =>
      wanted.every(([field, value]) => (item as Record<string, unknown>)[field] === value),
    );
  }

  private read(tenantId: string, list: string): Promise<unknown[]> {
    const parameters: Record<string, JSONValue> = { tenantId, list };
    return queryFirstPage<unknown>(
      this.container,
      "SELECT VALUE c.item FROM c WHERE c.tenantId = @tenantId AND c.list = @list ORDER BY c.position",
      parameters,
      { maxItemCount: LIST_LIMIT },
    );
  }

  /** Idempotent: the same list seeded twice leaves one copy, in the given order. */
  async upsertList(tenantId: string, list: string, items: readonly { id: string }[]): Promise<void> {
    this.lists.forget(`${tenantId}/${list}`);
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
    this.lists.forget(`${tenantId}/${list}`);
  }
}
