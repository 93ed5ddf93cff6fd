import type { Inspection, InspectionDetail } from "@aql-portal/shared";
import { InspectionDetailSchema } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { runAs } from "../testing/handler-context";
import { answer, finishedLot, move, startedLot } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { inspectionsCommercialPass } from "./inspections-commercial-pass";

/** PUT /api/inspections/{id}/result: a reviewer's commercial pass of a failed lot. */
describe("inspections-commercial-pass", () => {
  const services = demoTenantForEachTest();

  async function commercialPass(inspection: Pick<Inspection, "id" | "etag">): Promise<InspectionDetail> {
    const body = { result: "Comm. Pass" as const, comment: "Holes are in the hem allowance" };
    const input = { params: { inspectionId: inspection.id }, body, query: undefined };
    return answer(
      InspectionDetailSchema,
      runAs(services, "REVIEWER", inspectionsCommercialPass, input, inspection.etag),
    );
  }

  it("passes a failed lot commercially, saying why and who, in a new version of its report", async () => {
    const passed = await commercialPass(await finishedLot(services, "Fail"));
    expect(passed).toMatchObject({
      status: "FINISHED",
      result: "Comm. Pass",
      resultNote: { comment: "Holes are in the hem allowance", by: { name: "Riya Shah" } },
      versionCount: 2,
    });
  });

  it("passes a failed lot once it is closed too", async () => {
    const closed = await move(services, await finishedLot(services, "Fail"), "close", "REVIEWER");
    expect((await commercialPass(closed)).result).toBe("Comm. Pass");
  });

  it("gives no commercial pass to a lot that passed, or that is not finished", async () => {
    await expect(commercialPass(await finishedLot(services, "Pass"))).rejects.toMatchObject({
      status: 409,
      message:
        "Only a failed inspection that is FINISHED or CLOSED can be given a commercial pass; this one is FINISHED with result Pass.",
    });
    await expect(commercialPass(await startedLot(services))).rejects.toMatchObject({
      status: 409,
      message:
        "Only a failed inspection that is FINISHED or CLOSED can be given a commercial pass; this one is STARTED with result Pending.",
    });
  });
});
