import { PowerBiEmbedSchema } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { contextAs, runAs } from "../testing/handler-context";
import { answer } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { withPowerBi } from "../testing/memory-power-bi";
import { authPowerBiToken } from "./auth-powerbi-token";

/** GET /api/auth/powerbi/token?report=<tab>: the embed URL and a token for a tab's Power BI report, for the caller. */
describe("auth-powerbi-token", () => {
  const services = demoTenantForEachTest();

  const token = (role: "SUPPLIER" | "CLIENT_MANAGER", report: string) =>
    runAs(services, role, authPowerBiToken, { query: { report }, params: undefined, body: undefined });

  it("embeds the tab's report with a token for the caller, served again from store while it has life", async () => {
    const powerBi = withPowerBi(services, { "Supplier Analysis": "report-sa" });
    const first = await answer(PowerBiEmbedSchema, token("CLIENT_MANAGER", "supplier-analysis"));
    expect(first).toMatchObject({
      reportId: "report-sa",
      embedUrl: "https://app.powerbi.com/reportEmbed?reportId=report-sa",
      accessToken: "embed-token-1",
    });
    expect(await answer(PowerBiEmbedSchema, token("CLIENT_MANAGER", "supplier-analysis"))).toEqual(first);
    expect(powerBi.tokensIssued).toHaveLength(1);
  });

  it("gives a supplier a token of their own, limited to their own supplier", async () => {
    const powerBi = withPowerBi(services, { "Supplier Analysis": "report-sa" });
    const tenants = await answer(PowerBiEmbedSchema, token("CLIENT_MANAGER", "supplier-analysis"));
    const suppliers = await answer(PowerBiEmbedSchema, token("SUPPLIER", "supplier-analysis"));
    expect(suppliers.accessToken).not.toBe(tenants.accessToken);
    const { user } = await contextAs(services, "SUPPLIER");
    expect(powerBi.tokensIssued.map((issued) => issued.identity)).toEqual([
      { username: user.tenantId, roles: ["Tenant"] },
      { username: `${user.tenantId}/${user.supplier?.id}`, roles: ["Supplier"] },
    ]);
  });

  it("answers 404 saying why where there is no report to embed", async () => {
    await expect(token("CLIENT_MANAGER", "supplier-analysis")).rejects.toMatchObject({
      status: 404,
      message:
        "Power BI is not configured for this deployment: the analytics tabs show the portal's own charts.",
    });
    withPowerBi(services, { "Supplier Analysis": "report-sa" });
    await expect(token("CLIENT_MANAGER", "insights")).rejects.toMatchObject({
      status: 404,
      message: "The Insights tab has no Power BI report in this deployment: it shows the portal's charts.",
    });
    await expect(token("CLIENT_MANAGER", "no-such-tab")).rejects.toMatchObject({
      status: 404,
      message: 'There is no report tab "no-such-tab" you may open.',
    });
  });
});
