import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messages, type PlanRow } from "@aql-portal/shared";
import { ApiRequestError } from "./api-client";
import { readPlanPage } from "./inspection-plan";
import { memoryStore } from "./tablet-store";

/** A plan row as GET /api/inspection-plan answers it. */
const row = (id: string, day: string): PlanRow => ({
  id,
  day,
  inspectionName: `${id} Navy – DC Inspection`,
  inspectionDate: day,
  centreId: "UDC-BFD",
  centreName: "Bradford",
  inspectionNumber: id.toUpperCase(),
  supplierName: "Dhaka Knitwear Ltd",
  seasonCode: "AW26",
  poNumbers: ["PO-1"],
  styleCode: id,
  styleName: "Crew neck jumper",
  hasSizeChart: true,
  colour: "Navy",
  orderQuantity: 1200,
  level: "II",
  sampleSize: 80,
  allowedDefectsMaj: 5,
  allowedDefectsMin: 7,
  totalDefects: 0,
  status: "PLANNED",
  result: "Pending",
  inspector: "Imran Hossain",
  customerName: "Demo Retail",
});

const fetchMock = vi.fn<typeof fetch>();
const answer = (items: PlanRow[]) =>
  Promise.resolve(new Response(JSON.stringify({ items }), { status: 200 }));
const offline = () => Promise.reject(new TypeError("Failed to fetch"));

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("localStorage", { getItem: () => null });
  fetchMock.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the plan kept on the tablet", () => {
  it("answers the rows of a range from what was read online when the server cannot be reached", async () => {
    const store = memoryStore();
    fetchMock.mockImplementationOnce(() =>
      answer([row("b", "2026-11-26"), row("a", "2026-11-25"), row("c", "2026-11-27")]),
    );
    await readPlanPage({ from: "2026-11-25", to: "2026-11-27" }, null, store);

    fetchMock.mockImplementation(offline);
    const today = await readPlanPage({ from: "2026-11-26", to: "2026-11-27" }, null, store);
    expect(today.items.map((kept) => kept.id)).toEqual(["b", "c"]);
    expect(today.continuationToken).toBeUndefined();
  });

  it("forgets a row that left a range answered whole (reassigned), and keeps other days' rows", async () => {
    const store = memoryStore();
    fetchMock.mockImplementationOnce(() => answer([row("a", "2026-11-25"), row("b", "2026-11-26")]));
    await readPlanPage({ from: "2026-11-25", to: "2026-11-26" }, null, store);
    fetchMock.mockImplementationOnce(() => answer([]));
    await readPlanPage({ from: "2026-11-26", to: "2026-11-26" }, null, store);

    fetchMock.mockImplementation(offline);
    const kept = await readPlanPage({ from: "2026-11-20", to: "2026-11-30" }, null, store);
    expect(kept.items.map((item) => item.id)).toEqual(["a"]);
  });

  it("fails as before when nothing was kept, or for a later page", async () => {
    const store = memoryStore();
    fetchMock.mockImplementation(offline);
    const range = { from: "2026-11-25", to: "2026-11-26" };
    await expect(readPlanPage(range, null, store)).rejects.toMatchObject({ status: 0 });
    fetchMock.mockImplementationOnce(() => answer([row("a", "2026-11-25")]));
    await readPlanPage(range, null, store);
    await expect(readPlanPage(range, "next-page", store)).rejects.toEqual(
      new ApiRequestError(0, messages.cannotConnect),
    );
  });
});
