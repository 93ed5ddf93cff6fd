import { describe, expect, it } from "vitest";
import { INSPECTION_STATUSES, type InspectionStatus } from "./inspection";
import {
  checkDelete,
  checkMove,
  checkTransition,
  INSPECTION_TRANSITIONS,
  movesFrom,
  nextStatuses,
  plannedStatus,
} from "./inspection-lifecycle";
import type { Permission } from "./roles";

/** decisions.md, as a table: every pair not listed here is refused. */
const ALLOWED: Record<InspectionStatus, InspectionStatus[]> = {
  CREATED: ["PLANNED"],
  PLANNED: ["STARTED"],
  STARTED: ["PAUSED", "FINISHED"],
  PAUSED: ["STARTED"],
  FINISHED: ["CLOSED", "STARTED"],
  CLOSED: ["STARTED"],
};

describe("the inspection lifecycle", () => {
  const pairs = INSPECTION_STATUSES.flatMap((from) => INSPECTION_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)("%s → %s", (from, to) => {
    const check = checkTransition(from, to);
    expect(check.allowed).toBe(ALLOWED[from].includes(to));
    if (!check.allowed) expect(check.message).toBe(`Cannot move an inspection from ${from} to ${to}.`);
  });

  it("names the permission each move needs: planners plan, inspectors perform, reviewers close and reopen", () => {
    expect(INSPECTION_TRANSITIONS.map((t) => `${t.from}>${t.to}:${t.permission}`)).toEqual([
      "CREATED>PLANNED:inspections:plan",
      "PLANNED>STARTED:inspections:perform",
      "STARTED>PAUSED:inspections:perform",
      "PAUSED>STARTED:inspections:perform",
      "STARTED>FINISHED:inspections:perform",
      "FINISHED>CLOSED:inspections:review",
      "FINISHED>STARTED:inspections:review",
      "CLOSED>STARTED:inspections:review",
    ]);
  });

  it("answers the move an action makes from a status, or why it cannot, as the API and the tablet check it", () => {
    expect(checkMove("PLANNED", "start")).toMatchObject({ allowed: true, transition: { to: "STARTED" } });
    expect(checkMove("PAUSED", "finish")).toEqual({
      allowed: false,
      message: "Cannot move an inspection from PAUSED to FINISHED. Resume it first.",
    });
    expect(checkMove("STARTED", "start")).toEqual({
      allowed: false,
      message: "Cannot start an inspection that is already STARTED.",
    });
  });

  it("lists the moves open from each status", () => {
    for (const status of INSPECTION_STATUSES)
      expect(nextStatuses(status).sort()).toEqual([...ALLOWED[status]].sort());
  });

  it.each(INSPECTION_STATUSES)("deletes only CREATED or PLANNED (%s)", (status) => {
    const check = checkDelete(status);
    expect(check.allowed).toBe(status === "CREATED" || status === "PLANNED");
    if (!check.allowed) expect(check.message).toMatch(new RegExp(`that is ${status}`));
  });

  it("plans a CREATED inspection once it has an inspector and a date, and only then", () => {
    const inspector = { id: "u1", name: "Imran" };
    expect(plannedStatus("CREATED", { inspector, inspectionDate: "2026-12-15" })).toBe("PLANNED");
    expect(plannedStatus("CREATED", { inspector, inspectionDate: null })).toBe("CREATED");
    expect(plannedStatus("CREATED", { inspector: null, inspectionDate: "2026-12-15" })).toBe("CREATED");
    // Losing either asks for PLANNED → CREATED, which the lifecycle refuses.
    expect(plannedStatus("PLANNED", { inspector: null, inspectionDate: "2026-12-15" })).toBe("CREATED");
    expect(checkTransition("PLANNED", "CREATED").allowed).toBe(false);
    expect(plannedStatus("STARTED", { inspector: null, inspectionDate: null })).toBe("STARTED");
  });
});

describe("movesFrom", () => {
  it("gives the inspector's buttons and the reviewer's from the one table", () => {
    const actions = (status: InspectionStatus, permission: Permission) =>
      movesFrom(status, permission).map((move) => move.action);
    expect(actions("PLANNED", "inspections:perform")).toEqual(["start"]);
    expect(actions("STARTED", "inspections:perform")).toEqual(["pause", "finish"]);
    expect(actions("PAUSED", "inspections:perform")).toEqual(["resume"]);
    expect(actions("FINISHED", "inspections:perform")).toEqual([]);
    expect(actions("FINISHED", "inspections:review")).toEqual(["close", "reopen"]);
    expect(actions("CLOSED", "inspections:review")).toEqual(["reopen"]);
  });
});
