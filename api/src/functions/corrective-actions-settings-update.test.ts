import { CarSettingsSchema } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { rolesAllowed, runAs } from "../testing/handler-context";
import { answer } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { correctiveActionsSettingsGet } from "./corrective-actions-settings-get";
import { correctiveActionsSettingsUpdate } from "./corrective-actions-settings-update";

/** The tenant's CAR settings: the days a supplier gets to answer, read by those who raise CARs, set by administrators. */
describe("corrective-actions-settings", () => {
  const services = demoTenantForEachTest();
  const get = () =>
    answer(
      CarSettingsSchema,
      runAs(services, "REVIEWER", correctiveActionsSettingsGet, {
        params: undefined,
        body: undefined,
        query: undefined,
      }),
    );
  const put = (body: unknown) =>
    runAs(services, "ADMINISTRATOR", correctiveActionsSettingsUpdate, {
      params: undefined,
      body: body as { dueDays: number },
      query: undefined,
    });

  it("is read by those who raise CARs and set by administrators only", () => {
    expect(rolesAllowed(correctiveActionsSettingsGet)).toEqual([
      "ADMINISTRATOR",
      "REVIEWER",
      "CLIENT_MANAGER",
    ]);
    expect(rolesAllowed(correctiveActionsSettingsUpdate)).toEqual(["ADMINISTRATOR"]);
  });

  it("gives 14 days until an administrator chooses, then what was chosen", async () => {
    expect(await get()).toEqual({ dueDays: 14 });
    expect((await put({ dueDays: 21 })).body).toEqual({ dueDays: 21 });
    expect(await get()).toEqual({ dueDays: 21 });
  });

  it("refuses a number of days it cannot use, naming the field", () => {
    expect(CarSettingsSchema.safeParse({ dueDays: 0 }).error?.issues).toMatchObject([
      { path: ["dueDays"], message: "must be at least 1 day" },
    ]);
    expect(CarSettingsSchema.safeParse({ dueDays: 2.5 }).error?.issues).toMatchObject([
      { path: ["dueDays"], message: "must be a whole number of days" },
    ]);
  });
});
