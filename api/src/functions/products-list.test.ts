import { ListProductsQuerySchema, ProductPageSchema } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { runAs, rolesAllowed } from "../testing/handler-context";
import { addStyle, answer } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { productsList } from "./products-list";

/** GET /api/products: one page of the tenant's styles by style code (PRODUCT DETAILS). */
describe("products-list", () => {
  const services = demoTenantForEachTest();

  /** The page the query string asks for, parsed as the wrapper parses it. */
  const list = (query: Record<string, string> = {}) =>
    answer(
      ProductPageSchema,
      runAs(services, "PLANNER", productsList, {
        query: ListProductsQuerySchema.parse(query),
        body: undefined,
        params: undefined,
      }),
    );
  const codes = async (query: Record<string, string> = {}) =>
    (await list(query)).items.map((product) => product.styleCode);

  it("is for those who manage styles: every other role is refused (403)", () => {
    expect(rolesAllowed(productsList)).toEqual(["ADMINISTRATOR", "REVIEWER", "PLANNER"]);
  });

  it("lists the tenant's styles by code, with what the Products page shows of them", async () => {
    await addStyle(services, "W22-0002", { styleName: "Wrap dress", hasSizeChart: true });
    await addStyle(services, "T61-0001");
    await addStyle(services, "M10-0003", { groupedWith: "M10-0004" });
    const page = await list();
    expect(page.items.map((product) => product.styleCode)).toEqual(["M10-0003", "T61-0001", "W22-0002"]);
    expect(page.continuationToken).toBeUndefined();
    expect(page.items[2]).toMatchObject({
      id: "W22-0002",
      styleName: "Wrap dress",
      productCategory: { code: "MKNIT" },
      hasSizeChart: true,
      groupedWith: null,
    });
    expect(page.items[2]?.etag).not.toBe("");
  });

  it("is empty for a tenant with no styles", async () => {
    expect(await list()).toEqual({ items: [] });
  });

  it("searches codes and names in any case", async () => {
    await addStyle(services, "T61-0001", { styleName: "Crew neck jumper" });
    await addStyle(services, "T61-0002", { styleName: "Cardigan" });
    await addStyle(services, "W22-0061", { styleName: "Wrap dress" });
    expect(await codes({ search: "t61" })).toEqual(["T61-0001", "T61-0002"]);
    expect(await codes({ search: "JUMPER" })).toEqual(["T61-0001"]);
    expect(await codes({ search: "61" })).toEqual(["T61-0001", "T61-0002", "W22-0061"]);
  });

  it("pages: the next page from the token, until the last, which has none", async () => {
    for (const code of ["T61-0005", "T61-0001", "T61-0004", "T61-0002", "T61-0003"]) {
      await addStyle(services, code);
    }
    const first = await list({ pageSize: "2" });
    const second = await list({ pageSize: "2", continuationToken: first.continuationToken ?? "" });
    const third = await list({ pageSize: "2", continuationToken: second.continuationToken ?? "" });
    expect([first, second, third].map((page) => page.items.map((product) => product.styleCode))).toEqual([
      ["T61-0001", "T61-0002"],
      ["T61-0003", "T61-0004"],
      ["T61-0005"],
    ]);
    expect(third.continuationToken).toBeUndefined();
    await expect(
      list({ pageSize: "2", search: "T61", continuationToken: first.continuationToken ?? "" }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it("refuses query parameters it does not take (400 naming them)", () => {
    const refused = (query: Record<string, string>) =>
      ListProductsQuerySchema.safeParse(query).error?.issues.map((issue) =>
        [...issue.path, ...("keys" in issue ? issue.keys : [])].join("."),
      );
    expect(refused({ pageSize: "101" })).toEqual(["pageSize"]);
    expect(refused({ search: "x".repeat(61) })).toEqual(["search"]);
    expect(refused({ sortKey: "styleCode" })).toEqual(["sortKey"]);
  });
});
