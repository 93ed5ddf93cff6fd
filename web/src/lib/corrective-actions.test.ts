import { describe, expect, it } from "vitest";
import { correctiveAction } from "../testing/car-fixtures";
import {
  awaitingAnswer,
  carIssueNames,
  carPath,
  carSourcesLine,
  carsWithStatusPath,
} from "./corrective-actions";

describe("a supplier's corrective actions awaiting its answer", () => {
  it("are the open and sent-back ones, the overdue first, then the soonest due", () => {
    const owed = awaitingAnswer([
      correctiveAction({ id: "later", reference: "CAR-0001", dueDate: "2026-06-01" }),
      correctiveAction({ id: "answered", reference: "CAR-0002", status: "answered" }),
      correctiveAction({ id: "soon", reference: "CAR-0003", status: "sent-back", dueDate: "2026-05-01" }),
      correctiveAction({ id: "late", reference: "CAR-0004", overdue: true, dueDate: "2026-04-01" }),
      correctiveAction({ id: "done", reference: "CAR-0005", status: "closed" }),
    ]);
    expect(owed.map((car) => car.id)).toEqual(["late", "soon", "later"]);
  });
});

describe("the CARs pages' addresses", () => {
  it("open one CAR, or the list narrowed to a state", () => {
    expect(carPath("a/b")).toBe("/user/corrective-actions/a%2Fb");
    expect(carsWithStatusPath("awaiting-answer")).toBe("/user/corrective-actions?status=awaiting-answer");
  });
});

describe("what a CAR is about, and where it was found", () => {
  const check = {
    id: "pc-1",
    bookingReference: "BK-77",
    checkedDay: "2026-04-18",
    centre: "Bradford DC",
    issues: ["Short shipment", "Plastic tape"],
  };

  it("names its defects and its packaging checks' issues, each once", () => {
    const car = correctiveAction({
      packagingChecks: [check, { ...check, id: "pc-2", issues: ["Plastic tape"] }],
    });
    expect(carIssueNames(car)).toEqual(["Seam puckering", "Short shipment", "Plastic tape"]);
  });

  it("says which lots and packaging checks, in a line", () => {
    expect(carSourcesLine(correctiveAction())).toBe("Lot INSP000001");
    expect(carSourcesLine(correctiveAction({ inspections: [], defects: [], packagingChecks: [check] }))).toBe(
      "Packaging check BK-77",
    );
    const both = correctiveAction({
      inspections: [
        { id: "a", number: "A1" },
        { id: "b", number: "B2" },
      ],
      packagingChecks: [check],
    });
    expect(carSourcesLine(both)).toBe("Lots A1, B2 · Packaging check BK-77");
  });
});
