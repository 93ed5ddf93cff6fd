import {
  PackagingCheckSchema,
  type PackagingCheck,
  type PackagingCheckInput,
  type RoleName,
} from "@aql-portal/shared";
import type { OrderDocument } from "../data/orders-repository";
import { toApiPackagingCheck } from "../data/packaging-repository";
import { packagingChecksCreate } from "../functions/packaging-checks-create";
import { runAs } from "./handler-context";
import { addLine, answer } from "./lots-fixture";
import type { MemoryServices } from "./memory-services";
import { upsertCheck } from "../packaging/check-writes";

/*
 * DC packaging checks in the demo tenant in memory, recorded the way DC staff record them: the create route's
 * handler, as a plain function.
 */

/** What DC staff enter for a delivery at Bradford: 10 cartons of box A, paper tape, 500 received. */
export function checkInput(orders: readonly OrderDocument[], fields: Partial<PackagingCheckInput> = {}) {
  return {
    centreId: "UDC-BFD",
    bookingReference: "bk-1001",
    orderIds: orders.map((order) => order.id),
    cartonCount: 10,
    paperTape: true,
    cartonDimensions: { length: 60, width: 40, height: 40 },
    unitDimensions: { length: 30, width: 20, height: 4 },
    receivedQuantity: 500,
    ...fields,
  } satisfies PackagingCheckInput;
}

/** A check recorded by the demo user of `role` (a planner by default) of a new PO line of 500 (lots-fixture.ts). */
export async function recordedCheck(
  services: MemoryServices,
  fields: Partial<PackagingCheckInput> = {},
  role: RoleName = "PLANNER",
): Promise<PackagingCheck> {
  const body = checkInput([addLine(services)], fields);
  const reply = runAs(services, role, packagingChecksCreate, { body, query: undefined, params: undefined });
  return answer(PackagingCheckSchema, reply);
}

/** A check the inspector's packaging panel wrote for an inspection, as the tablet's save stores it. */
export async function inspectionCheck(services: MemoryServices): Promise<PackagingCheck> {
  const recorded = await recordedCheck(services);
  const tenantId = services.config.tenantId;
  const { etag: _etag, ...fields } = recorded;
  const saved = await upsertCheck(services, tenantId, {
    ...fields,
    id: "inspection-lot-1",
    orderIds: [],
    source: { kind: "inspection", inspectionId: "lot-1", inspectionNumber: "INS-000001" },
  });
  return toApiPackagingCheck(saved);
}
