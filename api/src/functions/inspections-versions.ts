import { apiRoutes, type ReportVersion, ReportVersionListSchema } from "@aql-portal/shared";
import { READ_LINK_MINUTES } from "../data/blobs";
import { loadInspection } from "../inspections/scope";
import { REPORT_REASONS, reportFileName } from "../inspections/report-versions";
import { httpFunction } from "../lib/http";
import { InspectionParamsSchema } from "../lib/route-params";

/**
 * GET /api/inspections/{id}/versions: every report version, oldest first (spec §2 Version history: the
 * number is the position by date), with why it was made. Each link is read-only and stops working after a few
 * minutes.
 */
export const inspectionsVersions = httpFunction({
  name: "inspections-versions",
  route: apiRoutes.inspectionVersions,
  methods: ["GET"],
  access: "inspections:read",
  response: { 200: ReportVersionListSchema },
  params: InspectionParamsSchema,
  handler: async ({ params }, { services, tenantId, user }) => {
    const inspection = await loadInspection(services, tenantId, user, params.inspectionId);
    const versions = [...inspection.reportVersions].sort((a, b) => a.createdOn.localeCompare(b.createdOn));
    const items: ReportVersion[] = await Promise.all(
      versions.map(async (version, index) => ({
        id: version.id,
        version: index + 1,
        reason: version.reason ?? REPORT_REASONS.finish,
        updatedOn: version.createdOn,
        updatedBy: version.createdBy.name,
        inspectionReportUrl: await services.blobs.readLink(
          "reports",
          version.blobName,
          READ_LINK_MINUTES,
          reportFileName(inspection, index + 1),
        ),
      })),
    );
    return { body: { items } };
  },
});
