import { plural, t } from "@lingui/core/macro";
import useSWR, { type SWRResponse } from "swr";
import {
  CarListSchema,
  apiRoutes,
  webRoutes,
  type CarList,
  type CarStatus,
  type CorrectiveAction,
} from "@aql-portal/shared";
import { apiRequest, type ApiRequestError } from "./api-client";
import { perLanguage } from "./i18n";

/**
 * Corrective action requests (docs/decisions/corrective-actions.md) as more than one page reads them: the CARs
 * pages, the inspection report's section, a supplier's panel of what it owes on its landing page. Shared
 * infrastructure like the switching states; raising, answering and reviewing belong to the CARs feature.
 */

/**
 * GET /api/corrective-actions: every CAR the caller may see (a supplier: its own), not paged. Read whole and
 * narrowed on the page (docs/decisions/corrective-actions.md, "Pages"), so every filter answers at once and the
 * figures count the whole list.
 */
export function listCorrectiveActions(): Promise<CarList> {
  return apiRequest(apiRoutes.correctiveActions, { schema: CarListSchema, showLoader: false });
}

export const CAR_LIST_KEY = "corrective-actions";
/** One CAR's cache key (its page). */
export const carKey = (carId: string) => ["corrective-action", carId] as const;

/** The CARs the caller may see; `enabled` false makes no request (a role that may not read them). */
export function useCorrectiveActions(enabled = true): SWRResponse<CarList, ApiRequestError> {
  return useSWR(enabled ? CAR_LIST_KEY : null, listCorrectiveActions);
}

/** Where one CAR opens. */
export const carPath = (carId: string): string =>
  webRoutes.correctiveAction.replace(":carId", encodeURIComponent(carId));

/** The CARs page's parameters (kept in the address, so Back from a CAR returns to the same rows). */
export const CAR_FILTER_PARAMS = {
  supplierId: "supplier",
  status: "status",
  styleCode: "style",
  dueFrom: "dueFrom",
  dueTo: "dueTo",
} as const;

/** The status filter's value for the supplier's turn: open or sent back. */
export const AWAITING_ANSWER = "awaiting-answer";

/** The CARs page narrowed to one state, the overdue, or those awaiting the supplier's answer. */
export const carsWithStatusPath = (status: CarStatus | "overdue" | typeof AWAITING_ANSWER): string =>
  `${webRoutes.correctiveActions}?${new URLSearchParams({ [CAR_FILTER_PARAMS.status]: status }).toString()}`;

/** Each state in plain words, in the language shown. */
export const carStatusLabels = perLanguage((): Readonly<Record<CarStatus, string>> => ({
  open: t`Open`,
  answered: t`Answered`,
  "sent-back": t`Sent back`,
  accepted: t`Accepted`,
  verified: t`Verified`,
  closed: t`Closed`,
}));

/** Who acts next in each state, as a line under the state. */
export const carNextStep = perLanguage((): Readonly<Record<CarStatus, string>> => ({
  open: t`The supplier to answer`,
  answered: t`A reviewer or client manager to review the answer`,
  "sent-back": t`The supplier to answer again`,
  accepted: t`To be verified at the next inspection of the style`,
  verified: t`Done: the next inspection found the defect gone`,
  closed: t`Done`,
}));

/** The supplier owes an answer (past its due date, the CAR is overdue). */
export const awaitsSupplier = (car: Pick<CorrectiveAction, "status">): boolean =>
  car.status === "open" || car.status === "sent-back";

/**
 * The CARs a supplier owes an answer to, the overdue first, then by due date (the soonest first), then by
 * reference: what its landing page puts before everything else.
 */
export function awaitingAnswer<
  T extends Pick<CorrectiveAction, "status" | "overdue" | "dueDate" | "reference">,
>(cars: readonly T[]): T[] {
  return cars
    .filter(awaitsSupplier)
    .sort(
      (a, b) =>
        Number(b.overdue) - Number(a.overdue) ||
        a.dueDate.localeCompare(b.dueDate) ||
        a.reference.localeCompare(b.reference),
    );
}

/** What a CAR is about, by name: its defects', then its packaging checks' issues, each once. */
export function carIssueNames(car: Pick<CorrectiveAction, "defects" | "packagingChecks">): string[] {
  return [
    ...new Set([
      ...car.defects.map((defect) => defect.defectName),
      ...car.packagingChecks.flatMap((check) => check.issues),
    ]),
  ];
}

/** Where a CAR's issues were found, in a line: "Lots 8FEF42A63E, EF47602C97 · Packaging check BK-1". */
export function carSourcesLine(car: Pick<CorrectiveAction, "inspections" | "packagingChecks">): string {
  const parts: string[] = [];
  if (car.inspections.length > 0) {
    const lotCount = car.inspections.length;
    const lotNumbers = car.inspections.map((lot) => lot.number).join(", ");
    parts.push(plural(lotCount, { one: `Lot ${lotNumbers}`, other: `Lots ${lotNumbers}` }));
  }
  if (car.packagingChecks.length > 0) {
    const checkCount = car.packagingChecks.length;
    const bookings = car.packagingChecks.map((check) => check.bookingReference).join(", ");
    parts.push(
      plural(checkCount, { one: `Packaging check ${bookings}`, other: `Packaging checks ${bookings}` }),
    );
  }
  return parts.join(" · ");
}
