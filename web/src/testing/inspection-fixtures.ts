import {
  EMPTY_WORK,
  checkMove,
  defectTotals,
  inspectionVerdict,
  DEFAULT_AQLS,
  lotPlan,
  messages,
  type InspectionDetail,
  type InspectionWork,
  type InspectionWorkInput,
  type MetaItem,
} from "@aql-portal/shared";
import { AnswerCutOffError, ApiRequestError } from "../lib/api-client";
import type { Connectivity, OutboxApi } from "../features/inspection/outbox/inspection-outbox";
import type { PendingMove } from "../features/inspection/outbox/inspection-storage";

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
    plan: lotPlan(1200, "II", DEFAULT_AQLS),
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
    correctiveActions: [],
    carsToVerify: [],
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

/**
 * The server as the tablet meets it: one inspection with its etag and its record with another, photos by id,
 * status moves checked with the shared lifecycle and remembered by operation id, a connection that can drop.
 */
export class FakeServer implements OutboxApi {
  detail: InspectionDetail;
  photos = new Map<string, Blob>();
  saves: { work: InspectionWorkInput; etag: string }[] = [];
  /** Every move sent, in order (a move sent again is listed again). */
  moveCalls: (PendingMove & { etag: string })[] = [];
  /** Every call, in order: "move start", "photo <id>", "save", "read". */
  calls: string[] = [];
  down = false;
  /** Answers the next save with this status instead (400, 409...). */
  refuseNextSave: number | null = null;
  /** Answers the next move with this status instead (404: reassigned...). */
  refuseNextMove: number | null = null;
  /** Stores the next photo, but its answer is cut off on the way back. */
  cutNextPhotoAnswer = false;
  /** Makes the next move or save, but its answer is cut off on the way back. */
  cutNextAnswer = false;
  private etags = 1;
  private inspectionEtags = 1;
  private readonly madeMoves = new Set<string>();

  constructor(detail: InspectionDetail = inspectionDetail()) {
    this.detail = detail;
  }

  async getDetail(): Promise<InspectionDetail> {
    this.check();
    this.calls.push("read");
    return structuredClone(this.detail);
  }

  async moveInspection(_id: string, move: PendingMove, etag: string): Promise<InspectionDetail> {
    this.check();
    this.calls.push(`move ${move.action}`);
    this.moveCalls.push({ ...move, etag });
    if (this.refuseNextMove !== null) {
      const status = this.refuseNextMove;
      this.refuseNextMove = null;
      throw new ApiRequestError(status, `refused with ${status}`);
    }
    // Sent again: answered, not made twice.
    if (this.madeMoves.has(move.id)) return structuredClone(this.detail);
    if (etag !== this.detail.etag) throw new ApiRequestError(412, messages.inspectionChangedElsewhere);
    const check = checkMove(this.detail.status, move.action);
    if (!check.allowed) throw new ApiRequestError(409, check.message);
    this.madeMoves.add(move.id);
    const finished = move.action === "finish";
    this.replaceInspection({
      status: check.transition.to,
      startedAt: this.detail.startedAt ?? move.at,
      finishedAt: finished ? move.at : this.detail.finishedAt,
      result: finished
        ? inspectionVerdict(this.detail.plan, defectTotals(this.detail.work.defects))
        : this.detail.result,
      versionCount: this.detail.versionCount + (finished ? 1 : 0),
      // The record is made when the inspection starts.
      workEtag: this.detail.workEtag === "" ? this.nextWorkEtag() : this.detail.workEtag,
    });
    return this.answer();
  }

  /** A planner's edit of the inspection (its plan, its date): a new etag. */
  replaceInspection(change: Partial<InspectionDetail>): void {
    this.inspectionEtags += 1;
    this.detail = { ...this.detail, ...change, etag: `"e${this.inspectionEtags}"` };
  }

  async saveWork(_id: string, work: InspectionWorkInput, etag: string): Promise<InspectionDetail> {
    this.check();
    this.calls.push("save");
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
    if (this.detail.status !== "STARTED" && this.detail.status !== "PAUSED") {
      throw new ApiRequestError(409, `Cannot record on an inspection that is ${this.detail.status}.`);
    }
    this.otherDeviceSaves(work);
    return this.answer();
  }

  async uploadPhoto(_id: string, photoId: string, photo: Blob): Promise<void> {
    this.check();
    this.calls.push(`photo ${photoId}`);
    this.photos.set(photoId, photo);
    if (this.cutNextPhotoAnswer) {
      this.cutNextPhotoAnswer = false;
      throw new AnswerCutOffError(200, messages.answerCutOffAfterChange);
    }
  }

  /** A save from anywhere: the record replaced, a new etag, links for its photos. */
  otherDeviceSaves(work: InspectionWorkInput): void {
    this.detail = {
      ...this.detail,
      work: {
        ...work,
        carChecks: work.carChecks ?? [],
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
      workEtag: this.nextWorkEtag(),
      photoUrls: Object.fromEntries(
        work.defects.flatMap((entry) => entry.photoIds).map((id) => [id, `https://blob.test/${id}`]),
      ),
    };
  }

  private nextWorkEtag(): string {
    this.etags += 1;
    return `"w${this.etags}"`;
  }

  /** The inspection as it is now, unless this answer is to be cut off on its way back. */
  private answer(): InspectionDetail {
    if (this.cutNextAnswer) {
      this.cutNextAnswer = false;
      throw new AnswerCutOffError(200, messages.answerCutOffAfterChange);
    }
    return structuredClone(this.detail);
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
