import { describe, expect, it } from "vitest";
import type { PlanRow } from "@aql-portal/shared";
import { ApiRequestError } from "../../../lib/api-client";
import { memoryStore } from "../../../lib/tablet-store";
import { inspectionDetail } from "../../../testing/inspection-fixtures";
import { ShiftPreparation, type ShiftSources } from "./prepare-shift";

const row = (id: string, status: PlanRow["status"]) => ({ id, status }) as PlanRow;

function sources(change: Partial<ShiftSources> = {}) {
  const kept: string[] = [];
  const charts: string[] = [];
  const all: ShiftSources = {
    readPlan: async () => [
      row("a", "PLANNED"),
      row("b", "PAUSED"),
      row("c", "FINISHED"),
      row("d", "STARTED"),
    ],
    keepInspection: async (id) => {
      kept.push(id);
      return inspectionDetail({ id, product: { ...inspectionDetail().product, id: `style-${id}` } });
    },
    readSizeChart: async (productId) => void charts.push(productId),
    readLists: async () => undefined,
    keepAppCode: async () => 37,
    persist: async () => true,
    ...change,
  };
  return { all, kept, charts };
}

describe("getting the tablet ready for a shift", () => {
  it("keeps the day's inspections still to work on, their size charts and the app's code, and remembers when", async () => {
    const { all, kept, charts } = sources();
    const store = memoryStore();
    const preparation = new ShiftPreparation(all, store);
    await preparation.run(true);
    expect(kept).toEqual(["a", "b", "d"]);
    expect(charts).toEqual(["style-a", "style-b", "style-d"]);
    expect(preparation.getSnapshot()).toMatchObject({
      kind: "ready",
      last: { inspections: 3, appFiles: 37 },
    });

    // The page loaded again without a connection: what was kept, and when, still reads.
    const offline = new ShiftPreparation(all, store);
    await offline.run(false);
    expect(offline.getSnapshot()).toMatchObject({ kind: "offline", last: { inspections: 3 } });
  });

  it("says why it could not get ready, keeps what was kept before, and tries again when asked online", async () => {
    const store = memoryStore();
    await new ShiftPreparation(sources().all, store).run(true);
    let down = true;
    const flaky = sources({
      readPlan: async () => {
        if (down) throw new ApiRequestError(0, "No connection");
        return [row("a", "PLANNED")];
      },
    });
    const preparation = new ShiftPreparation(flaky.all, store);
    await preparation.run(true);
    expect(preparation.getSnapshot()).toMatchObject({
      kind: "failed",
      message: "No connection",
      last: { inspections: 3 },
    });
    down = false;
    await preparation.run(true);
    expect(preparation.getSnapshot()).toMatchObject({ kind: "ready", last: { inspections: 1 } });
    // Once ready in this page load, it does not read everything again.
    await preparation.run(true);
    expect(flaky.kept).toEqual(["a"]);
  });
});
