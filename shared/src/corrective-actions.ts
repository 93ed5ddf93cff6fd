import { z } from "zod";
import { IsoDateSchema } from "./inspection";
import { RefSchema } from "./ref";
import { can, supplierScopeOf, type RoleName } from "./roles";

/*
 * Corrective action requests (CARs): after a lot is not accepted, the supplier is asked why and what it will change,
 * its answer is reviewed, and the change is verified at its next inspection of the style
 * (docs/decisions/corrective-actions.md). The states, the moves between them and who may make each are here, once,
 * for the API to enforce and the pages to offer.
 */

/**
 * Where a CAR stands: `open` (raised, the supplier to answer), `answered` (the reviewer or client manager to
 * review), `sent-back` (the supplier to answer again), `accepted` (awaiting verification at the next inspection),
 * `verified` (the next inspection found the defect gone: done), `closed` (done without verification, or closed by
 * a reviewer or client manager).
 */
export const CAR_STATUSES = ["open", "answered", "sent-back", "accepted", "verified", "closed"] as const;
export const CarStatusSchema = z.enum(CAR_STATUSES);
export type CarStatus = z.infer<typeof CarStatusSchema>;

/** The states the supplier still owes something in: past the due date, the CAR is overdue. */
const AWAITING_SUPPLIER: readonly CarStatus[] = ["open", "sent-back"];
/** The states in which nothing more happens. */
const FINAL: readonly CarStatus[] = ["verified", "closed"];

export const isCarFinal = (status: CarStatus): boolean => FINAL.includes(status);

/** Overdue: the supplier still owes an answer after its due date (yyyy-mm-dd, the tenant's `today`). */
export const isCarOverdue = (car: { status: CarStatus; dueDate: string }, today: string): boolean =>
  AWAITING_SUPPLIER.includes(car.status) && car.dueDate < today;

/** The root causes a supplier chooses from (plus its own words). */
export const ROOT_CAUSES = [
  "material",
  "workmanship",
  "machine",
  "method",
  "measurement",
  "packaging",
  "other",
] as const;
export const RootCauseSchema = z.enum(ROOT_CAUSES, { message: `must be one of ${ROOT_CAUSES.join(", ")}` });
export type RootCause = z.infer<typeof RootCauseSchema>;

/** The moves a CAR makes, each by its own people (`mayMove`). */
export const CAR_ACTIONS = ["answer", "send-back", "accept", "verify", "close"] as const;
export type CarAction = (typeof CAR_ACTIONS)[number];

/** From which states each move is made, and where it leads (verify: `verified`, or `open` when it recurred). */
const MOVES: Readonly<Record<CarAction, { from: readonly CarStatus[] }>> = {
  answer: { from: ["open", "sent-back"] },
  "send-back": { from: ["answered"] },
  accept: { from: ["answered"] },
  verify: { from: ["accepted"] },
  close: { from: ["open", "answered", "sent-back", "accepted"] },
};

/** Whether a CAR in `status` can make the move at all (whoever asks): 409 otherwise. */
export const canMoveFrom = (action: CarAction, status: CarStatus): boolean =>
  MOVES[action].from.includes(status);

/**
 * Who may make a move (403 otherwise): the supplier answers its own CARs; reviewers and client managers (and
 * administrators) raise, send back, accept and close; the inspector of the next inspection verifies.
 */
export function mayMove(
  action: CarAction | "raise",
  user: { role: RoleName; supplier?: { id: string } | null },
  car: { supplier: { id: string } } | null,
): boolean {
  switch (action) {
    case "answer": {
      const scope = supplierScopeOf(user);
      return user.role === "SUPPLIER" && scope.kind === "supplier" && scope.supplierId === car?.supplier.id;
    }
    case "verify":
      return can(user.role, "inspections:perform");
    case "raise":
    case "send-back":
    case "accept":
    case "close":
      return can(user.role, "corrective-actions:manage");
  }
}

/** What a move leads to. */
export function statusAfter(
  action: CarAction,
  options: { verificationRequired: boolean; recurred?: boolean },
): CarStatus {
  switch (action) {
    case "answer":
      return "answered";
    case "send-back":
      return "sent-back";
    case "accept":
      return options.verificationRequired ? "accepted" : "closed";
    case "verify":
      return options.recurred ? "open" : "verified";
    case "close":
      return "closed";
  }
}

const Text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, "is required")
    .max(max, `must be at most ${max.toLocaleString("en-GB")} characters`);

/** A defect of the inspection the CAR is about, as the inspection recorded it. */
export const CarDefectSchema = z.object({
  inspectionId: z.string(),
  defectId: z.string(),
  defectName: z.string(),
  severity: z.enum(["CRITICAL", "MAJOR", "MINOR"]),
  count: z.number().int().min(0),
  photoIds: z.array(z.string()),
});
export type CarDefect = z.infer<typeof CarDefectSchema>;

/** Raising a CAR: the failed lots (one supplier and style), the defects picked from them, what is asked. */
export const RaiseCarInputSchema = z.object({
  inspectionIds: z.array(z.string().min(1)).min(1, "name at least one failed lot").max(20, "at most 20 lots"),
  /** `inspectionId~defectId`: defects of those lots. */
  defects: z.array(z.string().min(1)).min(1, "pick at least one defect").max(50),
  request: Text(2000),
  dueDate: IsoDateSchema,
  /** The reviewer or client manager who follows it (the one raising it by default). */
  ownerId: z.string().min(1).optional(),
  verificationRequired: z.boolean().default(true),
});
export type RaiseCarInput = z.infer<typeof RaiseCarInputSchema>;

/** A supplier's answer: root cause, the actions for the goods in hand and for future production, by when. */
export const CarAnswerInputSchema = z.object({
  rootCause: RootCauseSchema,
  rootCauseText: Text(2000),
  correctiveAction: Text(2000),
  correctiveBy: IsoDateSchema,
  preventiveAction: Text(2000),
  preventiveBy: IsoDateSchema,
  /** Evidence files uploaded for this CAR before answering. */
  evidenceIds: z.array(z.string().uuid()).max(10, "at most 10 files").default([]),
});
export type CarAnswerInput = z.infer<typeof CarAnswerInputSchema>;

/** A reviewer's or client manager's move on an answer, or a close: a comment (required when sending back). */
export const CarReviewInputSchema = z.object({
  action: z.enum(["send-back", "accept", "close"]),
  comment: z.string().trim().max(2000, "must be at most 2,000 characters").optional(),
});

/** The inspector's verification at the next inspection: did the defect come back? */
export const CarVerifyInputSchema = z.object({
  inspectionId: z.string().min(1),
  recurred: z.boolean(),
  comment: z.string().trim().max(2000).optional(),
});

/** One step of a CAR's history: who did what, when. */
export const CarEventSchema = z.object({
  at: z.string(),
  by: RefSchema,
  action: z.enum(["raise", ...CAR_ACTIONS]),
  from: CarStatusSchema.nullable(),
  to: CarStatusSchema,
  comment: z.string().nullable(),
});
export type CarEvent = z.infer<typeof CarEventSchema>;

/** A CAR as the API gives it. */
export const CorrectiveActionSchema = z.object({
  id: z.string(),
  /** "CAR-0042" */
  reference: z.string(),
  supplier: RefSchema,
  styleCode: z.string(),
  inspections: z.array(z.object({ id: z.string(), number: z.string() })),
  defects: z.array(CarDefectSchema),
  request: z.string(),
  dueDate: z.string(),
  overdue: z.boolean(),
  owner: RefSchema,
  verificationRequired: z.boolean(),
  status: CarStatusSchema,
  answer: CarAnswerInputSchema.extend({ by: RefSchema, at: z.string() }).nullable(),
  evidence: z.array(
    z.object({ id: z.string(), fileName: z.string(), contentType: z.string(), size: z.number().int() }),
  ),
  verification: z
    .object({ inspectionId: z.string(), recurred: z.boolean(), by: RefSchema, at: z.string() })
    .nullable(),
  history: z.array(CarEventSchema),
  raisedOn: z.string(),
  doneOn: z.string().nullable(),
  etag: z.string(),
});
export type CorrectiveAction = z.infer<typeof CorrectiveActionSchema>;

/** "CAR-0042": how people name a CAR. */
export const carReference = (number: number): string => `CAR-${String(number).padStart(4, "0")}`;

export const CarListQuerySchema = z.object({
  supplierId: z.string().min(1).max(100).optional(),
  status: z.enum([...CAR_STATUSES, "overdue"]).optional(),
  styleCode: z.string().min(1).max(60).optional(),
});
export type CarListQuery = z.infer<typeof CarListQuerySchema>;

export const CarListSchema = z.object({
  items: z.array(CorrectiveActionSchema),
  /** How many of the listed are overdue. */
  overdue: z.number().int(),
});
export type CarList = z.infer<typeof CarListSchema>;
