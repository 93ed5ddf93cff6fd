import { messages, type InspectionWorkInput } from "@aql-portal/shared";
import type { InspectionWorkDocument } from "../data/inspection-work-repository";
import type { StoredInspection } from "../data/inspections-repository";
import type { UserDocument } from "../data/users-repository";
import { preconditionFailed } from "../lib/errors";
import type { Services } from "../lib/services";
import { recordInspectionPackaging } from "../packaging/checks";
import { assertMayRecord } from "./execution";
import { loadInspection } from "./scope";
import { checkedWork } from "./work";

/**
 * An inspector saves the tablet's record of a lot (defects, measurements, packaging checks, comment), replacing
 * the stored one. `etag` is the record's (`workEtag`) the tablet last had: when someone else saved since, 412 and
 * the tablet shows both versions for the inspector to choose. Packaging checks feed the DC's packaging records
 * (../packaging/checks.ts), written before the record: a failure there fails the save, and the tablet's retry
 * writes both.
 */
export async function recordWork(
  services: Pick<Services, "inspections" | "inspectionWork" | "blobs" | "reference" | "packaging">,
  user: UserDocument,
  { inspectionId, etag, work }: { inspectionId: string; etag: string; work: InspectionWorkInput },
): Promise<{ inspection: StoredInspection; work: InspectionWorkDocument }> {
  const inspection = await loadInspection(services, user.tenantId, user, inspectionId);
  assertMayRecord(user, inspection);
  const current = await services.inspectionWork.ensure(user.tenantId, inspection);
  if (current._etag !== etag) throw preconditionFailed(messages.inspectionRecordChangedElsewhere);
  const checked = await checkedWork(services, inspection, work);
  await recordInspectionPackaging(services, user, inspection, current.packaging, checked.packaging);
  const saved = await services.inspectionWork.replace(
    { ...current, ...checked, updatedBy: { id: user.id, name: user.name } },
    etag,
  );
  return { inspection, work: saved };
}
