import {
  defectTotals,
  InspectionDetailSchema,
  inspectionVerdict,
  DEFAULT_AQLS,
  lotPlan,
  type DefectEntry,
  type InspectionDetail,
  type InspectionWork,
  type MeasurementInput,
  SeveritySchema,
  type SizeChart,
} from "@aql-portal/shared";
import { crc32, deflateSync } from "node:zlib";
import defectLibrary from "../seed/data/defects.json";
import type { InspectionReportData } from "../reports/inspection-report";
import { DEMO_SOURCING } from "./demo-sourcing";

/**
 * A realistic finished inspection to render reports from, for the report's tests and its benchmark: a
 * men's knitted jumper from the demo supplier, its plan, defects from the seed's defect library, measurements
 * against a size chart, packaging checks and client decisions. Not used by the API itself.
 */

type Photo = InspectionReportData["photos"] extends ReadonlyMap<string, infer P> ? P : never;

/** A 32 × 24 JPEG (a blue gradient with a light spot), as a tablet's canvas encodes one. */
export const SMALL_JPEG = Uint8Array.from(
  Buffer.from(
    "/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAYACADASIAAhEBAxEB/8QAGwAAAgIDAQAAAAAAAAAAAAAAAAMEBwECBQb/xAAnEAABBAECBAcBAAAAAAAAAAABAAIDEQQSEwUGMVEUISIyQnGh0f/EABcBAQEBAQAAAAAAAAAAAAAAAAIEAQP/xAAWEQEBAQAAAAAAAAAAAAAAAAABADH/2gAMAwEAAhEDEQA/AIr3JLiSaHVZe5awziDKimI1CN4dXejataUum7lriZxt7RHdXt6vV/P1efkJBIPkQrGPMHChjb/i2VXt+X1XVVzmzifLmmDdIke59drNrmK7NAylPckPchCcZD3JL3IQjbf/2Q==",
    "base64",
  ),
);

/**
 * A PNG of `width` × `height` (8-bit RGB): a fabric-coloured gradient with a weave and a little grain,
 * deterministic for a seed. Made with node:zlib only.
 */
export function pngPhoto(width: number, height: number, seed = 1): Uint8Array {
  let state = seed >>> 0 || 1;
  const grain = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return (state >>> 24) / 32 - 4;
  };
  const base = [70 + ((seed * 37) % 120), 60 + ((seed * 53) % 90), 90 + ((seed * 29) % 110)];
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0, offset = 0; y < height; y++) {
    raw[offset++] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const weave = ((x >> 2) + (y >> 2)) % 2 === 0 ? 12 : -12;
      const shade = (y / height) * 40;
      for (const channel of base) {
        raw[offset++] = Math.max(0, Math.min(255, Math.round(channel + weave - shade + grain())));
      }
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, RGB, deflate, no filter method, no interlace
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(raw)),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

/** A deterministic UUID (v4 layout) for fixture ids. */
export const fixtureId = (kind: number, n: number) =>
  `00000000-0000-4000-8${String(kind).padStart(3, "0")}-${n.toString(16).padStart(12, "0")}`;

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 5, 9, 0) + minutes * 60_000).toISOString();

/** `count` defect entries from the seed's library, `photosPerDefect(n)` photos on the n-th. */
export function defectEntries(
  count: number,
  photosPerDefect: (n: number) => number = () => 0,
): DefectEntry[] {
  let photo = 0;
  return Array.from({ length: count }, (_, n) => {
    const defect = defectLibrary[(n * 7) % defectLibrary.length] ?? defectLibrary[0];
    if (!defect) throw new Error("The seed's defect library is empty");
    const severity = SeveritySchema.parse(defect.severity);
    return {
      id: fixtureId(1, n),
      defectId: defect.id,
      defectCode: defect.code,
      defectName: defect.name,
      category: defect.category,
      severity,
      count: 1 + (n % 3),
      photoIds: Array.from({ length: photosPerDefect(n) }, () => fixtureId(2, photo++)),
      recordedAt: at(10 + n),
    };
  });
}

export const SIZE_CHART: SizeChart = {
  productId: "PRD-MK20417",
  styleCode: "MK20417",
  garmentCategory: "long-sleeve top",
  unit: "cm",
  sizes: ["S", "M", "L", "XL"],
  points: [
    {
      code: "BL",
      name: "Body length from high point shoulder",
      toleranceMinus: 1,
      tolerancePlus: 1,
      values: { S: 68, M: 70, L: 72, XL: 74 },
    },
    {
      code: "CH",
      name: "Chest width, 2.5 cm below armhole",
      toleranceMinus: 1,
      tolerancePlus: 1,
      values: { S: 52, M: 55, L: 58, XL: 61 },
    },
    {
      code: "SH",
      name: "Shoulder width",
      toleranceMinus: 0.5,
      tolerancePlus: 0.5,
      values: { S: 44, M: 46, L: 48, XL: 50 },
    },
    {
      code: "SL",
      name: "Sleeve length from shoulder point",
      toleranceMinus: 1,
      tolerancePlus: 1,
      values: { S: 63, M: 64.5, L: 66, XL: null },
    },
    {
      code: "HW",
      name: "Hem width",
      toleranceMinus: 1,
      tolerancePlus: 1,
      values: { S: 46, M: 49, L: 52, XL: 55 },
    },
  ],
  hiddenPoints: ["IL", "OL"],
  fileName: "MK20417 size chart.xlsx",
  uploadedOn: "2025-12-01T10:15:00.000Z",
  uploadedBy: "Priya Planner",
};

/**
 * `garments` sampled garments, every point of the chart, sizes M and L alternately; garment 2's chest and
 * garment 4's sleeve are out of tolerance.
 */
export function measurements(garments: number): MeasurementInput[] {
  const rows: MeasurementInput[] = [];
  for (let garment = 1; garment <= garments; garment++) {
    const size = garment % 2 === 1 ? "M" : "L";
    for (const point of SIZE_CHART.points) {
      const specification = point.values[size] ?? 0;
      const offset =
        garment === 2 && point.code === "CH"
          ? 2.5
          : garment === 4 && point.code === "SL"
            ? -1.5
            : ((garment + rows.length) % 5) * 0.2 - 0.4;
      rows.push({
        id: fixtureId(3, rows.length),
        garment,
        size,
        pointCode: point.code,
        value: Math.round((specification + offset) * 10) / 10,
        recordedAt: at(60 + rows.length),
      });
    }
  }
  return rows;
}

export interface FixtureOptions {
  inspection?: Partial<InspectionDetail>;
  work?: Partial<InspectionWork>;
  photos?: InspectionReportData["photos"];
  sizeChart?: SizeChart | null;
  version?: number;
}

/** A finished inspection of 1,200 jumpers on three POs, its result from its defects, checked against its schema. */
export function reportData(options: FixtureOptions = {}): InspectionReportData {
  const defects = options.work?.defects ?? defectEntries(6, (n) => (n < 3 ? 1 : 0));
  const work: InspectionWork = {
    defects,
    measurements: measurements(5),
    packaging: {
      cartonCount: 50,
      paperTape: true,
      cartonDimensions: { length: 60, width: 40, height: 35 },
      unitDimensions: { length: 32, width: 25.5, height: 4 },
      receivedQuantity: 1195,
    },
    comment:
      "Shade variation noted between cartons 12 and 31; the factory was asked to re-sort before shipping. Hand feel and pressing good.",
    carChecks: [],
    ...options.work,
  };
  const plan = options.inspection?.plan ?? lotPlan(1200, "II", DEFAULT_AQLS);
  const photos =
    options.photos ??
    new Map<string, Photo>(
      defects
        .flatMap((d) => d.photoIds)
        .map((id, n) => [
          id,
          n % 2 === 0
            ? { bytes: SMALL_JPEG, contentType: "image/jpeg" }
            : {
                bytes: pngPhoto(n % 4 === 1 ? 120 : 90, n % 4 === 1 ? 90 : 120, n),
                contentType: "image/png",
              },
        ]),
    );
  const inspection = InspectionDetailSchema.parse({
    id: "3f9c2a71b0e84d2c9a51c7e2d4b6a810",
    status: "FINISHED",
    result: inspectionVerdict(plan, defectTotals(defects)),
    type: "DC Origin Inspection",
    ...DEMO_SOURCING,
    product: {
      id: "PRD-MK20417",
      styleCode: "MK20417",
      styleName: "Men's lambswool crew neck jumper",
      hasSizeChart: true,
    },
    productCategory: { code: "MKNIT", name: "Men's knitwear" },
    colour: { code: "041", name: "Navy" },
    seasonCode: "AW26",
    poNumbers: ["0045001234", "0045001235", "0045001240"],
    deliveryDate: "2026-01-07",
    cartons: 50,
    plan,
    inspectionNumber: "3F9C2A71B0",
    inspectionDate: "2026-01-05",
    inspector: { id: "USR-INSPECTOR", name: "Imran Hossain" },
    level: "II",
    controlPoint: { id: "ORIGIN", name: "Origin (pre-shipment)" },
    submissionNumber: "1",
    sampleReceivedDate: null,
    deliveryQuantity: 1200,
    poQuantity: 1200,
    skipReason: null,
    totalDefects: defects.reduce((sum, d) => sum + d.count, 0),
    allowedDefectsMaj: plan.major.accept,
    allowedDefectsMin: plan.minor.accept,
    clientDecision: "Rework",
    createdOn: "2025-12-20T08:00:00.000Z",
    updatedOn: at(120),
    etag: '"etag"',
    work,
    workEtag: '"work-etag"',
    photoUrls: {},
    startedAt: at(0),
    finishedAt: at(95),
    resultNote: null,
    decisionHistory: [
      { decision: "Under Review", comment: null, by: null, at: at(95) },
      {
        decision: "Rework",
        comment: "Re-sort the shaded cartons and re-present for inspection.",
        by: { id: "USR-MANAGER", name: "Morgan Manager" },
        at: at(24 * 60),
      },
    ],
    versionCount: 1,
    ...options.inspection,
  });
  return {
    inspection,
    version: options.version ?? 1,
    reason: "Inspection finished",
    generatedAt: new Date(at(95)),
    generatedBy: "Imran Hossain",
    customerName: "Demo Retail",
    productName: "AQL Portal",
    sizeChart: options.sizeChart === undefined ? SIZE_CHART : options.sizeChart,
    photos,
  };
}
