import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { ANALYTICS_TABS, type AnalyticsTabName } from "@aql-portal/shared";

/**
 * Local stand-ins for the two services Power BI embedding talks to (Microsoft Entra ID is unreachable offline,
 * and so is Power BI): Entra's client-credentials token endpoint and the Power BI REST API's "Get Report In Group"
 * and "Reports GenerateTokenInGroup". They answer as the real ones do, errors included (AADSTS codes for an
 * expired or wrong secret), and keep what they issued so tests can look. The embed page itself
 * (app.powerbi.com) is not stood in: browsers cannot reach it here, so end-to-end tests intercept it.
 */

/** The stand-in's one tenant, app registration and workspace. An expired secret is refused as Entra refuses it. */
export const POWERBI_STAND_IN = {
  tenantId: "aql-portal-local.onmicrosoft.com",
  clientId: "7d3c0b8e-2f4a-4c6e-9a1b-5e8f0c2d4a6b",
  clientSecret: "local-powerbi-secret-not-for-production",
  expiredSecret: "expired-powerbi-secret",
  workspaceId: "c4a6e8f0-1b3d-4e5f-8a7b-9c0d1e2f3a4b",
  /** A report per analytics tab, each on its own dataset. */
  reports: Object.fromEntries(
    ANALYTICS_TABS.map((tab, index) => [
      tab,
      `0b1c2d3e-4f50-4a6b-8c7d-${String(index + 1).padStart(12, "0")}`,
    ]),
  ) as Record<AnalyticsTabName, string>,
} as const;

const SCOPE = "https://analysis.windows.net/powerbi/api/.default";
/** Not part of either service: where tests read what the stand-in issued. */
export const ISSUED_PATH = "/_stand-in/issued";
const datasetOf = (reportId: string) => `da7a5e70-${reportId.slice(9)}`;

export interface IssuedEmbedToken {
  reportId: string;
  tokenId: string;
  token: string;
  expiration: string;
  identities: { username: string; roles: string[]; datasets: string[] }[];
}

export interface PowerBiStandInOptions {
  port: number;
  host?: string;
  /** How long an embed token lives (Power BI's default is an hour). */
  tokenLifetimeSeconds?: number;
}

export interface RunningPowerBiStandIn {
  /** The POWERBI_AUTHORITY_HOST to give the API. */
  authorityHost: string;
  /** The POWERBI_API_URL to give the API. */
  apiUrl: string;
  /** Embed tokens issued so far, oldest first. */
  issued(): readonly IssuedEmbedToken[];
  close(): Promise<void>;
}

export async function startPowerBiStandIn(options: PowerBiStandInOptions): Promise<RunningPowerBiStandIn> {
  const host = options.host ?? "127.0.0.1";
  const lifetime = options.tokenLifetimeSeconds ?? 3600;
  const accessTokens = new Set<string>();
  const issued: IssuedEmbedToken[] = [];

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      send(res, 500, { error: { code: "InternalError", message: String(error) } }),
    );
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", `http://${host}`);
    const body = await readBody(req);
    const parts = url.pathname.split("/").filter(Boolean);

    // For tests in other processes: what was issued (tokens shortened: enough to tell them apart).
    if (req.method === "GET" && url.pathname === ISSUED_PATH) {
      return send(
        res,
        200,
        issued.map((token) => ({ ...token, token: token.token.slice(0, 16) })),
      );
    }

    // Entra ID: POST /{tenant}/oauth2/v2.0/token (client credentials)
    if (req.method === "POST" && parts.length === 4 && parts.slice(1).join("/") === "oauth2/v2.0/token") {
      const form = new URLSearchParams(body);
      const refuse = (status: number, code: string, description: string) =>
        send(res, status, {
          error: status === 401 ? "invalid_client" : "invalid_request",
          error_description: `${code}: ${description} Trace ID: ${randomUUID()} Correlation ID: ${randomUUID()} Timestamp: ${new Date().toISOString()}`,
          error_codes: [Number(code.slice(6))],
        });
      if (decodeURIComponent(parts[0] ?? "") !== POWERBI_STAND_IN.tenantId) {
        return refuse(400, "AADSTS90002", `Tenant '${parts[0]}' not found.`);
      }
      if (form.get("grant_type") !== "client_credentials") {
        return refuse(400, "AADSTS70003", "The app requested an unsupported grant type.");
      }
      if (form.get("client_id") !== POWERBI_STAND_IN.clientId) {
        return refuse(
          400,
          "AADSTS700016",
          `Application with identifier '${form.get("client_id")}' was not found in the directory.`,
        );
      }
      if (form.get("client_secret") === POWERBI_STAND_IN.expiredSecret) {
        return refuse(
          401,
          "AADSTS7000222",
          `The provided client secret keys for app '${POWERBI_STAND_IN.clientId}' are expired.`,
        );
      }
      if (form.get("client_secret") !== POWERBI_STAND_IN.clientSecret) {
        return refuse(401, "AADSTS7000215", "Invalid client secret provided.");
      }
      if (form.get("scope") !== SCOPE)
        return refuse(400, "AADSTS70011", "The provided value for scope is not valid.");
      const token = randomBytes(24).toString("base64url");
      accessTokens.add(token);
      return send(res, 200, {
        token_type: "Bearer",
        expires_in: 3599,
        ext_expires_in: 3599,
        access_token: token,
      });
    }

    // Power BI REST API: /v1.0/myorg/groups/{workspace}/reports/{report}[/GenerateToken]
    if (parts[0] === "v1.0" && parts[1] === "myorg" && parts[2] === "groups" && parts[4] === "reports") {
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
      if (!bearer || !accessTokens.has(bearer)) {
        return send(res, 403, {
          error: {
            code: "TokenExpired",
            message: "Access token has expired, resubmit with a new access token",
          },
        });
      }
      const [workspaceId, reportId = "", action] = [parts[3], parts[5], parts[6]];
      const known = Object.values<string>(POWERBI_STAND_IN.reports).includes(reportId);
      if (workspaceId !== POWERBI_STAND_IN.workspaceId || !known) {
        return send(res, 404, {
          error: { code: "PowerBIEntityNotFound", pbi: { code: "PowerBIEntityNotFound" } },
        });
      }
      if (req.method === "GET" && action === undefined) {
        return send(res, 200, {
          id: reportId,
          reportType: "PowerBIReport",
          name: `Report ${reportId.slice(-2)}`,
          webUrl: `https://app.powerbi.com/groups/${workspaceId}/reports/${reportId}`,
          embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${reportId}&groupId=${workspaceId}&w=2`,
          datasetId: datasetOf(reportId),
        });
      }
      if (req.method === "POST" && action === "GenerateToken") {
        const request = JSON.parse(body || "{}") as {
          accessLevel?: string;
          identities?: IssuedEmbedToken["identities"];
        };
        const identities = request.identities ?? [];
        // A dataset with row-level security needs an effective identity naming it.
        if (
          identities.length === 0 ||
          !identities.every((identity) => identity.datasets.includes(datasetOf(reportId)))
        ) {
          return send(res, 400, {
            error: {
              code: "InvalidRequest",
              message:
                "Creating embed token for accessing dataset requires effective identity to be provided",
            },
          });
        }
        const token: IssuedEmbedToken = {
          reportId,
          tokenId: randomUUID(),
          token: `H4sI${randomBytes(48).toString("base64url")}`,
          expiration: new Date(Date.now() + lifetime * 1000).toISOString(),
          identities,
        };
        issued.push(token);
        return send(res, 200, {
          "@odata.context":
            "http://wabi-north-europe-redirect.analysis.windows.net/v1.0/myorg/$metadata#Microsoft.PowerBI.ServiceContracts.Api.V1.GenerateTokenResponse",
          token: token.token,
          tokenId: token.tokenId,
          expiration: token.expiration,
        });
      }
    }
    return send(res, 404, { error: { code: "NotFound", message: `${req.method} ${url.pathname}` } });
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const base = `http://${host}:${port}`;
  return {
    authorityHost: base,
    apiUrl: base,
    issued: () => issued,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
