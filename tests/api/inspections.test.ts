import {
  InspectionSchema,
  InspectorSchema,
  messages,
  OrderSchema,
  PlanPageSchema,
  SyncInspectionResultSchema,
  type Inspection,
} from "@aql-portal/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { api, signIn } from "../support/sign-in";
import {
  everyPage,
  PLANNERS,
  ROLES,
  services,
  signInAll,
  TENANT,
  token,
  uniqueCode,
  userId,
} from "../support/demo";
import {
  createInspection,
  expectError,
  forceStatus,
  getInspection,
  importedInspection,
  importLines,
  listInspections,
  orderIdOf,
  assignToInspector,
  updateInspection,
  type Line,
} from "../support/inspections";

/**
 * The inspections routes (docs/decisions/inspection-lifecycle.md) on the real stack: who may do what, the
 * lifecycle, plans computed on the server, ETags, scoping, filters and paging. Test data comes in through the
 * import API.
 */
beforeAll(signInAll);

const orderOf = async (line: Line) => {
  const found = await services().orders.getMany(TENANT, [orderIdOf(line)]);
  return OrderSchema.parse({ skipReason: null, ...found.get(orderIdOf(line)) });
};

/**
 * One imported style/colour on two POs, by default delivered on two days of one month: two CREATED inspections
 * (one, of both lines, when they are delivered on the same day).
 */
async function twoLines(
  quantities: [number, number] = [700, 500],
  supplier: "DKW" | "ANT" = "DKW",
  days: [string, string] = ["14/03/2031", "15/03/2031"],
) {
  const style = uniqueCode("INS");
  const lines: Line[] = [
    { po: uniqueCode("PO"), style, quantity: quantities[0], date: days[0], supplier },
    { po: uniqueCode("PO"), style, quantity: quantities[1], date: days[1], supplier },
  ];
  const result = await importLines(lines);
  return { style, lines, imported: result.inspectionList };
}

/** A CREATED inspection of one imported line. */
const oneInspection = (quantity = 300, supplier: "DKW" | "ANT" = "DKW") =>
  importedInspection({ style: uniqueCode("ONE"), quantity, date: "16/03/2031", supplier });

const planned = (inspection: Inspection) => assignToInspector(inspection, "2031-03-17");

describe("who may use the inspections routes", () => {
  it.each(ROLES)("%s", async (who) => {
    const plans = PLANNERS.has(who);
    const dkw = await oneInspection(200, "DKW");
    const ant = await oneInspection(200, "ANT");
    const asWho = { token: token(who) };

    expect((await api("inspections?from=2031-03-16&to=2031-03-16", asWho)).status).toBe(200);
    expect((await api("inspections?context=planningApp", asWho)).status).toBe(200);

    // Read one: suppliers only their supplier's, inspectors only theirs; others 404 "Invalid inspection id".
    const sees = (inspection: Inspection) =>
      who === "inspector" ? false : who === "supplier" ? inspection.supplier.id === "SUP-DKW" : true;
    for (const inspection of [dkw, ant]) {
      const response = await api(`inspections/${inspection.id}`, asWho);
      if (sees(inspection)) expect(response.status).toBe(200);
      else await expectError(response, 404, messages.invalidInspectionId);
    }

    const line = { po: uniqueCode("PO"), style: uniqueCode("ROLE"), quantity: 50, date: "16/03/2031" };
    await importLines([line]);
    const created = await api("inspections", {
      method: "POST",
      ...asWho,
      body: { orderIds: [orderIdOf(line)] },
    });
    // The line is the whole of the import's lot: that inspection, keeping its number (200).
    expect(created.status).toBe(plans ? 200 : 403);

    const edited = await api(`inspections/${dkw.id}`, {
      method: "PUT",
      ...asWho,
      body: { level: "I" },
      headers: { "if-match": dkw.etag },
    });
    expect(edited.status).toBe(plans ? 200 : 403);
    const current = await getInspection(dkw.id);

    expect((await api(`inspections/sync/${current.id}`, { method: "PUT", ...asWho })).status).toBe(
      plans ? 200 : 403,
    );
    const latest = await getInspection(dkw.id);
    const deleted = await api(`inspections/${latest.id}`, {
      method: "DELETE",
      ...asWho,
      headers: { "if-match": latest.etag },
    });
    expect(deleted.status).toBe(plans ? 204 : 403);
  });

  it("answers 401 without a token", async () => {
    expect((await api("inspections")).status).toBe(401);
    expect((await api("inspections", { method: "POST", body: { orderIds: ["x"] } })).status).toBe(401);
  });

  it("answers 404 'Invalid inspection id' for unknown ids, and 400 for a path smuggled into one", async () => {
    for (const id of ["nope", "0123456789abcdef0123456789abcdef"]) {
      await expectError(
        await api(`inspections/${encodeURIComponent(id)}`, { token: token("planner") }),
        404,
        messages.invalidInspectionId,
      );
    }
    const smuggled = await api(`inspections/${encodeURIComponent("../users")}`, { token: token("planner") });
    expect(smuggled.status).toBe(400);
    expect(((await smuggled.json()) as { message: string }).message).toContain("params.inspectionId");
    await expectError(
      await api("inspections/0123456789abcdef0123456789abcdef", {
        method: "PUT",
        token: token("planner"),
        body: { level: "I" },
        headers: { "if-match": "x" },
      }),
      404,
      messages.invalidInspectionId,
    );
  });
});

describe("inspectors a planner may assign", () => {
  it.each(ROLES)("%s", async (who) => {
    const response = await api("inspectors", { token: token(who) });
    expect(response.status).toBe(PLANNERS.has(who) ? 200 : 403);
    if (!PLANNERS.has(who)) return;
    const inspectors = InspectorSchema.array().parse(await response.json());
    // The demo inspector is there; nobody of another role, and never the blocked or pending demo accounts.
    expect(inspectors.map((inspector) => inspector.id)).toContain(userId("inspector"));
    expect(inspectors.map((inspector) => inspector.id)).not.toContain(userId("planner"));
    expect(inspectors.find((inspector) => inspector.id === userId("inspector"))).toMatchObject({
      name: "Imran Hossain",
      locations: [{ id: "BD-DAC" }],
    });
  });
});

describe("creating an inspection from PO lines", () => {
  it("makes one lot of the selected lines: lot = sum of quantities, sample from the ISO table", async () => {
    const { lines, imported } = await twoLines([700, 500]);
    expect(imported).toHaveLength(2);
    const inspection = await createInspection(lines.map(orderIdOf));
    expect(inspection).toMatchObject({
      status: "CREATED",
      result: "Pending",
      clientDecision: "Under Review",
      level: "II",
      poQuantity: 1200,
      deliveryQuantity: null,
      inspector: null,
      inspectionDate: null,
      deliveryDate: "2031-03-14",
      poNumbers: lines.map((l) => l.po).sort(),
      allowedDefectsMaj: 5,
      allowedDefectsMin: 7,
      totalDefects: 0,
    });
    // 1,200 at level II: code letter J, 80 units (ISO 2859-1 Table 1 and 2-A).
    expect(inspection.plan).toMatchObject({ lotSize: 1200, codeLetter: "J", sampleSize: 80 });
    expect(inspection.inspectionNumber).toBe(inspection.id.slice(0, 10).toUpperCase());
    // A lot keeps its number: one of the import's two lots (the first made; made together, so the lower id)
    // grew to hold both lines; the other, left with none, is gone. The lines name the one kept.
    const [kept, gone] = [...imported].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(inspection.id).toBe(kept?.id);
    await expectError(await api(`inspections/${gone?.id}`, { token: token("planner") }), 404);
    for (const line of lines)
      expect(await orderOf(line)).toMatchObject({ inspectionId: inspection.id, status: "OPEN" });
  });

  it("keeps the import's inspection number when the selection is the import's lot (200)", async () => {
    const { lines, imported } = await twoLines([100, 250], "DKW", ["14/03/2031", "14/03/2031"]);
    const [lot] = imported;
    const response = await api("inspections", {
      method: "POST",
      token: token("planner"),
      body: { orderIds: lines.map(orderIdOf) },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const inspection = InspectionSchema.parse(await response.json());
    expect(inspection.inspectionNumber).toBe(lot?.inspectionNumber);
    expect(inspection.etag).toBe(lot?.etag);
    expect((await getInspection(lot?.id ?? "")).poNumbers).toEqual(lines.map((l) => l.po).sort());
  });

  it("answers the same inspection when the same selection comes again (200)", async () => {
    const { lines } = await twoLines();
    const first = await createInspection(lines.map(orderIdOf));
    const again = await api("inspections", {
      method: "POST",
      token: token("planner"),
      body: { orderIds: lines.map(orderIdOf).reverse() },
    });
    expect(again.status).toBe(200);
    expect(InspectionSchema.parse(await again.json()).id).toBe(first.id);
  });

  it("takes a line out of the CREATED inspection it was in, which keeps its other lines", async () => {
    const { lines, imported } = await twoLines([100, 250], "DKW", ["14/03/2031", "14/03/2031"]);
    const [grouped] = imported;
    expect(grouped?.plan.lotSize).toBe(350);
    const alone = await createInspection([orderIdOf(lines[1] as Line)]);
    expect(alone.plan.lotSize).toBe(250);
    const rest = await getInspection(grouped?.id ?? "");
    expect(rest).toMatchObject({
      poNumbers: [lines[0]?.po],
      poQuantity: 100,
      plan: { lotSize: 100, sampleSize: 20 },
    });
  });

  it("refuses lines of different styles or colours (400), unknown lines (400) and an empty selection", async () => {
    const a = { po: uniqueCode("PO"), style: uniqueCode("MIXA"), quantity: 10, date: "14/03/2031" };
    const b = { po: uniqueCode("PO"), style: uniqueCode("MIXB"), quantity: 10, date: "14/03/2031" };
    const c = { ...a, po: uniqueCode("PO"), colour: "099" };
    await importLines([a, b, c]);
    const post = (orderIds: string[]) =>
      api("inspections", { method: "POST", token: token("planner"), body: { orderIds } });
    await expectError(await post([orderIdOf(a), orderIdOf(b)]), 400, /one style and colour/);
    await expectError(await post([orderIdOf(a), orderIdOf(c)]), 400, /one style and colour/);
    await expectError(await post([orderIdOf(a), "NOPE~NOPE~001"]), 400, /Unknown PO line: NOPE~NOPE~001/);
    await expectError(await post([]), 400);
  });

  it("refuses lines already in a planned inspection (409)", async () => {
    const { lines } = await twoLines();
    const inspection = await planned(await createInspection(lines.map(orderIdOf)));
    expect(inspection.status).toBe("PLANNED");
    const again = await api("inspections", {
      method: "POST",
      token: token("planner"),
      body: { orderIds: [orderIdOf(lines[0] as Line)] },
    });
    await expectError(again, 409, /which is PLANNED/);
  });
});

describe("editing an inspection", () => {
  it("recomputes the plan on the server when the level, delivery quantity or PO quantity changes", async () => {
    const { lines } = await twoLines([700, 500]);
    const inspection = await createInspection(lines.map(orderIdOf));
    let response = await updateInspection(inspection, { level: "I" });
    expect(response.status).toBe(200);
    let edited = InspectionSchema.parse(await response.json());
    expect(edited.plan).toMatchObject({ level: "I", lotSize: 1200, sampleSize: 32, codeLetter: "G" });
    expect(edited.etag).not.toBe(inspection.etag);

    response = await updateInspection(edited, { deliveryQuantity: 3300 });
    edited = InspectionSchema.parse(await response.json());
    expect(edited).toMatchObject({
      deliveryQuantity: 3300,
      poQuantity: 1200,
      plan: { lotSize: 3300, sampleSize: 80, codeLetter: "J" },
    });

    response = await updateInspection(edited, { deliveryQuantity: null, poQuantity: 90, level: "II" });
    edited = InspectionSchema.parse(await response.json());
    // 90 at II is E (13), where AQL 2.5 points down to F: 20 units.
    expect(edited.plan).toMatchObject({ lotSize: 90, sampleSize: 20, codeLetter: "F", level: "II" });
  });

  it("ignores plan numbers a client sends: unknown fields are refused", async () => {
    const inspection = await oneInspection();
    await expectError(await updateInspection(inspection, { plan: { sampleSize: 1 } }), 400);
    await expectError(await updateInspection(inspection, { sampleSize: 1 }), 400);
  });

  it("plans a CREATED inspection once it has an inspector and a date; its lines become IN_INSPECTION", async () => {
    const style = uniqueCode("PLAN");
    const line = { po: uniqueCode("PO"), style, quantity: 120, date: "16/03/2031" };
    const [inspection] = (await importLines([line])).inspectionList;
    if (!inspection) throw new Error("no inspection");
    let response = await updateInspection(inspection, { inspectorId: userId("inspector") });
    let edited = InspectionSchema.parse(await response.json());
    expect(edited).toMatchObject({
      status: "CREATED",
      inspector: { id: userId("inspector"), name: "Imran Hossain" },
    });
    response = await updateInspection(edited, { inspectionDate: "2031-03-18", controlPointId: "UK-DC" });
    edited = InspectionSchema.parse(await response.json());
    expect(edited).toMatchObject({
      status: "PLANNED",
      inspectionDate: "2031-03-18",
      controlPoint: { id: "UK-DC", name: "UK DC (goods-in)" },
    });
    expect(await orderOf(line)).toMatchObject({ status: "IN_INSPECTION", inspectionId: inspection.id });

    // A planned inspection keeps an inspector and a date: PLANNED → CREATED is not a move of the lifecycle.
    await expectError(
      await updateInspection(edited, { inspectorId: null }),
      409,
      "Cannot move an inspection from PLANNED to CREATED.",
    );
    // Another inspector is fine.
    response = await updateInspection(edited, {
      submissionNumber: "SUB-1",
      sampleReceivedDate: "2031-03-17",
    });
    expect(InspectionSchema.parse(await response.json())).toMatchObject({
      submissionNumber: "SUB-1",
      sampleReceivedDate: "2031-03-17",
    });
  });

  it("assigns only approved, active inspectors and known control points (400)", async () => {
    const inspection = await oneInspection();
    for (const inspectorId of [userId("planner"), userId("supplier"), "no-such-user"]) {
      const body = await expectError(await updateInspection(inspection, { inspectorId }), 400);
      expect(body.errors).toEqual([{ field: "body.inspectorId", message: "is not an approved inspector" }]);
    }
    await expectError(await updateInspection(inspection, { controlPointId: "MOON" }), 400);
    await expectError(await updateInspection(inspection, { inspectionDate: "2031-02-30" }), 400);
  });

  it("answers 'No changes detected.' when nothing would change", async () => {
    const inspection = await oneInspection();
    await expectError(await updateInspection(inspection, {}), 400, messages.noChangesDetected);
    await expectError(await updateInspection(inspection, { level: "II" }), 400, messages.noChangesDetected);
  });

  it("needs the etag read: 428 without, 412 when stale", async () => {
    const inspection = await oneInspection();
    const noEtag = await api(`inspections/${inspection.id}`, {
      method: "PUT",
      token: token("planner"),
      body: { level: "I" },
    });
    expect(noEtag.status).toBe(428);
    expect((await updateInspection(inspection, { level: "I" })).status).toBe(200);
    await expectError(
      await updateInspection(inspection, { level: "III" }),
      412,
      messages.inspectionChangedElsewhere,
    );
  });

  it("lets one of two concurrent writers with the same etag win; the other gets 412", async () => {
    const inspection = await oneInspection();
    const [a, b] = await Promise.all([
      updateInspection(inspection, { level: "I" }),
      updateInspection(inspection, { level: "III" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 412]);
  });

  it("refuses planning edits once the inspection has started (409); records until it is finished", async () => {
    const inspection = await planned(await oneInspection());
    await forceStatus(inspection.id, "STARTED");
    const started = await getInspection(inspection.id);
    await expectError(await updateInspection(started, { level: "I" }), 409, /that is STARTED/);
    await expectError(await updateInspection(started, { inspectionDate: "2031-03-20" }), 409);
    expect((await updateInspection(started, { submissionNumber: "S-9" })).status).toBe(200);
    await forceStatus(inspection.id, "FINISHED");
    const finished = await getInspection(inspection.id);
    await expectError(await updateInspection(finished, { submissionNumber: "S-10" }), 409, /FINISHED/);
  });
});

describe("deleting an inspection", () => {
  const remove = (inspection: Inspection) =>
    api(`inspections/${inspection.id}`, {
      method: "DELETE",
      token: token("planner"),
      headers: { "if-match": inspection.etag },
    });

  it("deletes a CREATED or PLANNED one and frees its lines back to OPEN", async () => {
    for (const plan of [false, true]) {
      const { lines } = await twoLines();
      let inspection = await createInspection(lines.map(orderIdOf));
      if (plan) inspection = await planned(inspection);
      expect((await remove(inspection)).status).toBe(204);
      await expectError(await api(`inspections/${inspection.id}`, { token: token("planner") }), 404);
      for (const line of lines)
        expect(await orderOf(line)).toMatchObject({ status: "OPEN", inspectionId: null });
    }
  });

  it("a deleted inspection stays deleted when its file is imported again, and the import says so", async () => {
    const style = uniqueCode("DEL");
    const lines: Line[] = [
      { po: uniqueCode("PO"), style, quantity: 100, date: "14/03/2031" },
      { po: uniqueCode("PO"), style, quantity: 250, date: "14/03/2031" },
    ];
    const [lot] = (await importLines(lines)).inspectionList;
    if (!lot) throw new Error("the import made no inspection");
    expect((await remove(lot)).status).toBe(204);
    const again = await importLines(lines);
    expect(again.inspections).toEqual({ created: 0, updated: 0, unchanged: 0, removed: 0 });
    expect(again.keptAsPlanned).toBe(2);
    expect(again.inspectionList).toEqual([]);
    await expectError(await api(`inspections/${lot.id}`, { token: token("planner") }), 404);
    for (const line of lines)
      expect(await orderOf(line)).toMatchObject({ status: "OPEN", inspectionId: null });
    // A changed quantity in a later file still reaches the line, which stays out of any lot.
    await importLines([{ ...(lines[0] as Line), quantity: 180 }]);
    expect(await orderOf(lines[0] as Line)).toMatchObject({ quantity: 180, inspectionId: null });
  });

  it.each(["STARTED", "PAUSED", "FINISHED", "CLOSED"] as const)(
    "refuses to delete a %s one (409)",
    async (status) => {
      const inspection = await planned(await oneInspection());
      await forceStatus(inspection.id, status);
      const current = await getInspection(inspection.id);
      await expectError(await remove(current), 409, new RegExp(`that is ${status}`));
    },
  );

  it("needs the etag read (428, 412)", async () => {
    const inspection = await oneInspection();
    expect(
      (await api(`inspections/${inspection.id}`, { method: "DELETE", token: token("planner") })).status,
    ).toBe(428);
    await expectError(await remove({ ...inspection, etag: '"stale"' }), 412);
  });
});

describe("syncing an inspection with its PO lines", () => {
  it("re-derives PO quantity, lot and plan from the lines as they are now", async () => {
    const { lines } = await twoLines([700, 500]);
    const inspection = await createInspection(lines.map(orderIdOf));
    const sync = () => api(`inspections/sync/${inspection.id}`, { method: "PUT", token: token("planner") });
    let result = SyncInspectionResultSchema.parse(await (await sync()).json());
    expect(result.changed).toBe(false);

    // A line's quantity corrected at the source (as a later import would for its own lines).
    const orders = services().orders;
    const [order] = await orders.getByKeys([
      { id: orderIdOf(lines[0] as Line), partitionKey: `${TENANT}|2031-03` },
    ]);
    if (!order) throw new Error("no order");
    await orders.replace({ ...order, quantity: 2800 }, order._etag ?? "");
    result = SyncInspectionResultSchema.parse(await (await sync()).json());
    expect(result.changed).toBe(true);
    expect(result.inspection).toMatchObject({ poQuantity: 3300, plan: { lotSize: 3300, sampleSize: 200 } });
  });

  it("refuses to sync a started inspection (409)", async () => {
    const inspection = await planned(await oneInspection());
    await forceStatus(inspection.id, "STARTED");
    await expectError(
      await api(`inspections/sync/${inspection.id}`, { method: "PUT", token: token("planner") }),
      409,
      /STARTED/,
    );
  });
});

describe("Manage Inspections list", () => {
  it("refuses an unknown inspection type with the spec's message", async () => {
    const body = await expectError(
      await api("inspections?type=Spot%20check", { token: token("planner") }),
      400,
    );
    expect(body.errors).toEqual([{ field: "query.type", message: messages.invalidInspectionType }]);
    const ok = await listInspections({
      from: "2031-03-01",
      to: "2031-03-31",
      type: "DC Inspection",
      pageSize: "5",
    });
    expect(ok.items.every((i) => i.type === "DC Inspection")).toBe(true);
  });

  it("validates the date range with the spec's message", async () => {
    const response = await api("inspections?from=2031-03-15&to=2031-03-14", { token: token("planner") });
    const body = await expectError(response, 400);
    expect(body.errors).toEqual([{ field: "query.from", message: messages.invalidDateRange }]);
  });

  it("filters by date range, status, supplier and search; sorts by date then id", async () => {
    const { style, lines } = await twoLines([100, 200]);
    const ant = await twoLines([300, 400], "ANT");
    const march = { from: "2031-03-01", to: "2031-03-31" };
    const all = await listInspections({ ...march, search: style.toLowerCase() });
    expect(all.items.map((i) => i.deliveryDate)).toEqual(["2031-03-14", "2031-03-15"]);
    const onDay = await listInspections({ from: "2031-03-15", to: "2031-03-15", search: style });
    expect(onDay.items.map((i) => i.poNumbers)).toEqual([[lines[1]?.po]]);
    const byPo = await listInspections({ ...march, search: lines[0]?.po ?? "" });
    expect(byPo.items).toHaveLength(1);
    const byNumber = await listInspections({
      ...march,
      search: byPo.items[0]?.inspectionNumber.toLowerCase() ?? "",
    });
    expect(byNumber.items.map((i) => i.id)).toEqual([byPo.items[0]?.id]);
    const antOnly = await listInspections({ ...march, search: ant.style, supplierId: "SUP-ANT" });
    expect(antOnly.items).toHaveLength(2);
    const none = await listInspections({ ...march, search: ant.style, supplierId: "SUP-DKW" });
    expect(none.items).toHaveLength(0);
    const first = all.items[0] as Inspection;
    await planned(first);
    const plannedOnly = await listInspections({ ...march, search: style, status: "PLANNED" });
    expect(plannedOnly.items.map((i) => i.id)).toEqual([first.id]);
    const pending = await listInspections({ ...march, search: style, result: "Pending" });
    expect(pending.items).toHaveLength(2);
    const byLot = await listInspections({ ...march, search: style, sortKey: "lotSize", sortOrder: "-1" });
    expect(byLot.items.map((i) => i.plan.lotSize)).toEqual([200, 100]);
    // By inspection date: the planned one on the 17th, the other on its delivery date (15th).
    const byInspection = await listInspections({
      from: "2031-03-17",
      to: "2031-03-17",
      dateField: "inspectionDate",
      search: style,
    });
    expect(byInspection.items.map((i) => i.id)).toEqual([first.id]);
  });

  it("pages with continuation tokens, without duplicates, across months", async () => {
    const style = uniqueCode("PAGE");
    const dates = [
      "26/04/2031",
      "27/04/2031",
      "28/04/2031",
      "29/04/2031",
      "30/04/2031",
      "01/05/2031",
      "02/05/2031",
    ];
    const lines: Line[] = dates.map((date, i) => ({ po: uniqueCode("PO"), style, quantity: 10 + i, date }));
    await importLines(lines);
    for (const range of [
      { from: "2031-04-01", to: "2031-05-31" },
      { from: "2031-04-01", to: "2031-04-30" },
    ]) {
      const listed = await everyPage(3, (page) => listInspections({ ...range, search: style, ...page }), 10);
      const seen = listed.map((i) => i.id);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toHaveLength(range.to === "2031-05-31" ? 7 : 5);
    }
  });

  it("refuses a continuation token sent with other filters (400)", async () => {
    const style = uniqueCode("TOK");
    await importLines(
      [10, 11, 12].map((quantity, i) => ({ po: uniqueCode("PO"), style, quantity, date: `1${i}/03/2031` })),
    );
    const page = await listInspections({
      from: "2031-03-01",
      to: "2031-03-31",
      search: style,
      pageSize: "1",
    });
    expect(page.continuationToken).toBeTruthy();
    const other = await api(
      `inspections?${new URLSearchParams({ from: "2031-03-01", to: "2031-03-31", search: style, pageSize: "1", sortKey: "lotSize", continuationToken: page.continuationToken ?? "" })}`,
      { token: token("planner") },
    );
    await expectError(other, 400, /continuation token/);
    await expectError(
      await api("inspections?continuationToken=garbage", { token: token("planner") }),
      400,
      /continuation token/,
    );
  });

  it("shows a supplier only its supplier's inspections, and an inspector only those assigned", async () => {
    const dkw = await twoLines([10, 20], "DKW");
    const ant = await twoLines([10, 20], "ANT");
    const range = { from: "2031-03-01", to: "2031-03-31" };
    expect((await listInspections({ ...range, search: dkw.style }, "supplier")).items).toHaveLength(2);
    expect((await listInspections({ ...range, search: ant.style }, "supplier")).items).toHaveLength(0);
    const supplierWide = await listInspections({ ...range, pageSize: "100" }, "supplier");
    expect(supplierWide.items.every((i) => i.supplier.id === "SUP-DKW")).toBe(true);

    expect((await listInspections({ ...range, search: dkw.style }, "inspector")).items).toHaveLength(0);
    const assigned = await planned(await getInspection(dkw.imported[0]?.id ?? ""));
    const mine = await listInspections({ ...range, search: dkw.style }, "inspector");
    expect(mine.items.map((i) => i.id)).toEqual([assigned.id]);
    expect((await getInspection(assigned.id, "inspector")).id).toBe(assigned.id);
    expect((await listInspections({ ...range, search: ant.style }, "manager")).items).toHaveLength(2);
  });

  it("gives an inspector their plan: only their inspections, by inspection date, with the plan columns", async () => {
    const { imported, style } = await twoLines([700, 500]);
    const [a, b] = imported;
    if (!a || !b) throw new Error("no inspections");
    await planned(a);
    const plan = async (who: "inspector" | "planner") => {
      const response = await api(
        `inspections?${new URLSearchParams({ context: "planningApp", from: "2031-03-17", to: "2031-03-17", search: style })}`,
        { token: token(who) },
      );
      expect(response.status).toBe(200);
      return PlanPageSchema.parse(await response.json());
    };
    const mine = await plan("inspector");
    expect(mine.items).toEqual([
      expect.objectContaining({
        id: a.id,
        day: "2031-03-17",
        styleCode: style,
        orderQuantity: 700,
        sampleSize: 80,
        allowedDefectsMaj: 5,
        allowedDefectsMin: 7,
        status: "PLANNED",
        inspector: "Imran Hossain",
        supplierName: "Dhaka Knitwear Ltd",
        centreId: "UDC-BFD",
      }),
    ]);
    // A planner's own plan has nothing assigned to them.
    expect((await plan("planner")).items).toHaveLength(0);
  });
});

/**
 * The inspector's plan (spec §3 "Plan columns") on its own route, GET /api/inspection-plan, and on the spec's
 * spelling, GET /api/inspections?context=planningApp, kept as a legacy alias: both answer the same plan, and
 * each caller only their own assignments. The inspections are planned on days no other test uses.
 */
const DAY = "2037-05-12";
const LATER = "2037-05-13";

/** Every row of a plan, page after page (each path's continuation tokens are its own). */
async function wholePlan(path: "inspection-plan" | "inspections", query: Record<string, string>, as: string) {
  return everyPage(1, async (page) => {
    const search = new URLSearchParams({
      ...(path === "inspections" ? { context: "planningApp" } : {}),
      ...query,
      ...page,
    });
    const response = await api(`${path}?${search}`, { token: as });
    expect(response.status, await response.clone().text()).toBe(200);
    return PlanPageSchema.parse(await response.json());
  });
}

describe("the inspector's plan, on its route and its legacy spelling", () => {
  let inspectorToken: string;
  let otherInspectorToken: string;
  /** The demo inspector's lots on DAY (two) and LATER (one), and another inspector's lot on DAY. */
  let mine: Inspection[];
  let later: Inspection;
  let theirs: Inspection;

  beforeAll(async () => {
    inspectorToken = token("inspector");
    const email = `${uniqueCode("plan-inspector")}@inspection-plan.example`;
    const other = await services().users.create(TENANT, {
      name: "Plan Other Inspector",
      email,
      role: "INSPECTOR",
      platform: 3,
      locations: [],
    });
    otherInspectorToken = (await signIn(email)).accessToken;

    const styles = [uniqueCode("PLA"), uniqueCode("PLB"), uniqueCode("PLC"), uniqueCode("PLD")];
    const { inspectionList } = await importLines(
      styles.map((style, index) => ({
        po: uniqueCode("PO"),
        style,
        quantity: 300 + index * 400,
        date: "12/05/2037",
      })),
    );
    const assign = async (style: string | undefined, inspectorId: string, inspectionDate: string) => {
      const lot = inspectionList.find((inspection) => inspection.product.styleCode === style);
      if (!lot) throw new Error(`The import made no inspection for ${style}`);
      const response = await updateInspection(lot, { inspectorId, inspectionDate });
      expect(response.status, await response.clone().text()).toBe(200);
      return InspectionSchema.parse(await response.json());
    };
    mine = [
      await assign(styles[0], userId("inspector"), DAY),
      await assign(styles[1], userId("inspector"), DAY),
    ];
    later = await assign(styles[2], userId("inspector"), LATER);
    theirs = await assign(styles[3], other.id, DAY);
  });

  it("answers the same plan on both paths: the caller's own inspections, by inspection date, as plan rows", async () => {
    const range = { from: DAY, to: LATER };
    const plan = await wholePlan("inspection-plan", range, inspectorToken);
    expect(plan).toEqual(await wholePlan("inspections", range, inspectorToken));
    // By inspection date, then id; another inspector's lot on the same day is not in it.
    const byId = [...mine].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(plan.map((row) => [row.day, row.id])).toEqual([
      ...byId.map((lot) => [DAY, lot.id]),
      [LATER, later.id],
    ]);
    expect(plan[0]).toMatchObject({
      styleCode: byId[0]?.product.styleCode,
      inspectionNumber: byId[0]?.inspectionNumber,
      sampleSize: byId[0]?.plan.sampleSize,
      allowedDefectsMaj: byId[0]?.plan.major.accept,
      inspector: "Imran Hossain",
      status: "PLANNED",
    });

    // The other inspector's plan that day is their lot alone, on either path.
    const day = { from: DAY, to: DAY };
    const otherPlan = await wholePlan("inspection-plan", day, otherInspectorToken);
    expect(otherPlan.map((row) => row.id)).toEqual([theirs.id]);
    expect(await wholePlan("inspections", day, otherInspectorToken)).toEqual(otherPlan);
  });

  it("gives every other role its own assignments only, refuses callers without a token, and the list's filters", async () => {
    // A planner sees every lot in Manage Inspections, but has none assigned: their plan is empty on both paths.
    const day = { from: DAY, to: DAY };
    expect(await wholePlan("inspection-plan", day, token("planner"))).toEqual([]);
    expect(await wholePlan("inspections", day, token("planner"))).toEqual([]);

    await expectError(await api(`inspection-plan?from=${DAY}&to=${DAY}`), 401);
    await expectError(await api(`inspections?context=planningApp&from=${DAY}&to=${DAY}`), 401);

    // The plan takes a page and a range of days; the range is checked as the list checks it.
    const backwards = await expectError(
      await api(`inspection-plan?from=${LATER}&to=${DAY}`, { token: inspectorToken }),
      400,
    );
    expect(backwards.errors).toEqual([{ field: "query.from", message: messages.invalidDateRange }]);
    const filtered = await expectError(
      await api(`inspection-plan?from=${DAY}&to=${DAY}&search=PLA`, { token: inspectorToken }),
      400,
    );
    expect(filtered.errors).toEqual([{ field: "query.search", message: "is not a known field" }]);
  });
});
