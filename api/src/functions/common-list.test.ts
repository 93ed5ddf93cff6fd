import { describe, expect, it } from "vitest";
import type { RoleName } from "@aql-portal/shared";
import departments from "../seed/data/departments.json";
import productCategories from "../seed/data/product-categories.json";
import suppliers from "../seed/data/suppliers.json";
import { demoUser, runAs } from "../testing/handler-context";
import { demoTenantForEachTest } from "../testing/memory-services";
import { commonList } from "./common-list";

/** GET /api/common/{list}: the tenant's suppliers, departments and product categories. */
describe("common-list", () => {
  const services = demoTenantForEachTest();

  const read = async (role: RoleName, list: string) => {
    const reply = await runAs(services, role, commonList, { params: { list }, query: {}, body: undefined });
    expect(reply.revalidate).toBe(true);
    return reply.body as { id: string }[];
  };
  const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

  it("gives the tenant's lists in their order", async () => {
    expect(ids(await read("PLANNER", "suppliers"))).toEqual(ids(suppliers));
    expect(await read("PLANNER", "departments")).toEqual(departments);
    expect(await read("PLANNER", "product-categories")).toEqual(productCategories);
  });

  it("gives a supplier's users their own supplier only, and every other list whole", async () => {
    expect(await read("SUPPLIER", "suppliers")).toEqual(suppliers.filter((s) => s.id === "SUP-DKW"));
    expect(ids(await read("SUPPLIER", "departments"))).toEqual(ids(departments));
  });

  it("gives a supplier's user linked to no supplier none", async () => {
    const supplierUser = await demoUser(services, "supplier@demo.local");
    await services.users.replace({ ...supplierUser, supplier: null }, supplierUser._etag ?? "");
    expect(await read("SUPPLIER", "suppliers")).toEqual([]);
  });

  it("answers 404 naming the lists there are for a list there is not", async () => {
    await expect(read("PLANNER", "factories")).rejects.toMatchObject({
      status: 404,
      message: 'There is no list "factories". Lists: suppliers, departments, product-categories.',
    });
  });
});
