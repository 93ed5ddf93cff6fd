import {
  EMPTY_WORK,
  lotPlan,
  messages,
  type InspectionDetail,
  type InspectionWork,
  type InspectionWorkInput,
  type MetaItem,
} from "@aql-portal/shared";
import { AnswerCutOffError, ApiRequestError } from "../lib/api-client";
import type { Connectivity, OutboxApi } from "../features/inspection/outbox/inspection-outbox";

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
    moves: [],
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

/** The server as the tablet meets it: one record with an etag, photos by id, a connection that can drop. */
export class FakeServer implements OutboxApi {
  detail: InspectionDetail;
  photos = new Map<string, Blob>();
  saves: { work: InspectionWorkInput; etag: string }[] = [];
  down = false;
  /** Answers the next save with this status instead (400, 409...). */
  refuseNextSave: number | null = null;
  /** Stores the next photo, but its answer is cut off on the way back. */
  cutNextPhotoAnswer = false;
  private etags = 1;

  constructor(detail: InspectionDetail = inspectionDetail()) {
    this.detail = detail;
  }

  async getDetail(): Promise<InspectionDetail> {
    this.check();
    return structuredClone(this.detail);
  }

  async saveWork(_id: string, work: InspectionWorkInput, etag: string): Promise<InspectionDetail> {
    this.check();
    this.saves.push({ work, etag });
    if (this.refuseNextSave !== null) {
      const status = this.refuseNextSave;
      this.refuseNextSave = null;
      throw new ApiRequestError(status, `refused with ${status}`);
    }
    if (etag !== this.detail.workEtag) throw new ApiRequestError(412, "changed elsewhere");
    for (const photoId of work.defects.flatMap((entry) => entry.photoIds)) {
      if (!this.photos.has(photoId)) throw new ApiRequestError(400, `photo ${photoId} not uploaded`);
    }
    this.otherDeviceSaves(work);
    return structuredClone(this.detail);
  }

  async uploadPhoto(_id: string, photoId: string, photo: Blob): Promise<void> {
    this.check();
    this.photos.set(photoId, photo);
    if (this.cutNextPhotoAnswer) {
      this.cutNextPhotoAnswer = false;
      throw new AnswerCutOffError(200, messages.answerCutOffAfterChange);
    }
  }

  /** A save from anywhere: the record replaced, a new etag, links for its photos. */
  otherDeviceSaves(work: InspectionWorkInput): void {
    this.etags += 1;
    this.detail = {
      ...this.detail,
      work: {
        ...work,
        defects: work.defects.map((entry) => {
          const library = [HOLE, SLUB].find((defect) => defect.id === entry.defectId);
          return {
            ...entry,
            defectCode: library?.code ?? "",
            defectName: library?.name ?? "",
            category: library?.category ?? "",
          };
        }),
      },
      workEtag: `"w${this.etags}"`,
      photoUrls: Object.fromEntries(
        work.defects.flatMap((entry) => entry.photoIds).map((id) => [id, `https://blob.test/${id}`]),
      ),
    };
  }

  private check(): void {
    if (this.down) throw new ApiRequestError(0, messages.cannotConnect);
  }
}

/** navigator.onLine and its events, set by the test. */
export class FakeConnectivity implements Connectivity {
  online = true;
  private listeners = new Set<() => void>();
  isOnline = () => this.online;
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  set(online: boolean): void {
    this.online = online;
    for (const listener of this.listeners) listener();
  }
}
