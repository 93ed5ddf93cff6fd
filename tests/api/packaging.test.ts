import {
  CompliancePanelSchema,
  DEFAULT_PACKAGING_STANDARD,
  isoDay,
  OrderPageSchema,
  PackagingCheckPageSchema,
  PackagingCheckSchema,
  PackagingStandardSchema,
  type PackagingCheckInput,
} from "@aql-portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES, services, signInAll, TENANT, token, uniqueCode, userId, type Who } from "../support/demo";
import {
  detailOf,
  expectError,
  importLines,
  localDay,
  moved,
  orderIdOf,
  planForInspector,
  saveWork,
  typedDay,
  type Line,
} from "../support/inspections";
import { compliantCheck, recordCheck, recordedCheck } from "../support/packaging";
import { api } from "../support/sign-in";
import { rollForwardCheckWrites } from "../../api/src/packaging/check-writes";

/**
 * DC packaging checks and their reports on the real stack (docs/decisions/packaging.md): what is computed from
 * what staff record, against the tenant's standard; who may record, correct and read; suppliers' own rows; the
 * inspector's packaging panel feeding the same records.
 */
beforeAll(signInAll);

const RECORDERS = new Set<Who>(["admin", "reviewer", "planner", "inspector"]);
const today = () => isoDay(new Date());

/** PO lines of one new style (DKW unless told), delivered in a week. */
async function delivery(quantities: number[], supplier: Line["supplier"] = "DKW"): Promise<Line[]> {
  const style = uniqueCode("PKG");
  const lines = quantities.map((quantity) => ({
    po: uniqueCode("PO"),
    style,
    quantity,
    date: typedDay(localDay(7)),
    supplier,
  }));
  await importLines(lines);
  return lines;
}

async function report(name: string, query: Record<string, string>, who: Who = "planner") {
  const response = await api(`packaging/reports/${name}?${new URLSearchParams(query)}`, {
    token: token(who),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return PackagingCheckPageSchema.parse(await response.json());
}

describe("recording a DC check", () => {
  it("computes the outcome at once and keeps who checked and when", async () => {
    const lines = await delivery([600, 400]);
    const check = await recordedCheck(compliantCheck(lines, { bookingReference: "bk-lower 1" }));
    expect(check).toMatchObject({
      centre: { id: "UDC-BFD", code: "BFD" },
      bookingReference: "BK-LOWER 1",
      supplier: { id: "SUP-DKW" },
      styleCode: lines[0]!.style,
      poQuantity: 1000,
      source: { kind: "dc" },
      checkedBy: { id: userId("planner") },
      checkedDay: today(),
      outcome: {
        status: "Complete",
        complianceResult: "Compliant",
        accuracyResult: "Accurate",
        garmentResult: "Good fill",
        estUnitsPerCarton: 32,
        unitsPerCarton: 28.6,
        standardBox: "A",
        percDiff: 0,
        suggestedIssue: null,
      },
    });
    expect(check.poNumbers.sort()).toEqual(lines.map((line) => line.po).sort());
  });

  it("finds a short shipment in plastic tape, and a half-recorded check is Incomplete but already Non-compliant", async () => {
    const lines = await delivery([1000]);
    const short = await recordedCheck(compliantCheck(lines, { receivedQuantity: 979, paperTape: false }));
    expect(short.outcome).toMatchObject({
      complianceResult: "Non-compliant",
      accuracyResult: "Short",
      percDiff: -2.1,
      issues: ["SHORT_SHIPMENT", "PLASTIC_TAPE"],
      suggestedIssue: "SHORT_SHIPMENT",
    });
    const partial = await recordedCheck({
      ...compliantCheck(lines),
      cartonCount: null,
      cartonDimensions: null,
      unitDimensions: null,
      receivedQuantity: null,
      paperTape: false,
    });
    expect(partial.outcome).toMatchObject({
      status: "Incomplete",
      complianceResult: "Non-compliant",
      accuracyResult: "Pending",
      garmentResult: "Pending",
      suggestedIssue: "PLASTIC_TAPE",
    });
  });

  it("refuses what does not add up, naming each field, and saves nothing", async () => {
    const [dkw] = await delivery([100]);
    const [ant] = await delivery([100], "ANT");
    const booking = uniqueCode("BK");
    const body = await expectError(
      await recordCheck({
        ...compliantCheck([dkw!, ant!], { bookingReference: booking }),
        centreId: "UDC-NOWHERE",
        orderIds: [orderIdOf(dkw!), orderIdOf(ant!), "PO-NONE~STYLE~041"],
      }),
      400,
    );
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: "body.centreId", message: '"UDC-NOWHERE" is not one of the DCs' },
        { field: "body.orderIds.2", message: '"PO-NONE~STYLE~041" is not a PO line of this client' },
      ]),
    );
    expect(body.errors?.find((error) => /different suppliers/.test(error.message))).toEqual({
      field: "body.orderIds",
      message:
        "are from different suppliers (Dhaka Knitwear Ltd, Anatolia Tekstil A.Ş.): record one check per supplier's delivery",
    });
    expect(body.errors?.find((error) => /different styles/.test(error.message))?.field).toBe("body.orderIds");
    const invalid = await expectError(
      await recordCheck({ ...compliantCheck([dkw!]), bookingReference: "=HYPERLINK()", cartonCount: -1 }),
      400,
    );
    expect(invalid.errors?.map((error) => error.field)).toEqual(
      expect.arrayContaining(["body.bookingReference", "body.cartonCount"]),
    );
    const found = await report("compliance", { from: today(), to: today(), search: booking.toLowerCase() });
    expect(found.items).toEqual([]);
  });

  it.each(ROLES)("%s %s record checks", async (who) => {
    const lines = await delivery([100]);
    const response = await recordCheck(compliantCheck(lines), who);
    expect(response.status, await response.clone().text()).toBe(RECORDERS.has(who) ? 201 : 403);
  });

  it("finds PO lines to record against by PO number or style, for those who record checks", async () => {
    const lines = await delivery([100, 200]);
    const style = lines[0]!.style;
    const response = await api(`packaging/po-lines?search=${style.toLowerCase()}`, {
      token: token("inspector"),
    });
    expect(response.status).toBe(200);
    const page = OrderPageSchema.parse(await response.json());
    expect(page.items.map((line) => line.poNumber).sort()).toEqual(lines.map((line) => line.po).sort());
    await expectError(await api("packaging/po-lines?search=a", { token: token("inspector") }), 400);
    expect((await api(`packaging/po-lines?search=${style}`, { token: token("manager") })).status).toBe(403);
  });

  it("gives inspectors, as DC staff, every supplier's PO lines to record against, and none of the planning lists", async () => {
    const [other] = await delivery([300], "ANT");
    const found = await api(`packaging/po-lines?search=${other!.style}`, { token: token("inspector") });
    expect(found.status).toBe(200);
    expect(OrderPageSchema.parse(await found.json()).items.map((line) => line.poNumber)).toEqual([other!.po]);
    // Create Inspections and Skipped Inspections are planning: not theirs.
    await expectError(await api("orders", { token: token("inspector") }), 403);
    await expectError(await api("orders?skipped=true", { token: token("inspector") }), 403);
  });
});

describe("correcting and removing a check", () => {
  it("re-judges a corrected check, refuses a stale one, and deletes under the latest etag", async () => {
    const lines = await delivery([1000]);
    const check = await recordedCheck(compliantCheck(lines, { paperTape: false }));
    const put = (etag: string, body: PackagingCheckInput, who: Who = "planner") =>
      api(`packaging/checks/${check.id}`, {
        method: "PUT",
        token: token(who),
        body,
        headers: { "if-match": etag },
      });
    const fixed = PackagingCheckSchema.parse(await (await put(check.etag, compliantCheck(lines))).json());
    expect(fixed.outcome.complianceResult).toBe("Compliant");
    await expectError(await put(check.etag, compliantCheck(lines)), 412);
    await expectError(await put(fixed.etag, compliantCheck(lines), "manager"), 403);
    const remove = (etag: string) =>
      api(`packaging/checks/${check.id}`, {
        method: "DELETE",
        token: token("planner"),
        headers: { "if-match": etag },
      });
    await expectError(await remove(check.etag), 412);
    expect((await remove(fixed.etag)).status).toBe(204);
    await expectError(await api(`packaging/checks/${check.id}`, { token: token("planner") }), 404);
  });
});

describe("the reports", () => {
  it("filter by each report's result, supplier, DC and search, sort, and page", async () => {
    const lines = await delivery([1000]);
    const booking = uniqueCode("BK");
    const made = [
      await recordedCheck(compliantCheck(lines, { bookingReference: `${booking}-A` })),
      await recordedCheck(
        compliantCheck(lines, { bookingReference: `${booking}-B`, receivedQuantity: 1100 }),
      ),
      await recordedCheck(compliantCheck(lines, { bookingReference: `${booking}-C`, cartonCount: 60 })),
    ];
    const period = { from: today(), to: today(), search: booking.toLowerCase() };
    const all = await report("compliance", { ...period, sortKey: "bookingReference", sortOrder: "1" });
    expect(all.items.map((check) => check.id)).toEqual(made.map((check) => check.id));
    expect((await report("accuracy", { ...period, result: "Over" })).items.map((c) => c.id)).toEqual([
      made[1]!.id,
    ]);
    expect(
      (await report("garment-check", { ...period, result: "Underfilled" })).items.map((c) => c.id),
    ).toEqual([made[2]!.id]);
    expect((await report("compliance", { ...period, result: "Compliant" })).items.map((c) => c.id)).toEqual([
      made[0]!.id,
    ]);
    expect((await report("compliance", { ...period, supplierId: "SUP-ANT" })).items).toEqual([]);
    expect((await report("compliance", { ...period, centreId: "UDC-CDN" })).items).toEqual([]);
    const first = await report("compliance", { ...period, pageSize: "2" });
    expect(first.items).toHaveLength(2);
    const second = await report("compliance", {
      ...period,
      pageSize: "2",
      continuationToken: first.continuationToken ?? "",
    });
    expect([...first.items, ...second.items].map((c) => c.id).sort()).toEqual(made.map((c) => c.id).sort());
    // A result of another report is not one of this report's.
    const wrong = await expectError(
      await api(`packaging/reports/compliance?result=Over`, { token: token("planner") }),
      400,
    );
    expect(wrong.errors?.[0]?.field).toBe("query.result");
    await expectError(await api("packaging/reports/nonsense", { token: token("planner") }), 400);
  });

  it("show suppliers their own rows only; client roles read", async () => {
    const booking = uniqueCode("BK");
    const dkw = await recordedCheck(
      compliantCheck(await delivery([1000]), { bookingReference: `${booking}-DKW` }),
    );
    const ant = await recordedCheck(
      compliantCheck(await delivery([1000], "ANT"), { bookingReference: `${booking}-ANT` }),
    );
    const period = { from: today(), to: today(), search: booking.toLowerCase() };
    expect((await report("compliance", period, "supplier")).items.map((c) => c.id)).toEqual([dkw.id]);
    await expectError(await api(`packaging/checks/${ant.id}`, { token: token("supplier") }), 404);
    for (const who of ["manager", "operator", "reviewer"] as const) {
      expect((await report("accuracy", period, who)).items).toHaveLength(2);
    }
  });

  it("count the compliance panel per supplier, worst first", async () => {
    const panel = async (who: Who = "manager") => {
      const response = await api(`packaging/compliance-panel?from=${today()}&to=${today()}`, {
        token: token(who),
      });
      expect(response.status).toBe(200);
      return CompliancePanelSchema.parse(await response.json());
    };
    const before = await panel();
    const lines = await delivery([1000], "ANT");
    await recordedCheck(compliantCheck(lines, { paperTape: false }));
    await recordedCheck(compliantCheck(lines, { paperTape: false, receivedQuantity: 900 }));
    await recordedCheck(compliantCheck(lines));
    const after = await panel();
    const ant = (p: typeof before) => p.suppliers.find((row) => row.supplier.id === "SUP-ANT");
    expect((ant(after)?.checks ?? 0) - (ant(before)?.checks ?? 0)).toBe(3);
    expect((ant(after)?.nonCompliant ?? 0) - (ant(before)?.nonCompliant ?? 0)).toBe(2);
    expect(after.totals.checks - before.totals.checks).toBe(3);
    expect(ant(after)?.topIssues.map((issue) => issue.issue)).toContain("PLASTIC_TAPE");
    const shares = after.suppliers.map((row) => row.compliantShare ?? 2);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    // A supplier's panel is their own.
    expect((await panel("supplier")).suppliers.map((row) => row.supplier.id)).toEqual(
      expect.not.arrayContaining(["SUP-ANT"]),
    );
  });
});

describe("the compliance panel's day counts", () => {
  const antChecks = async () => {
    const response = await api(
      `packaging/compliance-panel?from=${today()}&to=${today()}&supplierId=SUP-ANT`,
      {
        token: token("manager"),
      },
    );
    return CompliancePanelSchema.parse(await response.json()).totals.checks;
  };

  it("count a check once whatever happens to its write: corrected, deleted, or cut short and rolled forward", async () => {
    const lines = await delivery([1000], "ANT");
    const start = await antChecks();
    const check = await recordedCheck(compliantCheck(lines));
    const corrected = await api(`packaging/checks/${check.id}`, {
      method: "PUT",
      token: token("planner"),
      body: compliantCheck(lines, { paperTape: false }),
      headers: { "if-match": check.etag },
    });
    expect(corrected.status).toBe(200);
    expect(await antChecks()).toBe(start + 1);

    // A write whose process stopped before counting it: stored, flagged, not yet in its day.
    const store = services();
    const stored = await store.packaging.getCheck(TENANT, check.id);
    const copy = { ...stored!, id: `${check.id}-cut`, summaryPending: { previousDay: null } };
    const { _etag, ...body } = copy;
    await store.cosmos.container("packagingChecks").items.create(body);
    expect(await antChecks()).toBe(start + 1);
    expect(await rollForwardCheckWrites(store, new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(1);
    expect(await antChecks()).toBe(start + 2);
    expect((await store.packaging.getCheck(TENANT, copy.id))?.summaryPending).toBeUndefined();

    const latest = PackagingCheckSchema.parse(await corrected.json());
    const removed = await api(`packaging/checks/${check.id}`, {
      method: "DELETE",
      token: token("planner"),
      headers: { "if-match": latest.etag },
    });
    expect(removed.status).toBe(204);
    expect(await antChecks()).toBe(start + 1);
  });
});

describe("the packaging standard", () => {
  const standard = async () =>
    PackagingStandardSchema.parse(
      await (await api("packaging/standard", { token: token("planner") })).json(),
    );
  const put = (etag: string, body: unknown, who: Who = "admin") =>
    api("packaging/standard", { method: "PUT", token: token(who), body, headers: { "if-match": etag } });

  afterAll(async () => {
    const current = await standard();
    await put(current.etag, DEFAULT_PACKAGING_STANDARD);
  });

  it("is tenant data an administrator changes; checks recorded after are judged by it", async () => {
    const lines = await delivery([1000]);
    expect(
      (await recordedCheck(compliantCheck(lines, { receivedQuantity: 970 }))).outcome.accuracyResult,
    ).toBe("Short");
    const current = await standard();
    await expectError(
      await put(current.etag, { ...DEFAULT_PACKAGING_STANDARD, quantityTolerancePercent: 5 }, "planner"),
      403,
    );
    await expectError(await put(current.etag, { ...DEFAULT_PACKAGING_STANDARD, minFillPercent: 120 }), 400);
    // A box code a spreadsheet would run as a formula (the exports write these codes) is refused, named.
    for (const code of ["=1+1", "+A1", "@SUM(A1)", "-2", "A B"]) {
      const [first, ...rest] = DEFAULT_PACKAGING_STANDARD.standardBoxes;
      const refused = await expectError(
        await put(current.etag, {
          ...DEFAULT_PACKAGING_STANDARD,
          standardBoxes: [{ ...first, code }, ...rest],
        }),
        400,
      );
      expect(refused.errors?.[0]?.field, code).toBe("body.standardBoxes.0.code");
    }
    const changed = await put(current.etag, { ...DEFAULT_PACKAGING_STANDARD, quantityTolerancePercent: 5 });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect(PackagingStandardSchema.parse(await changed.json())).toMatchObject({
      quantityTolerancePercent: 5,
      updatedBy: { id: userId("admin") },
    });
    await expectError(await put(current.etag, DEFAULT_PACKAGING_STANDARD), 412);
    expect(
      (await recordedCheck(compliantCheck(lines, { receivedQuantity: 970 }))).outcome.accuracyResult,
    ).toBe("Accurate");
  });
});

describe("the inspector's packaging panel", () => {
  it("feeds the same records: saved with the inspection, changed only there, removed when emptied", async () => {
    const [planned] = await planForInspector([{ style: uniqueCode("PKT"), quantity: 400, inspectionDay: 0 }]);
    const started = await moved(planned!, "start");
    const packaging = {
      cartonCount: 20,
      paperTape: false,
      cartonDimensions: { length: 60, width: 40, height: 40 },
      unitDimensions: { length: 30, width: 20, height: 5 },
      receivedQuantity: 400,
    };
    const saved = await saveWork(started, { packaging });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const id = `inspection-${started.id}`;
    const response = await api(`packaging/checks/${id}`, { token: token("manager") });
    expect(response.status).toBe(200);
    const check = PackagingCheckSchema.parse(await response.json());
    expect(check).toMatchObject({
      source: { kind: "inspection", inspectionId: started.id, inspectionNumber: started.inspectionNumber },
      bookingReference: started.inspectionNumber,
      poQuantity: 400,
      outcome: { complianceResult: "Non-compliant", suggestedIssue: "PLASTIC_TAPE" },
    });
    const edit = await api(`packaging/checks/${id}`, {
      method: "PUT",
      token: token("planner"),
      body: compliantCheck(await delivery([100])),
      headers: { "if-match": check.etag },
    });
    await expectError(edit, 409, /change it in that inspection's packaging panel/);
    await expectError(
      await api(`packaging/checks/${id}`, {
        method: "DELETE",
        token: token("planner"),
        headers: { "if-match": check.etag },
      }),
      409,
      /recorded during inspection/,
    );
    const detail = await saveWork(
      { id: started.id, workEtag: (await detailOf(saved)).workEtag },
      {
        packaging: {
          cartonCount: null,
          paperTape: null,
          cartonDimensions: null,
          unitDimensions: null,
          receivedQuantity: null,
        },
      },
    );
    expect(detail.status).toBe(200);
    await expectError(await api(`packaging/checks/${id}`, { token: token("manager") }), 404);
  });
});
