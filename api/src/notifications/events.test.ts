import { INITIAL_CLIENT_DECISION } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { inspectionEvents } from "./events";

/** Which changes of an inspection tell people of what (docs/decisions/notifications.md). */
describe("an inspection's events", () => {
  const by = { id: "manager-1", name: "Megan Clarke" };
  const lot = {
    id: "3b220b4ec4e806e9a44c6d4a6bc8e10c",
    product: { id: "T19-0452", styleCode: "T19-0452", styleName: "Jumper", hasSizeChart: false },
    supplier: { id: "SUP-DKW", name: "Dhaka Knitwear Ltd" },
    result: "Fail" as "Fail" | "Pass",
    inspector: { id: "inspector-1", name: "Imran Hossain" } as { id: string; name: string } | null,
    inspectionDate: "2026-12-02",
    decisionHistory: [] as { decision: string; comment: string | null; by: typeof by | null; at: string }[],
  };
  const at = "2026-12-02T10:00:00.000Z";
  const kinds = (previous: typeof lot | undefined, next: typeof lot, firstFinish = false) =>
    inspectionEvents("demo", previous, next, { revision: 4, firstFinish, at }).map((event) => event.kind);

  it("a first finish that failed tells of the failure, one that passed of the report awaiting the decision", () => {
    expect(kinds(lot, lot, true)).toEqual(["lot.failed"]);
    expect(kinds(lot, { ...lot, result: "Pass" }, true)).toEqual(["report.awaiting-decision"]);
  });

  it("a decision tells of it, but a reopened lot's return to the initial decision does not", () => {
    const decided = { ...lot, decisionHistory: [{ decision: "Rejected", comment: null, by, at }] };
    expect(kinds(lot, decided)).toEqual(["decision.made"]);
    const reopened = {
      ...decided,
      decisionHistory: [
        ...decided.decisionHistory,
        { decision: INITIAL_CLIENT_DECISION, comment: null, by, at },
      ],
    };
    expect(kinds(decided, reopened)).toEqual([]);
  });

  it("tells an inspector given the lot, or whose lot's date moved, and nobody of other edits", () => {
    const unassigned = { ...lot, inspector: null };
    expect(kinds(unassigned, lot)).toEqual(["inspection.assigned"]);
    expect(kinds(lot, { ...lot, inspectionDate: "2026-12-03" })).toEqual(["inspection.rescheduled"]);
    expect(kinds(lot, { ...lot, product: { ...lot.product, styleName: "Cardigan" } })).toEqual([]);
  });

  it("keeps the events an earlier write left unpublished, each once, ids carrying revision and time", () => {
    const [left] = inspectionEvents("demo", undefined, lot, { revision: 1, firstFinish: false, at });
    expect(left?.id).toBe(`${lot.id}:1:${at}:inspection.assigned`);
    const events = inspectionEvents("demo", { ...lot, eventsPending: left ? [left] : [] }, lot, {
      revision: 2,
      firstFinish: true,
      at,
    });
    expect(events.map((event) => event.kind)).toEqual(["inspection.assigned", "lot.failed"]);
  });
});
