import { messages, ReportVersionListSchema, type RoleName } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { runAs } from "../testing/handler-context";
import { addLine, answer, decide, finishedLot, plannedLot } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { inspectionsVersions } from "./inspections-versions";

/** GET /api/inspections/{id}/versions: every report version of an inspection, oldest first, with why it was made. */
describe("inspections-versions", () => {
  const services = demoTenantForEachTest();
  const versions = (inspectionId: string, role: RoleName = "CLIENT_OPERATOR") =>
    answer(
      ReportVersionListSchema,
      runAs(services, role, inspectionsVersions, {
        params: { inspectionId },
        body: undefined,
        query: undefined,
      }),
    );

  it("numbers the versions in order, each with its reason, who made it and a link to its file", async () => {
    const finished = await finishedLot(services, "Fail");
    await decide(services, finished, "ACCEPTED");
    const { items } = await versions(finished.id);
    expect(items.map(({ version, reason }) => ({ version, reason }))).toEqual([
      { version: 1, reason: "Inspection finished" },
      { version: 2, reason: "Client decision: Accepted" },
    ]);
    const files = [...services.blobs.filesOf("reports").keys()];
    expect(files).toHaveLength(2);
    items.forEach((item, index) => {
      const link = new URL(item.inspectionReportUrl);
      expect(files.some((file) => link.pathname.endsWith(file))).toBe(true);
      expect(link.searchParams.get("fileName")).toBe(
        `AQL-report-${finished.inspectionNumber}-v${index + 1}.pdf`,
      );
    });
    expect(items[1]?.updatedBy).not.toBe(items[0]?.updatedBy);
  });

  it("lists none before the inspection is finished", async () => {
    expect((await versions((await plannedLot(services)).id)).items).toEqual([]);
  });

  it("hides another supplier's inspection from a supplier, as if it did not exist", async () => {
    const elsewhere = addLine(services, {
      supplier: { id: "SUP-ANT", name: "Anatolia Tekstil A.Ş." },
      factory: { id: "FAC-ANT-1", name: "Bursa Plant" },
    });
    const finished = await finishedLot(services);
    expect((await versions(finished.id, "SUPPLIER")).items).toHaveLength(1);
    const other = await plannedLot(services, [elsewhere]);
    await expect(versions(other.id, "SUPPLIER")).rejects.toMatchObject({
      status: 404,
      message: messages.invalidInspectionId,
    });
  });
});
