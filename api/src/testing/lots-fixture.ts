import {
  DEFAULT_INSPECTION_TYPE,
  EMPTY_WORK,
  InspectionDetailSchema,
  InspectionSchema,
  messages,
  type Inspection,
  type InspectionDetail,
  type InspectionStatusChange,
  type RoleName,
  type Severity,
} from "@aql-portal/shared";
import type { z } from "zod";
import type { StoredInspection } from "../data/inspections-repository";
import type { OrderDocument, OrderFields } from "../data/orders-repository";
import type { ProductDocument, ProductFields } from "../data/products-repository";
import type { UserDocument } from "../data/users-repository";
import { inspectionsCreate } from "../functions/inspections-create";
import { inspectionsDecision } from "../functions/inspections-decision";
import { inspectionsGet } from "../functions/inspections-get";
import { inspectionsStatus } from "../functions/inspections-status";
import { inspectionsUpdate } from "../functions/inspections-update";
import { inspectionsWorkUpdate } from "../functions/inspections-work-update";
import type { Reply } from "../lib/http";
import { DEMO_SOURCING } from "./demo-sourcing";
import { contextAs, runAs } from "./handler-context";
import type { MemoryServices } from "./memory-services";

/*
 * Lots in the demo tenant in memory, brought to each status the way users bring them there: PO lines as an import
 * writes them, then the planner's, the inspector's and the reviewer's routes (their handlers, as plain functions).
 */

/** A handler's answer, parsed with the schema the web parses it with. */
export async function answer<T>(schema: z.ZodType<T>, reply: Promise<Reply>): Promise<T> {
  return schema.parse((await reply).body);
}

/** A PO line's fields: 500 navy jumpers of style T61-1001 from Dhaka Knitwear for Bradford, due 10/12/2026. */
export function poLine(fields: Partial<OrderFields> = {}): OrderFields {
  return {
    poNumber: "PO-000001",
    styleCode: "T61-1001",
    styleName: "Crew neck jumper",
    colourCode: "041",
    colourName: "Navy",
    seasonCode: "AW26",
    productCategoryCode: "MKNIT",
    department: null,
    ...DEMO_SOURCING,
    quantity: 500,
    cartons: null,
    deliveryDate: "2026-12-10",
    inspectionType: DEFAULT_INSPECTION_TYPE,
    status: "OPEN",
    inspectionId: null,
    ...fields,
  };
}

let lines = 0;

/** A new PO line of the tenant (poLine, with a PO number of its own), as an import writes it. */
export function addLine(services: MemoryServices, fields: Partial<OrderFields> = {}): OrderDocument {
  lines++;
  const poNumber = `PO-${String(lines).padStart(6, "0")}`;
  return services.orders.add(services.config.tenantId, poLine({ poNumber, ...fields }));
}

/** A style of the tenant, as a planner adds it (Men's Knitwear, no size chart, in no group unless `fields` say). */
export function addStyle(
  services: MemoryServices,
  styleCode: string,
  fields: Partial<ProductFields> = {},
): Promise<ProductDocument> {
  return services.products.create(services.config.tenantId, {
    styleCode,
    styleName: `Style ${styleCode}`,
    productCategory: { code: "MKNIT", name: "Men's Knitwear" },
    garmentCategory: "long-sleeve top",
    department: null,
    supplier: null,
    seasonCodes: [],
    hasSizeChart: false,
    groupedWith: null,
    ...fields,
  });
}

/** A CREATED inspection of PO lines (a new one by default), made by the planner (CREATE INSPECTIONS). */
export async function createdLot(
  services: MemoryServices,
  orders: readonly OrderDocument[] = [addLine(services)],
): Promise<Inspection> {
  const body = { orderIds: orders.map((order) => order.id) };
  const reply = runAs(services, "PLANNER", inspectionsCreate, { body, query: undefined, params: undefined });
  return answer(InspectionSchema, reply);
}

/** A second inspector of the tenant (the demo has one): Nadia Akter, approved, at no location. */
export function secondInspector(services: MemoryServices): Promise<UserDocument> {
  return services.users.create(services.config.tenantId, {
    name: "Nadia Akter",
    email: "nadia@demo.local",
    role: "INSPECTOR",
    platform: 3,
    locations: [],
  });
}

/** A lot (of new PO lines by default) PLANNED by the planner: the demo inspector assigned, for 9 December 2026. */
export async function plannedLot(
  services: MemoryServices,
  orders?: readonly OrderDocument[],
): Promise<InspectionDetail> {
  const created = await createdLot(services, orders);
  const inspectorId = (await contextAs(services, "INSPECTOR")).user.id;
  const body = { inspectorId, inspectionDate: "2026-12-09" };
  const input = { params: { inspectionId: created.id }, body, query: undefined };
  return answer(InspectionDetailSchema, runAs(services, "PLANNER", inspectionsUpdate, input, created.etag));
}

/** An inspection with its record as the demo user of `role` reads it (GET /api/inspections/{id}). */
export async function read(
  services: MemoryServices,
  inspectionId: string,
  role: RoleName = "INSPECTOR",
): Promise<InspectionDetail> {
  const input = { params: { inspectionId }, body: undefined, query: undefined };
  return answer(InspectionDetailSchema, runAs(services, role, inspectionsGet, input));
}

/** A lifecycle move (PUT /api/inspections/{id}/status) by the demo user of `role`, under the etag read. */
export async function move(
  services: MemoryServices,
  inspection: Pick<Inspection, "id" | "etag">,
  change: InspectionStatusChange["action"] | InspectionStatusChange,
  role: RoleName = "INSPECTOR",
): Promise<InspectionDetail> {
  const body = typeof change === "string" ? { action: change } : change;
  const input = { params: { inspectionId: inspection.id }, body, query: undefined };
  return answer(InspectionDetailSchema, runAs(services, role, inspectionsStatus, input, inspection.etag));
}

/** A lot STARTED by its inspector. */
export async function startedLot(services: MemoryServices): Promise<InspectionDetail> {
  return move(services, await plannedLot(services), "start");
}

/** A defect found: the library's id, its class as recorded, and the units found with it. */
export type Found = readonly [defectId: string, severity: Severity, count: number];

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

/** The inspector records `count` units with a hole in the fabric (FAB01, major). */
export function recordMajorDefects(
  services: MemoryServices,
  inspection: Pick<InspectionDetail, "id" | "workEtag">,
  count: number,
): Promise<InspectionDetail> {
  return recordDefects(services, inspection, [["FAB01", "MAJOR", count]]);
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
  const body = { clientDecisionId, ...(comment === undefined ? {} : { comment }) };
  const input = { params: { inspectionId: inspection.id }, body, query: undefined };
  return answer(
    InspectionDetailSchema,
    runAs(services, "CLIENT_MANAGER", inspectionsDecision, input, inspection.etag),
  );
}

/** How a write under an etag someone else's write has replaced is refused. */
export const changedElsewhere = { status: 412, message: messages.inspectionChangedElsewhere };

/** The inspection as stored now (undefined once deleted). */
export const storedInspection = (
  services: MemoryServices,
  inspection: Pick<Inspection, "id">,
): Promise<StoredInspection | undefined> =>
  services.inspections.findById(services.config.tenantId, inspection.id);
