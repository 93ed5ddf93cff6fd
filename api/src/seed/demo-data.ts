import { tellingNobody } from "../notifications/events";
import {
  DEFAULT_INSPECTION_TYPE,
  isoDay,
  type ImportColumnKey,
  type UpdateInspection,
} from "@aql-portal/shared";
import { completeInspection } from "../data/inspections-repository";
import { orderId } from "../data/orders-repository";
import { inspectionIdFor } from "../import/import-changes";
import { readPoLines } from "../import/read-po-lines";
import { loadReferenceData } from "../import/reference-data";
import { runImport } from "../import/run-import";
import { planInspection } from "../inspections/planning";
import { updateOrders } from "../inspections/skipping";
import { eachConcurrently } from "../data/concurrently";
import type { UserDocument } from "../data/users-repository";
import type { CosmosServices } from "../lib/services";
import { historyDeliveries, historyOutcome, historyRandom, type HistoryDelivery } from "./demo-history";
import { carryOut, demoCsv, STYLES, type DemoOutcome, type DemoPeople } from "./demo-lots";
import { seedDemoCars } from "./demo-cars";
import { recordDemoDcChecks } from "./demo-packaging";
import { seedDemoSizeCharts } from "./demo-size-charts";
import { DEMO_USERS } from "./demo-users";

/**
 * The demo environment's orders, inspections and the DC's packaging checks: a season of styles from the seeded suppliers, delivered from
 * three months ago to two weeks ahead of the day it is loaded, so every screen has something to show on the day
 * and the client's analytics have a season to read. It goes in as a planner's would: a spreadsheet of PO lines
 * through the import, then planning, inspecting, signing off and deciding through the same code the API runs.
 * Loaded once: a tenant that has PO lines keeps them.
 */

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
  // Colombo Apparel's Oxford shirts, both colours failed last week: on tightened inspection since October, these
  // are its fourth and fifth lots not accepted, and its acceptance inspection is discontinued
  // (docs/decisions/switching-rules.md).
  [-6],
];

/** One PO per delivery of a style, with a line per colour; quantities vary but are the same every load. */
function recentRows(today: Date): Record<ImportColumnKey, string>[] {
  return STYLES.flatMap((style, styleIndex) =>
    (DELIVERY_OFFSETS[styleIndex] ?? []).flatMap((offset, deliveryIndex) =>
      style.colours.map((_, colourIndex) =>
        row(today, {
          styleIndex,
          offset,
          colourIndex,
          quantity: 300 + ((styleIndex * 7 + deliveryIndex * 5 + colourIndex * 3) % 12) * 225,
          poNumber: `45${String(1200 + styleIndex * 10 + deliveryIndex).padStart(6, "0")}`,
        }),
      ),
    ),
  );
}

/** A delivery as a row of the import template. */
function row(today: Date, delivery: HistoryDelivery): Record<ImportColumnKey, string> {
  const style = STYLES[delivery.styleIndex];
  const colour = style?.colours[delivery.colourIndex];
  if (!style || !colour)
    throw new Error(`No demo style ${delivery.styleIndex} colour ${delivery.colourIndex}`);
  return {
    poNumber: delivery.poNumber,
    styleCode: style.styleCode,
    styleName: style.styleName,
    colourCode: colour[0],
    colourName: colour[1],
    seasonCode: style.seasonCode,
    productCategory: style.productCategory,
    department: style.department,
    supplier: style.supplier,
    factory: style.factory,
    orderQuantity: String(delivery.quantity),
    cartons: String(Math.ceil(delivery.quantity / 24)),
    deliveryDate: isoDay(today, delivery.offset),
    centre: delivery.styleIndex % 3 === 2 ? "CDN" : "BFD",
  };
}

export interface DemoDataResult {
  loaded: boolean;
  poLines: number;
  inspections: number;
}

export async function seedDemoData(
  cosmosServices: CosmosServices,
  tenantId: string,
  today = new Date(),
): Promise<DemoDataResult> {
  // The season's history is loaded through the writes people make, but nobody is told of it as news.
  const services = tellingNobody(cosmosServices);
  if (await services.orders.hasAny(tenantId)) return { loaded: false, poLines: 0, inspections: 0 };

  const reference = await loadReferenceData(services.reference, tenantId);
  const bradford = reference.centres.find((centre) => centre.code === "BFD");
  if (!bradford) throw new Error(`Tenant ${tenantId} has no Bradford DC (BFD) to load the demo data into`);
  const history = historyDeliveries(STYLES);
  const rows = [...history.map((delivery) => row(today, delivery)), ...recentRows(today)];
  const fileName = "demo-po-lines.csv";
  const read = readPoLines(demoCsv(rows), fileName, reference, bradford);
  const { lines } = read;
  await runImport(services, {
    tenantId,
    fileName,
    rows: read.rows,
    lines,
    type: DEFAULT_INSPECTION_TYPE,
    by: { id: "demo-data", name: "the demo data" },
  });

  const people = await demoPeople(services, tenantId);
  // The planner uploads each style's size chart once the styles are in.
  await seedDemoSizeCharts(services, tenantId, people.planner);
  const lineOf = new Map(lines.map((line) => [line.poNumber, line]));
  const idOf = (line: (typeof lines)[number]) => inspectionIdFor(line, DEFAULT_INSPECTION_TYPE);
  const controlPointOf = (line: (typeof lines)[number]) =>
    line.centre.id === bradford.id ? "UK-DC" : "ORIGIN";
  const lotOf = async (id: string) => {
    const found = await services.inspections.findById(tenantId, id);
    if (!found) throw new Error(`The demo import made no inspection ${id}`);
    return found;
  };

  // The season so far: inspected on delivery, signed off and decided on (all but the last week and a half's).
  const random = historyRandom();
  const outcomes: {
    id: string;
    supplier: string;
    day: string;
    controlPointId: string;
    outcome: DemoOutcome;
  }[] = [];
  for (const delivery of history) {
    const line = lineOf.get(delivery.poNumber);
    const style = STYLES[delivery.styleIndex];
    if (!line || !style) continue;
    const lot = completeInspection(await lotOf(idOf(line)));
    outcomes.push({
      id: lot.id,
      supplier: lot.supplier.id,
      day: line.deliveryDate,
      controlPointId: controlPointOf(line),
      outcome: historyOutcome(delivery, style, lot.plan, random),
    });
  }
  // Lots are carried out a few suppliers at a time, each supplier's in the order they were delivered: its switching
  // state counts them in that order (docs/decisions/switching-rules.md), and different suppliers do not wait on
  // each other.
  const suppliers = [...new Set(outcomes.map((lot) => lot.supplier))];
  await eachConcurrently(suppliers, 4, async (supplier) => {
    const lots = outcomes
      .filter((lot) => lot.supplier === supplier)
      .sort((a, b) => a.day.localeCompare(b.day));
    for (const { id, day, controlPointId, outcome } of lots) {
      await carryOut(services, people, await lotOf(id), { day, controlPointId }, outcome, today);
    }
  });

  // The planner's work on the recent lots: those delivered from yesterday to the day after tomorrow are booked
  // with the demo inspector on their delivery day, origin lots at the origin control point.
  const recent = lines.filter((line) => line.poNumber.startsWith("45"));
  for (const line of recent.filter(
    (l) => l.deliveryDate >= isoDay(today, -1) && l.deliveryDate <= isoDay(today, 2),
  )) {
    const lot = await lotOf(idOf(line));
    const edits: UpdateInspection = {
      inspectorId: people.inspector.id,
      inspectionDate: line.deliveryDate,
      controlPointId: controlPointOf(line),
    };
    await planInspection(services, tenantId, lot, edits, lot._etag ?? "");
  }

  // Last week's lots were inspected on their delivery days: one in three failed, the oldest was signed off by
  // the reviewer, and every one waits for the client manager's decision.
  const inspected = recent.filter((line) => line.deliveryDate < isoDay(today, -2));
  for (const [index, line] of inspected.entries()) {
    const lot = await lotOf(idOf(line));
    const failing = index % 3 === 1 || line.supplier.id === "SUP-CAP";
    const outcome: DemoOutcome = {
      defects: failing
        ? [
            ["WRK01", "MAJOR", lot.plan.major.accept + 1],
            ["WRK05", "MINOR", 2],
          ]
        : [["WRK05", "MINOR", 1 + (index % 2)], ...(index % 3 === 2 ? [["FAB01", "MAJOR", 1] as const] : [])],
      comment: failing
        ? "Open seams on the side seams across several cartons; the lot needs re-checking at the factory."
        : "Workmanship good overall; a few untrimmed threads.",
      close: index === 0,
    };
    await carryOut(
      services,
      people,
      lot,
      { day: line.deliveryDate, controlPointId: controlPointOf(line) },
      outcome,
      today,
    );
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
  // The DC's own packaging checks of the last weeks' deliveries.
  await recordDemoDcChecks(services, tenantId, lines, people.inspector, today);
  // Corrective action requests on the season's failed lots, one in each state.
  await seedDemoCars(services, tenantId, people, today);
  return { loaded: true, poLines: lines.length, inspections: new Set(lines.map(idOf)).size };
}

async function demoPeople(
  services: CosmosServices,
  tenantId: string,
): Promise<DemoPeople & { planner: UserDocument }> {
  const find = async (role: "INSPECTOR" | "REVIEWER" | "CLIENT_MANAGER" | "PLANNER") => {
    const user = await services.users.findByEmail(tenantId, demoEmail(role));
    if (!user) throw new Error(`Tenant ${tenantId} has no demo ${role}: seed the tenant first`);
    return user;
  };
  return {
    inspector: await find("INSPECTOR"),
    reviewer: await find("REVIEWER"),
    manager: await find("CLIENT_MANAGER"),
    planner: await find("PLANNER"),
  };
}

function demoEmail(role: (typeof DEMO_USERS)[number]["role"]): string {
  const user = DEMO_USERS.find((demo) => demo.role === role && demo.status === "ACTIVE");
  if (!user) throw new Error(`There is no active demo ${role}`);
  return user.email;
}
