import { describe, expect, it } from "vitest";
import {
  DEFAULT_PACKAGING_STANDARD,
  TYPED_SIDES_PROBLEM,
  whyNotInCheck,
  type Order,
  type PackagingCheck,
} from "@aql-portal/shared";
import {
  checkCheckForm,
  checkErrorsFromServer,
  emptyCheckForm,
  formValuesOf,
  lineGroupOf,
  liveOutcome,
  poQuantityOf,
  toggleLine,
  typingProblems,
  type CheckFormValues,
} from "./check-form-values";

const line = (id: string, fields: Partial<Order> = {}): Order => ({
  id,
  poNumber: id,
  styleCode: "T1234",
  styleName: "Crew neck jumper",
  colourCode: "041",
  colourName: "Navy",
  seasonCode: "AW26",
  productCategoryCode: "MKNIT",
  department: null,
  supplier: { id: "DKW", name: "Dhaka Knitwear" },
  factory: { id: "DKW1", name: "Dhaka Knitwear 1" },
  quantity: 600,
  cartons: 20,
  deliveryDate: "2026-11-20",
  centre: { id: "UDC-BFD", name: "Bradford" },
  inspectionType: "UK DC Inspection",
  status: "OPEN",
  inspectionId: null,
  createdOn: "2026-11-01T09:00:00Z",
  updatedOn: "2026-11-01T09:00:00Z",
  ...fields,
});

const filled: CheckFormValues = {
  ...emptyCheckForm("UDC-BFD"),
  bookingReference: "BK-1001",
  lines: { kind: "picked", orders: [line("PO1"), line("PO2", { quantity: 400 })] },
  cartonCount: "40",
  paperTape: true,
  cartonDimensions: { length: "60", width: "40", height: "40" },
  unitDimensions: { length: "30", width: "20", height: "5" },
  receivedQuantity: "1,000",
};

describe("checkCheckForm", () => {
  it("gives the API the check, numbers read as people type them", () => {
    expect(checkCheckForm(filled)).toEqual({
      ok: true,
      input: {
        centreId: "UDC-BFD",
        bookingReference: "BK-1001",
        orderIds: ["PO1", "PO2"],
        cartonCount: 40,
        paperTape: true,
        cartonDimensions: { length: 60, width: 40, height: 40 },
        unitDimensions: { length: 30, width: 20, height: 5 },
        receivedQuantity: 1000,
      },
    });
  });

  it("takes a check whose measurements are still to come", () => {
    const checked = checkCheckForm({
      ...emptyCheckForm("UDC-BFD"),
      bookingReference: "BK 7",
      lines: filled.lines,
    });
    expect(checked).toMatchObject({
      ok: true,
      input: { cartonCount: null, paperTape: null, unitDimensions: null },
    });
  });

  it("names every field that is missing or wrong, in sentences", () => {
    const checked = checkCheckForm({
      ...emptyCheckForm(""),
      bookingReference: "#12",
      cartonCount: "4.5",
      cartonDimensions: { length: "60", width: "", height: "40" },
      unitDimensions: { length: "30", width: "2O", height: "5" },
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        centreId: "Choose the DC.",
        bookingReference: "Booking reference may use letters, digits, spaces and . / _ - only.",
        lines: "Choose the PO lines delivered.",
        cartonCount: "Enter a whole number.",
        cartonDimensions: TYPED_SIDES_PROBLEM,
        unitDimensions: TYPED_SIDES_PROBLEM,
      },
    });
  });
});

describe("typingProblems", () => {
  it("says at once what is not a number, but not a size still being typed", () => {
    expect(
      typingProblems({
        ...filled,
        cartonCount: "12a",
        cartonDimensions: { length: "60", width: "", height: "" },
        unitDimensions: { length: "30", width: "2O", height: "" },
      }),
    ).toEqual({ cartonCount: "Enter a whole number.", unitDimensions: "Enter a number, e.g. 52.5" });
  });
});

describe("liveOutcome", () => {
  it("works the result out from what is typed so far", () => {
    const plasticTape = liveOutcome(
      { ...emptyCheckForm("UDC-BFD"), lines: filled.lines, paperTape: false },
      DEFAULT_PACKAGING_STANDARD,
    );
    expect(plasticTape).toMatchObject({
      complianceResult: "Non-compliant",
      suggestedIssue: "PLASTIC_TAPE",
      status: "Incomplete",
    });
    const short = liveOutcome({ ...filled, receivedQuantity: "900" }, DEFAULT_PACKAGING_STANDARD);
    expect(short).toMatchObject({ accuracyResult: "Short", percDiff: -10, suggestedIssue: "SHORT_SHIPMENT" });
  });

  it("counts a size half typed as not measured yet", () => {
    const outcome = liveOutcome(
      { ...filled, unitDimensions: { length: "30", width: "", height: "" } },
      DEFAULT_PACKAGING_STANDARD,
    );
    expect(outcome).toMatchObject({ estUnitsPerCarton: null, garmentResult: "Pending" });
  });
});

describe("the PO lines", () => {
  it("are one supplier's one style: another is refused with the reason", () => {
    const group = lineGroupOf(filled.lines);
    expect(whyNotInCheck(group, line("PO3"))).toBeNull();
    expect(whyNotInCheck(group, line("PO4", { styleCode: "T9999" }))).toBe(
      "Another style (T9999): record it as a check of its own.",
    );
    expect(whyNotInCheck(group, line("PO5", { supplier: { id: "ANT", name: "Antalya Tekstil" } }))).toMatch(
      /^Another supplier \(Antalya Tekstil\)/,
    );
    expect(whyNotInCheck(null, line("PO6", { styleCode: "T9999" }))).toBeNull();
  });

  it("add up to the PO quantity, picked or kept from the check being corrected", () => {
    expect(poQuantityOf(filled.lines)).toBe(1000);
    expect(poQuantityOf(toggleLine(filled.lines, line("PO1")))).toBe(400);
    const check = { poQuantity: 750, orderIds: ["A", "B"] } as unknown as PackagingCheck;
    expect(poQuantityOf({ kind: "kept", check })).toBe(750);
    // Picking starts over from the kept lines.
    expect(toggleLine({ kind: "kept", check }, line("PO1"))).toEqual({
      kind: "picked",
      orders: [line("PO1")],
    });
  });
});

describe("formValuesOf", () => {
  it("brings a check back as typed text, its lines kept", () => {
    const check = {
      centre: { id: "UDC-BFD", name: "Bradford", code: "BFD" },
      bookingReference: "BK-1",
      orderIds: ["PO1"],
      poQuantity: 600,
      checks: {
        cartonCount: 20,
        paperTape: null,
        cartonDimensions: { length: 60, width: 40, height: 35.5 },
        unitDimensions: null,
        receivedQuantity: 600,
      },
    } as unknown as PackagingCheck;
    const values = formValuesOf(check);
    expect(values).toMatchObject({
      cartonCount: "20",
      paperTape: null,
      cartonDimensions: { length: "60", width: "40", height: "35.5" },
      unitDimensions: { length: "", width: "", height: "" },
    });
    expect(checkCheckForm(values)).toMatchObject({ ok: true, input: { orderIds: ["PO1"] } });
  });
});

describe("checkErrorsFromServer", () => {
  it("puts the API's field errors on the form's fields", () => {
    expect(
      checkErrorsFromServer([
        { field: "body.orderIds", message: "are of different styles" },
        { field: "body.cartonDimensions.height", message: "must be at most 1000 cm" },
        { field: "body.centreId", message: "is not a DC of this tenant" },
        { field: "query.x", message: "odd" },
      ]),
    ).toEqual({
      fields: {
        lines: "PO lines are of different styles.",
        cartonDimensions: "Carton size must be at most 1000 cm.",
        centreId: "DC is not a DC of this tenant.",
      },
      other: ["query.x: odd"],
    });
  });
});
