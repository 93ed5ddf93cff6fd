import { ProductSchema, type AddProduct } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { runAs } from "../testing/handler-context";
import { demoTenantForEachTest } from "../testing/memory-services";
import { productsCreate } from "./products-create";

/** POST /api/products: a planner adds a style by hand. */
describe("products-create", () => {
  const services = demoTenantForEachTest();

  async function add(body: AddProduct) {
    const reply = await runAs(services, "PLANNER", productsCreate, {
      body,
      query: undefined,
      params: undefined,
    });
    return { status: reply.status, product: ProductSchema.parse(reply.body) };
  }
  const jumper = { styleCode: "T61-2001", styleName: "Cable jumper", productCategoryCode: "mknit" };

  it("adds the style with its category, department and supplier as the tenant names them", async () => {
    const { status, product } = await add({ ...jumper, departmentId: "D02", supplierId: "SUP-DKW" });
    expect(status).toBe(201);
    expect(product).toMatchObject({
      styleCode: "T61-2001",
      productCategory: { code: "MKNIT", name: "Men's Knitwear" },
      department: { id: "D02", name: "Menswear" },
      supplier: { id: "SUP-DKW", name: "Dhaka Knitwear Ltd" },
      hasSizeChart: false,
      groupedWith: null,
    });
    expect(await services.products.get(services.config.tenantId, "T61-2001")).toBeDefined();
  });

  it("names every reference the tenant does not have", async () => {
    const call = add({ ...jumper, productCategoryCode: "HATS", departmentId: "D99", supplierId: "SUP-XYZ" });
    await expect(call).rejects.toMatchObject({
      status: 400,
      message:
        'Invalid request: body.productCategoryCode "HATS" is not a known product category; body.departmentId "D99" is not a known department; body.supplierId "SUP-XYZ" is not a known supplier',
    });
  });

  it("adds a style code once", async () => {
    await add(jumper);
    await expect(add({ ...jumper, styleName: "Another name" })).rejects.toMatchObject({
      status: 409,
      message: "The style T61-2001 exists already.",
    });
  });
});
