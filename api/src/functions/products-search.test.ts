import { PRODUCT_SEARCH_LIMIT, ProductSchema, SearchProductsQuerySchema } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { runAs, rolesAllowed } from "../testing/handler-context";
import { addStyle, answer } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { productsSearch } from "./products-search";

/** GET /api/products/search?styleCode=T61: the Product page's type-ahead of style codes. */
describe("products-search", () => {
  const services = demoTenantForEachTest();

  /** The styles found for what was typed, the query parsed as the wrapper parses it. */
  const search = async (styleCode: string) => {
    const found = await answer(
      z.array(ProductSchema),
      runAs(services, "PLANNER", productsSearch, {
        query: SearchProductsQuerySchema.parse({ styleCode }),
        body: undefined,
        params: undefined,
      }),
    );
    return found.map((product) => product.styleCode);
  };

  it("is for those who manage styles: every other role is refused (403)", () => {
    expect(rolesAllowed(productsSearch)).toEqual(["ADMINISTRATOR", "REVIEWER", "PLANNER"]);
  });

  it("finds the styles whose code starts with what was typed, in any case, by code", async () => {
    for (const code of ["T61-2002", "T61-1001", "W22-T610", "t61-3003"]) await addStyle(services, code);
    expect(await search("t61")).toEqual(["T61-1001", "T61-2002", "t61-3003"]);
    expect(await search("T61-1")).toEqual(["T61-1001"]);
    expect(await search("X")).toEqual([]);
  });

  it("answers the styles whole, as the Product page opens them", async () => {
    await addStyle(services, "T61-1001", { styleName: "Crew neck jumper", seasonCodes: ["AW26"] });
    const [found] = await answer(
      z.array(ProductSchema),
      runAs(services, "PLANNER", productsSearch, {
        query: { styleCode: "T61" },
        body: undefined,
        params: undefined,
      }),
    );
    expect(found).toMatchObject({ id: "T61-1001", styleName: "Crew neck jumper", seasonCodes: ["AW26"] });
  });

  it(`answers at most ${PRODUCT_SEARCH_LIMIT}, the first by code`, async () => {
    const codes = Array.from(
      { length: PRODUCT_SEARCH_LIMIT + 3 },
      (_, i) => `T61-${String(i).padStart(4, "0")}`,
    );
    for (const code of [...codes].reverse()) await addStyle(services, code);
    expect(await search("T61")).toEqual(codes.slice(0, PRODUCT_SEARCH_LIMIT));
  });

  it("refuses a search without a code, or with anything else (400 naming it)", () => {
    const refused = (query: Record<string, string>) =>
      SearchProductsQuerySchema.safeParse(query).error?.issues.map((issue) =>
        [...issue.path, ...("keys" in issue ? issue.keys : [])].join("."),
      );
    expect(refused({})).toEqual(["styleCode"]);
    expect(refused({ styleCode: "  " })).toEqual(["styleCode"]);
    expect(refused({ styleCode: "T61", search: "x" })).toEqual(["search"]);
  });
});
