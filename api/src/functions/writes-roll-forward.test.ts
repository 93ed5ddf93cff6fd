import azureFunctions from "@azure/functions";
import {
  ActivityQuerySchema,
  AnalyticsOverviewSchema,
  AnalyticsQuerySchema,
  CompliancePanelQuerySchema,
  CompliancePanelSchema,
  InspectionActivitySchema,
  isoDay,
  PackagingCheckSchema,
  type PackagingCheck,
} from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import type { StoredInspection } from "../data/inspections-repository";
import type { PackagingCheckDocument } from "../data/packaging-repository";
import { finishedOn, lotOn } from "../testing/analytics-fixture";
import { runAs, pageReader } from "../testing/handler-context";
import { answer, move, storedInspection } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { checkInput, recordedCheck } from "../testing/packaging-fixture";
import { analyticsActivity } from "./analytics-activity";
import { analyticsOverview } from "./analytics-overview";
import { inspectionsDelete } from "./inspections-delete";
import { packagingChecksUpdate } from "./packaging-checks-update";
import { packagingCompliancePanel } from "./packaging-compliance-panel";
import { writesRollForward } from "./writes-roll-forward";
import { QUEUES } from "../data/queues";
import { carSubject } from "../notifications/events";
import { raisedCar } from "../testing/cars-fixture";

/**
 * Every minute: the analytics summaries and the compliance panel's days catch up with writes whose process stopped
 * between writing the inspection or check and counting it, which it left with its `summaryPending` flag
 * (docs/decisions/analytics.md, docs/decisions/packaging.md).
 */
describe("writes-roll-forward", () => {
  const services = demoTenantForEachTest();
  const december = { from: "2026-12-01", to: "2026-12-31" };

  /**
   * Runs the timer as the host does, and what it logged: by default once the writes have gone untouched for
   * ROLL_FORWARD_AFTER_SECONDS (`after`, seconds from now).
   */
  async function rollForward(after = services.config.rollForwardAfterSeconds + 1): Promise<unknown[]> {
    const logged: unknown[] = [];
    const log = new azureFunctions.InvocationContext({
      functionName: "unit-test",
      logHandler: (_level, ...args) => logged.push(...args),
    });
    await writesRollForward.run({ services, now: new Date(Date.now() + after * 1000), log });
    return logged;
  }

  const overview = pageReader(
    services,
    analyticsOverview,
    AnalyticsQuerySchema,
    AnalyticsOverviewSchema,
    december,
  );
  const activity = pageReader(
    services,
    analyticsActivity,
    ActivityQuerySchema,
    InspectionActivitySchema,
    december,
  );
  const panel = pageReader(
    services,
    packagingCompliancePanel,
    CompliancePanelQuerySchema,
    CompliancePanelSchema,
    {},
  );
  /** December's lots by day, as Inspection Activity counts them. */
  const days = async () => {
    const page = await activity();
    return page.buckets.filter((bucket) => bucket.total > 0).map((bucket) => [bucket.from, bucket.total]);
  };
  const panelOn = (day: string) => panel({ from: day, to: day });

  const stored = async (inspection: { id: string }): Promise<StoredInspection> => {
    const found = await storedInspection(services, inspection);
    if (!found) throw new Error(`No inspection ${inspection.id}`);
    return found;
  };
  /** Writes the inspection as a process does before it counts the write, and stops there. */
  const writtenAndStopped = (current: StoredInspection, next: StoredInspection, previousDay: string | null) =>
    services.inspections.replace(current, { ...next, summaryPending: { previousDay } }, current._etag ?? "");
  const storedCheck = async (check: { id: string }): Promise<PackagingCheckDocument> => {
    const found = await services.packaging.getCheck(services.config.tenantId, check.id);
    if (!found) throw new Error(`No packaging check ${check.id}`);
    return found;
  };
  /** A check's fields as its unit of work writes them, flagged until the panel counts it. */
  const fieldsOf = (check: PackagingCheckDocument, previousDay: string | null) => {
    const { tenantId: _tenant, searchText: _search, updatedOn: _on, _etag: _tag, ...fields } = check;
    return { ...fields, summaryPending: { previousDay } };
  };

  it("counts a client decision whose count was cut short, and clears its flag", async () => {
    const finished = await stored(await finishedOn(services, "2026-12-09", { fail: true }));
    await writtenAndStopped(finished, { ...finished, clientDecision: "Rejected" }, finished.scheduledDate);
    // Stopped before the summaries heard of it: the page still has the lot awaiting a decision.
    expect((await overview()).awaiting.map((lot) => lot.id)).toEqual([finished.id]);

    expect(await rollForward()).toEqual([
      { function: "writes-roll-forward", imports: 0, summaries: 1, packagingDays: 0, carEvents: 0 },
    ]);
    const page = await overview();
    expect(page.awaiting).toEqual([]);
    expect(page.current).toMatchObject({ inspections: 1, failed: 1, awaitingDecision: 0 });
    expect((await stored(finished)).summaryPending).toBeUndefined();
    // Done once: the next run finds nothing, and says nothing.
    expect(await rollForward()).toEqual([]);
  });

  it("leaves a write alone until it has gone untouched for the roll-forward wait (its process may be running)", async () => {
    const planned = await stored(await lotOn(services, "2026-12-09"));
    await writtenAndStopped(planned, { ...planned, inspectionDate: "2026-12-12" }, "2026-12-09");
    expect(await rollForward(0)).toEqual([]);
    expect((await stored(planned)).summaryPending).toEqual({ previousDay: "2026-12-09" });
    expect(await days()).toEqual([["2026-12-09", 1]]);
  });

  it("moves a lot re-planned to another day off the day it was counted on", async () => {
    const planned = await stored(await lotOn(services, "2026-12-09"));
    await writtenAndStopped(planned, { ...planned, inspectionDate: "2026-12-12" }, "2026-12-09");
    expect(await days()).toEqual([["2026-12-09", 1]]);
    await rollForward();
    expect(await days()).toEqual([["2026-12-12", 1]]);
    expect((await stored(planned)).summaryPending).toBeUndefined();
  });

  it("takes a lot off the day a stopped write left when a later write comes before the timer", async () => {
    const planned = await stored(await lotOn(services, "2026-12-09"));
    const moved = await writtenAndStopped(
      planned,
      { ...planned, inspectionDate: "2026-12-12" },
      "2026-12-09",
    );
    // The inspector starts it before the timer runs: that write counts it once, on its day.
    await move(services, { id: moved.id, etag: moved._etag ?? "" }, "start");
    expect(await days()).toEqual([["2026-12-12", 1]]);
    expect((await stored(planned)).summaryPending).toBeUndefined();
  });

  it("takes a deleted lot off the day a stopped write left as well as its own", async () => {
    const planned = await stored(await lotOn(services, "2026-12-09"));
    const moved = await writtenAndStopped(
      planned,
      { ...planned, inspectionDate: "2026-12-12" },
      "2026-12-09",
    );
    await runAs(
      services,
      "PLANNER",
      inspectionsDelete,
      { params: { inspectionId: moved.id }, body: undefined, query: undefined },
      moved._etag,
    );
    expect(await days()).toEqual([]);
  });

  it("counts an inspection whose creation was never counted", async () => {
    const counted = await stored(await lotOn(services, "2026-12-09"));
    const {
      tenantId: _tenant,
      partitionKey: _partition,
      createdOn: _created,
      updatedOn: _updated,
      revision: _revision,
      _etag: _tag,
      ...fields
    } = counted;
    const id = "0123456789abcdef0123456789abcdef";
    await services.inspections.create(services.config.tenantId, {
      ...fields,
      id,
      summaryPending: { previousDay: null },
    });
    expect(await days()).toEqual([["2026-12-09", 1]]);
    await rollForward();
    expect(await days()).toEqual([["2026-12-09", 2]]);
    expect((await stored({ id })).summaryPending).toBeUndefined();
  });

  it("counts a packaging check whose day count was cut short, and clears its flag", async () => {
    const today = isoDay(new Date());
    const recorded = await storedCheck(await recordedCheck(services, { receivedQuantity: 450 }));
    await services.packaging.createCheck(services.config.tenantId, {
      ...fieldsOf(recorded, null),
      id: "check-never-counted",
    });
    expect((await panelOn(today)).totals.checks).toBe(1);

    expect(await rollForward()).toEqual([
      { function: "writes-roll-forward", imports: 0, summaries: 0, packagingDays: 1, carEvents: 0 },
    ]);
    const panel = await panelOn(today);
    expect(panel.totals).toMatchObject({ checks: 2, nonCompliant: 2 });
    expect(panel.totals.topIssues).toContainEqual({ issue: "SHORT_SHIPMENT", count: 2 });
    expect((await storedCheck({ id: "check-never-counted" })).summaryPending).toBeUndefined();
  });

  it("takes a packaging check moved to another day off the day it was counted on", async () => {
    const today = isoDay(new Date());
    const yesterday = isoDay(new Date(), -1);
    const recorded = await storedCheck(await recordedCheck(services));
    await services.packaging.replaceCheck(
      services.config.tenantId,
      { ...fieldsOf(recorded, today), checkedDay: yesterday },
      recorded._etag ?? "",
    );
    expect([(await panelOn(today)).totals.checks, (await panelOn(yesterday)).totals.checks]).toEqual([1, 0]);
    await rollForward();
    expect([(await panelOn(today)).totals.checks, (await panelOn(yesterday)).totals.checks]).toEqual([0, 1]);
    expect((await storedCheck(recorded)).summaryPending).toBeUndefined();
  });

  it("lets a correction made before the timer complete the move a stopped write left", async () => {
    const today = isoDay(new Date());
    const yesterday = isoDay(new Date(), -1);
    const recorded = await recordedCheck(services);
    const document = await storedCheck(recorded);
    const moved = await services.packaging.replaceCheck(
      services.config.tenantId,
      { ...fieldsOf(document, today), checkedDay: yesterday },
      document._etag ?? "",
    );
    const correction = {
      params: { checkId: recorded.id },
      body: { ...checkInput([]), orderIds: recorded.orderIds, receivedQuantity: 450 },
      query: undefined,
    };
    const corrected: PackagingCheck = await answer(
      PackagingCheckSchema,
      runAs(services, "PLANNER", packagingChecksUpdate, correction, moved._etag),
    );
    expect(corrected.checkedDay).toBe(yesterday);
    expect((await panelOn(today)).totals.checks).toBe(0);
    expect((await panelOn(yesterday)).totals).toMatchObject({ checks: 1, nonCompliant: 1 });
    expect(await rollForward()).toEqual([]);
  });

  it("publishes the events of a CAR move whose process stopped before it could, and clears them", async () => {
    const raised = await raisedCar(services);
    // Raising published its event at once, and cleared it.
    const raisedEvents = services.queues.sent.filter(
      (sent) => (sent.message as { kind?: string }).kind === "car.raised",
    );
    expect(raisedEvents.map((sent) => sent.queue)).toEqual([QUEUES.notifications]);
    const car = await services.correctiveActions.get(services.config.tenantId, raised.id);
    if (!car) throw new Error("The CAR was not stored");
    expect(car.eventsPending).toBeUndefined();
    // A move whose process stopped between the write and the queue.
    const pending = {
      id: `${car.id}:9:car.accepted`,
      tenantId: car.tenantId,
      kind: "car.accepted" as const,
      at: car.raisedOn,
      subject: carSubject(car),
      audience: { supplierId: car.supplier.id },
    };
    await services.correctiveActions.replace({ ...car, eventsPending: [pending] }, car._etag ?? "");
    expect(await rollForward()).toEqual([
      { function: "writes-roll-forward", imports: 0, summaries: 0, packagingDays: 0, carEvents: 1 },
    ]);
    expect(services.queues.sent.at(-1)).toEqual({ queue: QUEUES.notifications, message: pending });
    expect((await services.correctiveActions.get(car.tenantId, car.id))?.eventsPending).toBeUndefined();
    expect(await rollForward()).toEqual([]);
  });
});
