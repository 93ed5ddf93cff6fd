import { describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { TEMPLATE_FILE_NAME, XLSX_MEDIA_TYPE } from "../import/template";
import { runAs } from "../testing/handler-context";
import { demoTenantForEachTest } from "../testing/memory-services";
import { inspectionsImportTemplate } from "./inspections-import-template";

/** GET /api/inspections/import/template: the workbook planners fill in, with the tenant's codes listed. */
describe("inspections-import-template", () => {
  const services = demoTenantForEachTest();

  it("is the workbook to fill in, listing this tenant's centres as they are now", async () => {
    const tenantId = services.config.tenantId;
    const centres = await services.reference.list(tenantId, "tenant-centres");
    await services.reference.upsertList(tenantId, "tenant-centres", [
      ...(centres as { id: string }[]),
      { id: "UDC-LEE", code: "LEE", name: "Leeds Returns DC", locationId: "GB-BFD" } as { id: string },
    ]);
    const reply = await runAs(services, "PLANNER", inspectionsImportTemplate, {
      params: undefined,
      body: undefined,
      query: {},
    });
    expect(reply.headers).toEqual({
      "content-type": XLSX_MEDIA_TYPE,
      "content-disposition": `attachment; filename="${TEMPLATE_FILE_NAME}"`,
    });
    const workbook = XLSX.read(reply.body);
    expect(workbook.SheetNames).toEqual(["PO lines", "Instructions"]);
    const instructions = XLSX.utils.sheet_to_csv(workbook.Sheets.Instructions!);
    expect(instructions).toContain("Leeds Returns DC");
    expect(instructions).toContain("Bradford DC");
  });
});
