import { createHash } from "node:crypto";
import {
  IMPORT_COLUMNS,
  type DefectEntryInput,
  type ImportColumnKey,
  type InspectionStatusChange,
  type InspectionWorkInput,
} from "@aql-portal/shared";
import type { StoredInspection } from "../data/inspections-repository";
import type { UserDocument } from "../data/users-repository";
import { commercialPass, decide } from "../inspections/decisions";
import { changeStatus } from "../inspections/execution";
import { planInspection } from "../inspections/planning";
import { checkedWork } from "../inspections/work";
import { recordInspectionPackaging } from "../packaging/checks";
import { demoPackaging } from "./demo-packaging";
import type { Services } from "../lib/services";

/**
 * What the demo data is made of: the season's styles, PO lines as a planner's spreadsheet, and lots carried out
 * by the demo people through the same code the API runs, at the times they claim (a lot inspected on 15 Nov
 * says it finished on 15 Nov).
 */

export interface DemoStyle {
  styleCode: string;
  styleName: string;
  productCategory: string;
  department: string;
  supplier: string;
  factory: string;
  seasonCode: string;
  colours: readonly (readonly [code: string, name: string])[];
}

export const STYLES: readonly DemoStyle[] = [
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
  // Repeat styles of earlier in the season (the history only).
  {
    styleCode: "T61-2045",
    styleName: "Oxford cotton shirt",
    productCategory: "MSHIRT",
    department: "D02",
    supplier: "CAP",
    factory: "CAP1",
    seasonCode: "AW26",
    colours: [
      ["002", "Sky blue"],
      ["001", "White"],
    ],
  },
  {
    styleCode: "T64-3318",
    styleName: "Printed viscose blouse",
    productCategory: "WBLOUSE",
    department: "D01",
    supplier: "CAP",
    factory: "CAP1",
    seasonCode: "AW26",
    colours: [["810", "Floral print"]],
  },
  {
    styleCode: "T19-0452",
    styleName: "Lightweight padded gilet",
    productCategory: "MGILET",
    department: "D02",
    supplier: "SGJ",
    factory: "SGJ1",
    seasonCode: "AW26",
    colours: [["010", "Black"]],
  },
  {
    styleCode: "T58-6604",
    styleName: "Pleated satin midi skirt",
    productCategory: "WSKIRT",
    department: "D01",
    supplier: "SGJ",
    factory: "SGJ1",
    seasonCode: "AW26",
    colours: [
      ["330", "Khaki"],
      ["501", "Silver"],
    ],
  },
];

/** The rows as the import template's CSV: headers from the template's own columns. */
export function demoCsv(rows: readonly Record<ImportColumnKey, string>[]): Uint8Array {
  const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const lines = [
    IMPORT_COLUMNS.map((column) => quote(column.header)).join(","),
    ...rows.map((row) => IMPORT_COLUMNS.map((column) => quote(row[column.key])).join(",")),
  ];
  return new TextEncoder().encode(`${lines.join("\n")}\n`);
}

/** The demo people who carry lots out and decide on them. */
export interface DemoPeople {
  inspector: UserDocument;
  reviewer: UserDocument;
  manager: UserDocument;
}

export type DemoDefect = readonly [defectId: string, severity: DefectEntryInput["severity"], count: number];

/** What happens to a lot after the inspector records it: each step on its own day, all optional. */
export interface DemoOutcome {
  defects: readonly DemoDefect[];
  comment: string;
  /** Reopened by the reviewer and inspected again, this time with these defects. */
  reinspection?: readonly DemoDefect[];
  commercialPass?: string;
  close?: boolean;
  /** The client decision's id (meta/client-decisions). */
  decision?: string;
}

/** `day` (yyyy-mm-dd) at hh:mm UTC, never later than `now`. */
function at(day: string, time: string, now: Date): Date {
  const moment = new Date(`${day}T${time}:00.000Z`);
  return moment > now ? now : moment;
}

const nextDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A fixed UUID per demo entry, so the demo data are the same on every load (and after every reset). */
export function demoUuid(name: string): string {
  const hex = createHash("sha256").update(name).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function record(
  inspection: StoredInspection,
  defects: readonly DemoDefect[],
  comment: string,
  recordedAt: Date,
  round: number,
): InspectionWorkInput {
  return {
    defects: defects.map(([defectId, severity, count]) => ({
      id: demoUuid(`${inspection.id}-${round}-${defectId}-${severity}`),
      defectId,
      severity,
      count,
      photoIds: [],
      recordedAt: recordedAt.toISOString(),
    })),
    measurements: [],
    packaging: demoPackaging(inspection.id, inspection.poQuantity),
    comment,
  };
}

/**
 * A CREATED lot planned with the demo inspector on `day` at a control point, inspected that day (start 09:00,
 * record, finish 11:00), then reopened and finished again, passed commercially, signed off and decided on, as
 * the outcome says, each a day or so later (never after `now`).
 */
export async function carryOut(
  services: Services,
  people: DemoPeople,
  inspection: StoredInspection,
  plan: { day: string; controlPointId: string },
  outcome: DemoOutcome,
  now: Date,
): Promise<StoredInspection> {
  const { tenantId } = inspection;
  const booked = await planInspection(
    services,
    tenantId,
    inspection,
    { inspectorId: people.inspector.id, inspectionDate: plan.day, controlPointId: plan.controlPointId },
    inspection._etag ?? "",
  );
  /** A status move by one of the demo people, on the lot as last stored, at the time it claims. */
  const move = (
    lot: StoredInspection,
    by: UserDocument,
    action: InspectionStatusChange["action"],
    on: Date,
  ) => changeStatus(services, by, lot, { action }, lot._etag ?? "", on);
  const inspect = async (lot: StoredInspection, defects: readonly DemoDefect[], round: number) => {
    const started =
      lot.status === "STARTED" ? lot : await move(lot, people.inspector, "start", at(plan.day, "09:00", now));
    const stored = await services.inspectionWork.ensure(tenantId, started);
    const work = await checkedWork(
      services,
      started,
      record(started, defects, outcome.comment, at(plan.day, "10:15", now), round),
    );
    await recordInspectionPackaging(
      services,
      people.inspector,
      started,
      stored.packaging,
      work.packaging,
      at(plan.day, "10:45", now),
    );
    await services.inspectionWork.replace(
      { ...stored, ...work, updatedBy: { id: people.inspector.id, name: people.inspector.name } },
      stored._etag ?? "",
      at(plan.day, "10:45", now),
    );
    return move(started, people.inspector, "finish", at(plan.day, "11:00", now));
  };
  let lot = await inspect(booked, outcome.defects, 1);
  if (outcome.reinspection) {
    const reopened = await move(lot, people.reviewer, "reopen", at(plan.day, "15:00", now));
    lot = await inspect(reopened, outcome.reinspection, 2);
  }
  const later = (days: number, time: string) => at(nextDay(plan.day, days), time, now);
  if (outcome.commercialPass) {
    lot = await commercialPass(
      services,
      people.reviewer,
      lot,
      { result: "Comm. Pass", comment: outcome.commercialPass },
      lot._etag ?? "",
      later(1, "09:30"),
    );
  }
  if (outcome.close) lot = await move(lot, people.reviewer, "close", later(1, "10:00"));
  if (outcome.decision) {
    lot = await decide(
      services,
      people.manager,
      lot,
      { clientDecisionId: outcome.decision },
      lot._etag ?? "",
      later(2, "15:00"),
    );
  }
  return lot;
}
