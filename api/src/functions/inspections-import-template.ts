import { apiRoutes } from "@aql-portal/shared";
import { z } from "zod";
import { loadReferenceData } from "../import/reference-data";
import { buildTemplate, TEMPLATE_FILE_NAME, XLSX_MEDIA_TYPE } from "../import/template";
import { httpFunction } from "../lib/http";

/** GET /api/inspections/import/template: the workbook planners fill in, with the tenant's codes listed. */
export const inspectionsImportTemplate = httpFunction({
  name: "inspections-import-template",
  route: apiRoutes.inspectionsImportTemplate,
  methods: ["GET"],
  access: "products:manage",
  response: { 200: { file: XLSX_MEDIA_TYPE } },
  query: z.object({}).strict(),
  handler: async (_input, { services, tenantId }) => ({
    body: buildTemplate(await loadReferenceData(services.reference, tenantId)),
    headers: {
      "content-type": XLSX_MEDIA_TYPE,
      "content-disposition": `attachment; filename="${TEMPLATE_FILE_NAME}"`,
    },
  }),
});
