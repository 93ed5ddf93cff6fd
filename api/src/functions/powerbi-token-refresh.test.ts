import azureFunctions from "@azure/functions";
import { describe, expect, it } from "vitest";
import { embedFor } from "../powerbi/embed-tokens";
import { contextAs } from "../testing/handler-context";
import { demoTenantForEachTest } from "../testing/memory-services";
import { withPowerBi } from "../testing/memory-power-bi";
import { powerBiTokenRefresh } from "./powerbi-token-refresh";

/** Every minute: each stored embed token past half its life is replaced; those of reports no longer shown dropped. */
describe("powerbi-token-refresh", () => {
  const services = demoTenantForEachTest();
  const log = new azureFunctions.InvocationContext({
    functionName: "unit-test",
    logHandler: () => undefined,
  });
  const tenantId = () => services.config.tenantId;

  /** The client manager's token for a tab, as the token route stores it. */
  const embed = async (slug: string) =>
    embedFor(services, (await contextAs(services, "CLIENT_MANAGER")).user, slug);

  it("replaces a token past half its life and keeps a fresh one", async () => {
    const powerBi = withPowerBi(services, { "Supplier Analysis": "report-sa", Insights: "report-in" });
    const aging = await embed("supplier-analysis");
    const now = new Date();
    // Issued 40 minutes ago, an hour-long token has a third of its life left.
    const [stored] = (await services.embedTokens.list(tenantId())).filter(
      (doc) => doc.token === aging.accessToken,
    );
    await services.embedTokens.put(
      {
        ...stored!,
        issuedAt: new Date(now.getTime() - 40 * 60_000).toISOString(),
        expiresAt: new Date(now.getTime() + 20 * 60_000).toISOString(),
      },
      stored!._etag,
    );
    const fresh = await embed("insights");

    await powerBiTokenRefresh.run({ services, now, log });

    const tokens = (await services.embedTokens.list(tenantId())).map((doc) => [doc.reportId, doc.token]);
    expect(tokens).toHaveLength(2);
    expect(tokens).toContainEqual(["report-in", fresh.accessToken]);
    expect(tokens).not.toContainEqual(["report-sa", aging.accessToken]);
    expect(powerBi.tokensIssued).toHaveLength(3);
  });

  it("drops the tokens of a tab whose report the deployment no longer shows", async () => {
    withPowerBi(services, { "Supplier Analysis": "report-sa" });
    await embed("supplier-analysis");
    services.config = { ...services.config, powerBi: { ...services.config.powerBi!, reports: {} } };

    await powerBiTokenRefresh.run({ services, now: new Date(), log });

    expect(await services.embedTokens.list(tenantId())).toEqual([]);
  });
});
