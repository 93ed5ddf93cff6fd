import { PackagingCheckSchema, type PackagingCheck, type PackagingCheckInput } from "@aql-portal/shared";
import { expect } from "vitest";
import { token, uniqueCode, type Who } from "./demo";
import { orderIdOf, type Line } from "./inspections";
import { api } from "./sign-in";

/**
 * DC packaging checks made through the API, for the API tests and the journeys (docs/decisions/packaging.md).
 */

/**
 * A check of these PO lines that meets the default standard: 1,000 units in 35 box-A cartons of 32 units' room
 * (89 % full); `fields` say what a test has otherwise.
 */
export const compliantCheck = (
  lines: readonly Line[],
  fields: Partial<PackagingCheckInput> = {},
): PackagingCheckInput => ({
  centreId: "UDC-BFD",
  bookingReference: uniqueCode("BK"),
  orderIds: lines.map(orderIdOf),
  cartonCount: 35,
  paperTape: true,
  cartonDimensions: { length: 60, width: 40, height: 40 },
  unitDimensions: { length: 30, width: 20, height: 5 },
  receivedQuantity: 1000,
  ...fields,
});

/** POST packaging/checks as a demo user (a planner unless told), answered as it comes. */
export const recordCheck = (body: unknown, who: Who = "planner") =>
  api("packaging/checks", { method: "POST", token: token(who), body });

/** A check recorded (201), as the server has it. */
export async function recordedCheck(
  body: PackagingCheckInput,
  who: Who = "planner",
): Promise<PackagingCheck> {
  const response = await recordCheck(body, who);
  expect(response.status, await response.clone().text()).toBe(201);
  return PackagingCheckSchema.parse(await response.json());
}
