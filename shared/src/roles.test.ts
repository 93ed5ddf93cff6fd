import { describe, expect, it } from "vitest";
import {
  can,
  isDataController,
  legacyRoleId,
  NO_SUPPLIER,
  ROLE_NAMES,
  ROLES,
  ROLES_BY_HIERARCHY,
  seesOwnSupplierOnly,
  supplierScopeOf,
} from "./roles";

describe("the role table", () => {
  it("has the hierarchies of spec §6 and decisions.md", () => {
    expect(ROLES_BY_HIERARCHY.map((r) => [r.name, r.hierarchy])).toEqual([
      ["ADMINISTRATOR", 10],
      ["REVIEWER", 8],
      ["PLANNER", 7],
      ["SUPPLIER", 6],
      ["INSPECTOR", 5],
      ["CLIENT_MANAGER", 2],
      ["CLIENT_OPERATOR", 1],
      ["PENDING", 0],
    ]);
  });

  it("gives pending users nothing", () => {
    expect(ROLES.PENDING.permissions).toEqual([]);
  });

  it("lets administrators manage users and reviewers only view them", () => {
    expect(can("ADMINISTRATOR", "users:manage")).toBe(true);
    expect(can("REVIEWER", "users:read")).toBe(true);
    expect(can("REVIEWER", "users:manage")).toBe(false);
    expect(can("PLANNER", "users:read")).toBe(false);
  });

  it("keeps client decisions to client managers (and administrators)", () => {
    const deciders = ROLES_BY_HIERARCHY.filter((r) => can(r.name, "client-decisions:set")).map((r) => r.name);
    expect(deciders).toEqual(["ADMINISTRATOR", "CLIENT_MANAGER"]);
  });

  it("maps hierarchies to legacy role ids; 7 and 8 are data controllers", () => {
    expect([0, 1, 2, 5, 6, 7, 8, 10].map(legacyRoleId)).toEqual([5, 7, 8, 4, 8, 2, 2, 1]);
    expect([7, 8].every(isDataController)).toBe(true);
    expect(isDataController(10)).toBe(false);
  });
});

describe("supplierScopeOf", () => {
  it("narrows a supplier user to their supplier, one without a supplier to none, everyone else to nobody's", () => {
    expect(supplierScopeOf({ role: "SUPPLIER", supplier: { id: "SUP-DKW" } })).toEqual({
      kind: "supplier",
      supplierId: "SUP-DKW",
    });
    expect(supplierScopeOf({ role: "SUPPLIER", supplier: null })).toEqual({
      kind: "supplier",
      supplierId: NO_SUPPLIER,
    });
    for (const role of ROLE_NAMES.filter((name) => name !== "SUPPLIER")) {
      expect(supplierScopeOf({ role, supplier: { id: "SUP-DKW" } })).toEqual({ kind: "tenant" });
      expect(seesOwnSupplierOnly(role)).toBe(false);
    }
  });
});
