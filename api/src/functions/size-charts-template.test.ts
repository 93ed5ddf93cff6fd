import { describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { runAs } from "../testing/handler-context";
import { demoTenantForEachTest } from "../testing/memory-services";
import { referenceItems } from "../lib/reference-lists";
import { sizeChartsTemplate } from "./size-charts-template";

/** GET /api/size-charts/template: the size-chart workbook a planner fills in. */
describe("size-charts-template", () => {
  const services = demoTenantForEachTest();

  it("is a workbook listing every point of measure the tenant knows, sizes across", async () => {
    const reply = await runAs(services, "PLANNER", sizeChartsTemplate, {
      params: undefined,
      body: undefined,
      query: {},
    });
    expect(reply.headers?.["content-disposition"]).toBe(
      'attachment; filename="aql-portal-size-chart-template.xlsx"',
    );
    const workbook = XLSX.read(reply.body);
    expect(workbook.SheetNames).toEqual(["Size chart", "Instructions"]);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets["Size chart"]!, { header: 1 });
    expect(rows[0]?.slice(0, 4)).toEqual(["Code", "Point of measure", "Tolerance -", "Tolerance +"]);
    const points = await referenceItems(services.reference, services.config.tenantId, "points-of-measure");
    expect(points.length).toBeGreaterThan(0);
    expect(rows.slice(1).map((row) => row.slice(0, 2))).toEqual(
      points.map((point) => [point.id, point.name]),
    );
  });
});
