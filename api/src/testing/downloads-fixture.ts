import { randomUUID } from "node:crypto";
import { inspectionScopeOf, type RoleName } from "@aql-portal/shared";
import type { DownloadJobDocument } from "../data/download-jobs-repository";
import { retentionEnd } from "../downloads/downloads";
import { contextAs } from "./handler-context";
import type { MemoryServices } from "./memory-services";

/*
 * Bulk downloads in the demo tenant in memory (docs/decisions/downloads.md): the deployment showing them, and jobs
 * as POST /api/downloads writes them for a demo user.
 */

/** Shows bulk downloads, as a deployment with FEATURE_SHOW_DOWNLOADS does (call it in a `beforeEach`). */
export function showDownloads(services: MemoryServices): void {
  services.config = { ...services.config, features: { ...services.config.features, showDownloads: true } };
}

/** A download of the active demo user of `role`, stored as POST /api/downloads writes one, with `fields` over it. */
export async function addDownload(
  services: MemoryServices,
  role: RoleName,
  fields: Partial<DownloadJobDocument> = {},
): Promise<DownloadJobDocument> {
  const { user } = await contextAs(services, role);
  const id = randomUUID();
  const requestedOn = new Date();
  return services.downloadJobs.create({
    id,
    tenantId: user.tenantId,
    status: "queued",
    filters: { from: "2026-11-01", to: "2026-11-30" },
    done: 0,
    total: 12,
    restarts: 0,
    sizeBytes: null,
    fileName: "AQL-reports-2026-11-01-to-2026-11-30.zip",
    requestedBy: { id: user.id, name: user.name },
    requestedOn: requestedOn.toISOString(),
    finishedOn: null,
    expiresOn: retentionEnd(requestedOn),
    error: null,
    scope: inspectionScopeOf(user),
    blobName: `${user.tenantId}/${id}.zip`,
    attempts: 0,
    lastError: null,
    ttl: 0,
    ...fields,
  });
}
