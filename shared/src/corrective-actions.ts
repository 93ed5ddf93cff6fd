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

/** How people name each state. */
export const CAR_STATUS_LABELS: Readonly<Record<CarStatus, string>> = {
  open: "Open",
  answered: "Answered",
  "sent-back": "Sent back",
  accepted: "Accepted",
  verified: "Verified",
  closed: "Closed",
};

export const isCarFinal = (status: CarStatus): boolean => FINAL.includes(status);

/** Whether the supplier still owes the CAR an answer. */
export const awaitsSupplier = (status: CarStatus): boolean => AWAITING_SUPPLIER.includes(status);

/** Overdue: the supplier still owes an answer after its due date (yyyy-mm-dd, the tenant's `today`). */
export const isCarOverdue = (car: { status: CarStatus; dueDate: string }, today: string): boolean =>
  AWAITING_SUPPLIER.includes(car.status) && car.dueDate < today;

/** The client decisions (by the name a lot keeps) that do not accept a lot. */
const NOT_ACCEPTING_DECISIONS: readonly string[] = ["Rejected", "Accepted with concession"];

/**
 * Whether a lot was not accepted, so a corrective action may be asked for it: it failed (first, or now; a
 * commercial pass failed first), or the client rejected it or accepted it with a concession.
 */
export const isLotNotAccepted = (lot: {
  result: string;
  clientDecision: string;
  firstResult?: string | null | undefined;
}): boolean =>
  lot.result === "Fail" ||
  lot.result === "Comm. Pass" ||
  lot.firstResult === "Fail" ||
  NOT_ACCEPTING_DECISIONS.includes(lot.clientDecision);

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

/** What a move changes on a CAR, whatever else it holds: its state, when, and its history. */
interface Moving {
  status: CarStatus;
  verificationRequired: boolean;
  history: CarEvent[];
  updatedOn: string;
  doneOn: string | null;
}

/** The CAR after `by` made `action` at `now`: its new state, when it was done, and a line of its history. */
export function carAfterMove<T extends Moving>(
  car: T,
  by: { id: string; name: string },
  action: CarAction,
  comment: string | null,
  now: Date,
  options: { recurred?: boolean } = {},
): T {
  const status = statusAfter(action, { verificationRequired: car.verificationRequired, ...options });
  const at = now.toISOString();
  return {
    ...car,
    status,
    updatedOn: at,
    doneOn: isCarFinal(status) ? at : null,
    history: [...car.history, { at, by, action, from: car.status, to: status, comment }],
  };
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
export const RaiseCarInputSchema = z
  .object({
    inspectionIds: z.array(z.string().min(1)).max(20, "at most 20 lots").default([]),
    /** `inspectionId~defectId`: defects of those lots. */
    defects: z.array(z.string().min(1)).max(50).default([]),
    /** DC packaging checks that found issues: their issues are what the CAR is about. */
    packagingCheckIds: z.array(z.string().min(1)).max(20, "at most 20 packaging checks").default([]),
    request: Text(2000),
    dueDate: IsoDateSchema,
    /** The reviewer or client manager who follows it (the one raising it by default). */
    ownerId: z.string().min(1).optional(),
    verificationRequired: z.boolean().default(true),
  })
  .superRefine((input, context) => {
    if (input.inspectionIds.length === 0 && input.packagingCheckIds.length === 0) {
      context.addIssue({
        code: "custom",
        path: ["inspectionIds"],
        message: "name at least one failed lot or packaging check",
      });
    }
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

/**
 * The inspector's verification of an accepted CAR at the next inspection of its supplier and style: did the
 * defect come back? Recorded with the inspection's work (so the tablet keeps it offline with the rest), and made
 * when the inspection is first finished.
 */
export const CarCheckSchema = z
  .object({
    carId: z.string().min(1).max(100),
    recurred: z.boolean(),
    comment: z.string().trim().max(400, "must be at most 400 characters"),
  })
  .strict();
export type CarCheck = z.infer<typeof CarCheckSchema>;

/** What the tablet shows the inspector to verify: "verify CAR-0042: seam puckering". */
export const CarToVerifySchema = z.object({
  id: z.string(),
  reference: z.string(),
  defects: z.array(z.object({ defectName: z.string(), severity: z.enum(["CRITICAL", "MAJOR", "MINOR"]) })),
  request: z.string(),
  /** The supplier's corrective and preventive actions, as accepted. */
  correctiveAction: z.string().nullable(),
  preventiveAction: z.string().nullable(),
  inspections: z.array(z.string()),
});
export type CarToVerify = z.infer<typeof CarToVerifySchema>;

/** A CAR as an inspection's report names it: raised on the lot, or verified at it. */
export const CarMentionSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: CarStatusSchema,
  overdue: z.boolean(),
  dueDate: z.string(),
  /** Raised on this lot, or verified (or found recurring) at it. */
  relation: z.enum(["raised", "verified"]),
});
export type CarMention = z.infer<typeof CarMentionSchema>;

/** Evidence a supplier may attach to its answer: photos and documents, checked by their bytes. */
export const CAR_EVIDENCE_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  perCar: 10,
  types: { "image/jpeg": "JPEG photo", "image/png": "PNG image", "application/pdf": "PDF document" },
} as const;
export type CarEvidenceType = keyof typeof CAR_EVIDENCE_LIMITS.types;

export const CarEvidenceSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedBy: RefSchema,
  uploadedOn: z.string(),
  /** A short-lived link to the file (a single CAR's answer; null in lists). */
  url: z.string().nullable(),
});
export type CarEvidence = z.infer<typeof CarEvidenceSchema>;

/** The tenant's CAR settings: how many days a supplier gets to answer, by default. */
export const CarSettingsSchema = z.object({
  dueDays: z
    .number()
    .int("must be a whole number of days")
    .min(1, "must be at least 1 day")
    .max(120, "must be at most 120 days"),
});
export type CarSettings = z.infer<typeof CarSettingsSchema>;
export const DEFAULT_CAR_SETTINGS: CarSettings = { dueDays: 14 };

/** The due date a new CAR is offered: `dueDays` after the tenant's today (yyyy-mm-dd). */
export function defaultDueDate(today: string, dueDays: number): string {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + dueDays);
  return day.toISOString().slice(0, 10);
}

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

/** A DC packaging check a CAR is about, and the issues it found. */
export const CarPackagingCheckSchema = z.object({
  id: z.string(),
  bookingReference: z.string(),
  checkedDay: z.string(),
  centre: z.string(),
  /** The issues' names, most serious first ("Short shipment", "Plastic tape"). */
  issues: z.array(z.string()),
});
export type CarPackagingCheck = z.infer<typeof CarPackagingCheckSchema>;

/** A CAR as the API gives it. */
export const CorrectiveActionSchema = z.object({
  id: z.string(),
  /** "CAR-0042" */
  reference: z.string(),
  supplier: RefSchema,
  styleCode: z.string(),
  inspections: z.array(z.object({ id: z.string(), number: z.string() })),
  defects: z.array(CarDefectSchema),
  packagingChecks: z.array(CarPackagingCheckSchema).default([]),
  request: z.string(),
  dueDate: z.string(),
  overdue: z.boolean(),
  owner: RefSchema,
  verificationRequired: z.boolean(),
  status: CarStatusSchema,
  answer: CarAnswerInputSchema.extend({ by: RefSchema, at: z.string() }).nullable(),
  evidence: z.array(CarEvidenceSchema),
  /** Short-lived links to the defects' photos (a single CAR; empty in lists). */
  photoUrls: z.record(z.string(), z.string()),
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

/** A supplier's CARs as the supplier analysis counts them. */
export const CarFiguresSchema = z.object({
  /** Not yet verified or closed. */
  open: z.number().int().min(0),
  /** Of those, the ones the supplier owes an answer to past their due date. */
  overdue: z.number().int().min(0),
  /** Verified or closed within the period. */
  closed: z.number().int().min(0),
  /** From raising to verified or closed, for those closed within the period (null: none was). */
  averageDaysToClose: z.number().nullable(),
});
export type CarFigures = z.infer<typeof CarFiguresSchema>;

const DAY_MS = 86_400_000;

/**
 * The figures of one supplier's CARs as of `today`: open and overdue now, and those done (verified or closed) in
 * the period `from`..`to` (yyyy-mm-dd, inclusive) with their average days from raising to done.
 */
export function carFigures(
  cars: readonly { status: CarStatus; dueDate: string; raisedOn: string; doneOn: string | null }[],
  today: string,
  period: { from: string; to: string },
): CarFigures {
  const open = cars.filter((car) => !isCarFinal(car.status));
  const done = cars.filter((car) => {
    const day = car.doneOn?.slice(0, 10);
    return isCarFinal(car.status) && day !== undefined && day >= period.from && day <= period.to;
  });
  const days = done.map(
    (car) => (Date.parse(car.doneOn ?? car.raisedOn) - Date.parse(car.raisedOn)) / DAY_MS,
  );
  return {
    open: open.length,
    overdue: open.filter((car) => isCarOverdue(car, today)).length,
    closed: done.length,
    averageDaysToClose:
      days.length === 0 ? null : Math.round((days.reduce((a, b) => a + b, 0) / days.length) * 10) / 10,
  };
}
