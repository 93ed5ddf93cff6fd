import { describe, expect, it } from "vitest";
import { apiPath, apiRoutes } from "./routes";

describe("apiPath", () => {
  it("fills a route's template with its ids, each encoded", () => {
    expect(apiPath(apiRoutes.inspection, { inspectionId: "abc" })).toBe("inspections/abc");
    expect(apiPath(apiRoutes.inspectionPhoto, { inspectionId: "a b", photoId: "x/y" })).toBe(
      "inspections/a%20b/photos/x%2Fy",
    );
    expect(apiPath(apiRoutes.productGroup, { productId: "T41#3" })).toBe("products/groups/T41%233");
  });
});
