import { InspectorSchema, type RoleName } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { NewUser } from "../data/users-repository";
import { demoUser, runAs, rolesAllowed } from "../testing/handler-context";
import { answer } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { inspectorsList } from "./inspectors-list";

/** GET /api/inspectors: whom a planner may assign an inspection to (Manage Inspections' edit form). */
describe("inspectors-list", () => {
  const services = demoTenantForEachTest();

  const list = (role: RoleName = "PLANNER") =>
    answer(
      z.array(InspectorSchema),
      runAs(services, role, inspectorsList, { query: undefined, body: undefined, params: undefined }),
    );
  const addInspector = (name: string, fields: Partial<NewUser> = {}) =>
    services.users.create(services.config.tenantId, {
      name,
      email: `${name.split(" ")[0]?.toLowerCase()}@demo.local`,
      role: "INSPECTOR",
      platform: 3,
      locations: [{ id: "BD-DAC", name: "Dhaka" }],
      ...fields,
    });

  it("is for those who plan inspections: every other role is refused (403)", () => {
    expect(rolesAllowed(inspectorsList)).toEqual(["ADMINISTRATOR", "REVIEWER", "PLANNER"]);
  });

  it("lists the active inspectors by name with their locations, and nothing else about them", async () => {
    await addInspector("Aisha Begum");
    const inspectors = await list();
    expect(inspectors.map((inspector) => inspector.name)).toEqual(["Aisha Begum", "Imran Hossain"]);
    const imran = await demoUser(services, "inspector@demo.local");
    expect(inspectors[1]).toEqual({ id: imran.id, name: "Imran Hossain", locations: imran.locations });
    expect(imran.locations.map((location) => location.id)).toEqual(["BD-DAC"]);
  });

  it("leaves out blocked, removed and unapproved inspectors, and other roles", async () => {
    const removed = await addInspector("Zara Khan");
    await services.users.replace({ ...removed, deleted: true }, removed._etag ?? "");
    await addInspector("Yusuf Ali", { role: "PENDING" });
    // Ben Lucas, the demo tenant's blocked inspector, is not offered either.
    expect((await list("ADMINISTRATOR")).map((inspector) => inspector.name)).toEqual(["Imran Hossain"]);
  });
});
