import { parseConfig } from "@aql-portal/api/config";
import { createServices } from "@aql-portal/api/services";
import { PowerBiEmbedSchema } from "@aql-portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshEmbedTokens } from "../../api/src/powerbi/embed-tokens";
import { ISSUED_PATH, POWERBI_STAND_IN, type IssuedEmbedToken } from "../../scripts/stack/powerbi";
import { startApiHost, powerBiEnv, type ApiHost } from "../support/api-host";
import { api } from "../support/sign-in";
import { stackInfo } from "../support/stack-info";
import { signInAll, TENANT, token, type Who } from "../support/demo";
import { expectError } from "../support/inspections";

/**
 * GET /api/auth/powerbi/token on three deployments of the same product: the test stack's own (no Power BI), one
 * with Power BI pointed at the stand-ins of Entra ID and the Power BI REST API, and two whose service principal
 * Entra refuses (expired secret, wrong secret). The stand-in's embed tokens live two minutes.
 */
let withPowerBi: ApiHost;
let expired: ApiHost;
let wrong: ApiHost;

beforeAll(async () => {
  await signInAll();
  [withPowerBi, expired, wrong] = await Promise.all([
    startApiHost(powerBiEnv()),
    startApiHost(powerBiEnv(POWERBI_STAND_IN.expiredSecret)),
    startApiHost(powerBiEnv("not-the-secret")),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([withPowerBi, expired, wrong].map((host) => host?.stop()));
});

const ask = (host: ApiHost, report: string, who?: Who) =>
  fetch(`${host.apiUrl}/auth/powerbi/token?report=${report}`, {
    headers: who ? { authorization: `Bearer ${token(who)}` } : {},
  });

async function embed(host: ApiHost, report: string, who: Who) {
  const response = await ask(host, report, who);
  expect(response.status, await response.clone().text()).toBe(200);
  return PowerBiEmbedSchema.parse(await response.json());
}

async function issued(): Promise<IssuedEmbedToken[]> {
  return (await (await fetch(`${stackInfo().powerBiUrl}${ISSUED_PATH}`)).json()) as IssuedEmbedToken[];
}

describe("without Power BI settings", () => {
  it("says the tabs show the portal's own charts (404), after checking who asks", async () => {
    await expectError(
      await api("auth/powerbi/token?report=supplier-analysis", { token: token("manager") }),
      404,
      "Power BI is not configured for this deployment: the analytics tabs show the portal's own charts.",
    );
    await expectError(await api("auth/powerbi/token?report=supplier-analysis"), 401);
    await expectError(
      await api("auth/powerbi/token?report=supplier-analysis", { token: token("inspector") }),
      403,
    );
    const config = (await (await api("config")).json()) as { powerBiTabs: string[] };
    expect(config.powerBiTabs).toEqual([]);
  });
});

describe("with Power BI settings", () => {
  it("answers the report's embed URL and an embed token with the tenant's row-level security", async () => {
    const before = (await issued()).length;
    const started = Date.now();
    const result = await embed(withPowerBi, "supplier-analysis", "manager");
    expect(result).toMatchObject({
      reportId: POWERBI_STAND_IN.reports["Supplier Analysis"],
      embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${POWERBI_STAND_IN.reports["Supplier Analysis"]}&groupId=${POWERBI_STAND_IN.workspaceId}&w=2`,
    });
    const lifetime = Date.parse(result.expiresAt) - started;
    expect(lifetime).toBeGreaterThan(100_000);
    expect(lifetime).toBeLessThanOrEqual(125_000);
    const [made] = (await issued()).slice(before);
    expect(made).toMatchObject({
      tokenId: result.tokenId,
      identities: [{ username: TENANT, roles: ["Tenant"] }],
    });
    const config = (await (await fetch(`${withPowerBi.apiUrl}/config`)).json()) as { powerBiTabs: string[] };
    expect(config.powerBiTabs).toEqual(
      expect.arrayContaining([
        "Supplier Analysis",
        "Inspection Activity",
        "Defect Analysis",
        "Your Reports",
        "Insights",
      ]),
    );
  });

  it("hands the stored token to the next caller rather than asking Power BI again", async () => {
    const first = await embed(withPowerBi, "defect-analysis", "manager");
    const count = (await issued()).length;
    const second = await embed(withPowerBi, "defect-analysis", "operator");
    expect(second.tokenId).toBe(first.tokenId);
    expect((await issued()).length).toBe(count);
  });

  it("gives a supplier a token for its own supplier's rows only", async () => {
    const result = await embed(withPowerBi, "insights", "supplier");
    const made = (await issued()).find((token) => token.tokenId === result.tokenId);
    expect(made?.identities).toEqual([
      { username: `${TENANT}/SUP-DKW`, roles: ["Supplier"], datasets: [expect.any(String)] },
    ]);
  });

  it("replaces a token past half its life (the timer function's work) so callers get the new one", async () => {
    const before = await embed(withPowerBi, "inspection-activity", "manager");
    const services = createServices(parseConfig({ ...stackInfo().apiEnv, ...powerBiEnv() }));
    // As the timer would find it 70 seconds later: past half of its two minutes.
    const refreshed = await refreshEmbedTokens(services, TENANT, new Date(Date.now() + 70_000));
    expect(refreshed).toBeGreaterThanOrEqual(1);
    const after = await embed(withPowerBi, "inspection-activity", "manager");
    expect(after.tokenId).not.toBe(before.tokenId);
    expect(Date.parse(after.expiresAt)).toBeGreaterThan(Date.parse(before.expiresAt));
  });

  it("refuses tabs that are not analytics, unknown ones, and roles without analytics", async () => {
    await expectError(await ask(withPowerBi, "inspection", "manager"), 404, /has no Power BI report/);
    await expectError(await ask(withPowerBi, "weekly-sales", "manager"), 404, /no report tab "weekly-sales"/);
    await expectError(await ask(withPowerBi, "supplier-analysis", "planner"), 403, /analytics:read/);
    await expectError(await ask(withPowerBi, "supplier-analysis"), 401);
    await expectError(await ask(withPowerBi, "", "manager"), 400, /query\.report/);
  });
});

describe("when Entra ID refuses the service principal", () => {
  it("an expired secret says so and who must renew it: 502, not 500", async () => {
    await expectError(
      await ask(expired, "your-reports", "manager"),
      502,
      /client secret has expired\. An administrator must create a new secret .* POWERBI_CLIENT_SECRET/,
    );
  });

  it("a wrong secret says so: 502", async () => {
    await expectError(await ask(wrong, "your-reports", "manager"), 502, /client secret is wrong/);
  });
});
