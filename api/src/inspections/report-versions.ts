import { randomUUID } from "node:crypto";
import { photoIdsOf, type SizeChart } from "@aql-portal/shared";
import type { InspectionWorkDocument } from "../data/inspection-work-repository";
import type { StoredInspection, StoredReportVersion } from "../data/inspections-repository";
import type { UserDocument } from "../data/users-repository";
import type { Services } from "../lib/services";
import type { InspectionReportData } from "../reports/inspection-report";
import { sizeChartView } from "../size-charts/view";
import { photoBlobName, toInspectionDetail } from "./work";

/** What a report's PDF is saved as: "AQL-report-1A2B3C4D5E-v2.pdf". */
/** What making a report reads and stores: the record, the style's size chart, the photos, the PDF. */
export type ReportServices = Pick<
  Services,
  "config" | "blobs" | "inspectionWork" | "products" | "sizeCharts" | "reference" | "correctiveActions"
>;

export const reportFileName = (inspection: Pick<StoredInspection, "inspectionNumber">, version: number) =>
  `AQL-report-${inspection.inspectionNumber}-v${version}.pdf`;

/** Why a report version was made, as its version list and its first page say. */
export const REPORT_REASONS = {
  finish: "Inspection finished",
  close: "Report closed",
  commercialPass: "Commercial pass given",
  decision: (decision: string) => `Client decision: ${decision}`,
} as const;

/**
 * The report is evidence: every change of a reported inspection's outcome (finish, commercial pass, close, a
 * client decision) renders it again as it now stands and stores it as the next version, saying why. `next` is
 * the inspection as it is about to be saved; the answer is the same with the new version named. The file is
 * stored first, under a name no retry reuses, so an inspection never names a report that is not there (a save
 * that then fails leaves an unnamed file, harmless). Decision: ../../../docs/decisions/inspection-execution.md.
 */
export async function withNextReport(
  services: ReportServices,
  user: UserDocument,
  next: StoredInspection,
  reason: string,
  now: Date,
  /** The record as just saved (finish); read when not given. */
  record?: InspectionWorkDocument,
): Promise<StoredInspection> {
  const workDoc = record ?? (await services.inspectionWork.ensure(next.tenantId, next, now));
  const version = next.reportVersions.length + 1;
  // Loaded when a report is made, not with the API: the PDF library is most of the bundle's weight, and every
  // cold start of the functions host would pay for it.
  const { renderInspectionReport } = await import("../reports/inspection-report");
  const [detail, sizeChart, photos] = await Promise.all([
    toInspectionDetail(services, next, workDoc),
    sizeChartOf(services, next),
    photosOf(services, next, workDoc),
  ]);
  const pdf = await renderInspectionReport({
    inspection: detail,
    version,
    reason,
    generatedAt: now,
    generatedBy: user.name,
    customerName: services.config.customerName,
    productName: services.config.productName,
    sizeChart,
    photos,
  });
  const reportVersion: StoredReportVersion = {
    id: randomUUID(),
    version,
    reason,
    createdOn: now.toISOString(),
    createdBy: { id: user.id, name: user.name },
    blobName: `${next.tenantId}/${next.id}/v${version}-${randomUUID()}.pdf`,
  };
  await services.blobs
    .container("reports")
    .getBlockBlobClient(reportVersion.blobName)
    .uploadData(pdf, { blobHTTPHeaders: { blobContentType: "application/pdf" } });
  return { ...next, reportVersions: [...next.reportVersions, reportVersion] };
}

async function sizeChartOf(
  services: Pick<Services, "products" | "sizeCharts" | "reference">,
  inspection: StoredInspection,
): Promise<SizeChart | null> {
  const [product, chart] = await Promise.all([
    services.products.get(inspection.tenantId, inspection.product.id),
    services.sizeCharts.get(inspection.tenantId, inspection.product.id),
  ]);
  return product && chart ? sizeChartView(services, inspection.tenantId, product, chart) : null;
}

/**
 * The photos the record names, read from blob storage for the report. One that cannot be read is left out:
 * the report shows its frame as "Photo not available" rather than the finish failing.
 */
async function photosOf(
  services: Pick<Services, "blobs">,
  inspection: StoredInspection,
  workDoc: InspectionWorkDocument,
): Promise<InspectionReportData["photos"]> {
  const ids = photoIdsOf(workDoc);
  const container = services.blobs.container("photos");
  const photos = await Promise.all(
    ids.map(async (photoId) => {
      try {
        const bytes = await container.getBlobClient(photoBlobName(inspection, photoId)).downloadToBuffer();
        return [[photoId, { bytes: new Uint8Array(bytes), contentType: "image/jpeg" as const }] as const];
      } catch {
        return [];
      }
    }),
  );
  return new Map(photos.flat());
}
