import { describe, expect, it } from "vitest";
import { DEFAULT_PACKAGING_STANDARD } from "@aql-portal/shared";
import { checkStandardForm, standardFormValues } from "./standard-form-values";

const values = standardFormValues(DEFAULT_PACKAGING_STANDARD);

describe("checkStandardForm", () => {
  it("gives back the standard it was made from", () => {
    expect(checkStandardForm(values)).toEqual({ ok: true, input: DEFAULT_PACKAGING_STANDARD });
  });

  it("reads numbers as people type them", () => {
    const checked = checkStandardForm({
      ...values,
      quantityTolerancePercent: "2,5",
      boxToleranceCm: " 1.5 ",
    });
    expect(checked).toMatchObject({
      ok: true,
      input: { quantityTolerancePercent: 2.5, boxToleranceCm: 1.5 },
    });
  });

  it("names each field that is wrong, and a box by its row", () => {
    const [first, second] = values.standardBoxes;
    const checked = checkStandardForm({
      ...values,
      quantityTolerancePercent: "",
      minFillPercent: "120",
      maxCarton: { ...values.maxCarton, height: "" },
      standardBoxes: [first!, { ...second!, code: " " }],
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        quantityTolerancePercent: "Enter a number.",
        maxCarton: "Enter length, width and height in cm (e.g. 60, 40, 35.5).",
        standardBoxes: "Box 2: Give the box a code.",
        minFillPercent: "Minimum fill must be at most 100.",
      },
    });
  });

  it("refuses two boxes of one code", () => {
    const [first] = values.standardBoxes;
    const checked = checkStandardForm({
      ...values,
      standardBoxes: [first!, { ...first!, key: "copy", code: "a" }],
    });
    expect(checked).toEqual({ ok: false, errors: { standardBoxes: "Box codes must be unique." } });
  });
});
