import type { CorrectiveAction } from "@aql-portal/shared";

/** Test data for the CARs pages' unit tests: CAR-0001, open, on one lot of Dhaka Knitwear's T1. */
export function correctiveAction(change: Partial<CorrectiveAction> = {}): CorrectiveAction {
  return {
    id: "car-1",
    reference: "CAR-0001",
    supplier: { id: "DKW", name: "Dhaka Knitwear Ltd" },
    styleCode: "T1",
    inspections: [{ id: "insp-1", number: "INSP000001" }],
    defects: [
      {
        inspectionId: "insp-1",
        defectId: "D-1",
        defectName: "Seam puckering",
        severity: "MAJOR",
        count: 6,
        photoIds: [],
      },
    ],
    packagingChecks: [],
    request: "Tell us why.",
    dueDate: "2026-05-04",
    overdue: false,
    owner: { id: "u-reviewer", name: "Rita Reviewer" },
    verificationRequired: true,
    status: "open",
    answer: null,
    evidence: [],
    photoUrls: {},
    verification: null,
    history: [
      {
        at: "2026-04-20T09:00:00.000Z",
        by: { id: "u-reviewer", name: "Rita Reviewer" },
        action: "raise",
        from: null,
        to: "open",
        comment: "Tell us why.",
      },
    ],
    raisedOn: "2026-04-20T09:00:00.000Z",
    doneOn: null,
    etag: '"1"',
    ...change,
  };
}
