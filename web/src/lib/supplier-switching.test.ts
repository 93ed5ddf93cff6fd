import { describe, expect, it } from "vitest";
import {
  discontinuedRefusal,
  lotPlan,
  type ClassSwitching,
  type SupplierSwitching,
} from "@aql-portal/shared";
import { ApiRequestError } from "./api-client";
import {
  attentionOf,
  editedLotSeverities,
  hasStanding,
  isSwitchingSupplierKey,
  severitiesIn,
  supplierTablesOf,
  standingCounts,
  standingSentence,
  supplierSwitchingPath,
  suppliersStandingPath,
  switchingPlanOf,
  switchingSupplierKey,
} from "./supplier-switching";

function state(severity: ClassSwitching["severity"], reducedProposed = false): ClassSwitching {
  return {
    severity,
    switchingScore: 0,
    reducedProposed,
    reason: "start",
    since: null,
    counts: { recentNotAccepted: 0, acceptedInARow: 0, notAcceptedOnTightened: 0 },
    why: `${severity}.`,
  };
}

const supplier = (major: ClassSwitching, minor: ClassSwitching) => ({ major, minor });

describe("switchingPlanOf", () => {
  it("plans each class from its severity's table, under the tenant's standard", () => {
    expect(switchingPlanOf({ standard: "Z1.4", major: state("tightened"), minor: state("reduced") })).toEqual(
      {
        severities: { standard: "Z1.4", major: "tightened", minor: "reduced" },
        discontinued: [],
      },
    );
  });

  it("names the discontinued classes, planned on tightened once corrected", () => {
    const plan = switchingPlanOf({
      standard: "ISO2859-1",
      major: state("discontinued"),
      minor: state("normal"),
    });
    expect(plan).toEqual({
      severities: { standard: "ISO2859-1", major: "tightened", minor: "normal" },
      discontinued: ["major"],
    });
    expect(discontinuedRefusal("Anatolia Tekstil", plan.discontinued)).toMatch(
      /^Acceptance inspection of Anatolia Tekstil is discontinued \(major defects: .* on the Suppliers page; /,
    );
  });

  it("lets a supplier on any other severity be planned", () => {
    const plan = switchingPlanOf({
      standard: "ISO2859-1",
      major: state("tightened"),
      minor: state("normal"),
    });
    expect(discontinuedRefusal("Anatolia Tekstil", plan.discontinued)).toBeNull();
  });
});

describe("supplierTablesOf", () => {
  const switching: SupplierSwitching = {
    supplier: { id: "SUP-1", name: "Anatolia Tekstil" },
    standard: "ISO2859-1",
    major: state("tightened"),
    minor: state("normal"),
    lots: [],
    history: [],
    updatedOn: null,
  };

  it("plans from the supplier's tables once read", () => {
    const tables = supplierTablesOf({ data: switching, error: undefined });
    expect(tables.kind).toBe("known");
    expect(severitiesIn(tables)).toEqual({ standard: "ISO2859-1", major: "tightened", minor: "normal" });
  });

  it("takes a supplier with no lot counted (404) for normal inspection", () => {
    const tables = supplierTablesOf({ data: undefined, error: new ApiRequestError(404, "Not found") });
    expect(tables).toEqual({
      kind: "known",
      state: null,
      plan: { severities: { standard: "ISO2859-1", major: "normal", minor: "normal" }, discontinued: [] },
    });
  });

  it("says it is reading, or why it could not", () => {
    expect(supplierTablesOf({ data: undefined, error: undefined })).toEqual({ kind: "loading" });
    const failed = supplierTablesOf({ data: undefined, error: new ApiRequestError(0, "No connection") });
    expect(failed).toEqual({ kind: "failed", message: "No connection" });
    expect(severitiesIn(failed)).toBeUndefined();
  });
});

describe("editedLotSeverities", () => {
  const plan = lotPlan(500, "II", { major: 2.5, minor: 4.0 });
  const inForce = { standard: "ISO2859-1", major: "tightened", minor: "normal" } as const;

  it("takes the supplier's severities in force while the lot can be planned", () => {
    expect(editedLotSeverities(true, plan, inForce)).toEqual(inForce);
  });

  it("keeps the lot's own once it has started, or while the supplier's are not known", () => {
    const own = { standard: "ISO2859-1", major: "normal", minor: "normal" };
    expect(editedLotSeverities(false, plan, inForce)).toEqual(own);
    expect(editedLotSeverities(true, plan, null)).toEqual(own);
  });
});

describe("standings", () => {
  const suppliers = [
    supplier(state("normal"), state("normal")),
    supplier(state("tightened"), state("normal")),
    supplier(state("tightened"), state("tightened")),
    supplier(state("normal", true), state("reduced")),
    supplier(state("discontinued"), state("tightened")),
  ];

  it("counts a supplier under each severity either class is on; normal only when both are, with nothing proposed", () => {
    expect(standingCounts(suppliers)).toEqual({
      discontinued: 1,
      tightened: 3,
      "reduced-proposed": 1,
      reduced: 1,
      normal: 1,
    });
    expect(hasStanding(supplier(state("normal", true), state("normal")), "normal")).toBe(false);
  });

  it("says what needs watching, most serious first", () => {
    expect(standingSentence(standingCounts(suppliers))).toBe(
      "1 discontinued · 3 tightened · 1 reduced proposed · 1 reduced",
    );
    expect(standingSentence(standingCounts([suppliers[0]!]))).toBe("All on normal inspection");
  });

  it("sorts discontinued first, then tightened, then a proposal to decide, then normal, then reduced", () => {
    const ranks = suppliers.map(attentionOf);
    expect(ranks).toEqual([1, 3, 3, 2, 4]);
    expect(attentionOf(supplier(state("reduced"), state("reduced")))).toBe(0);
  });
});

describe("supplierSwitchingPath", () => {
  it("opens the supplier on the Suppliers page", () => {
    expect(supplierSwitchingPath("SUP 1")).toBe("/user/suppliers?supplier=SUP+1");
    expect(suppliersStandingPath("reduced-proposed")).toBe("/user/suppliers?standing=reduced-proposed");
  });
});

describe("cache keys", () => {
  it("tells one supplier's state apart from other keys", () => {
    expect(isSwitchingSupplierKey(switchingSupplierKey("SUP-1"))).toBe(true);
    expect(isSwitchingSupplierKey("switching-suppliers")).toBe(false);
    expect(isSwitchingSupplierKey(["user", "SUP-1"])).toBe(false);
  });
});
