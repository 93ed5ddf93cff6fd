import { createHash } from "node:crypto";
import type { CosmosServices } from "@aql-portal/api/services";
import { DEFAULT_AQLS, lotPlan, NORMAL_INSPECTION } from "@aql-portal/shared";
import type { InspectionFields } from "../../api/src/data/inspections-repository";
import { prepareInspectionImport } from "../../api/src/import/import-writes";
import { writeImportedInspections } from "../../api/src/inspections/inspection-writes";
import { eachConcurrently } from "../../api/src/data/concurrently";

/** Inspections written at once: an import's chunk of work. */
const BATCH = 2_000;

export interface ReportedInspections {
  /** Makes the ids, style codes and PO numbers of this set, so no two sets share any. */
  tag: string;
  count: number;
  /** Their inspection (and delivery) days, in turn. */
  days: readonly string[];
  supplier: { id: string; name: string };
  /**
   * Each report's PDF, with a last line naming its inspection and version (after %%EOF, which readers ignore), so
   * every file differs; null: none is stored (for requests refused before any file is read).
   */
  pdf: Uint8Array | null;
  /** How many report versions the n-th has (default 1): the latest is the one a download holds. */
  versionsOf?: (n: number) => number;
}

/** The bytes `seedReportedInspections` stores as this report version. */
export function reportBytes(pdf: Uint8Array, blobName: string): Uint8Array {
  return Buffer.concat([pdf, Buffer.from(`\n% ${blobName}\n`)]);
}

/**
 * Finished inspections, each with one report version, written straight to the stores as an import writes them
 * (bulk), with their report PDFs: the downloads' tests and bench need hundreds of reports, which finishing each
 * lot through the API would take minutes to render. Answers their ids.
 */
export async function seedReportedInspections(
  store: Pick<CosmosServices, "inspections" | "analytics" | "blobs">,
  tenantId: string,
  set: ReportedInspections,
): Promise<string[]> {
  const made = Array.from({ length: set.count }, (_, n) => reportedInspection(tenantId, set, n));
  if (set.pdf) {
    const pdf = set.pdf;
    const reports = store.blobs.container("reports");
    const versions = made.flatMap((inspection) => inspection.reportVersions ?? []);
    await eachConcurrently(versions, 8, async ({ blobName }) => {
      await reports
        .getBlockBlobClient(blobName)
        .uploadData(reportBytes(pdf, blobName), { blobHTTPHeaders: { blobContentType: "application/pdf" } });
    });
  }
  for (let start = 0; start < made.length; start += BATCH) {
    const batch = made.slice(start, start + BATCH);
    await writeImportedInspections(
      store,
      tenantId,
      prepareInspectionImport(tenantId, batch, new Map(), [], () => NORMAL_INSPECTION),
      new Map(),
    );
  }
  return made.map((inspection) => inspection.id);
}

function reportedInspection(tenantId: string, set: ReportedInspections, n: number): InspectionFields {
  const id = createHash("sha256").update(`${set.tag}-${n}`).digest("hex").slice(0, 32);
  const day = set.days[n % set.days.length] ?? "2030-01-01";
  const poQuantity = 300 + (n % 10) * 50;
  const code = `${set.tag}-${n}`.toUpperCase();
  const finishedAt = `${day}T11:00:00.000Z`;
  return {
    id,
    status: "FINISHED",
    result: n % 4 === 1 ? "Fail" : "Pass",
    type: "DC Inspection",
    centre: { id: "UDC-BFD", name: "Bradford DC" },
    supplier: set.supplier,
    factory: { id: `${set.supplier.id}-1`, name: `${set.supplier.name} unit 1` },
    product: { id: code, styleCode: code, styleName: `Style ${code}`, hasSizeChart: false },
    productCategory: { code: "MKNIT", name: "Men's Knitwear" },
    colour: { code: "001", name: "Navy" },
    seasonCode: "AW26",
    poNumbers: [`PO-${code}`],
    deliveryDate: day,
    cartons: Math.ceil(poQuantity / 25),
    plan: lotPlan(poQuantity, "II", DEFAULT_AQLS),
    level: "II",
    poQuantity,
    inspectionDate: day,
    inspector: { id: "seeded-inspector", name: "Seeded Inspector" },
    startedAt: `${day}T09:00:00.000Z`,
    finishedAt,
    firstResult: n % 4 === 1 ? "Fail" : "Pass",
    reportVersions: Array.from({ length: set.versionsOf?.(n) ?? 1 }, (_, index) => ({
      id: `${id}-v${index + 1}`,
      version: index + 1,
      reason: index === 0 ? "Inspection finished" : "Report closed",
      createdOn: finishedAt,
      createdBy: { id: "seeded-inspector", name: "Seeded Inspector" },
      blobName: `${tenantId}/${id}/v${index + 1}-${set.tag}.pdf`,
    })),
  };
}
