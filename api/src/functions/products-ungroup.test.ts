import { ProductSchema } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { runAs } from "../testing/handler-context";
import { addStyle, answer } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { productsUngroup } from "./products-ungroup";

/** DELETE /api/products/groups/{productId}: takes a style and its partner out of their group. */
describe("products-ungroup", () => {
  const services = demoTenantForEachTest();

  async function style(styleCode: string, groupedWith: string | null) {
    await addStyle(services, styleCode, { groupedWith });
  }
  const ungroup = (productId: string) =>
    answer(
      z.array(ProductSchema),
      runAs(services, "PLANNER", productsUngroup, {
        params: { productId },
        body: undefined,
        query: undefined,
      }),
    );
  const partnerOf = async (styleCode: string) =>
    (await services.products.get(services.config.tenantId, styleCode))?.groupedWith;

  it("ungroups the style and its partner, answering both", async () => {
    await style("T61-5001", "T61-5002");
    await style("T61-5002", "T61-5001");
    const saved = await ungroup("T61-5002");
    expect(saved.map((p) => [p.styleCode, p.groupedWith])).toEqual([
      ["T61-5002", null],
      ["T61-5001", null],
    ]);
    expect([await partnerOf("T61-5001"), await partnerOf("T61-5002")]).toEqual([null, null]);
  });

  it("changes nothing for a style in no group", async () => {
    await style("T61-5003", null);
    const before = await services.products.get(services.config.tenantId, "T61-5003");
    expect(await ungroup("T61-5003")).toEqual([]);
    expect((await services.products.get(services.config.tenantId, "T61-5003"))?._etag).toBe(before?._etag);
  });

  it("answers 404 for a style the tenant does not have", async () => {
    await expect(ungroup("T61-9999")).rejects.toMatchObject({
      status: 404,
      message: "There is no style T61-9999.",
    });
  });
});
