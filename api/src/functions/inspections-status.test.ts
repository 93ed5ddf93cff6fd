import { INITIAL_CLIENT_DECISION, messages, timeFromDevice } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { contextFor } from "../testing/handler-context";
import {
  changedElsewhere,
  decide,
  finishedLot,
  move,
  plannedLot,
  recordMajorDefects,
  startedLot,
  storedInspection,
  secondInspector,
} from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { inspectionsStatus } from "./inspections-status";

/** PUT /api/inspections/{id}/status: the lifecycle moves, as the inspector and the reviewer make them. */
describe("inspections-status", () => {
  const services = demoTenantForEachTest();

  it("starts a planned inspection for its inspector, with an empty record to fill in", async () => {
    const started = await move(services, await plannedLot(services), "start");
    expect(started).toMatchObject({ status: "STARTED", result: "Pending", work: { defects: [] } });
    expect(started.startedAt).not.toBeNull();
    expect(started.workEtag).not.toBe("");
  });

  it("lets no other role carry an inspection out", async () => {
    await expect(move(services, await plannedLot(services), "start", "PLANNER")).rejects.toMatchObject({
      status: 403,
      message: "Your role (Planner) does not carry out inspections.",
    });
  });

  it("hides an inspection from an inspector it is not assigned to, as if it did not exist", async () => {
    const planned = await plannedLot(services);
    const other = await secondInspector(services);
    const call = inspectionsStatus.run(
      { params: { inspectionId: planned.id }, body: { action: "start" }, query: undefined },
      { ...contextFor(services, other), ifMatch: planned.etag },
    );
    await expect(call).rejects.toMatchObject({ status: 404, message: messages.invalidInspectionId });
  });

  it("lets an administrator stand in for the inspector", async () => {
    const started = await move(services, await plannedLot(services), "start", "ADMINISTRATOR");
    expect(started.status).toBe("STARTED");
  });

  it("pauses and resumes a started inspection; nothing else pauses", async () => {
    const paused = await move(services, await startedLot(services), "pause");
    expect(paused.status).toBe("PAUSED");
    expect((await move(services, paused, "resume")).status).toBe("STARTED");
    await expect(move(services, await plannedLot(services), "pause")).rejects.toMatchObject({
      status: 409,
      message: "Cannot move an inspection from PLANNED to PAUSED. Only STARTED inspections can be paused.",
    });
  });

  it("finishes with the result the record and the plan give, and stores the report as its first version", async () => {
    const started = await startedLot(services);
    const recorded = await recordMajorDefects(services, started, started.allowedDefectsMaj + 1);
    const finished = await move(services, recorded, "finish");
    expect(finished).toMatchObject({
      status: "FINISHED",
      result: "Fail",
      totalDefects: started.allowedDefectsMaj + 1,
      versionCount: 1,
    });
    const reports = [...services.blobs.filesOf("reports").values()];
    expect(reports).toHaveLength(1);
    expect(reports[0]?.contentType).toBe("application/pdf");
    expect(
      Buffer.from(reports[0]?.bytes ?? [])
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("passes a lot with no more defects than its plan allows", async () => {
    expect((await finishedLot(services, "Pass")).result).toBe("Pass");
  });

  it("does not finish a paused inspection: it is resumed first", async () => {
    const paused = await move(services, await startedLot(services), "pause");
    await expect(move(services, paused, "finish")).rejects.toMatchObject({
      status: 409,
      message: "Cannot move an inspection from PAUSED to FINISHED. Resume it first.",
    });
  });

  it("refuses a move made on an inspection changed since it was read, and changes nothing", async () => {
    const planned = await plannedLot(services);
    await move(services, planned, "start");
    await expect(move(services, planned, "start")).rejects.toMatchObject(changedElsewhere);
    expect((await storedInspection(services, planned))?.status).toBe("STARTED");
  });

  it("answers a move sent again by its operation id, without making it twice", async () => {
    const planned = await plannedLot(services);
    const operationId = crypto.randomUUID();
    const started = await move(services, planned, { action: "start", operationId });
    // The tablet never got that answer: it sends the same move again, with the etag it had then.
    const again = await move(services, planned, { action: "start", operationId });
    expect(again).toMatchObject({ status: "STARTED", etag: started.etag });
    expect(again.moves.map((made) => [made.id, made.action])).toEqual([[operationId, "start"]]);
    // The id names that move: another action under it is a mistake, said as such.
    await expect(move(services, started, { action: "pause", operationId })).rejects.toMatchObject({
      status: 409,
      message: `The operation ${operationId} was a start, not a pause: give each move its own id.`,
    });
    // Another move with that old etag is another move: refused, as before.
    await expect(
      move(services, planned, { action: "start", operationId: crypto.randomUUID() }),
    ).rejects.toMatchObject(changedElsewhere);
  });

  it("keeps the times a tablet recorded moves at offline, and the report's times are those", async () => {
    const now = Date.now();
    const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000).toISOString();
    const planned = await plannedLot(services);
    const started = await move(services, planned, { action: "start", at: hoursAgo(3) });
    const paused = await move(services, started, { action: "pause", at: hoursAgo(2.5) });
    const resumed = await move(services, paused, { action: "resume", at: hoursAgo(2) });
    const finished = await move(services, resumed, { action: "finish", at: hoursAgo(1) });
    expect(finished).toMatchObject({ startedAt: hoursAgo(3), finishedAt: hoursAgo(1) });
    expect(finished.moves.map((made) => [made.action, made.at, made.deviceAt])).toEqual([
      ["start", hoursAgo(3), hoursAgo(3)],
      ["pause", hoursAgo(2.5), hoursAgo(2.5)],
      ["resume", hoursAgo(2), hoursAgo(2)],
      ["finish", hoursAgo(1), hoursAgo(1)],
    ]);
    expect(finished.moves.every((made) => made.by.name === "Imran Hossain")).toBe(true);
    expect(timeFromDevice(finished.moves, "start")).toBe(true);
  });

  it("bounds a tablet's time: never after the move arrived, never before the move before it", async () => {
    const planned = await plannedLot(services);
    const before = Date.now();
    const started = await move(services, planned, {
      action: "start",
      at: new Date(before + 86_400_000).toISOString(),
    });
    const startedAt = Date.parse(started.startedAt ?? "");
    expect(startedAt).toBeGreaterThanOrEqual(before);
    expect(startedAt).toBeLessThanOrEqual(Date.now());
    expect(started.moves[0]?.deviceAt).toBe(new Date(before + 86_400_000).toISOString());

    const paused = await move(services, started, { action: "pause", at: "2001-01-01T00:00:00.000Z" });
    expect(paused.moves.map((made) => made.at)).toEqual([started.startedAt, started.startedAt]);

    // A clock reset on the first move: no earlier than a week before it arrived.
    const other = await move(services, await plannedLot(services), {
      action: "start",
      at: "2001-01-01T00:00:00.000Z",
    });
    const week = 7 * 86_400_000;
    expect(Date.now() - Date.parse(other.startedAt ?? "")).toBeGreaterThanOrEqual(week);
    expect(Date.now() - Date.parse(other.startedAt ?? "")).toBeLessThan(week + 60_000);
  });

  it("times a move made online by the server's clock", async () => {
    const started = await move(services, await plannedLot(services), "start");
    expect(started.moves).toEqual([
      expect.objectContaining({ action: "start", deviceAt: null, at: started.startedAt }),
    ]);
    expect(timeFromDevice(started.moves, "start")).toBe(false);
  });

  it("lets a reviewer close a finished inspection, with the closed report as its next version", async () => {
    const finished = await finishedLot(services);
    await expect(move(services, finished, "close")).rejects.toMatchObject({
      status: 403,
      message: "Your role (Inspector) cannot close an inspection.",
    });
    const closed = await move(services, finished, "close", "REVIEWER");
    expect(closed).toMatchObject({ status: "CLOSED", result: "Pass", versionCount: 2 });
  });

  it("reopens a decided inspection: its result and the client's decision wait for the next finish", async () => {
    const decided = await decide(services, await finishedLot(services, "Fail"), "REJECTED", "Too many holes");
    const reopened = await move(services, decided, "reopen", "REVIEWER");
    expect(reopened).toMatchObject({
      status: "STARTED",
      result: "Pending",
      clientDecision: INITIAL_CLIENT_DECISION,
      finishedAt: null,
    });
    expect(reopened.decisionHistory.map((change) => [change.decision, change.comment])).toEqual([
      ["Rejected", "Too many holes"],
      [INITIAL_CLIENT_DECISION, "Reopened: a new report version will follow."],
    ]);
    expect((await move(services, reopened, "finish")).versionCount).toBe(3);
  });

  it("keeps the counts of the first finish through a reopen: the lot as first inspected, which the switching rules count", async () => {
    const started = await startedLot(services);
    const failed = await move(
      services,
      await recordMajorDefects(services, started, started.allowedDefectsMaj + 1),
      "finish",
    );
    const first = { CRITICAL: 0, MAJOR: started.allowedDefectsMaj + 1, MINOR: 0 };
    expect((await storedInspection(services, failed))?.firstTotals).toEqual(first);
    // Inspected again: fewer defects this time, and it passes; the first finish's counts stay.
    const reopened = await move(services, failed, "reopen", "REVIEWER");
    const recount = await recordMajorDefects(services, reopened, 1);
    const passed = await move(services, recount, "finish");
    expect(passed.result).toBe("Pass");
    expect(await storedInspection(services, passed)).toMatchObject({
      firstResult: "Fail",
      firstTotals: first,
    });
  });
});
