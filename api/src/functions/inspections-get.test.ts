import { messages, type RoleName } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { addLine, createdLot, plannedLot, read } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";

/**
 * GET /api/inspections/{id}: who sees which inspection (docs/decisions/object-access.md) — one outside the
 * caller's scope is answered exactly as one that does not exist.
 */
describe("inspections-get", () => {
  const services = demoTenantForEachTest();

  const readAs = (inspectionId: string, role: RoleName) => read(services, inspectionId, role);
  const unknown = { status: 404, message: messages.invalidInspectionId };

  it("shows a supplier their own supplier's lots, and no other supplier's", async () => {
    const own = await createdLot(services);
    const other = await createdLot(services, [
      addLine(services, { supplier: { id: "SUP-ANT", name: "Anatolia Tekstil A.Ş." } }),
    ]);
    expect((await readAs(own.id, "SUPPLIER")).supplier.id).toBe("SUP-DKW");
    await expect(readAs(other.id, "SUPPLIER")).rejects.toMatchObject(unknown);
  });

  it("shows an inspector the lots assigned to them only", async () => {
    const assigned = await plannedLot(services);
    const unassigned = await createdLot(services);
    expect((await readAs(assigned.id, "INSPECTOR")).id).toBe(assigned.id);
    await expect(readAs(unassigned.id, "INSPECTOR")).rejects.toMatchObject(unknown);
  });

  it("answers an id that is not an inspection's as an unknown one", async () => {
    await expect(readAs("not-an-id", "ADMINISTRATOR")).rejects.toMatchObject(unknown);
    await expect(readAs("0".repeat(32), "ADMINISTRATOR")).rejects.toMatchObject(unknown);
  });
});
