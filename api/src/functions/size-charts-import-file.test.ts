import { ProductSchema, SizeChartSchema } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { contextAs, runAs } from "../testing/handler-context";
import { demoTenantForEachTest } from "../testing/memory-services";
import { uploadRequest } from "../testing/upload-request";
import { productsCreate } from "./products-create";
import { sizeChartsImportFile } from "./size-charts-import-file";

/** POST /api/size-charts/import-file/{productId}: a planner uploads a style's size chart (multipart `file`). */
describe("size-charts-import-file", () => {
  const services = demoTenantForEachTest();

  async function addSkirt() {
    const body = { styleCode: "SK-1001", styleName: "Pleated midi skirt", productCategoryCode: "WSKIRT" };
    const reply = await runAs(services, "PLANNER", productsCreate, {
      body,
      query: undefined,
      params: undefined,
    });
    return ProductSchema.parse(reply.body);
  }

  /** The upload as the browser sends it: the file in a multipart form's field `file`. */
  async function upload(productId: string, csv: string, fileName = "chart.csv") {
    const url = `size-charts/import-file/${productId}`;
    const request = await uploadRequest(url, { bytes: csv, name: fileName, type: "text/csv" });
    const context = { ...(await contextAs(services, "PLANNER")), request };
    const reply = await sizeChartsImportFile.run(
      { params: { productId }, body: undefined, query: undefined },
      context,
    );
    return SizeChartSchema.parse(reply.body);
  }

  const chart = [
    "Code,Point of measure,Tolerance -,Tolerance +,8,10",
    'WA,Waist width,1,1,34,"36,5"',
    "SL,Sleeve length,1,1,60,61",
  ].join("\n");

  it("reads the chart, leaves out the points the style's garment hides, keeps the file and marks the style", async () => {
    const skirt = await addSkirt();
    const read = await upload(skirt.id, chart);
    expect(read).toMatchObject({
      productId: skirt.id,
      sizes: ["8", "10"],
      points: [{ code: "WA", toleranceMinus: 1, tolerancePlus: 1, values: { "8": 34, "10": 36.5 } }],
      hiddenPoints: ["SL"],
      fileName: "chart.csv",
    });
    expect(read.points).toHaveLength(1);
    expect((await services.products.get(services.config.tenantId, skirt.id))?.hasSizeChart).toBe(true);
    const kept = [...services.blobs.filesOf("sizeCharts").values()];
    expect(kept).toHaveLength(1);
    expect(Buffer.from(kept[0]?.bytes ?? []).toString()).toBe(chart);
  });

  it("saves nothing from a file with problems, and lists them", async () => {
    const skirt = await addSkirt();
    const call = upload(
      skirt.id,
      "Code,Point of measure,Tolerance -,Tolerance +,8\nWA,Waist width,1,1,wide\n",
    );
    await expect(call).rejects.toMatchObject({
      status: 422,
      message: "The file has 1 problem; the size chart was not saved.",
      details: { problems: [{ row: 2, value: "wide" }] },
    });
    expect(await services.sizeCharts.get(services.config.tenantId, skirt.id)).toBeUndefined();
    expect((await services.products.get(services.config.tenantId, skirt.id))?.hasSizeChart).toBe(false);
    expect(services.blobs.filesOf("sizeCharts").size).toBe(0);
  });

  it("answers an unknown style as missing, reading no file", async () => {
    await expect(upload("NO-SUCH-STYLE", chart)).rejects.toMatchObject({
      status: 404,
      message: "There is no style NO-SUCH-STYLE.",
    });
  });
});
