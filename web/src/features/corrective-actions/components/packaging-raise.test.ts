import { describe, expect, it } from "vitest";
import { hasPackagingIssues, raiseSeedOfCheck, type CheckToRaiseOn } from "./packaging-raise";

const check: CheckToRaiseOn = {
  id: "PC1",
  bookingReference: "BK-1",
  checkedDay: "2026-11-20",
  supplier: { id: "DKW", name: "Dhaka Knitwear" },
  styleCode: "T1234",
  styleName: "Crew neck jumper",
  centre: { name: "Bradford" },
  outcome: { issues: ["SHORT_SHIPMENT", "PLASTIC_TAPE"] },
};

describe("raising on a packaging check", () => {
  it("is offered only on a check that found issues", () => {
    expect(hasPackagingIssues(check)).toBe(true);
    expect(hasPackagingIssues({ outcome: { issues: [] } })).toBe(false);
  });

  it("starts the form from the check: its supplier and style, no lots, the issues by name in the request", () => {
    const seed = raiseSeedOfCheck(check);
    expect(seed).toMatchObject({
      supplier: { id: "DKW", name: "Dhaka Knitwear" },
      styleCode: "T1234",
      styleName: "Crew neck jumper",
      lots: [],
      packagingChecks: [
        {
          id: "PC1",
          bookingReference: "BK-1",
          checkedDay: "2026-11-20",
          centre: "Bradford",
          issues: ["Short shipment", "Plastic tape"],
        },
      ],
    });
    expect(seed.request).toMatch(/booking BK-1 found short shipment and plastic tape/);
  });
});
