import {
  DEFAULT_INSPECTION_TYPE,
  EMPTY_WORK,
  InspectionDetailSchema,
  InspectionSchema,
  type Inspection,
  type InspectionDetail,
  type InspectionStatusChange,
  type RoleName,
} from "@aql-portal/shared";
import type { z } from "zod";
import type { OrderDocument, OrderFields } from "../data/orders-repository";
import { inspectionsCreate } from "../functions/inspections-create";
import { inspectionsDecision } from "../functions/inspections-decision";
import { inspectionsGet } from "../functions/inspections-get";
import { inspectionsStatus } from "../functions/inspections-status";
import { inspectionsUpdate } from "../functions/inspections-update";
import { inspectionsWorkUpdate } from "../functions/inspections-work-update";
import type { Reply } from "../lib/http";
import { contextAs } from "./handler-context";
import type { MemoryServices } from "./memory-services";

/*
 * Lots in the demo tenant in memory, brought to each status the way users bring them there: PO lines as an import
 * writes them, then the planner's, the inspector's and the reviewer's routes (their handlers, as plain functions).
 */

/** A handler's answer, parsed with the schema the web parses it with. */
export async function answer<T>(schema: z.ZodType<T>, reply: Promise<Reply>): Promise<T> {
  return schema.parse((await reply).body);
}

let lines = 0;

/** A PO line: 500 navy jumpers from Dhaka Knitwear for Bradford, delivered on 10 December 2026, unless told. */
export function addLine(services: MemoryServices, fields: Partial<OrderFields> = {}): OrderDocument {
  lines++;
  return services.orders.add(services.config.tenantId, {
    poNumber: `PO-${String(lines).padStart(6, "0")}`,
    styleCode: "T61-1001",
    styleName: "Crew neck jumper",
    colourCode: "041",
    colourName: "Navy",
    seasonCode: "AW26",
    productCategoryCode: "MKNIT",
    department: null,
    supplier: { id: "SUP-DKW", name: "Dhaka Knitwear Ltd" },
    factory: { id: "FAC-DKW-1", name: "Gazipur Unit 1" },
    quantity: 500,
    cartons: null,
    deliveryDate: "2026-12-10",
    centre: { id: "UDC-BFD", name: "Bradford DC" },
    inspectionType: DEFAULT_INSPECTION_TYPE,
    status: "OPEN",
    inspectionId: null,
    ...fields,
  });
}

/** A CREATED inspection of PO lines (a new one by default), made by the planner (CREATE INSPECTIONS). */
export async function createdLot(
  services: MemoryServices,
  orders: readonly OrderDocument[] = [addLine(services)],
): Promise<Inspection> {
  const body = { orderIds: orders.map((order) => order.id) };
  const reply = inspectionsCreate.run(
    { body, query: undefined, params: undefined },
    await contextAs(services, "PLANNER"),
  );
  return answer(InspectionSchema, reply);
}

/** A lot (of new PO lines by default) PLANNED by the planner: the demo inspector assigned, for 9 December 2026. */
export async function plannedLot(
  services: MemoryServices,
  orders?: readonly OrderDocument[],
): Promise<InspectionDetail> {
  const created = await createdLot(services, orders);
  const inspector = await contextAs(services, "INSPECTOR");
  const reply = inspectionsUpdate.run(
    {
      params: { inspectionId: created.id },
      body: { inspectorId: inspector.user.id, inspectionDate: "2026-12-09" },
      query: undefined,
    },
    { ...(await contextAs(services, "PLANNER")), ifMatch: created.etag },
  );
  return answer(InspectionDetailSchema, reply);
}

/** An inspection with its record as the demo user of `role` reads it (GET /api/inspections/{id}). */
export async function read(
  services: MemoryServices,
  inspectionId: string,
  role: RoleName = "INSPECTOR",
): Promise<InspectionDetail> {
  const reply = inspectionsGet.run(
    { params: { inspectionId }, body: undefined, query: undefined },
    await contextAs(services, role),
  );
  return answer(InspectionDetailSchema, reply);
}

/** A lifecycle move (PUT /api/inspections/{id}/status) by the demo user of `role`, under the etag read. */
export async function move(
  services: MemoryServices,
  inspection: Pick<Inspection, "id" | "etag">,
  action: InspectionStatusChange["action"],
  role: RoleName = "INSPECTOR",
): Promise<InspectionDetail> {
  const reply = inspectionsStatus.run(
    { params: { inspectionId: inspection.id }, body: { action }, query: undefined },
    { ...(await contextAs(services, role)), ifMatch: inspection.etag },
  );
  return answer(InspectionDetailSchema, reply);
}

/** A lot STARTED by its inspector. */
export async function startedLot(services: MemoryServices): Promise<InspectionDetail> {
  return move(services, await plannedLot(services), "start");
}

/** The inspector's record of major defects found (the tablet's save), under the record's etag. */
export async function recordMajorDefects(
  services: MemoryServices,
  inspection: Pick<InspectionDetail, "id" | "workEtag">,
  count: number,
): Promise<InspectionDetail> {
  const defect = {
    id: crypto.randomUUID(),
    defectId: "FAB01",
    severity: "MAJOR" as const,
    count,
    photoIds: [],
    recordedAt: "2026-12-09T10:00:00.000Z",
  };
  const reply = inspectionsWorkUpdate.run(
    { params: { inspectionId: inspection.id }, body: { ...EMPTY_WORK, defects: [defect] }, query: undefined },
    { ...(await contextAs(services, "INSPECTOR")), ifMatch: inspection.workEtag },
  );
  return answer(InspectionDetailSchema, reply);
}

/** A lot FINISHED by its inspector: passed, or failed with one major defect more than its plan allows. */
export async function finishedLot(
  services: MemoryServices,
  result: "Pass" | "Fail" = "Pass",
): Promise<InspectionDetail> {
  const started = await startedLot(services);
  const recorded =
    result === "Fail" ? await recordMajorDefects(services, started, started.allowedDefectsMaj + 1) : started;
  return move(services, recorded, "finish");
}

/** The client manager's decision on a lot (PUT /api/inspections/{id}/decision), under the etag read. */
export async function decide(
  services: MemoryServices,
  inspection: Pick<Inspection, "id" | "etag">,
  clientDecisionId: string,
  comment?: string,
): Promise<InspectionDetail> {
  const reply = inspectionsDecision.run(
    {
      params: { inspectionId: inspection.id },
      body: { clientDecisionId, ...(comment === undefined ? {} : { comment }) },
      query: undefined,
    },
    { ...(await contextAs(services, "CLIENT_MANAGER")), ifMatch: inspection.etag },
  );
  return answer(InspectionDetailSchema, reply);
}
