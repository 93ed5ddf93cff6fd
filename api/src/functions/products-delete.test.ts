import type { Product } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { toApiProduct } from "../data/products-repository";
import { runAs } from "../testing/handler-context";
import { addLine, addStyle } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { productsDelete } from "./products-delete";

/** DELETE /api/products/{productId}: a style nothing depends on is removed. */
describe("products-delete", () => {
  const services = demoTenantForEachTest();

  async function style(styleCode: string, groupedWith: string | null = null): Promise<Product> {
    return toApiProduct(await addStyle(services, styleCode, { groupedWith }));
  }
  async function remove(product: Pick<Product, "id" | "etag">) {
    const input = { params: { productId: product.id }, body: undefined, query: undefined };
    return runAs(services, "PLANNER", productsDelete, input, product.etag);
  }
  const stored = (product: Pick<Product, "id">) =>
    services.products.get(services.config.tenantId, product.id);

  it("deletes a style on no PO line and in no group", async () => {
    const product = await style("T61-3001");
    expect(await remove(product)).toEqual({});
    expect(await stored(product)).toBeUndefined();
  });

  it("keeps a grouped style until it is ungrouped", async () => {
    await expect(remove(await style("T61-3002", "T61-3003"))).rejects.toMatchObject({
      status: 409,
      message: "The style T61-3002 is grouped with T61-3003: ungroup them first.",
    });
  });

  it("keeps a style that PO lines name", async () => {
    const product = await style("T61-3004");
    addLine(services, { styleCode: "T61-3004" });
    await expect(remove(product)).rejects.toMatchObject({
      status: 409,
      message: "The style T61-3004 is on 1 PO line: styles with orders cannot be deleted.",
    });
    addLine(services, { styleCode: "T61-3004" });
    await expect(remove(product)).rejects.toMatchObject({
      message: "The style T61-3004 is on 2 PO lines: styles with orders cannot be deleted.",
    });
    expect(await stored(product)).toBeDefined();
  });

  it("deletes only the style as it was read", async () => {
    const product = await style("T61-3005");
    const current = await stored(product);
    if (!current) throw new Error("The style was not stored.");
    // Someone else's change since it was read: a size chart uploaded.
    await services.products.replace({ ...current, hasSizeChart: true }, product.etag);
    await expect(remove(product)).rejects.toMatchObject({
      status: 412,
      message: "The style was changed by someone else. Reload and try again.",
    });
    expect((await stored(product))?.hasSizeChart).toBe(true);
  });
});
