import { AdminClientSchema } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import clients from "../seed/data/clients.json";
import { runAs } from "../testing/handler-context";
import { answer } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { adminClientsList } from "./admin-clients-list";

/** GET /api/admin/clients: the provider's clients and their portals (the Admin table). */
describe("admin-clients-list", () => {
  const services = demoTenantForEachTest();

  const read = () =>
    answer(
      z.array(AdminClientSchema),
      runAs(services, "ADMINISTRATOR", adminClientsList, {
        params: undefined,
        query: undefined,
        body: undefined,
      }),
    );

  it("lists the tenant's clients with their client and staff portals", async () => {
    expect(await read()).toEqual(clients);
  });

  it("lists a client the tenant adds after those it had, in the tenant's order", async () => {
    const added = {
      id: "north",
      name: "North Stores",
      clientPage: "/north/your-reports",
      userPage: "/user/manage-inspections",
    };
    await services.reference.upsertList(services.config.tenantId, "clients", [...clients, added]);
    expect(await read()).toEqual([...clients, added]);
  });
});
