import { messages } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { runAs } from "../testing/handler-context";
import { addLine, decide, finishedLot, plannedLot } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { inspectionsPdf } from "./inspections-pdf";

/** GET /api/inspections/{id}/pdf: the latest report version's PDF, as a download. */
describe("inspections-pdf", () => {
  const services = demoTenantForEachTest();
  const download = (inspectionId: string, role: "CLIENT_MANAGER" | "SUPPLIER" = "CLIENT_MANAGER") =>
    runAs(services, role, inspectionsPdf, { params: { inspectionId }, body: undefined, query: undefined });

  it("answers the latest version's file, named after the inspection and the version", async () => {
    const finished = await finishedLot(services);
    await decide(services, finished, "ACCEPTED");
    const reply = await download(finished.id);
    expect(reply.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="AQL-report-${finished.inspectionNumber}-v2.pdf"`,
    });
    const stored = (await services.inspections.findById(services.config.tenantId, finished.id))
      ?.reportVersions;
    const latest = services.blobs.filesOf("reports").get(stored?.at(-1)?.blobName ?? "");
    expect(latest).toBeDefined();
    expect(Buffer.from(reply.body as Uint8Array).equals(Buffer.from(latest?.bytes ?? []))).toBe(true);
    expect(
      Buffer.from(reply.body as Uint8Array)
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("says an inspection has no report before it is finished", async () => {
    const planned = await plannedLot(services);
    await expect(download(planned.id)).rejects.toMatchObject({
      status: 404,
      message: `Inspection ${planned.inspectionNumber} has no report yet: it gets one when it is finished.`,
    });
  });

  it("hides another supplier's report from a supplier, as if the inspection did not exist", async () => {
    const elsewhere = addLine(services, {
      supplier: { id: "SUP-ANT", name: "Anatolia Tekstil A.Ş." },
      factory: { id: "FAC-ANT-1", name: "Bursa Plant" },
    });
    const own = await download((await finishedLot(services)).id, "SUPPLIER");
    expect(own.headers?.["content-type"]).toBe("application/pdf");
    const ownedByOther = await plannedLot(services, [elsewhere]);
    await expect(download(ownedByOther.id, "SUPPLIER")).rejects.toMatchObject({
      status: 404,
      message: messages.invalidInspectionId,
    });
  });
});
