import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IMPORT_JOB_ID } from "../data/import-jobs-repository";
import { contextAs } from "../testing/handler-context";
import { demoTenantForEachTest } from "../testing/memory-services";
import { uploadRequest } from "../testing/upload-request";
import { inspectionsImport } from "./inspections-import";

/** The committed import workbooks (tests/fixtures/import, written by make_fixtures.py). */
const fixture = (name: string) =>
  readFileSync(new URL(`../../../tests/fixtures/import/${name}`, import.meta.url));

/**
 * POST /api/inspections/import: a planner's workbook of PO lines. What the handler refuses before anything is
 * written; a clean file's import writes through the stores' bulk writes, which the in-memory set does not hold,
 * and is tested against the real stack (tests/api).
 */
describe("inspections-import", () => {
  const services = demoTenantForEachTest();

  async function importFile(name: string, fields: Record<string, string>) {
    const request = await uploadRequest("inspections/import", { bytes: fixture(name), name }, fields);
    const context = { ...(await contextAs(services, "PLANNER")), request };
    return inspectionsImport.run({ params: undefined, body: undefined, query: {} }, context);
  }

  it("names an option it does not know or one missing", async () => {
    await expect(
      importFile("valid.xlsx", { tenantCentreId: "UDC-BFD", colour: "navy" }),
    ).rejects.toMatchObject({
      status: 400,
      message: "Invalid request: body.colour is not a known field",
    });
    await expect(importFile("valid.xlsx", {})).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Invalid request: body\.tenantCentreId /) as unknown,
    });
  });

  it("refuses a centre the tenant does not have", async () => {
    await expect(importFile("valid.xlsx", { tenantCentreId: "UDC-NOPE" })).rejects.toMatchObject({
      status: 400,
      message: "There is no centre UDC-NOPE: choose one of the tenant's centres.",
      fieldErrors: [{ field: "body.tenantCentreId", message: "is not a centre of this tenant" }],
    });
  });

  it("refuses a file with problems in its rows, listing every one", async () => {
    const call = importFile("row-problems.xlsx", { tenantCentreId: "UDC-BFD" });
    await expect(call).rejects.toMatchObject({ status: 422 });
    const error = (await call.catch((thrown: unknown) => thrown)) as {
      message: string;
      details: { problems: unknown[] };
    };
    expect(error.message).toBe(
      `The file has ${error.details.problems.length} problems; nothing was imported.`,
    );
    expect(error.details.problems.length).toBeGreaterThan(1);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits for another import of the tenant that is running, then answers 409 naming it", async () => {
    const tenantId = services.config.tenantId;
    await services.importJobs.write(
      {
        id: IMPORT_JOB_ID,
        tenantId,
        jobId: "an-earlier-import",
        status: "running",
        phase: "lines",
        fileName: "december.xlsx",
        inspectionType: "DC Inspection",
        digest: "another file",
        startedBy: { id: "someone", name: "Priya Shah" },
        startedOn: "2026-11-27T09:30:00.000Z",
        leaseUntil: new Date(Date.now() + 3_600_000).toISOString(),
        attempts: 1,
        progress: { done: 10, total: 40 },
        linesBlob: null,
        outcome: null,
        answered: false,
        finishedOn: null,
      },
      undefined,
    );
    // The import waits 10 s for the running one: here each look at the job passes 5 s of the clock.
    vi.useFakeTimers({ toFake: ["Date"] });
    const get = services.importJobs.get.bind(services.importJobs);
    vi.spyOn(services.importJobs, "get").mockImplementation(async (id) => {
      const job = await get(id);
      vi.setSystemTime(Date.now() + 5_000);
      return job;
    });
    await expect(importFile("valid.xlsx", { tenantCentreId: "UDC-BFD" })).rejects.toMatchObject({
      status: 409,
      message:
        "An import of “december.xlsx” started by Priya Shah at 2026-11-27 09:30 UTC is still running: wait for it to finish (a minute or two), then upload your file again.",
    });
    expect((await services.importJobs.get(tenantId))?.jobId).toBe("an-earlier-import");
  });
});
