import { describe, expect, it } from "vitest";
import {
  checkRaise,
  defectKey,
  packagingRequest,
  toggleDefects,
  toggleLot,
  type RaiseValues,
} from "./raise-values";

const values: RaiseValues = {
  inspectionIds: ["L1", "L2"],
  defects: [defectKey("L1", "e1"), defectKey("L2", "e7")],
  packagingCheckIds: [],
  request: "Why?",
  dueDate: "2026-05-04",
  ownerId: "",
  verificationRequired: true,
};

describe("the raise form", () => {
  it("drops a lot's defects when the lot is unticked, and adds a lot once", () => {
    const without = toggleLot(values, "L2", false);
    expect(without.inspectionIds).toEqual(["L1"]);
    expect(without.defects).toEqual(["L1~e1"]);
    expect(toggleLot(values, "L1", true)).toBe(values);
    expect(toggleLot(values, "L3", true).inspectionIds).toEqual(["L1", "L2", "L3"]);
  });

  it("ticks and unticks defects one or many at a time", () => {
    expect(toggleDefects(values, ["L1~e2", "L1~e1"], true).defects).toEqual(["L2~e7", "L1~e2", "L1~e1"]);
    expect(toggleDefects(values, ["L1~e1"], false).defects).toEqual(["L2~e7"]);
  });

  it("sends what the API takes: no owner when none is chosen", () => {
    const checked = checkRaise(values, "2026-04-20");
    expect(checked).toEqual({
      ok: true,
      input: {
        inspectionIds: ["L1", "L2"],
        defects: ["L1~e1", "L2~e7"],
        packagingCheckIds: [],
        request: "Why?",
        dueDate: "2026-05-04",
        verificationRequired: true,
      },
    });
    const owned = checkRaise({ ...values, ownerId: "u-2" }, "2026-04-20");
    expect(owned.ok && owned.input.ownerId).toBe("u-2");
  });

  it("says on each field what is missing, in sentences", () => {
    const checked = checkRaise(
      { ...values, inspectionIds: [], defects: [], request: "  ", dueDate: "" },
      "2026-04-20",
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        inspectionIds: "Tick at least one lot.",
        request: "What you ask of the supplier is required.",
        dueDate: "Answer due by is required.",
      },
    });
  });

  it("asks for a defect of the lots ticked, whatever else is missing", () => {
    const checked = checkRaise({ ...values, defects: [], request: "" }, "2026-04-20");
    expect(checked.ok ? null : checked.errors).toEqual({
      defects: "Pick at least one defect.",
      request: "What you ask of the supplier is required.",
    });
  });

  it("refuses a due date before today, and defects of lots no longer ticked", () => {
    const past = checkRaise({ ...values, dueDate: "2026-04-19" }, "2026-04-20");
    expect(past.ok ? null : past.errors.dueDate).toMatch(/in the past/);
    const orphan = checkRaise({ ...values, inspectionIds: ["L1"], defects: ["L2~e7"] }, "2026-04-20");
    expect(orphan.ok ? null : orphan.errors.defects).toBe("Pick at least one defect.");
  });

  it("takes a packaging check without lots, and still asks lots ticked beside it for a defect", () => {
    const onCheck = { ...values, inspectionIds: [], defects: [], packagingCheckIds: ["PC1"] };
    expect(checkRaise(onCheck, "2026-04-20")).toEqual({
      ok: true,
      input: {
        inspectionIds: [],
        defects: [],
        packagingCheckIds: ["PC1"],
        request: "Why?",
        dueDate: "2026-05-04",
        verificationRequired: true,
      },
    });
    const lotWithout = checkRaise({ ...onCheck, inspectionIds: ["L1"] }, "2026-04-20");
    expect(lotWithout.ok ? null : lotWithout.errors).toEqual({ defects: "Pick at least one defect." });
  });

  it("asks for no defect when the ticked lots recorded none (a client's rejection may have none)", () => {
    const none = checkRaise({ ...values, defects: [] }, "2026-04-20", false);
    expect(none.ok && none.input.defects).toEqual([]);
    expect(checkRaise({ ...values, defects: [] }, "2026-04-20", true).ok).toBe(false);
  });
});

describe("packagingRequest", () => {
  it("names the booking and the issues found", () => {
    expect(
      packagingRequest([{ bookingReference: "BK-1", issues: ["Short shipment", "Plastic tape"] }]),
    ).toMatch(
      /^The DC's packaging check of booking BK-1 found short shipment and plastic tape\. Find the root cause/,
    );
  });

  it("names every booking, and each issue once", () => {
    expect(
      packagingRequest([
        { bookingReference: "BK-1", issues: ["Plastic tape"] },
        { bookingReference: "BK-2", issues: ["Oversize carton", "Plastic tape", "Short shipment"] },
      ]),
    ).toMatch(
      /^The DC's packaging checks of bookings BK-1, BK-2 found plastic tape, oversize carton and short shipment\./,
    );
  });
});
