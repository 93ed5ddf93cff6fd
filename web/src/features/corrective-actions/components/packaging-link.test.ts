import { describe, expect, it } from "vitest";
import { roleOf, type FeatureFlags } from "@aql-portal/shared";
import { packagingCheckPath } from "./packaging-link";

const shown = { showPackaging: true } as FeatureFlags;
const hidden = { showPackaging: false } as FeatureFlags;

describe("packagingCheckPath", () => {
  it("opens the check on the DCs' page in staff mode", () => {
    expect(
      packagingCheckPath("PC 1", { role: roleOf("REVIEWER"), features: shown, customerName: "acme" }),
    ).toBe("/user/packaging?check=PC+1");
  });

  it("opens it on Your Reports' compliance page for a client role", () => {
    expect(
      packagingCheckPath("PC1", { role: roleOf("CLIENT_MANAGER"), features: shown, customerName: "acme" }),
    ).toMatch(/\/compliance\?check=PC1$/);
  });

  it("gives no link where the deployment hides packaging", () => {
    expect(
      packagingCheckPath("PC1", { role: roleOf("REVIEWER"), features: hidden, customerName: "acme" }),
    ).toBeNull();
    expect(
      packagingCheckPath("PC1", { role: roleOf("CLIENT_MANAGER"), features: hidden, customerName: "acme" }),
    ).toBeNull();
  });
});
