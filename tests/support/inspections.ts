import {
  ApiErrorSchema,
  EMPTY_WORK,
  ImportResultSchema,
  InspectionDetailSchema,
  InspectionPageSchema,
  InspectionSchema,
  OrderPageSchema,
  type DefectEntryInput,
  type ImportResult,
  type Inspection,
  type InspectionDetail,
  type InspectionWorkInput,
} from "@aql-portal/shared";
import { expect } from "vitest";
import { replaceInspection } from "../../api/src/inspections/inspection-writes";
import { services, TENANT, token, uniqueCode, userId, type Caller } from "./demo";
import { demoLine, poLinesTable, type PoLineRow } from "./po-lines";
import { api, clientFor } from "./sign-in";
import { stackInfo } from "./stack-info";
import type { TestSupplier } from "./test-suppliers";

/**
 * Test data for the API tests and the end-to-end journeys, made through the API as planners, inspectors and
 * reviewers make it: PO lines come in through the import, inspections are planned, carried out and decided on.
 */
export interface Line {
  po: string;
  style: string;
  colour?: string;
  quantity: number;
  /** dd/mm/yyyy as planners type it */
  date: string;
  supplier?: "DKW" | "ANT" | TestSupplier;
  /** A product category code (default MKNIT). */
  category?: string;
}
/** The id the API gives a PO line: PO, style and colour. */
export const orderIdOf = (line: Line) => `${line.po}~${line.style}~${line.colour ?? "041"}`;

/**
 * Imports PO lines of the demo supplier (demoLine) for the Bradford centre, as a planner does; the import groups
 * them into CREATED inspections. By default through the test stack as its planner; `through` names another host
 * (another tenant's) and token.
 */
export async function importRows(
  lines: readonly PoLineRow[],
  through: { webUrl: string; token: string } = { webUrl: stackInfo().webUrl, token: token("planner") },
): Promise<ImportResult> {
  const csv = poLinesTable(lines.map(demoLine))
    .map((row) => row.join(","))
    .join("\n");
  const response = await clientFor(() => ({ ...stackInfo(), webUrl: through.webUrl })).sendFile(
    "inspections/import",
    { content: csv, name: "lines.csv" },
    { token: through.token, fields: { tenantCentreId: "UDC-BFD" } },
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return ImportResultSchema.parse(await response.json());
}

/** importRows of the compact lines the API tests write. */
export function importLines(lines: readonly Line[], through?: { webUrl: string; token: string }) {
  const rows = lines.map(({ po, style, colour, quantity, date, supplier, category }) => ({
    poNumber: po,
    styleCode: style,
    orderQuantity: quantity,
    deliveryDate: date,
    ...(colour ? { colourCode: colour } : {}),
    ...(supplier ? { supplier, factory: `${supplier}1` } : {}),
    ...(category ? { productCategory: category } : {}),
  }));
  return importRows(rows, through);
}

export async function expectError(response: Response, status: number, message?: string | RegExp) {
  const text = await response.clone().text();
  expect(response.status, text).toBe(status);
  const body = ApiErrorSchema.parse(await response.json());
  if (typeof message === "string") expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  return body;
}

export async function createInspection(orderIds: string[], who: Caller = "planner"): Promise<Inspection> {
  const response = await api("inspections", { method: "POST", token: token(who), body: { orderIds } });
  expect([200, 201], await response.clone().text()).toContain(response.status);
  return InspectionSchema.parse(await response.json());
}

export async function getInspection(id: string, who: Caller = "planner"): Promise<Inspection> {
  const response = await api(`inspections/${id}`, { token: token(who) });
  expect(response.status, await response.clone().text()).toBe(200);
  return InspectionSchema.parse(await response.json());
}

/** yyyy-mm-dd, `days` from today on this machine's calendar (the browser's, in the journeys). */
export function localDay(days = 0): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A yyyy-mm-dd day as planners type it in an import file: dd/mm/yyyy. */
export const typedDay = (isoDay: string) => isoDay.split("-").reverse().join("/");

/** The CREATED inspection the import makes of one PO line (a style of its own unless the line names one). */
export async function importedInspection(
  line: Omit<Line, "po" | "style"> & Partial<Line>,
): Promise<Inspection> {
  const style = line.style ?? uniqueCode("LOT");
  const { inspectionList } = await importLines([{ po: uniqueCode("PO"), ...line, style }]);
  const created = inspectionList.find((inspection) => inspection.product.styleCode === style);
  if (!created) throw new Error(`The import made no inspection of ${style}`);
  return created;
}

/**
 * Plans an inspection for an inspector (the demo inspector unless told) on `day`, with any other planning
 * fields: the planned detail.
 */
export async function assignToInspector(
  inspection: Pick<Inspection, "id" | "etag">,
  day: string,
  fields: Record<string, unknown> = {},
  inspector: Caller = "inspector",
): Promise<InspectionDetail> {
  return detailOf(
    await updateInspection(inspection, { inspectorId: userId(inspector), inspectionDate: day, ...fields }),
  );
}

/** A lot to plan for the demo inspector: one PO line of a style of its own. */
export interface PlannedLot {
  style: string;
  quantity: number;
  /** The inspection day, in days from today. */
  inspectionDay: number;
  /** The PO line's delivery, in days from today (by default a month on). */
  deliveryDay?: number;
  /** The supplier (DKW by default; a test that fails lots: one of its own, support/test-suppliers.ts). */
  supplier?: Line["supplier"];
}

/**
 * Lots planned for an inspector (the demo inspector unless told) as a planner makes them: one PO line per style,
 * imported together, and each lot's inspection assigned to the inspector on its day. In the order given.
 */
export async function planForInspector(
  lots: readonly PlannedLot[],
  inspector: Caller = "inspector",
): Promise<InspectionDetail[]> {
  const { inspectionList } = await importLines(
    lots.map((lot) => ({
      po: uniqueCode("PO"),
      style: lot.style,
      quantity: lot.quantity,
      date: typedDay(localDay(lot.deliveryDay ?? 30)),
      ...(lot.supplier ? { supplier: lot.supplier } : {}),
    })),
  );
  const planned: InspectionDetail[] = [];
  for (const lot of lots) {
    const created = inspectionList.find((inspection) => inspection.product.styleCode === lot.style);
    if (!created) throw new Error(`The import made no inspection for ${lot.style}`);
    planned.push(await assignToInspector(created, localDay(lot.inspectionDay), {}, inspector));
  }
  return planned;
}

export function updateInspection(
  inspection: Pick<Inspection, "id" | "etag">,
  body: unknown,
  who: Caller = "planner",
) {
  return api(`inspections/${inspection.id}`, {
    method: "PUT",
    token: token(who),
    body,
    headers: { "if-match": inspection.etag },
  });
}

export async function listInspections(query: Record<string, string>, who: Caller = "planner") {
  const response = await api(`inspections?${new URLSearchParams(query)}`, { token: token(who) });
  expect(response.status, await response.clone().text()).toBe(200);
  return InspectionPageSchema.parse(await response.json());
}

export async function listOrders(query: Record<string, string>, who: Caller = "planner") {
  const response = await api(`orders?${new URLSearchParams(query)}`, { token: token(who) });
  expect(response.status, await response.clone().text()).toBe(200);
  return OrderPageSchema.parse(await response.json());
}

/**
 * Puts an inspection in a status directly, to test what happens from there without walking the lifecycle: written
 * through the inspections' unit of work, so the analytics summaries count it as they count every write.
 */
export async function forceStatus(id: string, status: Inspection["status"]): Promise<void> {
  const doc = await services().inspections.findById(TENANT, id);
  if (!doc) throw new Error(`No inspection ${id}`);
  await replaceInspection(services(), doc, { ...doc, status }, doc._etag ?? "");
}

/** Carrying inspections out, as the tablet and the reviewer do through the API. */
export async function detailOf(response: Response): Promise<InspectionDetail> {
  expect(response.status, await response.clone().text()).toBe(200);
  return InspectionDetailSchema.parse(await response.json());
}

export const read = async (id: string, who: Caller = "inspector") =>
  detailOf(await api(`inspections/${id}`, { token: token(who) }));

export const move = (
  inspection: Pick<InspectionDetail, "id" | "etag">,
  action: string,
  who: Caller = "inspector",
) =>
  api(`inspections/${inspection.id}/status`, {
    method: "PUT",
    token: token(who),
    body: { action },
    headers: { "if-match": inspection.etag },
  });

/** An inspection moved by `action` (start, finish, close, ...) as `who` (its inspector by default): its detail. */
export const moved = async (
  inspection: Pick<InspectionDetail, "id" | "etag">,
  action: string,
  who: Caller = "inspector",
) => detailOf(await move(inspection, action, who));

export const saveWork = (
  inspection: Pick<InspectionDetail, "id" | "workEtag">,
  work: Partial<InspectionWorkInput>,
  who: Caller = "inspector",
) =>
  api(`inspections/${inspection.id}/work`, {
    method: "PUT",
    token: token(who),
    body: { ...EMPTY_WORK, ...work },
    headers: { "if-match": inspection.workEtag },
  });

export function defect(
  defectId: string,
  severity: DefectEntryInput["severity"],
  count: number,
  photoIds: string[] = [],
) {
  return {
    id: crypto.randomUUID(),
    defectId,
    severity,
    count,
    photoIds,
    recordedAt: new Date().toISOString(),
  };
}

/**
 * What the report's PDF says once a failed lot is given a commercial pass, signed off, and accepted by the demo
 * client manager: the pass and its reason, no FAIL left, closed, her decision with her name and her comment.
 */
export function expectAcceptedCommercialPass(pdfText: string, said: { reason: string; comment: string }) {
  expect(pdfText).toContain("Client decision: Accepted, by Megan Clarke");
  expect(pdfText).toContain("COMM. PASS");
  expect(pdfText).not.toMatch(/\bFAIL\b/);
  expect(pdfText).toContain(said.reason);
  expect(pdfText).toMatch(/Status CLOSED/);
  expect(pdfText).toMatch(/Current decision Accepted/);
  expect(pdfText).toContain(said.comment);
}
