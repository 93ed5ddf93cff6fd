import { describe, expect, it } from "vitest";
import { inspectionDetail } from "../../../testing/inspection-fixtures";
import { lotPlan, messages, type Inspection } from "@aql-portal/shared";
import {
  changesOf,
  editableParts,
  formValuesOf,
  previewPlan,
  statusAfter,
  updateOutcomeMessages,
} from "./inspection-form-values";

/** A lot of 1,200 just created from its PO lines (the screen's fixture, before anyone planned it). */
const inspection = (overrides: Partial<Inspection> = {}): Inspection =>
  inspectionDetail({
    status: "CREATED",
    inspectionDate: null,
    inspector: null,
    startedAt: null,
    ...overrides,
  });

describe("changesOf", () => {
  it("finds no change in the form as it was filled", () => {
    const current = inspection({ submissionNumber: "S-1", deliveryQuantity: 1100 });
    expect(changesOf(current, formValuesOf(current))).toEqual({ ok: true, change: {} });
  });

  it("sends only the fields that changed, as the API takes them", () => {
    const current = inspection();
    const values = {
      ...formValuesOf(current),
      level: "III" as const,
      inspectorId: "inspector-1",
      inspectionDate: "2026-01-08",
      deliveryQuantity: "1,150",
      submissionNumber: "  SUB-9 ",
    };
    expect(changesOf(current, values)).toEqual({
      ok: true,
      change: {
        level: "III",
        inspectorId: "inspector-1",
        inspectionDate: "2026-01-08",
        deliveryQuantity: 1150,
        submissionNumber: "SUB-9",
      },
    });
  });

  it("clears a field with null", () => {
    const current = inspection({ submissionNumber: "S-1", controlPoint: { id: "ORIGIN", name: "Origin" } });
    const values = { ...formValuesOf(current), submissionNumber: " ", controlPointId: "" };
    expect(changesOf(current, values)).toEqual({
      ok: true,
      change: { submissionNumber: null, controlPointId: null },
    });
  });

  it("names the field of a quantity that cannot be sent", () => {
    const current = inspection();
    const values = { ...formValuesOf(current), poQuantity: "", deliveryQuantity: "12.5" };
    const checked = changesOf(current, values);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.poQuantity).toBe(messages.required);
    expect(checked.errors.deliveryQuantity).toBe("Delivery quantity must be a whole number.");
  });

  it("refuses to clear the inspector of a PLANNED inspection (the lifecycle has no way back)", () => {
    const current = inspection({
      status: "PLANNED",
      inspector: { id: "inspector-1", name: "Imran Hossain" },
      inspectionDate: "2026-01-08",
    });
    const checked = changesOf(current, { ...formValuesOf(current), inspectorId: "" });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.inspectorId).toMatch(/Cannot move an inspection from PLANNED to CREATED/);
  });

  it("leaves out planning fields of a started inspection, and keeps its records", () => {
    const current = inspection({ status: "STARTED" });
    const values = { ...formValuesOf(current), level: "III" as const, submissionNumber: "S-2" };
    expect(changesOf(current, values)).toEqual({ ok: true, change: { submissionNumber: "S-2" } });
  });
});

describe("editableParts", () => {
  it("follows the lifecycle: planning before the start, records until the finish", () => {
    expect(editableParts("CREATED")).toEqual({ planning: true, record: true });
    expect(editableParts("PAUSED")).toEqual({ planning: false, record: true });
    expect(editableParts("FINISHED")).toEqual({ planning: false, record: false });
  });
});

describe("statusAfter", () => {
  it("plans a CREATED inspection once it has an inspector and a date", () => {
    const current = inspection();
    const values = formValuesOf(current);
    expect(statusAfter(current, { ...values, inspectorId: "i-1" })).toBe("CREATED");
    expect(statusAfter(current, { ...values, inspectorId: "i-1", inspectionDate: "2026-01-08" })).toBe(
      "PLANNED",
    );
  });
});

describe("previewPlan", () => {
  it("works the plan out from the lot and level (1,200 at II: 80, Ac 5; at III: 125)", () => {
    const current = inspection();
    const values = formValuesOf(current);
    expect(previewPlan(current, values)).toMatchObject({
      lotSize: 1200,
      sampleSize: 80,
      major: { accept: 5 },
    });
    expect(previewPlan(current, { ...values, level: "III" })).toMatchObject({ sampleSize: 125 });
  });

  it("takes the delivery quantity as the lot when known", () => {
    const current = inspection();
    expect(previewPlan(current, { ...formValuesOf(current), deliveryQuantity: "300" })?.lotSize).toBe(300);
  });

  it("has no plan while the quantity cannot be read", () => {
    const current = inspection();
    expect(previewPlan(current, { ...formValuesOf(current), poQuantity: "0" })).toBeNull();
  });

  const tightenedMajor = { standard: "ISO2859-1", major: "tightened", minor: "normal" } as const;

  it("plans a lot not started yet from its supplier's tables in force (tightened: Ac 3 at 80)", () => {
    const current = inspection();
    expect(previewPlan(current, formValuesOf(current), tightenedMajor)).toMatchObject({
      sampleSize: 80,
      major: { accept: 3, reject: 4, inspection: "tightened" },
      minor: { accept: 7, reject: 8, inspection: "normal" },
    });
  });

  it("keeps a started lot's own tables whatever its supplier is on now", () => {
    const planned = lotPlan(1200, "II", { major: 2.5, minor: 4.0 }, tightenedMajor);
    const current = inspection({ status: "STARTED", plan: planned });
    const preview = previewPlan(current, formValuesOf(current), {
      standard: "ISO2859-1",
      major: "normal",
      minor: "normal",
    });
    expect(preview).toMatchObject({ major: { accept: 3, inspection: "tightened" } });
  });

  it("keeps the lot's own tables while its supplier's are not known", () => {
    const planned = lotPlan(1200, "II", { major: 2.5, minor: 4.0 }, tightenedMajor);
    const current = inspection({ plan: planned });
    expect(previewPlan(current, formValuesOf(current))).toMatchObject({ major: { inspection: "tightened" } });
  });
});

describe("updateOutcomeMessages", () => {
  it("uses the spec's per-field words when one field changes", () => {
    expect(updateOutcomeMessages({ poQuantity: 5 }).success).toBe(messages.poQuantityUpdated);
    expect(updateOutcomeMessages({ submissionNumber: "S" }).failure).toBe(
      messages.failedToUpdateSubmissionNumber,
    );
    expect(updateOutcomeMessages({ deliveryQuantity: 5 }).failure).toBe(
      messages.failedToUpdateDeliveryQuantity,
    );
    expect(updateOutcomeMessages({ sampleReceivedDate: null }).failure).toBe(
      messages.unableToUpdateSampleReceivedDate,
    );
    expect(updateOutcomeMessages({ level: "I", poQuantity: 5 })).toEqual({
      success: messages.inspectionUpdated,
      failure: messages.unableToUpdateInspection,
    });
  });
});
