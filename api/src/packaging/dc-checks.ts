import { randomUUID } from "node:crypto";
import { messages, type PackagingCheckInput, type PackagingStandardInput } from "@aql-portal/shared";
import {
  toApiPackagingStandard,
  type PackagingCheckDocument,
  type PackagingStandardDocument,
} from "../data/packaging-repository";
import type { UserDocument } from "../data/users-repository";
import { badRequest, preconditionFailed } from "../lib/errors";
import type { Services } from "../lib/services";
import { createCheck, deleteCheck, replaceCheck } from "./check-writes";
import { assertRecordedAtDc, checkFromInput, loadCheck } from "./checks";

/*
 * What DC staff and administrators do at the DC (docs/decisions/packaging.md): record a delivery's packaging
 * check, correct or remove one recorded in error, and change the tenant's standard. A check recorded during an
 * inspection is changed in that inspection's packaging panel only (assertRecordedAtDc).
 */

type CheckServices = Pick<Services, "reference" | "orders" | "packaging">;

/** DC staff record a delivery's packaging check, judged against the standard. */
export async function recordCheck(
  services: CheckServices,
  user: UserDocument,
  input: PackagingCheckInput,
): Promise<PackagingCheckDocument> {
  const now = new Date();
  const id = randomUUID().replace(/-/g, "");
  const fields = await checkFromInput(services, user.tenantId, user, input, id, now);
  return createCheck(services, user.tenantId, fields, now);
}

/**
 * DC staff correct a check read with `etag`: it is judged again against the standard, keeps its day (the reports'
 * period), and names who corrected it last.
 */
export async function correctCheck(
  services: CheckServices,
  user: UserDocument,
  { checkId, etag, input }: { checkId: string; etag: string; input: PackagingCheckInput },
): Promise<PackagingCheckDocument> {
  const current = await loadRecordedAtDc(services, user, checkId, etag);
  const now = new Date();
  const fields = await checkFromInput(services, user.tenantId, user, input, current.id, now);
  const kept = { ...fields, checkedOn: current.checkedOn, checkedDay: current.checkedDay };
  return replaceCheck(services, user.tenantId, kept, etag, now);
}

/** DC staff remove a check recorded in error, read with `etag`. */
export async function removeCheck(
  services: Pick<Services, "packaging">,
  user: UserDocument,
  { checkId, etag }: { checkId: string; etag: string },
): Promise<void> {
  const current = await loadRecordedAtDc(services, user, checkId, etag);
  await deleteCheck(services, user.tenantId, current.id, etag);
}

/**
 * An administrator changes the tenant's packaging standard read with `etag`: checks recorded after are judged by
 * it. Nothing different from what is stored: 400 "No changes detected.".
 */
export async function changeStandard(
  services: Pick<Services, "packaging">,
  user: UserDocument,
  { etag, standard }: { etag: string; standard: PackagingStandardInput },
): Promise<PackagingStandardDocument> {
  const current = await services.packaging.standard(user.tenantId);
  const { updatedBy: _by, updatedOn: _on, etag: _etag, ...thresholds } = toApiPackagingStandard(current);
  if (JSON.stringify(thresholds) === JSON.stringify({ ...thresholds, ...standard })) {
    throw badRequest(messages.noChangesDetected);
  }
  return services.packaging.replaceStandard(
    {
      ...standard,
      id: current.id,
      tenantId: user.tenantId,
      updatedBy: { id: user.id, name: user.name },
      updatedOn: new Date().toISOString(),
    },
    etag,
  );
}

/** A check the caller may see, recorded at the DC, unchanged since they read it (412 otherwise). */
async function loadRecordedAtDc(
  services: Pick<Services, "packaging">,
  user: UserDocument,
  checkId: string,
  etag: string,
): Promise<PackagingCheckDocument> {
  const current = await loadCheck(services, user.tenantId, user, checkId);
  assertRecordedAtDc(current);
  if (current._etag !== etag) {
    throw preconditionFailed(
      "This packaging check was changed by someone else. Reload it and make your change again.",
    );
  }
  return current;
}
