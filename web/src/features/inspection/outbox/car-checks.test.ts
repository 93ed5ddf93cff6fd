import { describe, expect, it } from "vitest";
import { InspectionWorkInputSchema, type CarMention, type CarToVerify } from "@aql-portal/shared";
import {
  carCheckOf,
  carChecksInput,
  carDefectNames,
  carsAtFinish,
  checksNotOffered,
  notVerifiedWording,
  setCarAnswer,
  setCarComment,
  unverifiedCars,
} from "./car-checks";
import { countChanges, toWorkInput } from "./local-work";
import { work } from "../../../testing/inspection-fixtures";

const car = (id: string, reference: string, defects: string[] = ["Seam puckering"]): CarToVerify => ({
  id,
  reference,
  defects: defects.map((defectName) => ({ defectName, severity: "MAJOR" })),
  request: "Stop the puckering on the side seams.",
  correctiveAction: "Thread tension re-set on line 3.",
  preventiveAction: "Tension checked at every shift start.",
  inspections: ["INSP000012"],
});
const CAR_42 = car("car-42", "CAR-0042", ["Seam puckering", "Broken stitch"]);
const CAR_43 = car("car-43", "CAR-0043");

describe("setCarAnswer", () => {
  it("answers a CAR, changes the answer keeping the comment, and clears it with its comment", () => {
    const gone = setCarAnswer(work(), "car-42", false);
    expect(gone.carChecks).toEqual([{ carId: "car-42", recurred: false, comment: "" }]);

    const commented = setCarComment(gone, "car-42", "Checked 20 side seams");
    const recurred = setCarAnswer(commented, "car-42", true);
    expect(recurred.carChecks).toEqual([
      { carId: "car-42", recurred: true, comment: "Checked 20 side seams" },
    ]);

    expect(setCarAnswer(recurred, "car-42", null).carChecks).toEqual([]);
  });

  it("keeps each CAR's check apart, and leaves the record as it is when nothing changes", () => {
    const both = setCarAnswer(setCarAnswer(work(), "car-42", false), "car-43", true);
    expect(both.carChecks.map((check) => [check.carId, check.recurred])).toEqual([
      ["car-42", false],
      ["car-43", true],
    ]);
    expect(setCarAnswer(both, "car-42", false)).toBe(both);
    expect(setCarAnswer(both, "car-99", null)).toBe(both);
    expect(carCheckOf(setCarAnswer(both, "car-43", null), "car-43")).toBeNull();
    expect(carCheckOf(both, "car-42")?.recurred).toBe(false);
  });
});

describe("setCarComment", () => {
  it("goes with an answer only, and stays within 400 characters", () => {
    expect(setCarComment(work(), "car-42", "no answer yet").carChecks).toEqual([]);
    const answered = setCarAnswer(work(), "car-42", true);
    expect(setCarComment(answered, "car-42", "x".repeat(450)).carChecks[0]?.comment).toHaveLength(400);
    expect(setCarComment(answered, "car-42", "")).toBe(answered);
  });
});

describe("what is sent", () => {
  it("goes out with the record, comments trimmed as the server keeps them, and passes the API's schema", () => {
    const record = setCarComment(setCarAnswer(work(), "car-42", true), "car-42", "  Back on 3 garments ");
    const input = toWorkInput(record);
    expect(input.carChecks).toEqual([{ carId: "car-42", recurred: true, comment: "Back on 3 garments" }]);
    expect(InspectionWorkInputSchema.safeParse(input).success).toBe(true);
    expect(carChecksInput(record.carChecks)).toEqual(input.carChecks);
  });

  it("counts each CAR answered, changed or cleared as a change; a space typed at the end is none", () => {
    const before = setCarAnswer(work(), "car-42", false);
    expect(countChanges(before, before)).toBe(0);
    expect(countChanges(work(), before)).toBe(1);
    expect(countChanges(before, setCarAnswer(before, "car-42", true))).toBe(1);
    expect(countChanges(before, setCarAnswer(before, "car-42", null))).toBe(1);
    const typed = setCarComment(before, "car-42", "ok");
    expect(countChanges(before, typed)).toBe(1);
    expect(countChanges(typed, setCarComment(typed, "car-42", "ok "))).toBe(0);
    expect(countChanges(before, setCarAnswer(typed, "car-43", true))).toBe(2);
  });
});

describe("what counts as not verified", () => {
  it("is each CAR to verify the record does not answer; an answer either way verifies it", () => {
    const cars = [CAR_42, CAR_43];
    expect(unverifiedCars(cars, work())).toEqual(cars);
    expect(unverifiedCars(cars, setCarAnswer(work(), "car-43", true))).toEqual([CAR_42]);
    const both = setCarAnswer(setCarAnswer(work(), "car-42", false), "car-43", true);
    expect(unverifiedCars(cars, both)).toEqual([]);
    // A check of a CAR no longer offered verifies none of those offered.
    expect(unverifiedCars([CAR_42], setCarAnswer(work(), "car-closed", false))).toEqual([CAR_42]);
  });

  it("is said in words", () => {
    expect(notVerifiedWording(2)).toBe("2 corrective actions not verified");
    expect(notVerifiedWording(1)).toBe("1 corrective action not verified");
    expect(carDefectNames(CAR_42)).toBe("Seam puckering, Broken stitch");
  });
});

describe("carsAtFinish", () => {
  it("says what finishing does to each CAR, and warns of those not verified", () => {
    const cars = [CAR_42, CAR_43, car("car-44", "CAR-0044")];
    expect(carsAtFinish([], work())).toBeNull();
    expect(carsAtFinish(cars, work())).toBe(
      "3 corrective actions not verified (CAR-0042, CAR-0043, CAR-0044): they stay for a later inspection to verify.",
    );
    const answered = setCarAnswer(setCarAnswer(work(), "car-42", false), "car-43", true);
    expect(carsAtFinish(cars, answered)).toBe(
      "CAR-0042 will be verified (defect gone). CAR-0043 will re-open for the supplier (defect recurred). 1 corrective action not verified (CAR-0044): it stays for a later inspection to verify.",
    );
  });
});

describe("checksNotOffered", () => {
  it("lists the checks of CARs no longer offered, named as the report names them", () => {
    const mention: CarMention = {
      id: "car-42",
      reference: "CAR-0042",
      status: "verified",
      overdue: false,
      dueDate: "2026-05-01",
      relation: "verified",
    };
    const record = setCarAnswer(setCarAnswer(work(), "car-42", false), "car-43", true);
    expect(checksNotOffered([], [mention], record)).toEqual([
      { check: { carId: "car-42", recurred: false, comment: "" }, reference: "CAR-0042", mention },
      { check: { carId: "car-43", recurred: true, comment: "" }, reference: "car-43", mention: null },
    ]);
    expect(checksNotOffered([CAR_42, CAR_43], [], record)).toEqual([]);
  });
});
