import { InspectionDetailSchema, type InspectionDetail } from "@aql-portal/shared";
import type { OrderFields } from "../data/orders-repository";
import { inspectionsUpdate } from "../functions/inspections-update";
import { contextAs, runAs } from "./handler-context";
import { addLine, answer, createdLot, move, recordDefects, type Found } from "./lots-fixture";
import type { MemoryServices } from "./memory-services";

/*
 * Lots on chosen days, for the analytics pages' tests: the planner's, the inspector's and the reviewer's routes
 * (lots-fixture.ts), with an inspection date, a control point, a supplier and the defects found of the test's
 * choosing. Each goes through the inspections' unit of work, so the analytics summaries count it.
 */

export interface LotChoice {
  /** The PO line's fields (supplier, factory, product category, ...): lots-fixture's poLine by default. */
  line?: Partial<OrderFields>;
  /** A control point of the reference list (ORIGIN, UK-DC); none by default. */
  controlPointId?: string;
}

/** Anatolia Tekstil's Bursa plant, as the demo reference lists name them: a second supplier for the lots. */
export const ANATOLIA = {
  supplier: { id: "SUP-ANT", name: "Anatolia Tekstil A.Ş." },
  factory: { id: "FAC-ANT-1", name: "Bursa Plant" },
} as const;

/** Dhaka Knitwear's second factory. */
export const ASHULIA = { id: "FAC-DKW-2", name: "Ashulia Unit 2" } as const;

/** A lot of a new PO line PLANNED by the planner for `day`: the demo inspector assigned, at a control point if chosen. */
export async function lotOn(
  services: MemoryServices,
  day: string,
  choice: LotChoice = {},
): Promise<InspectionDetail> {
  const created = await createdLot(services, [addLine(services, choice.line)]);
  const inspectorId = (await contextAs(services, "INSPECTOR")).user.id;
  const body = {
    inspectorId,
    inspectionDate: day,
    ...(choice.controlPointId === undefined ? {} : { controlPointId: choice.controlPointId }),
  };
  const input = { params: { inspectionId: created.id }, body, query: undefined };
  return answer(InspectionDetailSchema, runAs(services, "PLANNER", inspectionsUpdate, input, created.etag));
}

/**
 * A lot inspected on `day` and FINISHED by its inspector with these defects found; `fail` adds a hole in the
 * fabric (FAB01, major) on one unit more than the plan allows, so it fails.
 */
export async function finishedOn(
  services: MemoryServices,
  day: string,
  { defects = [], fail = false, ...choice }: LotChoice & { defects?: readonly Found[]; fail?: boolean } = {},
): Promise<InspectionDetail> {
  const started = await move(services, await lotOn(services, day, choice), "start");
  const found: Found[] = [...defects];
  if (fail) found.push(["FAB01", "MAJOR", started.allowedDefectsMaj + 1]);
  const recorded = found.length > 0 ? await recordDefects(services, started, found) : started;
  return move(services, recorded, "finish");
}
