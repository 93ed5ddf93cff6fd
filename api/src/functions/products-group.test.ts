import { messages, ProductSchema } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { runAs } from "../testing/handler-context";
import { addStyle, answer } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { productsGroup } from "./products-group";

/** POST /api/products/groups: a planner pairs two styles of one product category. */
describe("products-group", () => {
  const services = demoTenantForEachTest();

  const knitwear = { code: "MKNIT", name: "Men's Knitwear" };
  async function style(styleCode: string, productCategory: typeof knitwear | null = knitwear) {
    await addStyle(services, styleCode, { productCategory });
    return styleCode;
  }
  const group = (...styleCodes: string[]) =>
    answer(
      z.array(ProductSchema),
      runAs(services, "PLANNER", productsGroup, {
        body: { styleCodes },
        query: undefined,
        params: undefined,
      }),
    );
  const partnerOf = async (styleCode: string) =>
    (await services.products.get(services.config.tenantId, styleCode))?.groupedWith;

  it("pairs the two styles, each naming the other", async () => {
    const saved = await group(await style("T61-4001"), await style("T61-4002"));
    expect(saved.map((p) => [p.styleCode, p.groupedWith])).toEqual([
      ["T61-4001", "T61-4002"],
      ["T61-4002", "T61-4001"],
    ]);
    expect([await partnerOf("T61-4001"), await partnerOf("T61-4002")]).toEqual(["T61-4002", "T61-4001"]);
  });

  it("refuses a selection that is not two known styles of one category, saying why", async () => {
    const jumper = await style("T61-4001");
    await expect(group(jumper, "T61-9999")).rejects.toMatchObject({
      status: 400,
      message: "Unknown style T61-9999.",
    });
    await expect(
      group(jumper, await style("W22-4002", { code: "WDRESS", name: "Dresses" })),
    ).rejects.toMatchObject({
      status: 400,
      message: messages.groupDifferentCategories,
    });
    await expect(group(jumper, await style("T61-4003", null))).rejects.toMatchObject({
      status: 400,
      message: messages.groupUnknownCategory,
    });
    await expect(group(jumper)).rejects.toMatchObject({ status: 400, message: messages.groupExactlyTwo });
    expect(await partnerOf(jumper)).toBeNull();
  });

  it("takes no style from its group, and completes a pair half made", async () => {
    const [a, b, c] = [await style("T61-4001"), await style("T61-4002"), await style("T61-4003")];
    await group(a, b);
    await expect(group(c, b)).rejects.toMatchObject({
      status: 409,
      message: "The style T61-4002 is already grouped with T61-4001: ungroup it first.",
    });
    // A first write that went through without the second: grouping the pair again completes it.
    const half = await services.products.get(services.config.tenantId, c);
    if (!half) throw new Error("T61-4003 is gone.");
    await services.products.replace({ ...half, groupedWith: "T61-4004" }, half._etag ?? "");
    await group(c, await style("T61-4004"));
    expect([await partnerOf(c), await partnerOf("T61-4004")]).toEqual(["T61-4004", "T61-4003"]);
  });
});
