import { z } from "zod";
import type { AnalyticsTabName } from "@aql-portal/shared";
import { StorageError } from "./storage-errors";

/** The deployment's Power BI settings (POWERBI_*, `api/src/lib/config.ts`). */
export interface PowerBiConfig {
  workspaceId: string;
  /** The report embedded in each configured analytics tab. */
  reports: Partial<Record<AnalyticsTabName, string>>;
  tenantId: string;
  clientId: string;
  clientSecret: string;
  authorityHost: string;
  apiUrl: string;
}

/**
 * The two services an embedded report needs (docs/decisions/powerbi.md): Microsoft Entra ID, which gives the
 * portal's service principal an access token (client credentials), and the Power BI REST API, which gives the
 * report's embed URL and an embed token for it with row-level security. Their failures are `unavailable` storage
 * errors (a 502) that say what is wrong and who can fix it, never a 500.
 */

const SCOPE = "https://analysis.windows.net/powerbi/api/.default";
/** An Entra token is used until this close to its expiry. */
const TOKEN_MARGIN_MS = 5 * 60_000;
const TIMEOUT_MS = 15_000;

const EntraTokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().int().positive(),
});
const EntraErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });
const ReportSchema = z.object({ id: z.string(), embedUrl: z.url(), datasetId: z.string().min(1) });
const EmbedTokenSchema = z.object({
  token: z.string().min(1),
  tokenId: z.string(),
  expiration: z.iso.datetime({ offset: true }),
});

/** Who the report is shown to: Power BI's row-level security filters its data by these roles and username. */
export interface EffectiveIdentity {
  username: string;
  roles: string[];
}

export interface ReportEmbed {
  reportId: string;
  embedUrl: string;
  datasetId: string;
}

export interface EmbedToken {
  token: string;
  tokenId: string;
  /** ISO date-time */
  expiration: string;
}

const unavailable = (message: string) =>
  new StorageError("unavailable", `Power BI is not available: ${message}`);

/** What Entra's AADSTS codes mean for whoever has to fix them. */
function entraRefusal(status: number, body: unknown, clientId: string): StorageError {
  const parsed = EntraErrorSchema.safeParse(body);
  const description = parsed.success
    ? (parsed.data.error_description ?? parsed.data.error)
    : `status ${status}`;
  const code = /AADSTS\d+/.exec(description)?.[0];
  const fix =
    code === "AADSTS7000222"
      ? "its client secret has expired. An administrator must create a new secret for the app registration and set it as POWERBI_CLIENT_SECRET."
      : code === "AADSTS7000215"
        ? "its client secret is wrong. An administrator must set the app registration's current secret as POWERBI_CLIENT_SECRET."
        : code === "AADSTS700016"
          ? "the app registration POWERBI_CLIENT_ID does not exist in the directory POWERBI_TENANT_ID."
          : `Microsoft Entra ID said: ${description.split("\n")[0] ?? description}`;
  return unavailable(
    `the portal's service principal (${clientId}) was refused by Microsoft Entra ID: ${fix}`,
  );
}

export class PowerBiService {
  private token: { value: string; expiresAt: number } | undefined;

  constructor(private readonly config: PowerBiConfig) {}

  /** The report's embed URL and dataset, from the workspace. */
  async report(reportId: string): Promise<ReportEmbed> {
    const url = `${this.config.apiUrl}/v1.0/myorg/groups/${this.config.workspaceId}/reports/${reportId}`;
    const report = ReportSchema.parse(await this.call(url, { method: "GET" }, `report ${reportId}`));
    return { reportId: report.id, embedUrl: report.embedUrl, datasetId: report.datasetId };
  }

  /** A view-only embed token for the report, for one identity (row-level security). */
  async generateToken(report: ReportEmbed, identity: EffectiveIdentity): Promise<EmbedToken> {
    const url = `${this.config.apiUrl}/v1.0/myorg/groups/${this.config.workspaceId}/reports/${report.reportId}/GenerateToken`;
    const body = {
      accessLevel: "View",
      identities: [{ username: identity.username, roles: identity.roles, datasets: [report.datasetId] }],
    };
    return EmbedTokenSchema.parse(
      await this.call(
        url,
        { method: "POST", body: JSON.stringify(body) },
        `an embed token for report ${report.reportId}`,
      ),
    );
  }

  private async call(url: string, init: RequestInit, what: string): Promise<unknown> {
    const token = await this.accessToken();
    const response = await this.fetch(url, {
      ...init,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    });
    if (response.status === 401 || response.status === 403) {
      // A token Power BI no longer takes is not used again.
      this.token = undefined;
      throw unavailable(
        `Power BI refused the service principal (${response.status}) asking for ${what}. An administrator must add it to the workspace ${this.config.workspaceId} as a Member, and allow service principals to use Power BI APIs in the tenant settings.`,
      );
    }
    if (response.status === 404) {
      throw unavailable(
        `Power BI has no ${what} in workspace ${this.config.workspaceId}: check POWERBI_REPORTS.`,
      );
    }
    if (!response.ok)
      throw unavailable(`Power BI answered ${response.status} asking for ${what}. Try again later.`);
    const body: unknown = await response.json();
    return body;
  }

  /** The service principal's access token for the Power BI API, kept until shortly before it expires. */
  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt - TOKEN_MARGIN_MS > Date.now()) return this.token.value;
    const { authorityHost, tenantId, clientId, clientSecret } = this.config;
    const response = await this.fetch(`${authorityHost}/${encodeURIComponent(tenantId)}/oauth2/v2.0/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_id: clientId,
        client_secret: clientSecret,
        scope: SCOPE,
      }),
    });
    const body = await response.json().catch((): unknown => undefined);
    if (!response.ok) throw entraRefusal(response.status, body, clientId);
    const token = EntraTokenSchema.parse(body);
    this.token = { value: token.access_token, expiresAt: Date.now() + token.expires_in * 1000 };
    return token.access_token;
  }

  private async fetch(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw unavailable(
        `${new URL(url).host} could not be reached (${error instanceof Error ? error.message : String(error)}). Try again later.`,
      );
    }
  }
}
