import { apiRoutes } from "@aql-portal/shared";
import { z } from "zod";
import { XLSX_MEDIA_TYPE } from "../import/template";
import { httpFunction } from "../lib/http";
import { sizeChartTemplate } from "../size-charts/template";

/** GET /api/size-charts/template: the size-chart workbook to fill in. */
export const sizeChartsTemplate = httpFunction({
  name: "size-charts-template",
  route: apiRoutes.sizeChartTemplate,
  methods: ["GET"],
  access: "products:manage",
  response: { 200: { file: XLSX_MEDIA_TYPE } },
  query: z.object({}).strict(),
  handler: async (_input, { services, tenantId }) => ({
    body: await sizeChartTemplate(services, tenantId),
    headers: {
      "content-type": XLSX_MEDIA_TYPE,
      "content-disposition": 'attachment; filename="aql-portal-size-chart-template.xlsx"',
    },
  }),
});
