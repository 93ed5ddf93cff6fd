import { ResetJobSchema } from "@aql-portal/shared";
import { beforeEach, describe, expect, it } from "vitest";
import { runAs } from "../testing/handler-context";
import { answer } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { resetGet } from "./reset-get";
import { RESET_NOT_SHOWN, resetStart } from "./reset-start";

/** GET /api/reset: the tenant's current or last environment reset, for the progress page. */
describe("reset-get", () => {
  const services = demoTenantForEachTest();
  const showReset = (shown: boolean) => {
    services.config = {
      ...services.config,
      features: { ...services.config.features, showResetEnvironment: shown },
    };
  };
  beforeEach(() => showReset(true));

  const get = () =>
    runAs(services, "ADMINISTRATOR", resetGet, { query: {}, params: undefined, body: undefined });

  it("answers 204 before any reset, then the one started, with its progress", async () => {
    expect(await get()).toMatchObject({ status: 204 });
    const started = await answer(
      ResetJobSchema,
      runAs(services, "ADMINISTRATOR", resetStart, {
        query: undefined,
        params: undefined,
        body: { confirm: services.config.customerName },
      }),
    );
    expect(await answer(ResetJobSchema, get())).toEqual(started);
  });

  it("answers 404 where the deployment does not show the reset", async () => {
    showReset(false);
    await expect(get()).rejects.toMatchObject({ status: 404, message: RESET_NOT_SHOWN });
  });
});
