import type { Container } from "@azure/cosmos";
import type { SizeChartPoint } from "@aql-portal/shared";
import { recordCosmos } from "./cosmos";
import type { SizeChartsStore } from "./stores";

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

export class SizeChartsRepository implements SizeChartsStore {
  constructor(private readonly container: Container) {}

  async get(tenantId: string, productId: string): Promise<SizeChartDocument | undefined> {
    const response = await this.container.item(productId, tenantId).read<SizeChartDocument>();
    recordCosmos(response, response.resource ? 1 : 0);
    return response.resource;
  }

  /** A new upload replaces the chart (the spec's size-chart override); the earlier file stays in storage. */
  async put(chart: SizeChartDocument): Promise<SizeChartDocument> {
    const { _etag, ...document } = chart;
    const response = await this.container.items.upsert<SizeChartDocument>(document);
    recordCosmos(response, 1);
    if (!response.resource)
      throw new Error(`Saving the size chart of ${chart.styleCode} returned no document`);
    return response.resource;
  }
}
