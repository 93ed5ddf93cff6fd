import { apiRoutes } from "@aql-portal/shared";
import { loadInspection } from "../inspections/scope";
import { reportFileName } from "../inspections/report-versions";
import { notFound } from "../lib/errors";
import { httpFunction } from "../lib/http";
import { InspectionParamsSchema } from "../lib/route-params";

/** GET /api/inspections/{id}/pdf: the latest report version's PDF, as a download. */
export const inspectionsPdf = httpFunction({
  name: "inspections-pdf",
  route: apiRoutes.inspectionPdf,
  methods: ["GET"],
  access: "inspections:read",
  response: { 200: { file: "application/pdf" } },
  params: InspectionParamsSchema,
  handler: async ({ params }, { services, tenantId, user }) => {
    const inspection = await loadInspection(services, tenantId, user, params.inspectionId);
    const latest = inspection.reportVersions.at(-1);
    if (!latest) {
      throw notFound(
        `Inspection ${inspection.inspectionNumber} has no report yet: it gets one when it is finished.`,
      );
    }
    const bytes = await services.blobs.container("reports").getBlobClient(latest.blobName).downloadToBuffer();
    return {
      body: new Uint8Array(bytes),
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${reportFileName(inspection, inspection.reportVersions.length)}"`,
      },
    };
  },
});
