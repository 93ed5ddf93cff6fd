import { createHash } from "node:crypto";
import {
  reportTabsFor,
  slugify,
  type AnalyticsTabName,
  type PowerBiEmbed,
  inspectionScopeOf,
} from "@aql-portal/shared";
import type { EmbedTokenDocument } from "../data/embed-tokens-repository";
import type { UserDocument } from "../data/users-repository";
import { forbidden, notFound } from "../lib/errors";
import type { Services } from "../lib/services";
import type { EffectiveIdentity } from "../data/power-bi";

/** What embedding reads and keeps: the deployment's reports, Power BI, and the tokens it gave. */
type EmbedServices = Pick<Services, "config" | "powerBi" | "embedTokens">;

/**
 * Embed tokens (docs/decisions/powerbi.md): one per report tab and row-level-security identity, stored so every
 * instance serves the same one. The timer function replaces a token once half its life has gone, so a request
 * almost never waits for Power BI; a request makes one itself only when none is stored or the stored one has
 * less than a quarter of its life left (the timer stopped, or the tab was never opened).
 */

/** The timer refreshes a token when less than this share of its life is left. */
export const REFRESH_AT = 0.5;
/** A request takes a stored token only while more than this share of its life is left. */
export const SERVE_UNTIL = 0.25;

/** Power BI's row-level security roles the reports' datasets define (docs/decisions/powerbi.md). */
export const RLS_ROLES = { tenant: "Tenant", supplier: "Supplier" } as const;

/** Who a report is shown to: the tenant's whole data, or one supplier's. */
export function identityOf(user: UserDocument): EffectiveIdentity {
  const scope = inspectionScopeOf(user);
  if (scope.kind === "supplier") {
    return { username: `${user.tenantId}/${scope.supplierId}`, roles: [RLS_ROLES.supplier] };
  }
  if (scope.kind === "inspector") throw forbidden("Inspectors have no analytics reports.");
  return { username: user.tenantId, roles: [RLS_ROLES.tenant] };
}

/** A stored token's id: the tab and the identity (hashed: a supplier's username has a "/", which ids may not). */
export function embedTokenId(tab: AnalyticsTabName, identity: EffectiveIdentity): string {
  return `${slugify(tab)}|${createHash("sha256").update(identity.username).digest("hex").slice(0, 32)}`;
}

/** The share of a token's life still ahead of `now` (0 when expired). */
export function lifeLeft(doc: Pick<EmbedTokenDocument, "issuedAt" | "expiresAt">, now: Date): number {
  const issued = Date.parse(doc.issuedAt);
  const expires = Date.parse(doc.expiresAt);
  return expires <= issued ? 0 : Math.max(0, (expires - now.getTime()) / (expires - issued));
}

/** The analytics tab a `?report=` names, if the caller may open it and this deployment embeds a report there. */
export function reportTab(
  services: Pick<Services, "config">,
  user: UserDocument,
  slug: string,
): { tab: AnalyticsTabName; reportId: string } {
  const powerBi = services.config.powerBi;
  if (!powerBi) {
    throw notFound(
      "Power BI is not configured for this deployment: the analytics tabs show the portal's own charts.",
    );
  }
  const tab = reportTabsFor(user.role, "").find((candidate) => slugify(candidate.name) === slug);
  if (!tab) throw notFound(`There is no report tab "${slug}" you may open.`);
  const reportId = tab.kind === "analytics" ? powerBi.reports[tab.name as AnalyticsTabName] : undefined;
  if (!reportId)
    throw notFound(
      `The ${tab.name} tab has no Power BI report in this deployment: it shows the portal's charts.`,
    );
  return { tab: tab.name as AnalyticsTabName, reportId };
}

/** The caller's embed token for a tab's report: the stored one while it has life enough, else a new one. */
export async function embedFor(
  services: EmbedServices,
  user: UserDocument,
  slug: string,
  now = new Date(),
): Promise<PowerBiEmbed> {
  const { tab, reportId } = reportTab(services, user, slug);
  const identity = identityOf(user);
  const id = embedTokenId(tab, identity);
  const stored = await services.embedTokens.get(user.tenantId, id);
  const doc =
    stored && stored.reportId === reportId && lifeLeft(stored, now) > SERVE_UNTIL
      ? stored
      : await issue(
          services,
          { id, tenantId: user.tenantId, tab, reportId, identity, previous: stored },
          now,
        );
  return {
    reportId: doc.reportId,
    embedUrl: doc.embedUrl,
    accessToken: doc.token,
    tokenId: doc.tokenId,
    expiresAt: doc.expiresAt,
  };
}

/**
 * The timer function's work: every stored token past half its life is replaced; tokens of reports no longer
 * configured are dropped. Returns how many were replaced.
 */
export async function refreshEmbedTokens(
  services: EmbedServices,
  tenantId: string,
  now = new Date(),
): Promise<number> {
  const powerBi = services.config.powerBi;
  if (!powerBi) return 0;
  let refreshed = 0;
  for (const doc of await services.embedTokens.list(tenantId)) {
    const reportId = powerBi.reports[doc.tab as AnalyticsTabName];
    if (!reportId) {
      await services.embedTokens.delete(doc);
    } else if (reportId !== doc.reportId || lifeLeft(doc, now) < REFRESH_AT) {
      await issue(services, { ...doc, reportId, previous: doc }, now);
      refreshed++;
    }
  }
  return refreshed;
}

async function issue(
  services: EmbedServices,
  wanted: Pick<EmbedTokenDocument, "id" | "tenantId" | "tab" | "reportId" | "identity"> & {
    previous: EmbedTokenDocument | undefined;
  },
  now: Date,
): Promise<EmbedTokenDocument> {
  const powerBi = services.powerBi;
  if (!powerBi) throw notFound("Power BI is not configured for this deployment.");
  const { previous, ...fields } = wanted;
  // The report's embed URL and dataset change only when the report does: reuse them.
  const report =
    previous && previous.reportId === wanted.reportId
      ? { reportId: previous.reportId, embedUrl: previous.embedUrl, datasetId: previous.datasetId }
      : await powerBi.report(wanted.reportId);
  const token = await powerBi.generateToken(report, wanted.identity);
  const doc: EmbedTokenDocument = {
    ...fields,
    embedUrl: report.embedUrl,
    datasetId: report.datasetId,
    token: token.token,
    tokenId: token.tokenId,
    issuedAt: now.toISOString(),
    expiresAt: new Date(token.expiration).toISOString(),
  };
  // Under the etag it was read with: if another instance stored a newer token meanwhile, both are valid and
  // theirs stays; ours is still handed to this caller.
  await services.embedTokens.put(doc, previous?._etag);
  return doc;
}
