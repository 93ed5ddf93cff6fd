import { DEFAULT_AQLS, lotPlan, type DefectTally } from "@aql-portal/shared";
import {
  completeInspection,
  type InspectionDocument,
  type StoredInspection,
} from "../data/inspections-repository";
import { monthPartitionKey, orderId, type OrderDocument, type OrderFields } from "../data/orders-repository";
import type { PoLine } from "../data/import-jobs-repository";
import { DEMO_SOURCING } from "./demo-sourcing";
import { poLine } from "./lots-fixture";

/**
 * Documents for the unit tests of the data layer and the rules: a PO line as a file gives it, a PO line and an
 * inspection as the repositories store them. The demo supplier's jumper (style S-1, navy, AW26) for Bradford in
 * December 2026, unless a test says otherwise.
 */

const CREATED_ON = "2026-01-01T00:00:00.000Z";

let nextRow = 2;
/** A PO line as a file gives it, checked (rows count up from 2). */
export function fileLine(overrides: Partial<PoLine> = {}): PoLine {
  return {
    ...DEMO_SOURCING,
    seasonCode: "AW26",
    row: nextRow++,
    poNumber: "PO-1",
    styleCode: "S-1",
    styleName: "Jumper",
    colourCode: "041",
    colourName: "Navy",
    productCategory: { code: "MKNIT", name: "Men's Knitwear", garmentCategory: "long-sleeve top" },
    department: null,
    quantity: 100,
    cartons: 4,
    deliveryDate: "2026-12-15",
    ...overrides,
  };
}

/** What the orders repository stores for these fields. */
export function storedOrder(fields: OrderFields): OrderDocument {
  return {
    ...fields,
    id: orderId(fields.poNumber, fields.styleCode, fields.colourCode),
    tenantId: "t",
    partitionKey: monthPartitionKey("t", fields.deliveryDate),
    createdOn: CREATED_ON,
    updatedOn: CREATED_ON,
    _etag: "e1",
  };
}

/** A stored PO line, open and in no inspection (lots-fixture's poLine unless told otherwise). */
export const orderDocument = (overrides: Partial<OrderFields> = {}) => storedOrder(poLine(overrides));

/** An inspection of a lot of 1,200 at level II as an import writes it: planning fields not set yet. */
export function importedInspection(overrides: Partial<InspectionDocument> = {}): InspectionDocument {
  return {
    ...DEMO_SOURCING,
    seasonCode: "AW26",
    id: "0a1b2c3d4e5f60718293a4b5c6d7e8f9",
    tenantId: "t",
    partitionKey: "t|2026-12",
    status: "CREATED",
    result: "Pending",
    type: "DC Inspection",
    product: { id: "S-1", styleCode: "S-1", styleName: "Jumper", hasSizeChart: false },
    productCategory: { code: "MKNIT", name: "Men's Knitwear" },
    colour: { code: "041", name: "Navy" },
    poNumbers: ["PO-1"],
    deliveryDate: "2026-12-15",
    cartons: 10,
    plan: lotPlan(1200, "II", DEFAULT_AQLS),
    createdOn: CREATED_ON,
    updatedOn: CREATED_ON,
    ...overrides,
  };
}

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
  return completeInspection(
    importedInspection({
      id: `${String(next).padStart(8, "0")}aaaaaaaaaaaaaaaaaaaaaaaa`,
      partitionKey: `t|${day.slice(0, 7)}`,
      status: "PLANNED",
      deliveryDate: day,
      inspectionDate: day,
      controlPoint: { id: "UK-DC", name: "UK DC (goods-in)" },
      revision: 1,
      defectSummary: defects.map(([defectId, severity, count]) => ({
        defectId,
        code: defectId,
        name: `Defect ${defectId}`,
        severity,
        count,
      })),
      ...fields,
    }),
  );
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
