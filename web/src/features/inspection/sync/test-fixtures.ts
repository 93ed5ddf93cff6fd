import {
  EMPTY_WORK,
  lotPlan,
  type InspectionDetail,
  type InspectionWork,
  type MetaItem,
} from "@aql-portal/shared";

/** Test data for the inspection screen's unit tests: a lot of 1,200 (sample 80, Ac 5 major / 7 minor). */
export function inspectionDetail(change: Partial<InspectionDetail> = {}): InspectionDetail {
  return {
    id: "insp-1",
    status: "STARTED",
    result: "Pending",
    type: "DC Inspection",
    centre: { id: "UDC-BFD", name: "Bradford" },
    supplier: { id: "DKW", name: "Dhaka Knitwear Ltd" },
    factory: { id: "DKW1", name: "DKW factory 1" },
    product: { id: "prod-1", styleCode: "T1", styleName: "Crew neck jumper", hasSizeChart: true },
    productCategory: { code: "MKNIT", name: "Men's Knitwear" },
    colour: { code: "041", name: "Navy" },
    seasonCode: "AW26",
    poNumbers: ["PO-1"],
    deliveryDate: "2026-04-20",
    cartons: null,
    plan: lotPlan(1200),
    inspectionNumber: "INSP000001",
    inspectionDate: "2026-04-20",
    inspector: { id: "u-1", name: "Imran Hossain" },
    level: "II",
    controlPoint: null,
    submissionNumber: null,
    sampleReceivedDate: null,
    deliveryQuantity: null,
    poQuantity: 1200,
    skipReason: null,
    totalDefects: 0,
    allowedDefectsMaj: 5,
    allowedDefectsMin: 7,
    clientDecision: "Under Review",
    createdOn: "2026-04-01T08:00:00.000Z",
    updatedOn: "2026-04-01T08:00:00.000Z",
    etag: '"e1"',
    work: EMPTY_WORK,
    workEtag: '"w1"',
    workSavedBy: null,
    workSavedOn: null,
    photoUrls: {},
    startedAt: "2026-04-20T08:00:00.000Z",
    finishedAt: null,
    resultNote: null,
    decisionHistory: [],
    versionCount: 0,
    ...change,
  };
}

export const HOLE: MetaItem<"defects"> = {
  id: "FAB01",
  code: "FAB01",
  name: "Hole in fabric",
  category: "Fabric",
  severity: "MAJOR",
};

export const SLUB: MetaItem<"defects"> = {
  id: "FAB02",
  code: "FAB02",
  name: "Slub or knot",
  category: "Fabric",
  severity: "MINOR",
};

export const work = (change: Partial<InspectionWork> = {}): InspectionWork => ({ ...EMPTY_WORK, ...change });
