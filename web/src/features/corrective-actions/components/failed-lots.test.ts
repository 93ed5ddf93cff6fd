import { describe, expect, it } from "vitest";
import { InspectionSchema, type Inspection } from "@aql-portal/shared";
import { inspectionDetail } from "../../../testing/inspection-fixtures";
import { groupFailedLots } from "./failed-lots";

const lot = (change: Partial<Inspection>): Inspection =>
  InspectionSchema.parse({ ...inspectionDetail(), status: "FINISHED", result: "Fail", ...change });

describe("lots a CAR is raised on", () => {
  it("group by supplier and style, each lot once, the latest failure first", () => {
    const product = inspectionDetail().product;
    const groups = groupFailedLots([
      lot({ id: "1", deliveryDate: "2026-03-01" }),
      lot({ id: "2", deliveryDate: "2026-04-01" }),
      lot({ id: "2", deliveryDate: "2026-04-01" }),
      lot({ id: "3", deliveryDate: "2026-04-15", product: { ...product, styleCode: "J9" } }),
      lot({ id: "4", deliveryDate: "2026-04-20", result: "Pass", clientDecision: "Accepted" }),
    ]);
    expect(groups.map((group) => [group.styleCode, group.lots.map((each) => each.id)])).toEqual([
      ["J9", ["3"]],
      ["T1", ["2", "1"]],
    ]);
  });
});
