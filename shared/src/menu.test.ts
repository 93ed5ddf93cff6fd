import { describe, expect, it } from "vitest";
import { defaultPageFor, reportTabsFor, standardMenu, type MenuEntry } from "./menu";
import type { RoleName } from "./roles";

describe("defaultPageFor (spec §2 Default page)", () => {
  const menu = standardMenu("Demo Retail");

  it.each([
    [10, "/user/users"],
    [8, "/user/manage-inspections"],
    [7, "/user/import"],
    [6, "/user/manage-inspections"],
    [5, "/twoeightone/inspection"],
  ])("hierarchy %i lands on %s", (hierarchy, path) => {
    expect(defaultPageFor(hierarchy, menu)).toBe(path);
  });

  it("client roles fall through to the entry flagged default, and to its default sub-page", () => {
    expect(defaultPageFor(2, menu)).toBe("/demo-retail/your-reports");
    expect(defaultPageFor(1, menu)).toBe("/demo-retail/your-reports");
  });

  it("uses the single sub-page when there is only one", () => {
    const custom: MenuEntry[] = [
      { name: "Reports", defaultForRole: 2, pages: [{ name: "Weekly", path: "/reports/weekly" }] },
    ];
    expect(defaultPageFor(2, custom)).toBe("/reports/weekly");
  });

  it("turns the menu name into a path when the entry has none", () => {
    expect(defaultPageFor(3, [{ name: "Quality Overview", defaultForRole: 3 }])).toBe("/quality-overview");
  });

  it("goes to the landing page when nothing matches", () => {
    expect(defaultPageFor(9, [{ name: "Only admins", defaultForRole: 10 }])).toBe("/main");
  });
});

describe("report tabs (spec §2: filtered by a per-item role list)", () => {
  const names = (role: RoleName) => reportTabsFor(role, "Demo Retail").map((tab) => tab.name);

  it("offers the Inspection tab only to legacy roles 1, 2 and 8 (spec §2)", () => {
    expect(names("CLIENT_MANAGER")).toContain("Inspection");
    expect(names("ADMINISTRATOR")).toContain("Inspection");
    expect(names("SUPPLIER")).toContain("Inspection");
    expect(names("CLIENT_OPERATOR")).not.toContain("Inspection");
  });

  it("offers the analytics tabs to whoever may read analytics, and nothing to inspectors or pending accounts", () => {
    const analytics = [
      "Supplier Analysis",
      "Inspection Activity",
      "Defect Analysis",
      "Your Reports",
      "Insights",
    ];
    for (const role of [
      "ADMINISTRATOR",
      "REVIEWER",
      "SUPPLIER",
      "CLIENT_MANAGER",
      "CLIENT_OPERATOR",
    ] as const)
      expect(names(role)).toEqual(expect.arrayContaining(analytics));
    expect(names("PLANNER")).toEqual(["Inspection", "Skipped Inspections"]);
    expect(names("INSPECTOR")).toEqual([]);
    expect(names("PENDING")).toEqual([]);
  });

  it("builds paths from the customer name; Your Reports is the default, else a role's first tab", () => {
    const tabs = reportTabsFor("CLIENT_MANAGER", "Demo Retail");
    expect(tabs.find((tab) => tab.isDefault)?.path).toBe("/demo-retail/your-reports");
    expect(reportTabsFor("PLANNER", "Demo Retail").find((tab) => tab.isDefault)?.path).toBe(
      "/demo-retail/inspection",
    );
  });
});
