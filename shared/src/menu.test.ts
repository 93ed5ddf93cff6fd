import { describe, expect, it } from "vitest";
import { defaultPageFor, standardMenu, type MenuEntry } from "./menu";

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
