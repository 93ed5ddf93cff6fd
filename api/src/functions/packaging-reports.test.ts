import {
  isoDay,
  PackagingCheckPageSchema,
  PackagingReportParamsSchema,
  PackagingReportQuerySchema,
  type PackagingCheckInput,
  type PackagingReport,
  ROLE_NAMES,
  type RoleName,
} from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import type { PackagingCheckFields } from "../data/packaging-repository";
import { runAs, rolesAllowed } from "../testing/handler-context";
import { answer } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { recordedCheck } from "../testing/packaging-fixture";
import { packagingReports } from "./packaging-reports";

/** GET /api/packaging/reports/{report}: one page of the compliance, accuracy or garment-check report. */
describe("packaging-reports", () => {
  const services = demoTenantForEachTest();
  const anatolia = { id: "SUP-ANT", name: "Anatolia Tekstil A.Ş." };

  /** One page of a report, the query string parsed as the wrapper parses it. */
  const report = (
    name: PackagingReport,
    query: Record<string, string> = {},
    role: RoleName = "CLIENT_MANAGER",
  ) =>
    answer(
      PackagingCheckPageSchema,
      runAs(services, role, packagingReports, {
        params: { report: name },
        query: PackagingReportQuerySchema.parse(query),
        body: undefined,
      }),
    );
  const ids = async (name: PackagingReport, query: Record<string, string> = {}, role?: RoleName) =>
    (await report(name, query, role)).items.map((check) => check.id);

  /** A check recorded at a DC (packaging-fixture.ts), then stored with other fields: another day, supplier… */
  async function check(fields: Partial<PackagingCheckFields> = {}, input: Partial<PackagingCheckInput> = {}) {
    // 50 units of 30 × 20 × 3 cm to a 60 × 40 × 40 carton: 94 % full, compliant when all 500 arrive.
    const unitDimensions = { length: 30, width: 20, height: 3 };
    const { etag: _etag, ...recorded } = await recordedCheck(services, { unitDimensions, ...input });
    const day = fields.checkedDay ?? recorded.checkedDay;
    const stored = await services.packaging.upsertCheck(services.config.tenantId, {
      ...recorded,
      checkedOn: day === recorded.checkedDay ? recorded.checkedOn : `${day}T10:00:00.000Z`,
      ...fields,
    });
    return stored.id;
  }
  const daysAgo = (days: number) => isoDay(new Date(), -days);

  it("is for everyone approved: only those awaiting approval are refused (403)", () => {
    expect(rolesAllowed(packagingReports)).toEqual(ROLE_NAMES.filter((role) => role !== "PENDING"));
  });

  it("lists the last 30 days' checks by default, newest first, as the report's rows", async () => {
    const today = await check();
    const oldest = await check({ checkedDay: daysAgo(29) });
    const middle = await check({ checkedDay: daysAgo(10) });
    await check({ checkedDay: daysAgo(30) });
    const page = await report("compliance");
    expect(page.items.map((row) => row.id)).toEqual([today, middle, oldest]);
    expect(page.continuationToken).toBeUndefined();
    expect(page.items[0]).toMatchObject({
      centre: { id: "UDC-BFD" },
      supplier: { id: "SUP-DKW" },
      styleCode: "T61-1001",
      outcome: { complianceResult: "Compliant", accuracyResult: "Accurate", garmentResult: "Good fill" },
    });
    expect(page.items[0]?.etag).not.toBe("");
  });

  it("shows a supplier their own supplier's checks only, whatever supplier they ask for", async () => {
    const own = await check();
    const other = await check({ supplier: anatolia });
    expect(await ids("compliance", {}, "SUPPLIER")).toEqual([own]);
    expect(await ids("compliance", { supplierId: anatolia.id }, "SUPPLIER")).toEqual([]);
    expect(await ids("compliance", { supplierId: anatolia.id })).toEqual([other]);
  });

  it("filters by the report's own result, and refuses another report's (400 naming it)", async () => {
    const accurate = await check();
    const short = await check({}, { receivedQuantity: 450 });
    expect(await ids("accuracy", { result: "Short" })).toEqual([short]);
    expect(await ids("compliance", { result: "Compliant" })).toEqual([accurate]);
    expect(await ids("compliance", { result: "Non-compliant" })).toEqual([short]);
    await expect(report("compliance", { result: "Short" })).rejects.toMatchObject({
      status: 400,
      message: "Invalid request: query.result must be one of Compliant, Non-compliant, Pending",
      fieldErrors: [{ field: "query.result" }],
    });
  });

  it("filters a period, a DC and a search, and sorts by another column", async () => {
    const a = await check({ bookingReference: "BK-2002", checkedDay: "2026-10-02" });
    const b = await check({ bookingReference: "BK-2001", checkedDay: "2026-10-03" });
    const elsewhere = await check({
      bookingReference: "BK-3001",
      checkedDay: "2026-10-04",
      centre: { id: "UDC-DAV", name: "Daventry DC", code: "DAV" },
    });
    await check({ checkedDay: "2026-09-30" });
    const october = { from: "2026-10-01", to: "2026-10-31" };
    expect(await ids("compliance", october)).toEqual([elsewhere, b, a]);
    expect(await ids("compliance", { ...october, centreId: "UDC-BFD" })).toEqual([b, a]);
    expect(await ids("compliance", { ...october, search: "bk-200" })).toEqual([b, a]);
    expect(await ids("compliance", { ...october, sortKey: "bookingReference", sortOrder: "1" })).toEqual([
      b,
      a,
      elsewhere,
    ]);
  });

  it("pages: the next page from the token, until the last, which has none", async () => {
    const made = [];
    for (const days of [1, 2, 3, 4, 5]) made.push(await check({ checkedDay: daysAgo(days) }));
    const first = await report("garment-check", { pageSize: "2" });
    const second = await report("garment-check", {
      pageSize: "2",
      continuationToken: first.continuationToken ?? "",
    });
    const third = await report("garment-check", {
      pageSize: "2",
      continuationToken: second.continuationToken ?? "",
    });
    expect([...first.items, ...second.items, ...third.items].map((row) => row.id)).toEqual(made);
    expect(third.continuationToken).toBeUndefined();
  });

  it("refuses an unknown report, a bad period or sort (400 naming it)", () => {
    const refused = (query: Record<string, string>) =>
      PackagingReportQuerySchema.safeParse(query).error?.issues.map((issue) =>
        [...issue.path, ...("keys" in issue ? issue.keys : [])].join("."),
      );
    expect(refused({ from: "2026-10-10", to: "2026-10-01" })).toEqual(["from"]);
    expect(refused({ from: "2025-01-01", to: "2026-10-01" })).toEqual(["to"]);
    expect(refused({ sortKey: "result" })).toEqual(["sortKey"]);
    expect(refused({ status: "Compliant" })).toEqual(["status"]);
    const params = PackagingReportParamsSchema.safeParse({ report: "defects" });
    expect(params.error?.issues.map((issue) => issue.path.join("."))).toEqual(["report"]);
  });
});
