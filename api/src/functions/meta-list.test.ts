import { META_LISTS } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import defects from "../seed/data/defects.json";
import locations from "../seed/data/locations.json";
import { runAs } from "../testing/handler-context";
import { demoTenantForEachTest } from "../testing/memory-services";
import { metaList } from "./meta-list";

/** GET /api/meta/{list}: a reference list of the caller's tenant; defects take one filter. */
describe("meta-list", () => {
  const services = demoTenantForEachTest();

  const read = async (list: string, query: Record<string, string> = {}) => {
    const reply = await runAs(services, "INSPECTOR", metaList, { params: { list }, query, body: undefined });
    expect(reply.revalidate).toBe(true);
    return reply.body as { id: string }[];
  };

  it("gives the tenant's list in its order", async () => {
    expect(await read("locations")).toEqual(locations);
  });

  it("answers each list with every field of its items, as the OpenAPI document describes them", async () => {
    for (const list of META_LISTS) {
      expect(await read(list)).toEqual(await services.reference.list(services.config.tenantId, list));
    }
  });

  it("filters the defects by severity or category", async () => {
    const majors = await read("defects", { severity: "MAJOR" });
    expect(majors).toEqual(defects.filter((defect) => defect.severity === "MAJOR"));
    expect(majors.length).toBeGreaterThan(0);
    expect(majors.length).toBeLessThan(defects.length);
    expect(await read("defects", { category: "Fabric", severity: "MINOR" })).toEqual(
      defects.filter((defect) => defect.category === "Fabric" && defect.severity === "MINOR"),
    );
  });

  it("refuses a filter the list does not take", async () => {
    await expect(read("defects", { code: "FAB01" })).rejects.toMatchObject({
      status: 400,
      message: "Defects can be filtered by category or severity only.",
    });
    await expect(read("locations", { country: "GB" })).rejects.toMatchObject({
      status: 400,
      message: "The locations list takes no query parameters.",
    });
  });

  it("answers 404 for a list there is not, naming those there are", async () => {
    await expect(read("colours")).rejects.toMatchObject({
      status: 404,
      message: `There is no list "colours". Lists: ${META_LISTS.join(", ")}.`,
    });
  });
});
