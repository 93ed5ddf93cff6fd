import { type SizeChart } from "@aql-portal/shared";
import type { ProductDocument } from "../data/products-repository";
import type { SizeChartDocument } from "../data/size-charts-repository";
import type { Services } from "../lib/services";
import { referenceItems } from "../lib/reference-lists";

/** A style's chart as readers see it: without the points of measure its garment category hides. */
export async function sizeChartView(
  services: Pick<Services, "reference">,
  tenantId: string,
  product: ProductDocument,
  chart: SizeChartDocument,
): Promise<SizeChart> {
  const rules = (await referenceItems(services.reference, tenantId, "garment-categories")).find(
    (r) => r.id === product.garmentCategory,
  );
  const hidden = new Set(rules?.hiddenPoints ?? []);
  return {
    productId: product.id,
    styleCode: product.styleCode,
    garmentCategory: product.garmentCategory,
    unit: chart.unit,
    sizes: chart.sizes,
    points: chart.points.filter((p) => !hidden.has(p.code)),
    hiddenPoints: chart.points.filter((p) => hidden.has(p.code)).map((p) => p.code),
    fileName: chart.fileName,
    uploadedOn: chart.uploadedOn,
    uploadedBy: chart.uploadedBy,
  };
}
