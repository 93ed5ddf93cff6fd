import { describe, expect, it } from "vitest";
import { correctiveAction } from "../../../testing/car-fixtures";
import {
  byAttention,
  carCounts,
  filterCars,
  readCarFilters,
  styleOptions,
  supplierOptions,
  type CarFilters,
} from "./car-filters";

const NONE: CarFilters = { supplierId: "", status: null, styleCode: "", dueFrom: "", dueTo: "" };

const open = correctiveAction({ id: "a", reference: "CAR-0001", dueDate: "2026-05-04" });
const late = correctiveAction({
  id: "b",
  reference: "CAR-0002",
  status: "sent-back",
  overdue: true,
  dueDate: "2026-04-01",
});
const answered = correctiveAction({
  id: "c",
  reference: "CAR-0003",
  status: "answered",
  dueDate: "2026-04-10",
  supplier: { id: "AT", name: "Anatolia Tekstil" },
  styleCode: "J9",
});
const closed = correctiveAction({ id: "d", reference: "CAR-0004", status: "closed", dueDate: "2026-03-01" });
const accepted = correctiveAction({
  id: "e",
  reference: "CAR-0005",
  status: "accepted",
  dueDate: "2026-06-01",
});
const cars = [open, late, answered, closed, accepted];
const ids = (list: readonly { id: string }[]) => list.map((car) => car.id);

describe("the CARs page's address", () => {
  it("reads each filter, and anything it does not know as none", () => {
    const params = new URLSearchParams(
      "supplier=DKW&status=overdue&style=T1&dueFrom=2026-04-01&dueTo=2026-04-31",
    );
    expect(readCarFilters(params)).toEqual({
      supplierId: "DKW",
      status: "overdue",
      styleCode: "T1",
      dueFrom: "2026-04-01",
      dueTo: "",
    });
    expect(readCarFilters(new URLSearchParams("status=lost")).status).toBeNull();
    expect(readCarFilters(new URLSearchParams("status=awaiting-answer")).status).toBe("awaiting-answer");
  });
});

describe("filterCars", () => {
  it("keeps everything without filters", () => {
    expect(filterCars(cars, NONE)).toHaveLength(cars.length);
  });

  it("narrows by state, by overdue, and by the supplier's turn (open or sent back)", () => {
    expect(ids(filterCars(cars, { ...NONE, status: "answered" }))).toEqual(["c"]);
    expect(ids(filterCars(cars, { ...NONE, status: "overdue" }))).toEqual(["b"]);
    expect(ids(filterCars(cars, { ...NONE, status: "awaiting-answer" }))).toEqual(["a", "b"]);
  });

  it("narrows by supplier, style and a due range with either end open", () => {
    expect(ids(filterCars(cars, { ...NONE, supplierId: "AT" }))).toEqual(["c"]);
    expect(ids(filterCars(cars, { ...NONE, styleCode: "T1" }))).toEqual(["a", "b", "d", "e"]);
    expect(ids(filterCars(cars, { ...NONE, dueFrom: "2026-04-10" }))).toEqual(["a", "c", "e"]);
    expect(ids(filterCars(cars, { ...NONE, dueTo: "2026-04-10" }))).toEqual(["b", "c", "d"]);
    expect(ids(filterCars(cars, { ...NONE, dueFrom: "2026-04-02", dueTo: "2026-05-04" }))).toEqual([
      "a",
      "c",
    ]);
  });
});

describe("the figures and the choices", () => {
  it("counts who owes what", () => {
    expect(carCounts(cars)).toEqual({
      overdue: 1,
      awaitingSupplier: 2,
      awaitingReview: 1,
      awaitingVerification: 1,
      all: 5,
    });
  });

  it("offers the suppliers by name and the styles of the supplier chosen", () => {
    expect(supplierOptions(cars)).toEqual([
      { value: "AT", label: "Anatolia Tekstil" },
      { value: "DKW", label: "Dhaka Knitwear Ltd" },
    ]);
    expect(styleOptions(cars, "").map((option) => option.value)).toEqual(["J9", "T1"]);
    expect(styleOptions(cars, "AT").map((option) => option.value)).toEqual(["J9"]);
  });
});

describe("byAttention", () => {
  it("puts the overdue first, then what awaits review, the supplier, verification; done last; soonest due first", () => {
    expect(ids(byAttention(cars))).toEqual(["b", "c", "a", "e", "d"]);
  });
});
