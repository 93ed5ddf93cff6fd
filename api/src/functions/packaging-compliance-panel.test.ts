import {
  CompliancePanelQuerySchema,
  CompliancePanelSchema,
  EMPTY_PACKAGING,
  EMPTY_WORK,
  InspectionDetailSchema,
  isoDay,
  ROLE_NAMES,
  messages,
  PackagingCheckSchema,
  type CompliancePanel,
  type InspectionDetail,
  type PackagingCheck,
  type PackagingCheckInput,
  type PackagingChecks,
} from "@aql-portal/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OrderFields } from "../data/orders-repository";
import { ANATOLIA } from "../testing/analytics-fixture";
import { runAs, pageReader, queryRefusals, rolesAllowed } from "../testing/handler-context";
import { addLine, answer, startedLot } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { checkInput } from "../testing/packaging-fixture";
import { inspectionsWorkUpdate } from "./inspections-work-update";
import { packagingChecksCreate } from "./packaging-checks-create";
import { packagingChecksDelete } from "./packaging-checks-delete";
import { packagingChecksUpdate } from "./packaging-checks-update";
import { packagingCompliancePanel } from "./packaging-compliance-panel";

/** GET /api/packaging/compliance-panel: per supplier over the period, the checks done and the share compliant. */
describe("packaging-compliance-panel", () => {
  const services = demoTenantForEachTest();

  afterEach(() => {
    vi.useRealTimers();
  });

  /** The panel (the last 30 days unless the query says otherwise), as the demo user of `role` reads it. */
  const panel = pageReader(
    services,
    packagingCompliancePanel,
    CompliancePanelQuerySchema,
    CompliancePanelSchema,
    {},
  );
  /** The panel's rows: each supplier with its checks, compliant, non-compliant and pending. */
  const rows = (page: CompliancePanel) =>
    page.suppliers.map((row) => [
      row.supplier.name,
      row.checks,
      row.compliant,
      row.nonCompliant,
      row.pending,
    ]);

  /**
   * What meets the default standard for 500 units of lots-fixture's PO line: 14 cartons of box A with 40 units'
   * room (89 % full), sealed with paper tape.
   */
  const compliant = { ...checkInput([]), cartonCount: 14 };
  const { centreId: _centre, bookingReference: _booking, orderIds: _lines, ...measured } = compliant;

  /** A check recorded today by a planner at the DC, of a new PO line of 500 of `line`'s supplier. */
  const record = (fields: Partial<PackagingCheckInput> = {}, line: Partial<OrderFields> = {}) =>
    answer(
      PackagingCheckSchema,
      runAs(services, "PLANNER", packagingChecksCreate, {
        body: { ...compliant, orderIds: [addLine(services, line).id], ...fields },
        query: undefined,
        params: undefined,
      }),
    );
  /** A correction (PUT) of a DC check under the etag read. */
  const correct = (check: PackagingCheck, fields: Partial<PackagingCheckInput>) =>
    answer(
      PackagingCheckSchema,
      runAs(
        services,
        "PLANNER",
        packagingChecksUpdate,
        {
          params: { checkId: check.id },
          body: { ...compliant, orderIds: check.orderIds, ...fields },
          query: undefined,
        },
        check.etag,
      ),
    );
  /** The inspector's tablet saving the lot's packaging measurements (its record's other parts empty). */
  const savePackaging = (lot: Pick<InspectionDetail, "id" | "workEtag">, packaging: PackagingChecks) =>
    answer(
      InspectionDetailSchema,
      runAs(
        services,
        "INSPECTOR",
        inspectionsWorkUpdate,
        { params: { inspectionId: lot.id }, body: { ...EMPTY_WORK, packaging }, query: undefined },
        lot.workEtag,
      ),
    );

  it("counts a compliant and a non-compliant check per supplier, worst first, with the issues found", async () => {
    const compliant = await record();
    const short = await record({ receivedQuantity: 450, paperTape: false }, ANATOLIA);
    expect([compliant.outcome.complianceResult, short.outcome.complianceResult]).toEqual([
      "Compliant",
      "Non-compliant",
    ]);
    const page = await panel();
    const today = isoDay(new Date());
    expect([page.from, page.to]).toEqual([isoDay(new Date(), -29), today]);
    expect(page.suppliers).toEqual([
      {
        supplier: ANATOLIA.supplier,
        checks: 1,
        compliant: 0,
        nonCompliant: 1,
        pending: 0,
        compliantShare: 0,
        topIssues: [
          { issue: "SHORT_SHIPMENT", count: 1 },
          { issue: "PLASTIC_TAPE", count: 1 },
        ],
      },
      {
        supplier: { id: "SUP-DKW", name: "Dhaka Knitwear Ltd" },
        checks: 1,
        compliant: 1,
        nonCompliant: 0,
        pending: 0,
        compliantShare: 1,
        topIssues: [],
      },
    ]);
    expect(page.totals).toMatchObject({ checks: 2, compliant: 1, nonCompliant: 1, compliantShare: 0.5 });
  });

  it("counts a check still missing a measurement as pending, outside the compliant share", async () => {
    await record();
    await record({ receivedQuantity: null });
    const page = await panel();
    expect(rows(page)).toEqual([["Dhaka Knitwear Ltd", 2, 1, 0, 1]]);
    expect(page.suppliers[0]?.compliantShare).toBe(1);
  });

  it("narrows the panel to the DC and supplier asked for", async () => {
    await record();
    await record({ centreId: "UDC-CDN", receivedQuantity: 450 });
    await record({ centreId: "UDC-CDN" }, ANATOLIA);
    expect(rows(await panel({ centreId: "UDC-BFD" }))).toEqual([["Dhaka Knitwear Ltd", 1, 1, 0, 0]]);
    expect(rows(await panel({ centreId: "UDC-CDN" }))).toEqual([
      ["Dhaka Knitwear Ltd", 1, 0, 1, 0],
      ["Anatolia Tekstil A.Ş.", 1, 1, 0, 0],
    ]);
    expect(rows(await panel({ supplierId: "SUP-DKW" }))).toEqual([["Dhaka Knitwear Ltd", 2, 1, 1, 0]]);
    expect((await panel({ supplierId: "SUP-DKW", centreId: "UDC-SWI" })).totals.checks).toBe(0);
  });

  it("counts the checks of the period asked for only", async () => {
    await record();
    const yesterday = isoDay(new Date(), -1);
    const before = await panel({ from: isoDay(new Date(), -7), to: yesterday });
    expect([before.from, before.to, before.totals.checks]).toEqual([isoDay(new Date(), -7), yesterday, 0]);
    expect((await panel({ from: isoDay(new Date()) })).totals.checks).toBe(1);
  });

  it("shows a supplier their own supplier's checks only, whatever supplier they ask for", async () => {
    await record();
    await record({ receivedQuantity: 450 }, ANATOLIA);
    expect(rows(await panel({}, "SUPPLIER"))).toEqual([["Dhaka Knitwear Ltd", 1, 1, 0, 0]]);
    const asked = await panel({ supplierId: "SUP-ANT" }, "SUPPLIER");
    expect(asked.suppliers).toEqual([]);
    expect(asked.totals.checks).toBe(0);
  });

  it("counts a corrected check once, as corrected, and forgets a deleted one", async () => {
    const corrected = await record();
    const deleted = await record({}, ANATOLIA);
    await correct(corrected, { receivedQuantity: 450 });
    await runAs(
      services,
      "PLANNER",
      packagingChecksDelete,
      { params: { checkId: deleted.id }, body: undefined, query: undefined },
      deleted.etag,
    );
    const page = await panel();
    expect(rows(page)).toEqual([["Dhaka Knitwear Ltd", 1, 0, 1, 0]]);
    expect(page.totals.topIssues).toEqual([{ issue: "SHORT_SHIPMENT", count: 1 }]);
  });

  it("moves an inspection's check to the day the tablet last changed it, off the day it was first recorded", async () => {
    const twoDaysAgo = isoDay(new Date(), -2);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() - 2 * 86_400_000);
    const first = await savePackaging(await startedLot(services), { ...measured, receivedQuantity: 450 });
    vi.useRealTimers();
    const onTheDay = await panel({ from: twoDaysAgo, to: twoDaysAgo });
    expect(rows(onTheDay)).toEqual([["Dhaka Knitwear Ltd", 1, 0, 1, 0]]);

    const second = await savePackaging(first, measured);
    expect((await panel({ from: twoDaysAgo, to: twoDaysAgo })).totals.checks).toBe(0);
    const today = isoDay(new Date());
    expect(rows(await panel({ from: today, to: today }))).toEqual([["Dhaka Knitwear Ltd", 1, 1, 0, 0]]);

    // Emptied on the tablet, the check is removed: the panel forgets it.
    await savePackaging(second, EMPTY_PACKAGING);
    expect((await panel({ from: twoDaysAgo })).totals.checks).toBe(0);
  });

  it("is for every role that reads the packaging reports; those awaiting approval get 403", () => {
    expect(rolesAllowed(packagingCompliancePanel)).toEqual(ROLE_NAMES.filter((role) => role !== "PENDING"));
  });

  it("refuses a range that ends before it starts, a date that is not one, or a filter it does not take (400)", () => {
    const refused = (query: Record<string, string>) => queryRefusals(CompliancePanelQuerySchema, query);
    expect(refused({})).toEqual([]);
    expect(refused({ from: "2026-11-10", to: "2026-11-01" })).toEqual([
      { field: "query.from", message: messages.invalidDateRange },
    ]);
    expect(refused({ from: "2026-11-31" })).toEqual([{ field: "query.from", message: "is not a real date" }]);
    expect(refused({ result: "Compliant" })).toEqual([
      { field: "query.result", message: "is not a known field" },
    ]);
  });

  it("refuses a period that would start after today, when only its start is given (400)", async () => {
    const tomorrow = isoDay(new Date(), 1);
    await expect(panel({ from: tomorrow })).rejects.toMatchObject({
      status: 400,
      fieldErrors: [{ field: "query.from", message: `must be on or before ${isoDay(new Date())}` }],
    });
  });
});
