import {
  CarListSchema,
  CorrectiveActionSchema,
  SupplierAnalysisSchema,
  isCarFinal,
  type CorrectiveAction,
  type InspectionDetail,
} from "@aql-portal/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { newPerson, signInAll, token, uniqueCode, type Caller, type Person } from "../support/demo";
import {
  defect,
  detailOf,
  expectError,
  localDay,
  moved,
  planForInspector,
  read,
  saveWork,
} from "../support/inspections";
import { api, sendFile } from "../support/sign-in";
import { TEST_SUPPLIERS } from "../support/test-suppliers";

/**
 * Corrective action requests on the real stack (docs/decisions/corrective-actions.md): every move by the wrong
 * person is 403 and in the wrong state 409, a supplier reaches neither another supplier's CAR nor its evidence,
 * bad input names its field and leaves nothing behind, and the lists and the supplier analysis count the same.
 * The lots fail for this file's own supplier (support/test-suppliers.ts), answered by its own user.
 */
const SUPPLIER = TEST_SUPPLIERS.carApi;
const SUPPLIER_ID = `SUP-${SUPPLIER}`;

let inspector: Person;
let supplier: Person;

beforeAll(async () => {
  await signInAll();
  inspector = await newPerson("INSPECTOR", "CAR API Inspector");
  supplier = await newPerson("SUPPLIER", "CAR API Supplier", SUPPLIER_ID);
});

/** A lot of `style` failed today on six holes (major), by this file's inspector. */
async function failedLot(style = uniqueCode("CAR")): Promise<InspectionDetail> {
  const [planned] = await planForInspector(
    [{ style, quantity: 1200, inspectionDay: 0, supplier: SUPPLIER }],
    inspector,
  );
  if (!planned) throw new Error("No lot was planned");
  const running = await moved(planned, "start", inspector);
  await detailOf(await saveWork(running, { defects: [defect("FAB01", "MAJOR", 6)] }, inspector));
  return moved(await read(running.id, inspector), "finish", inspector);
}

const car = async (response: Response, status = 200): Promise<CorrectiveAction> => {
  expect(response.status, await response.clone().text()).toBe(status);
  return CorrectiveActionSchema.parse(await response.json());
};

const raiseOn = (lot: InspectionDetail, who: Caller = "reviewer", fields: Record<string, unknown> = {}) =>
  api("corrective-actions", {
    method: "POST",
    token: token(who),
    body: {
      inspectionIds: [lot.id],
      defects: lot.work.defects.map((entry) => `${lot.id}~${entry.id}`),
      request: "Find why the fabric holes appear and stop them.",
      dueDate: localDay(14),
      ...fields,
    },
  });

const ANSWER = {
  rootCause: "machine",
  rootCauseText: "Worn needle plates.",
  correctiveAction: "Lot sorted.",
  correctiveBy: localDay(3),
  preventiveAction: "Plates checked every shift.",
  preventiveBy: localDay(7),
};

const answerAs = (who: Caller, target: CorrectiveAction, body: Record<string, unknown> = ANSWER) =>
  api(`corrective-actions/${target.id}/answer`, {
    method: "PUT",
    token: token(who),
    headers: { "if-match": target.etag },
    body,
  });

const reviewAs = (who: Caller, target: CorrectiveAction, action: string, comment?: string) =>
  api(`corrective-actions/${target.id}/review`, {
    method: "PUT",
    token: token(who),
    headers: { "if-match": target.etag },
    body: { action, ...(comment ? { comment } : {}) },
  });

const get = (who: Caller, id: string) => api(`corrective-actions/${id}`, { token: token(who) });

const evidence = (who: Caller, target: CorrectiveAction, content: Uint8Array | string, name: string) =>
  sendFile(
    `corrective-actions/${target.id}/evidence/${crypto.randomUUID()}`,
    { content, name },
    {
      method: "PUT",
      token: token(who),
    },
  );

const PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n",
);

describe("corrective action requests on the real stack", () => {
  it("lets only reviewers, client managers and administrators raise, and names a bad field", async () => {
    const lot = await failedLot();
    await expectError(await raiseOn(lot, supplier), 403);
    await expectError(await raiseOn(lot, "planner"), 403);
    await expectError(await raiseOn(lot, inspector), 403);
    const past = await expectError(await raiseOn(lot, "reviewer", { dueDate: localDay(-1) }), 400);
    expect(past.errors).toEqual([{ field: "body.dueDate", message: "must be today or later" }]);
    const list = CarListSchema.parse(
      await (await api(`corrective-actions?supplierId=${SUPPLIER_ID}`, { token: token("reviewer") })).json(),
    );
    expect(list.items.filter((item) => item.inspections.some((l) => l.id === lot.id))).toEqual([]);
    const raised = await car(await raiseOn(lot, "manager"), 201);
    expect(raised).toMatchObject({
      status: "open",
      supplier: { id: SUPPLIER_ID },
      owner: { name: "Megan Clarke" },
    });
  });

  it("answers each move by the wrong person 403, in the wrong state 409, and a stale read 412", async () => {
    const raised = await car(await raiseOn(await failedLot()), 201);
    await expectError(await answerAs("reviewer", raised), 403);
    // The demo supplier is another supplier: the CAR is not there for it.
    await expectError(await answerAs("supplier", raised), 404);
    await expectError(await reviewAs(supplier, raised, "accept"), 403);
    await expectError(await reviewAs("planner", raised, "close", "No."), 403);
    await expectError(
      await reviewAs("reviewer", raised, "accept"),
      409,
      /^CAR-\d{4} is open: it cannot be accepted now\.$/,
    );

    const noCause = await expectError(
      await answerAs(supplier, raised, { ...ANSWER, rootCause: undefined }),
      400,
    );
    expect(noCause.errors).toContainEqual(expect.objectContaining({ field: "body.rootCause" }) as unknown);
    expect((await car(await get(supplier, raised.id))).status).toBe("open");

    const answered = await car(await answerAs(supplier, raised));
    await expectError(await answerAs(supplier, raised), 412);
    await expectError(await answerAs(supplier, answered), 409);
    await expectError(await reviewAs("reviewer", answered, "send-back"), 400);
    const sentBack = await car(
      await reviewAs("reviewer", answered, "send-back", "Say who checks the plates."),
    );
    const again = await car(await answerAs(supplier, sentBack));
    const accepted = await car(await reviewAs("manager", again, "accept"));
    expect(accepted.history.map((event) => event.to)).toEqual([
      "open",
      "answered",
      "sent-back",
      "answered",
      "accepted",
    ]);
    await expectError(await reviewAs("manager", accepted, "send-back", "Too late."), 409);
  });

  it("keeps a supplier from another supplier's CAR and its evidence; refuses a file too big or not a photo or PDF", async () => {
    const raised = await car(await raiseOn(await failedLot()), 201);
    const added = await evidence(supplier, raised, PDF, "procedure.pdf");
    expect(added.status, await added.clone().text()).toBe(201);
    await expectError(await evidence(supplier, raised, "<html></html>", "fake.pdf"), 415);
    await expectError(
      await evidence(supplier, raised, new Uint8Array(10 * 1024 * 1024 + 1), "huge.jpg"),
      413,
    );
    await expectError(await evidence("supplier", raised, PDF, "other.pdf"), 404);
    await expectError(await evidence("reviewer", raised, PDF, "reviewer.pdf"), 403);

    const own = await car(await get(supplier, raised.id));
    expect(own.evidence.map((file) => file.fileName)).toEqual(["procedure.pdf"]);
    const link = own.evidence[0]?.url ?? "";
    expect((await fetch(link)).status).toBe(200);
    await expectError(await get("supplier", raised.id), 404);
    const theirs = CarListSchema.parse(
      await (await api("corrective-actions", { token: token("supplier") })).json(),
    );
    expect(theirs.items.some((item) => item.id === raised.id)).toBe(false);
    expect(theirs.items.every((item) => item.supplier.id !== SUPPLIER_ID)).toBe(true);
  });

  it("counts the same open and overdue CARs in the list and in the supplier analysis", async () => {
    await car(await raiseOn(await failedLot()), 201);
    const list = CarListSchema.parse(
      await (await api(`corrective-actions?supplierId=${SUPPLIER_ID}`, { token: token("manager") })).json(),
    );
    const overdue = CarListSchema.parse(
      await (
        await api(`corrective-actions?supplierId=${SUPPLIER_ID}&status=overdue`, { token: token("manager") })
      ).json(),
    );
    const analysis = await api(
      `analytics/suppliers?from=${localDay(-30)}&to=${localDay()}&supplierId=${SUPPLIER_ID}`,
      { token: token("manager") },
    );
    expect(analysis.status, await analysis.clone().text()).toBe(200);
    const figures = SupplierAnalysisSchema.parse(await analysis.json()).correctiveActions[SUPPLIER_ID];
    expect(figures?.open).toBe(list.items.filter((item) => !isCarFinal(item.status)).length);
    expect(figures?.open).toBeGreaterThan(0);
    expect(figures?.overdue).toBe(overdue.items.length);
    expect(figures?.overdue).toBe(list.overdue);
  });
});
