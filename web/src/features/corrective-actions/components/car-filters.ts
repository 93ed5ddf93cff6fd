import {
  CAR_STATUSES,
  CarListQuerySchema,
  IsoDateSchema,
  type CarStatus,
  type CorrectiveAction,
} from "@aql-portal/shared";
import { compareText, type Comparator } from "../../../components/data-table/client-sort";
import { AWAITING_ANSWER, awaitsSupplier, CAR_FILTER_PARAMS } from "../../../lib/corrective-actions";

/*
 * The CARs page's filters, kept in the address (?supplier=…&status=overdue&style=…&dueFrom=…&dueTo=…) and applied
 * on the page to the whole list the API gives (docs/decisions/corrective-actions.md, "Pages"). Anything missing
 * or unreadable in the address means "all".
 */

/** A state, the overdue, or the supplier's turn (open or sent back). */
export type CarStatusFilter = CarStatus | "overdue" | typeof AWAITING_ANSWER;
export { AWAITING_ANSWER };

const STATUS_FILTERS: readonly string[] = [...CAR_STATUSES, "overdue", AWAITING_ANSWER];
const isStatusFilter = (value: string): value is CarStatusFilter => STATUS_FILTERS.includes(value);

export interface CarFilters {
  supplierId: string;
  status: CarStatusFilter | null;
  styleCode: string;
  /** Due on or after / on or before (yyyy-mm-dd), "" for no end. */
  dueFrom: string;
  dueTo: string;
}

export type CarFilterKey = keyof CarFilters;

const { shape } = CarListQuerySchema;

export function readCarFilters(params: URLSearchParams): CarFilters {
  const read = (key: CarFilterKey) => params.get(CAR_FILTER_PARAMS[key])?.trim() ?? "";
  const day = (key: "dueFrom" | "dueTo") => (IsoDateSchema.safeParse(read(key)).success ? read(key) : "");
  const text = (key: "supplierId" | "styleCode") => shape[key].safeParse(read(key) || undefined).data ?? "";
  return {
    supplierId: text("supplierId"),
    status: isStatusFilter(read("status")) ? (read("status") as CarStatusFilter) : null,
    styleCode: text("styleCode"),
    dueFrom: day("dueFrom"),
    dueTo: day("dueTo"),
  };
}

/** The CARs the filters keep. */
export function filterCars(cars: readonly CorrectiveAction[], filters: CarFilters): CorrectiveAction[] {
  return cars.filter(
    (car) =>
      (!filters.supplierId || car.supplier.id === filters.supplierId) &&
      (!filters.styleCode || car.styleCode === filters.styleCode) &&
      matchesStatus(car, filters.status) &&
      (!filters.dueFrom || car.dueDate >= filters.dueFrom) &&
      (!filters.dueTo || car.dueDate <= filters.dueTo),
  );
}

function matchesStatus(car: CorrectiveAction, status: CarStatusFilter | null): boolean {
  if (status === null) return true;
  if (status === "overdue") return car.overdue;
  if (status === AWAITING_ANSWER) return awaitsSupplier(car);
  return car.status === status;
}

/** The figures above the list: who owes what. */
export interface CarCounts {
  overdue: number;
  /** Open or sent back: the supplier's turn. */
  awaitingSupplier: number;
  /** Answered: a reviewer's or client manager's turn. */
  awaitingReview: number;
  /** Accepted: the next inspection's turn. */
  awaitingVerification: number;
  all: number;
}

export function carCounts(cars: readonly CorrectiveAction[]): CarCounts {
  return {
    overdue: cars.filter((car) => car.overdue).length,
    awaitingSupplier: cars.filter(awaitsSupplier).length,
    awaitingReview: cars.filter((car) => car.status === "answered").length,
    awaitingVerification: cars.filter((car) => car.status === "accepted").length,
    all: cars.length,
  };
}

/** The suppliers among the CARs, by name: the supplier filter's choices. */
export function supplierOptions(cars: readonly CorrectiveAction[]): { value: string; label: string }[] {
  const names = new Map(cars.map((car) => [car.supplier.id, car.supplier.name]));
  return [...names].map(([value, label]) => ({ value, label })).sort((a, b) => compareText(a.label, b.label));
}

/** The styles among the CARs (of the supplier chosen, if one is): the style filter's choices. */
export function styleOptions(
  cars: readonly CorrectiveAction[],
  supplierId: string,
): { value: string; label: string }[] {
  const codes = new Set(
    cars.filter((car) => !supplierId || car.supplier.id === supplierId).map((car) => car.styleCode),
  );
  return [...codes].sort(compareText).map((code) => ({ value: code, label: code }));
}

/** How much a CAR asks for attention: overdue, then awaiting review, the supplier, verification; done last. */
const ATTENTION: Readonly<Record<CarStatus, number>> = {
  answered: 1,
  open: 2,
  "sent-back": 2,
  accepted: 3,
  verified: 4,
  closed: 4,
};
const attentionOf = (car: Pick<CorrectiveAction, "status" | "overdue">): number =>
  car.overdue ? 0 : ATTENTION[car.status];

/** The list's own order: what asks for attention first, then the soonest due, then the latest raised. */
export function byAttention(cars: readonly CorrectiveAction[]): CorrectiveAction[] {
  return [...cars].sort(
    (a, b) =>
      attentionOf(a) - attentionOf(b) ||
      a.dueDate.localeCompare(b.dueDate) ||
      b.reference.localeCompare(a.reference),
  );
}

/** The columns the table sorts by, on the page. */
export const CAR_COMPARATORS: Readonly<Record<string, Comparator<CorrectiveAction>>> = {
  reference: (a, b) => compareText(a.reference, b.reference),
  supplier: (a, b) => compareText(a.supplier.name, b.supplier.name) || compareText(a.styleCode, b.styleCode),
  status: (a, b) => attentionOf(a) - attentionOf(b),
  dueDate: (a, b) => a.dueDate.localeCompare(b.dueDate),
  raisedOn: (a, b) => a.raisedOn.localeCompare(b.raisedOn),
};
