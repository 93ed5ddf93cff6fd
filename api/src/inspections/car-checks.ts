import {
  carAfterMove,
  defaultDueDate,
  isCarOverdue,
  isoDay,
  carReference,
  type CarMention,
  type CarToVerify,
} from "@aql-portal/shared";
import type { CarDocument } from "../data/corrective-actions-repository";
import type { StoredInspection } from "../data/inspections-repository";
import { isStorageError } from "../data/storage-errors";
import type { Services } from "../lib/services";

/*
 * CARs at inspections (docs/decisions/corrective-actions.md): the report names the CARs raised on a lot or verified
 * at it; an inspection of a supplier and style offers its inspector the supplier's accepted CARs of that style to
 * verify; and the lot's first finish makes the verifications its record holds.
 */

type Stores = Pick<Services, "correctiveActions">;

/** The CARs an inspection's report names: raised on the lot, or verified at it. */
export async function carMentions(
  services: Stores,
  inspection: Pick<StoredInspection, "tenantId" | "id">,
  now = new Date(),
): Promise<CarMention[]> {
  const cars = await services.correctiveActions.list(inspection.tenantId, { inspectionId: inspection.id });
  return cars.map((car) => ({
    id: car.id,
    reference: carReference(car.number),
    status: car.status,
    overdue: isCarOverdue(car, isoDay(now)),
    dueDate: car.dueDate,
    relation: car.inspections.some((lot) => lot.id === inspection.id) ? "raised" : "verified",
  }));
}

/** Whether `car` asks verification at `inspection`: accepted, of its supplier and style, not raised on it. */
const verifiableAt = (car: CarDocument, inspection: StoredInspection): boolean =>
  car.status === "accepted" &&
  car.verificationRequired &&
  car.supplier.id === inspection.supplier.id &&
  car.styleCode === inspection.product.styleCode &&
  !car.inspections.some((lot) => lot.id === inspection.id);

/** The supplier's accepted CARs of the style its inspector verifies at this lot, until the lot is first finished. */
export async function carsToVerify(services: Stores, inspection: StoredInspection): Promise<CarToVerify[]> {
  if (inspection.firstTotals) return [];
  const accepted = await services.correctiveActions.list(inspection.tenantId, {
    supplierId: inspection.supplier.id,
    styleCode: inspection.product.styleCode,
    status: "accepted",
  });
  return accepted
    .filter((car) => verifiableAt(car, inspection))
    .map((car) => ({
      id: car.id,
      reference: carReference(car.number),
      defects: [
        ...car.defects.map(({ defectName, severity }) => ({ defectName, severity })),
        ...(car.packagingChecks ?? []).flatMap((check) =>
          check.issues.map((issue) => ({ defectName: issue, severity: "MAJOR" as const })),
        ),
      ],
      request: car.request,
      correctiveAction: car.answer?.correctiveAction ?? null,
      preventiveAction: car.answer?.preventiveAction ?? null,
      inspections: car.inspections.map((lot) => lot.number),
    }));
}

/**
 * Makes the verifications the lot's record holds, at its first finish: a CAR whose defect did not recur is
 * verified; one whose defect recurred opens again for the supplier, due `dueDays` from today. Done as the
 * inspector. A CAR that is no longer accepted (closed meanwhile) or not of this supplier and style is left as it
 * is; one verified at this lot already is not verified again, so a retried or rolled-forward finish is harmless.
 */
export async function verifyCarsAtFinish(
  services: Pick<Services, "correctiveActions" | "inspectionWork">,
  inspection: StoredInspection,
  now = new Date(),
): Promise<void> {
  const work = await services.inspectionWork.get(inspection);
  const checks = work?.carChecks ?? [];
  if (checks.length === 0) return;
  const by = inspection.inspector ?? { id: "inspector", name: "The inspector" };
  const { dueDays } = await services.correctiveActions.settings(inspection.tenantId);
  for (const check of checks) {
    for (let attempt = 1; ; attempt++) {
      const car = await services.correctiveActions.get(inspection.tenantId, check.carId);
      if (!car || car.verification?.inspectionId === inspection.id || !verifiableAt(car, inspection)) break;
      const said = `Inspection ${inspection.inspectionNumber}: ${check.recurred ? "the defect recurred" : "the defect did not recur"}${check.comment ? `. ${check.comment}` : "."}`;
      const next = carAfterMove(car, by, "verify", said, now, { recurred: check.recurred });
      try {
        await services.correctiveActions.replace(
          {
            ...next,
            verification: {
              inspectionId: inspection.id,
              recurred: check.recurred,
              by,
              at: now.toISOString(),
            },
            ...(check.recurred ? { dueDate: defaultDueDate(isoDay(now), dueDays) } : {}),
          },
          car._etag ?? "",
        );
        break;
      } catch (error) {
        if (attempt >= 3 || !isStorageError(error, "stale")) throw error;
      }
    }
  }
}
