import { createHash } from "node:crypto";
import {
  DEFAULT_INSPECTION_TYPE,
  IMPORT_COLUMNS,
  isoDay,
  type DefectEntryInput,
  type ImportColumnKey,
  type InspectionWorkInput,
  type UpdateInspection,
} from "@aql-portal/shared";
import { orderId } from "../data/orders-repository";
import { inspectionIdFor } from "../import/plan-import";
import { readPoLines } from "../import/read-po-lines";
import { loadReferenceData } from "../import/reference-data";
import { runImport } from "../import/run-import";
import type { StoredInspection } from "../data/inspections-repository";
import { changeStatus } from "../inspections/execution";
import { planInspection } from "../inspections/planning";
import { updateOrders } from "../inspections/skipping";
import { checkedWork } from "../inspections/work";
import type { Services } from "../lib/services";
import { DEMO_USERS } from "./demo-users";

/**
 * The demo environment's orders and inspections: a season of styles from the seeded suppliers, delivered from
 * eight days ago to two weeks ahead of the day it is loaded, so every screen has something to show on the day.
 * It goes in as a planner's would: a spreadsheet of PO lines through the import, then planning and skipping
 * through the same code the API runs. Loaded once: a tenant that has PO lines keeps them.
 */

interface DemoStyle {
  styleCode: string;
  styleName: string;
  productCategory: string;
  department: string;
  supplier: string;
  factory: string;
  seasonCode: string;
  colours: readonly (readonly [code: string, name: string])[];
}

const STYLES: readonly DemoStyle[] = [
  {
    styleCode: "T41-2207",
    styleName: "Lambswool crew neck jumper",
    productCategory: "MKNIT",
    department: "D02",
    supplier: "DKW",
    factory: "DKW1",
    seasonCode: "AW26",
    colours: [
      ["041", "Navy"],
      ["270", "Camel"],
    ],
  },
  {
    styleCode: "T41-3150",
    styleName: "Organic cotton crew neck T-shirt",
    productCategory: "MTSHIRT",
    department: "D02",
    supplier: "DKW",
    factory: "DKW2",
    seasonCode: "AW26",
    colours: [
      ["001", "White"],
      ["010", "Black"],
    ],
  },
  {
    styleCode: "T57-4412",
    styleName: "Cable knit cardigan",
    productCategory: "WKNIT",
    department: "D01",
    supplier: "DKW",
    factory: "DKW1",
    seasonCode: "AW26",
    colours: [["115", "Oatmeal"]],
  },
  {
    styleCode: "T42-1088",
    styleName: "Jersey wrap midi dress",
    productCategory: "WDRESS",
    department: "D01",
    supplier: "ANT",
    factory: "ANT1",
    seasonCode: "AW26",
    colours: [
      ["602", "Forest green"],
      ["010", "Black"],
    ],
  },
  {
    styleCode: "T42-1310",
    styleName: "Wide leg tailored trousers",
    productCategory: "WTROUSER",
    department: "D01",
    supplier: "ANT",
    factory: "ANT1",
    seasonCode: "AW26",
    colours: [["041", "Navy"]],
  },
  {
    styleCode: "T17-5521",
    styleName: "Quilted padded jacket",
    productCategory: "MJACKET",
    department: "D02",
    supplier: "SFG",
    factory: "SFG1",
    seasonCode: "AW26",
    colours: [
      ["010", "Black"],
      ["330", "Khaki"],
    ],
  },
  {
    styleCode: "T77-0934",
    styleName: "Girls sequin party dress",
    productCategory: "GDRESS",
    department: "D03",
    supplier: "SFG",
    factory: "SFG2",
    seasonCode: "AW26",
    colours: [["501", "Silver"]],
  },
  {
    styleCode: "T83-2760",
    styleName: "Slim fit stretch jeans",
    productCategory: "MJEANS",
    department: "D02",
    supplier: "TCM",
    factory: "TCM1",
    seasonCode: "SS27",
    colours: [
      ["045", "Indigo"],
      ["020", "Grey wash"],
    ],
  },
];

/** Days from the load day each style is delivered on: its lots are spread over two weeks. */
const DELIVERY_OFFSETS: readonly (readonly number[])[] = [
  [-8, -1, 0, 6],
  [0, 3],
  [-6, -2, 8],
  [-1, 1, 10],
  [-5, 0, 5],
  [1, 12],
  [-4, 2, 7],
  [-1, 4, 14],
];

/** One PO per delivery of a style, with a line per colour; quantities vary but are the same every load. */
function demoRows(today: Date): Record<ImportColumnKey, string>[] {
  return STYLES.flatMap((style, styleIndex) =>
    (DELIVERY_OFFSETS[styleIndex] ?? []).flatMap((offset, deliveryIndex) =>
      style.colours.map(([colourCode, colourName], colourIndex) => {
        const quantity = 300 + ((styleIndex * 7 + deliveryIndex * 5 + colourIndex * 3) % 12) * 225;
        return {
          poNumber: `45${String(1200 + styleIndex * 10 + deliveryIndex).padStart(6, "0")}`,
          styleCode: style.styleCode,
          styleName: style.styleName,
          colourCode,
          colourName,
          seasonCode: style.seasonCode,
          productCategory: style.productCategory,
          department: style.department,
          supplier: style.supplier,
          factory: style.factory,
          orderQuantity: String(quantity),
          cartons: String(Math.ceil(quantity / 24)),
          deliveryDate: isoDay(today, offset),
          centre: styleIndex % 3 === 2 ? "CDN" : "BFD",
        };
      }),
    ),
  );
}

/** The rows as the import template's CSV: headers from the template's own columns. */
function demoCsv(rows: readonly Record<ImportColumnKey, string>[]): Uint8Array {
  const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const lines = [
    IMPORT_COLUMNS.map((column) => quote(column.header)).join(","),
    ...rows.map((row) => IMPORT_COLUMNS.map((column) => quote(row[column.key])).join(",")),
  ];
  return new TextEncoder().encode(`${lines.join("\n")}\n`);
}

export interface DemoDataResult {
  loaded: boolean;
  poLines: number;
  inspections: number;
}

export async function seedDemoData(
  services: Services,
  tenantId: string,
  today = new Date(),
): Promise<DemoDataResult> {
  if (await services.orders.hasAny(tenantId)) return { loaded: false, poLines: 0, inspections: 0 };

  const reference = await loadReferenceData(services.reference, tenantId);
  const bradford = reference.centres.find((centre) => centre.code === "BFD");
  if (!bradford) throw new Error(`Tenant ${tenantId} has no Bradford DC (BFD) to load the demo data into`);
  const { lines } = readPoLines(demoCsv(demoRows(today)), "demo-po-lines.csv", reference, bradford);
  await runImport(services, tenantId, lines, DEFAULT_INSPECTION_TYPE);

  // The planner's work so far: lots delivered from yesterday to the day after tomorrow are booked with the
  // demo inspector on their delivery day, origin lots at the origin control point.
  const inspector = await services.users.findByEmail(tenantId, demoEmail("INSPECTOR"));
  if (!inspector) throw new Error(`Tenant ${tenantId} has no demo inspector: seed the tenant first`);
  const byInspection = new Map(lines.map((line) => [inspectionIdFor(line, DEFAULT_INSPECTION_TYPE), line]));
  const planned = [...byInspection].filter(
    ([, line]) => line.deliveryDate >= isoDay(today, -1) && line.deliveryDate <= isoDay(today, 2),
  );
  const plan = async (id: string, line: (typeof lines)[number]) => {
    const edits: UpdateInspection = {
      inspectorId: inspector.id,
      inspectionDate: line.deliveryDate,
      controlPointId: line.centre.id === bradford.id ? "UK-DC" : "ORIGIN",
    };
    const current = await services.inspections.findById(tenantId, id);
    return current ? planInspection(services, tenantId, current, edits, current._etag ?? "") : undefined;
  };
  for (const [id, line] of planned) await plan(id, line);

  // Last week's lots were inspected: recorded and finished by the inspector (results and reports made by the
  // same code as on the tablet), the oldest one signed off by the reviewer. Their client decisions are left
  // for the client manager to make.
  const reviewer = await services.users.findByEmail(tenantId, demoEmail("REVIEWER"));
  const inspected = [...byInspection].filter(([, line]) => line.deliveryDate < isoDay(today, -2));
  for (const [index, [id, line]] of inspected.entries()) {
    const booked = await plan(id, line);
    if (!booked) continue;
    const started = await changeStatus(services, inspector, booked, "start", booked._etag ?? "");
    const record = await services.inspectionWork.ensure(tenantId, started);
    const work = await checkedWork(services, started, demoRecord(index, started, today));
    await services.inspectionWork.replace(
      { ...record, ...work, updatedBy: { id: inspector.id, name: inspector.name } },
      record._etag ?? "",
    );
    const finished = await changeStatus(services, inspector, started, "finish", started._etag ?? "");
    if (index === 0 && reviewer)
      await changeStatus(services, reviewer, finished, "close", finished._etag ?? "");
  }

  // Two lines the planner decided not to inspect.
  const skipped = lines.filter((line) => line.deliveryDate > isoDay(today, 9)).slice(0, 2);
  if (skipped.length > 0) {
    await updateOrders(services, tenantId, {
      action: "skip",
      orderIds: skipped.map((line) => orderId(line.poNumber, line.styleCode, line.colourCode)),
      skipReasonId: "REPEAT-PASSED",
    });
  }
  return { loaded: true, poLines: lines.length, inspections: byInspection.size };
}

/**
 * What an inspector found on a demo lot: most pass with a few defects, one in three fails on major defects
 * (one over the plan's Ac), packaging checked and a comment written.
 */
function demoRecord(index: number, inspection: StoredInspection, today: Date): InspectionWorkInput {
  const at = `${isoDay(today, -3)}T10:${String(10 + index).padStart(2, "0")}:00.000Z`;
  const defect = (defectId: string, severity: DefectEntryInput["severity"], count: number) => ({
    id: demoUuid(index, defectId),
    defectId,
    severity,
    count,
    photoIds: [],
    recordedAt: at,
  });
  const failing = index % 3 === 1;
  const defects = failing
    ? [defect("WRK01", "MAJOR", inspection.plan.major.accept + 1), defect("WRK05", "MINOR", 2)]
    : [defect("WRK05", "MINOR", 1 + (index % 2)), ...(index % 3 === 2 ? [defect("FAB01", "MAJOR", 1)] : [])];
  return {
    defects,
    measurements: [],
    packaging: {
      cartonCount: inspection.cartons,
      paperTape: !failing,
      cartonDimensions: { length: 60, width: 40, height: 35 },
      unitDimensions: { length: 30, width: 22, height: 4 },
      receivedQuantity: inspection.poQuantity,
    },
    comment: failing
      ? "Open seams on the side seams across several cartons; the lot needs re-checking at the factory."
      : "Workmanship good overall; a few untrimmed threads.",
  };
}

/** A fixed UUID per demo entry, so the demo record is the same on every load. */
function demoUuid(index: number, name: string): string {
  const hex = createHash("sha256").update(`demo-${index}-${name}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function demoEmail(role: (typeof DEMO_USERS)[number]["role"]): string {
  const user = DEMO_USERS.find((demo) => demo.role === role && demo.status === "ACTIVE");
  if (!user) throw new Error(`There is no active demo ${role}`);
  return user.email;
}
