import type { Container } from "@azure/cosmos";
import type { SizeChartPoint } from "@aql-portal/shared";
import { readDocument, upsertDocument } from "./documents";

/** A style's size chart as uploaded (every point, hidden or not), and where its file is kept. */
export interface SizeChartDocument {
  /** The product id: one chart per style. */
  id: string;
  tenantId: string;
  styleCode: string;
  unit: "cm";
  sizes: string[];
  points: SizeChartPoint[];
  fileName: string;
  /** The uploaded file in the size-charts blob container. */
  blobName: string;
  uploadedOn: string;
  uploadedBy: string;
  _etag?: string;
}

export class SizeChartsRepository {
  constructor(private readonly container: Container) {}

  get(tenantId: string, productId: string): Promise<SizeChartDocument | undefined> {
    return readDocument(this.container, productId, tenantId);
  }

  /** A new upload replaces the chart (the spec's size-chart override); the earlier file stays in storage. */
  put(chart: SizeChartDocument): Promise<SizeChartDocument> {
    return upsertDocument(this.container, chart, `the size chart of ${chart.styleCode}`);
  }
}
