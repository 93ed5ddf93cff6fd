import { messages, ProductSchema, SizeChartSchema, type RoleName } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { runAs } from "../testing/handler-context";
import { addLine, answer, createdLot } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { keepSizeChart } from "../size-charts/keep-size-chart";
import { productsCreate } from "./products-create";
import { sizeChartsInfo } from "./size-charts-info";

/** GET /api/size-charts/info/{productId}: a style's size chart, as inspectors measure against it. */
describe("size-charts-info", () => {
  const services = demoTenantForEachTest();

  /** A style added by the planner, with a chart of a waist and a sleeve length uploaded when `charted`. */
  async function style(styleCode: string, productCategoryCode: string, charted = true) {
    const body = { styleCode, styleName: "A style", productCategoryCode };
    const reply = await runAs(services, "PLANNER", productsCreate, {
      body,
      query: undefined,
      params: undefined,
    });
    const product = ProductSchema.parse(reply.body);
    if (charted) {
      const csv =
        "Code,Point of measure,Tolerance -,Tolerance +,S,M\nWA,Waist width,1,1,40,42\nSL,Sleeve length,1,1,60,61\n";
      const stored = await services.products.get(services.config.tenantId, product.id);
      if (!stored) throw new Error(`The style ${styleCode} was not stored.`);
      await keepSizeChart(
        services,
        stored,
        { bytes: new TextEncoder().encode(csv), fileName: "chart.csv" },
        { name: "Planner" },
      );
    }
    return product;
  }
  const info = (productId: string, role: RoleName = "CLIENT_OPERATOR") =>
    answer(
      SizeChartSchema,
      runAs(services, role, sizeChartsInfo, { params: { productId }, body: undefined, query: undefined }),
    );

  it("answers the chart without the points the style's garment category hides", async () => {
    const skirt = await style("SK-1001", "WSKIRT");
    const jumper = await style("T61-1001", "MKNIT");
    expect(await info(skirt.id)).toMatchObject({
      sizes: ["S", "M"],
      points: [{ code: "WA", values: { S: 40, M: 42 } }],
      hiddenPoints: ["SL"],
    });
    expect((await info(jumper.id)).points.map((point) => point.code)).toEqual(["WA", "SL"]);
  });

  it("says a style has no chart yet", async () => {
    const plain = await style("T61-1001", "MKNIT", false);
    await expect(info(plain.id)).rejects.toMatchObject({ status: 404, message: messages.sizeChartNotFound });
  });

  it("shows a supplier the charts of styles they have an inspection of, and no other style", async () => {
    const inspected = await style("T61-1001", "MKNIT");
    const other = await style("T61-2002", "MKNIT");
    await createdLot(services, [addLine(services, { styleCode: inspected.styleCode })]);
    expect((await info(inspected.id, "SUPPLIER")).productId).toBe(inspected.id);
    await expect(info(other.id, "SUPPLIER")).rejects.toMatchObject({
      status: 404,
      message: `There is no style ${other.id}.`,
    });
  });
});
