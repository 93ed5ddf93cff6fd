import {
  InspectionDetailSchema,
  messages,
  type Inspection,
  type InspectionDetail,
  type RoleName,
} from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { contextAs, runAs } from "../testing/handler-context";
import {
  addLine,
  answer,
  changedElsewhere,
  createdLot,
  finishedLot,
  plannedLot,
  startedLot,
  storedInspection,
} from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { inspectionsUpdate } from "./inspections-update";

/** PUT /api/inspections/{id}: planning edits, and (spec §7's path for it) a client decision. */
describe("inspections-update", () => {
  const services = demoTenantForEachTest();

  async function update(
    inspection: Pick<Inspection, "id" | "etag">,
    body: Parameters<typeof inspectionsUpdate.run>[0]["body"],
    role: RoleName = "PLANNER",
  ): Promise<InspectionDetail> {
    const input = { params: { inspectionId: inspection.id }, body, query: undefined };
    return answer(InspectionDetailSchema, runAs(services, role, inspectionsUpdate, input, inspection.etag));
  }

  const inspectorId = async () => (await contextAs(services, "INSPECTOR")).user.id;

  it("plans a created inspection with an inspector and a date, and its PO lines follow", async () => {
    const line = addLine(services);
    const created = await createdLot(services, [line]);
    const planned = await update(created, { inspectorId: await inspectorId(), inspectionDate: "2026-12-08" });
    expect(planned).toMatchObject({
      status: "PLANNED",
      inspector: { name: "Imran Hossain" },
      inspectionDate: "2026-12-08",
    });
    const [stored] = await services.orders.getByKeys([line]);
    expect(stored).toMatchObject({ status: "IN_INSPECTION", inspectionId: created.id });
  });

  it("computes the plan on the server from the level and the lot", async () => {
    const created = await createdLot(services);
    const tightened = await update(created, { level: "III" });
    expect(tightened.level).toBe("III");
    expect(tightened.plan.sampleSize).toBeGreaterThan(created.plan.sampleSize);
  });

  it("refuses an edit made on an inspection changed since it was read, and keeps the other", async () => {
    const created = await createdLot(services);
    await update(created, { submissionNumber: "S-1" });
    await expect(update(created, { submissionNumber: "S-2" })).rejects.toMatchObject(changedElsewhere);
    expect((await storedInspection(services, created))?.submissionNumber).toBe("S-1");
  });

  it("says when an edit changes nothing", async () => {
    const created = await createdLot(services);
    await expect(update(created, { level: "II" })).rejects.toMatchObject({
      status: 400,
      message: messages.noChangesDetected,
    });
  });

  it("assigns approved, active inspectors only", async () => {
    const planner = await contextAs(services, "PLANNER");
    await expect(update(await createdLot(services), { inspectorId: planner.user.id })).rejects.toMatchObject({
      status: 400,
      message: "Choose an approved, active user with the Inspector role.",
    });
  });

  it("keeps a planned inspection's inspector: taking it away would unplan the lot", async () => {
    await expect(update(await plannedLot(services), { inspectorId: null })).rejects.toMatchObject({
      status: 409,
      message: "Cannot move an inspection from PLANNED to CREATED.",
    });
  });

  it("plans nothing once the lot is being inspected", async () => {
    await expect(update(await startedLot(services), { inspectionDate: "2026-12-11" })).rejects.toMatchObject({
      status: 409,
      message:
        "Cannot change inspectionDate of an inspection that is STARTED: only CREATED or PLANNED inspections can be planned.",
    });
  });

  it("takes a client decision as the decision route does, from client managers only", async () => {
    const finished = await finishedLot(services);
    await expect(update(finished, { clientDecisionId: "ACCEPTED" })).rejects.toMatchObject({
      status: 403,
      message: "Your role (Planner) cannot set client decisions.",
    });
    await expect(
      update(finished, { clientDecisionId: "ACCEPTED", level: "III" }, "CLIENT_MANAGER"),
    ).rejects.toMatchObject({
      status: 400,
      message: "Send a client decision on its own, without planning fields.",
    });
    const decided = await update(finished, { clientDecisionId: "ACCEPTED" }, "CLIENT_MANAGER");
    expect(decided).toMatchObject({ clientDecision: "Accepted", versionCount: 2 });
  });

  it("lets client managers decide but not plan", async () => {
    await expect(
      update(await createdLot(services), { level: "III" }, "CLIENT_MANAGER"),
    ).rejects.toMatchObject({
      status: 403,
      message: "Your role (Client manager) cannot plan inspections.",
    });
  });
});
