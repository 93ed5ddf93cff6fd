import { describe, expect, it } from "vitest";
import { FEATURE_DEFAULTS, SIDEBAR_ITEMS, roleOf, type RoleName } from "@aql-portal/shared";
import { canOpen, canOpenClientReports, movesBetweenModes } from "./access";

/** A deployment's pages as the spec sets them by default: Skipped Inspections shown, Packaging not. */
const features = FEATURE_DEFAULTS;

const sidebarFor = (name: RoleName) =>
  SIDEBAR_ITEMS.filter((item) => canOpen(roleOf(name), features, item)).map((item) => item.title);

describe("sidebar visibility", () => {
  it("shows Users to administrators only (spec §2: removed below hierarchy 10)", () => {
    expect(sidebarFor("ADMINISTRATOR")).toContain("Users");
    expect(sidebarFor("REVIEWER")).not.toContain("Users");
  });

  it("hides pages whose feature flag is off", () => {
    expect(sidebarFor("ADMINISTRATOR")).not.toContain("Packaging & DC Reports");
    expect(sidebarFor("ADMINISTRATOR")).toContain("Skipped Inspections");
  });

  it("gives inspectors their plan only: the lists are the planners'", () => {
    expect(sidebarFor("INSPECTOR")).toEqual(["Inspection Plan"]);
    expect(sidebarFor("SUPPLIER")).toEqual([
      "Manage Inspections",
      "Skipped Inspections",
      "Suppliers",
      "Corrective actions",
      "Client Analytics",
    ]);
  });

  it("gives a pending account nothing", () => {
    expect(sidebarFor("PENDING")).toEqual([]);
    expect(canOpen(roleOf("PENDING"), features, { permission: "inspections:read" })).toBe(false);
  });
});

/** The roles for which a rule holds, among those named. */
const rolesWhere = (rule: (role: ReturnType<typeof roleOf>) => boolean, names: readonly RoleName[]) =>
  names.filter((name) => rule(roleOf(name)));

describe("moving between staff and client mode", () => {
  it("belongs to administrators and data controllers (spec §6)", () => {
    const names = ["ADMINISTRATOR", "REVIEWER", "PLANNER", "INSPECTOR", "CLIENT_MANAGER"] as const;
    expect(rolesWhere(movesBetweenModes, names)).toEqual(["ADMINISTRATOR", "REVIEWER", "PLANNER"]);
  });

  it("opens the client reports to client roles and to those who can switch", () => {
    const names = ["CLIENT_OPERATOR", "PLANNER", "SUPPLIER", "INSPECTOR", "PENDING"] as const;
    expect(rolesWhere(canOpenClientReports, names)).toEqual(["CLIENT_OPERATOR", "PLANNER", "SUPPLIER"]);
  });
});
