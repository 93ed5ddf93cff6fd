import type {
  EffectiveIdentity,
  EmbedToken,
  PowerBiConfig,
  PowerBiService,
  ReportEmbed,
} from "../data/power-bi";
import type { MemoryServices } from "./memory-services";

/** A deployment's Power BI settings, with a report in each of `reports`' tabs; nothing here is connected to. */
export function powerBiConfig(reports: PowerBiConfig["reports"]): PowerBiConfig {
  return {
    workspaceId: "workspace-1",
    reports,
    tenantId: "entra-tenant",
    clientId: "portal-app",
    clientSecret: "in-memory",
    authorityHost: "http://localhost:1",
    apiUrl: "http://localhost:1",
  };
}

/**
 * A stand-in for Power BI (data/power-bi.ts's PowerBiService), for the routes that embed its reports: it answers
 * any report with an embed URL and dataset of its own, and each token asked for with a new one lasting
 * `tokenMinutes`, recording who it was asked for.
 */
export class MemoryPowerBi implements Pick<PowerBiService, "report" | "generateToken"> {
  readonly reportsRead: string[] = [];
  readonly tokensIssued: { reportId: string; identity: EffectiveIdentity }[] = [];

  constructor(private readonly tokenMinutes = 60) {}

  async report(reportId: string): Promise<ReportEmbed> {
    this.reportsRead.push(reportId);
    return {
      reportId,
      embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${reportId}`,
      datasetId: `dataset-of-${reportId}`,
    };
  }

  async generateToken(report: ReportEmbed, identity: EffectiveIdentity): Promise<EmbedToken> {
    this.tokensIssued.push({ reportId: report.reportId, identity: structuredClone(identity) });
    const n = this.tokensIssued.length;
    return {
      token: `embed-token-${n}`,
      tokenId: `token-id-${n}`,
      expiration: new Date(Date.now() + this.tokenMinutes * 60_000).toISOString(),
    };
  }
}

/** Configures Power BI for the services with `reports`, served by a new stand-in, which it answers. */
export function withPowerBi(services: MemoryServices, reports: PowerBiConfig["reports"]): MemoryPowerBi {
  const powerBi = new MemoryPowerBi();
  services.config = { ...services.config, powerBi: powerBiConfig(reports) };
  // The stand-in has the service's public methods, which are all that embedding calls.
  services.powerBi = powerBi as unknown as PowerBiService;
  return powerBi;
}
