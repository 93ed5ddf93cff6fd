import { parseConfig } from "@aql-portal/api/config";
import { createServices, type CosmosServices } from "@aql-portal/api/services";
import {
  ApiErrorSchema,
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
  EMPTY_WORK,
} from "@aql-portal/shared";
import { expect } from "vitest";
import { api, signIn } from "../support/sign-in";
import { stackInfo } from "../support/stack-info";

/** Helpers shared by the inspections and orders API tests (test data goes in through the import API). */
export const ROLES = [
  "admin",
  "reviewer",
  "planner",
  "supplier",
  "inspector",
  "manager",
  "operator",
] as const;
export type Who = (typeof ROLES)[number];
export const PLANNERS = new Set<Who>(["admin", "reviewer", "planner"]);
export const TENANT = "demo";

const tokens: Partial<Record<Who, string>> = {};
const ids: Partial<Record<Who, string>> = {};
export async function signInAll(): Promise<void> {
  for (const who of ROLES) {
    const login = await signIn(`${who}@demo.local`);
    tokens[who] = login.accessToken;
    ids[who] = login.user.id;
  }
}
export const token = (who: Who) => tokens[who] ?? "";
export const userId = (who: Who) => ids[who] ?? "";

export const services = (): CosmosServices => createServices(parseConfig(stackInfo().apiEnv));
export const uniqueCode = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;

export interface Line {
  po: string;
  style: string;
  colour?: string;
  quantity: number;
  /** dd/mm/yyyy as planners type it */
  date: string;
  supplier?: "DKW" | "ANT";
  /** A product category code (default MKNIT). */
  category?: string;
}
const HEADER =
  "PO Number,Style Code,Style Name,Colour Code,Colour Name,Season Code,Product Category,Supplier,Factory,Order Quantity,Delivery Date";

/** The id the API gives a PO line: PO, style and colour. */
export const orderIdOf = (line: Line) => `${line.po}~${line.style}~${line.colour ?? "041"}`;

/**
 * Imports PO lines (centre Bradford) as a planner would; the import groups them into CREATED inspections. By
 * default through the test stack as its planner; `through` names another host (another tenant's) and token.
 */
export async function importLines(
  lines: readonly Line[],
  through: { webUrl: string; token: string } = { webUrl: stackInfo().webUrl, token: token("planner") },
): Promise<ImportResult> {
  const rows = lines.map((l) => {
    const supplier = l.supplier ?? "DKW";
    return `${l.po},${l.style},Test style ${l.style},${l.colour ?? "041"},Colour ${l.colour ?? "041"},AW26,${l.category ?? "MKNIT"},${supplier},${supplier}1,${l.quantity},${l.date}`;
  });
  const form = new FormData();
  form.append("file", new Blob([[HEADER, ...rows].join("\n")]), "lines.csv");
  form.append("tenantCentreId", "UDC-BFD");
  const response = await fetch(`${through.webUrl}/api/inspections/import`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${through.token}` },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ImportResultSchema.parse(await response.json());
}

export async function expectError(response: Response, status: number, message?: string | RegExp) {
  const text = await response.clone().text();
  expect(response.status, text).toBe(status);
  const body = ApiErrorSchema.parse(await response.json());
  if (typeof message === "string") expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  return body;
}

export async function createInspection(orderIds: string[], who: Who = "planner"): Promise<Inspection> {
  const response = await api("inspections", { method: "POST", token: token(who), body: { orderIds } });
  expect([200, 201], await response.clone().text()).toContain(response.status);
  return InspectionSchema.parse(await response.json());
}

export async function getInspection(id: string, who: Who = "planner"): Promise<Inspection> {
  const response = await api(`inspections/${id}`, { token: token(who) });
  expect(response.status, await response.clone().text()).toBe(200);
  return InspectionSchema.parse(await response.json());
}

export function updateInspection(
  inspection: Pick<Inspection, "id" | "etag">,
  body: unknown,
  who: Who = "planner",
) {
  return api(`inspections/${inspection.id}`, {
    method: "PUT",
    token: token(who),
    body,
    headers: { "if-match": inspection.etag },
  });
}

export async function listInspections(query: Record<string, string>, who: Who = "planner") {
  const response = await api(`inspections?${new URLSearchParams(query)}`, { token: token(who) });
  expect(response.status, await response.clone().text()).toBe(200);
  return InspectionPageSchema.parse(await response.json());
}

export async function listOrders(query: Record<string, string>, who: Who = "planner") {
  const response = await api(`orders?${new URLSearchParams(query)}`, { token: token(who) });
  expect(response.status, await response.clone().text()).toBe(200);
  return OrderPageSchema.parse(await response.json());
}

/** Puts an inspection in a status directly, to test what happens from there without walking the lifecycle. */
export async function forceStatus(id: string, status: Inspection["status"]): Promise<void> {
  const repository = services().inspections;
  const doc = await repository.findById(TENANT, id);
  if (!doc) throw new Error(`No inspection ${id}`);
  await repository.replace(doc, { ...doc, status }, doc._etag ?? "");
}

/** Carrying inspections out, as the tablet and the reviewer do through the API. */
export async function detailOf(response: Response): Promise<InspectionDetail> {
  expect(response.status, await response.clone().text()).toBe(200);
  return InspectionDetailSchema.parse(await response.json());
}

export const read = async (id: string, who: Who = "inspector") =>
  detailOf(await api(`inspections/${id}`, { token: token(who) }));

export const move = (
  inspection: Pick<InspectionDetail, "id" | "etag">,
  action: string,
  who: Who = "inspector",
) =>
  api(`inspections/${inspection.id}/status`, {
    method: "PUT",
    token: token(who),
    body: { action },
    headers: { "if-match": inspection.etag },
  });

export const saveWork = (
  inspection: Pick<InspectionDetail, "id" | "workEtag">,
  work: Partial<InspectionWorkInput>,
  who: Who = "inspector",
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
