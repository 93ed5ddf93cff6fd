import { lotPlan, type DefectTally } from "@aql-portal/shared";
import { completeInspection, type StoredInspection } from "../data/inspections-repository";
import { DEMO_SOURCING } from "./demo-sourcing";

/** Inspections to add up in the analytics unit tests: a planned lot of 1,200 (sample 80) unless told otherwise. */
let next = 0;
export function fixtureInspection(
  overrides: Partial<StoredInspection> & {
    day?: string;
    defects?: [string, DefectTally["severity"], number][];
  } = {},
): StoredInspection {
  const { day = "2026-11-10", defects = [], ...fields } = overrides;
  next++;
  return completeInspection({
    id: `${String(next).padStart(8, "0")}aaaaaaaaaaaaaaaaaaaaaaaa`,
    tenantId: "t",
    partitionKey: `t|${day.slice(0, 7)}`,
    status: "PLANNED",
    result: "Pending",
    type: "DC Inspection",
    ...DEMO_SOURCING,
    product: { id: "T-1", styleCode: "T-1", styleName: "Jumper", hasSizeChart: false },
    productCategory: { code: "MKNIT", name: "Men's Knitwear" },
    colour: { code: "041", name: "Navy" },
    seasonCode: "AW26",
    poNumbers: ["PO-1"],
    deliveryDate: day,
    inspectionDate: day,
    cartons: 10,
    plan: lotPlan(1200, "II"),
    controlPoint: { id: "UK-DC", name: "UK DC (goods-in)" },
    createdOn: "2026-01-01T00:00:00.000Z",
    updatedOn: "2026-01-01T00:00:00.000Z",
    revision: 1,
    defectSummary: defects.map(([defectId, severity, count]) => ({
      defectId,
      code: defectId,
      name: `Defect ${defectId}`,
      severity,
      count,
    })),
    ...fields,
  });
}

/** A finished inspection with this first result (and, for a Comm. Pass, a failed first finish). */
export function done(
  result: StoredInspection["result"],
  overrides: Parameters<typeof fixtureInspection>[0] = {},
): StoredInspection {
  return fixtureInspection({
    status: "FINISHED",
    result,
    firstResult: result === "Pass" ? "Pass" : "Fail",
    reportVersions: [
      {
        id: "v1",
        version: 1,
        createdOn: "2026-11-10T12:00:00Z",
        createdBy: { id: "i", name: "I" },
        blobName: "b",
      },
    ],
    ...overrides,
  });
}
