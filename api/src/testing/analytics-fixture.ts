import {
  can,
  EMPTY_WORK,
  InspectionDetailSchema,
  ROLE_NAMES,
  type InspectionDetail,
  type Permission,
  type RoleName,
  type Severity,
} from "@aql-portal/shared";
import type { z } from "zod";
import type { OrderFields } from "../data/orders-repository";
import { inspectionsUpdate } from "../functions/inspections-update";
import { inspectionsWorkUpdate } from "../functions/inspections-work-update";
import { HttpError } from "../lib/errors";
import { parseInput, type Access, type Handler, type HandlerInput, type Responses } from "../lib/http";
import { contextAs, runAs } from "./handler-context";
import { addLine, answer, createdLot, move } from "./lots-fixture";
import type { MemoryServices } from "./memory-services";

/*
 * Lots on chosen days, for the analytics pages' tests: the planner's, the inspector's and the reviewer's routes
 * (lots-fixture.ts), with an inspection date, a control point, a supplier and the defects found of the test's
 * choosing. Each goes through the inspections' unit of work, so the analytics summaries count it.
 */

/** A defect found: the library's id, its class as recorded, and the units found with it. */
export type Found = readonly [defectId: string, severity: Severity, count: number];

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

/** The inspector's record of the defects found (the tablet's save), under the record's etag. */
export async function recordDefects(
  services: MemoryServices,
  inspection: Pick<InspectionDetail, "id" | "workEtag">,
  found: readonly Found[],
): Promise<InspectionDetail> {
  const defects = found.map(([defectId, severity, count]) => ({
    id: crypto.randomUUID(),
    defectId,
    severity,
    count,
    photoIds: [],
    recordedAt: "2026-12-09T10:00:00.000Z",
  }));
  const input = {
    params: { inspectionId: inspection.id },
    body: { ...EMPTY_WORK, defects },
    query: undefined,
  };
  return answer(
    InspectionDetailSchema,
    runAs(services, "INSPECTOR", inspectionsWorkUpdate, input, inspection.workEtag),
  );
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

/** The roles whose permissions let them call a route: the wrapper (lib/http.ts) answers every other one 403. */
export const rolesAllowed = (route: { access: Access }): RoleName[] =>
  ROLE_NAMES.filter((role) => route.access !== "public" && can(role, route.access));

/**
 * What the wrapper answers a query string with, 400's fields and messages (`query.<parameter>`, lib/http.ts
 * `parseInput`); an empty list for a query the route's schema takes.
 */
export function queryRefusals(
  schema: z.ZodType,
  query: Readonly<Record<string, string>>,
): { field: string; message: string }[] {
  try {
    parseInput(schema, query, "query");
    return [];
  } catch (error) {
    if (error instanceof HttpError) return error.fieldErrors ?? [];
    throw error;
  }
}

/**
 * A page of a GET route as the demo user of `role` (by default the client manager) reads it: its query the
 * period `base` with the filters asked for, parsed as the wrapper parses it, and its answer as the web parses it.
 */
export function pageReader<S extends z.ZodType, T>(
  services: MemoryServices,
  route: { name: string; run: Handler<Permission, S, undefined, undefined>; response: Responses },
  query: S,
  answerSchema: z.ZodType<T>,
  base: Readonly<Record<string, string>>,
): (filters?: Readonly<Record<string, string>>, role?: RoleName) => Promise<T> {
  return (filters = {}, role = "CLIENT_MANAGER") =>
    answer(
      answerSchema,
      runAs(services, role, route, {
        query: parseInput(query, { ...base, ...filters }, "query"),
        body: undefined,
        params: undefined,
      } as HandlerInput<S, undefined, undefined>),
    );
}
