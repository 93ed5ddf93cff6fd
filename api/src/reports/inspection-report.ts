import {
  checkMeasurement,
  defectTotals,
  formatAql,
  formatCount,
  reportedMoveTime,
  INSPECTION_LEVELS,
  SeveritySchema,
  CAR_STATUS_LABELS,
  formatCalendarDay,
  STANDARD_NAMES,
  SWITCHING_SEVERITY_LABELS,
  tableName,
  type DefectEntry,
  type InspectionPlan,
  type Dimensions,
  type InspectionDetail,
  type InspectionLevelId,
  type Severity,
  type SizeChart,
  formatDateTime,
  formatDay,
} from "@aql-portal/shared";
import type { PDFImage, PDFPage, RGB } from "pdf-lib";
import {
  A4,
  COLOURS,
  MARGIN,
  PageFlow,
  type CellValue,
  type GridImage,
  type KeyValue,
  type TextStyle,
} from "./pdf-layout";
import { formatCm, formatDeviation } from "./report-format";

/** What the AQL Inspection Report PDF is drawn from: the inspection as finished, and who and what made it. */
export interface InspectionReportData {
  inspection: InspectionDetail;
  /** The report's version number: 1 for the first finish, then one more for each change of its outcome. */
  version: number;
  /** Why this version was made: "Inspection finished", "Client decision: Accepted"... */
  reason: string;
  generatedAt: Date;
  /** Who made the change that produced this version. */
  generatedBy: string;
  customerName: string;
  productName: string;
  /** The style's size chart, to judge the measurements by; null when the style has none. */
  sizeChart: SizeChart | null;
  /** The defects' photos by photo id; a photo missing here is shown as an empty frame saying so. */
  photos: ReadonlyMap<string, { bytes: Uint8Array; contentType: "image/jpeg" | "image/png" }>;
}

const TITLE = "AQL Inspection Report";
const NOT_RECORDED: CellValue = { text: "not recorded", oblique: true, color: COLOURS.muted };
const SEVERITY_NAMES: Record<Severity, string> = {
  CRITICAL: "Critical",
  MAJOR: "Major",
  MINOR: "Minor",
};

const RESULTS: Record<InspectionDetail["result"], { word: string; colour: RGB }> = {
  Pass: { word: "PASS", colour: COLOURS.pass },
  Fail: { word: "FAIL", colour: COLOURS.fail },
  "Comm. Pass": { word: "COMM. PASS", colour: COLOURS.commercialPass },
  Pending: { word: "PENDING", colour: COLOURS.pending },
};

/** Renders the report as an A4 PDF: result, inspection, AQL plan, defects and photos, measurements, packaging,
 * comment and client decisions, with "Page n of N" on every page. */
export async function renderInspectionReport(data: InspectionReportData): Promise<Uint8Array> {
  const { inspection } = data;
  const flow: PageFlow = await PageFlow.create((page) => continuationHeader(flow, page, data));

  titleBlock(flow, data);
  resultBanner(flow, data);
  inspectionSection(flow, inspection);
  planSection(flow, inspection);
  const defects = sortedDefects(inspection.work.defects);
  defectsSection(flow, defects);
  await photosSection(flow, defects, data.photos);
  measurementsSection(flow, inspection, data.sizeChart);
  packagingSection(flow, inspection);
  commentSection(flow, inspection);
  decisionSection(flow, inspection);
  correctiveActionsSection(flow, inspection);

  const doc = flow.finish((page, number, count) => footer(flow, page, number, count, data));
  doc.setTitle(`${TITLE} ${inspection.inspectionNumber} v${data.version}`);
  doc.setSubject(`${inspection.product.styleCode} ${inspection.product.styleName}`);
  doc.setAuthor(data.generatedBy);
  doc.setCreator(data.productName);
  doc.setProducer(data.productName);
  doc.setCreationDate(data.generatedAt);
  doc.setModificationDate(data.generatedAt);
  return doc.save();
}

function titleBlock(flow: PageFlow, data: InspectionReportData): void {
  const top = flow.y;
  const right = flow.left + flow.width;
  const rightAligned = (text: string, y: number, style: TextStyle) =>
    flow.drawLine(text, right - flow.widthOf(text, style), y, style);

  flow.drawLine(data.customerName.toUpperCase(), flow.left, top, {
    font: "bold",
    size: 9,
    color: COLOURS.accent,
  });
  flow.drawLine(TITLE, flow.left, top - 14, { font: "bold", size: 20 });
  flow.drawLine(`${data.productName} · Inspection ${data.inspection.inspectionNumber}`, flow.left, top - 40, {
    size: 8.5,
    color: COLOURS.muted,
  });
  rightAligned(`Version ${data.version}`, top, { font: "bold", size: 11 });
  rightAligned(`Generated ${formatDateTime(data.generatedAt)}`, top - 18, {
    size: 8.5,
    color: COLOURS.muted,
  });
  rightAligned(`${data.reason}, by ${data.generatedBy}`, top - 30, { size: 8.5, color: COLOURS.muted });
  flow.y = top - 56;
  flow.page.drawRectangle({ x: flow.left, y: flow.y, width: flow.width, height: 2, color: COLOURS.accent });
  flow.space(14);
}

/** The result, big and in its colour, with the totals it was decided on; a commercial pass says who and why. */
function resultBanner(flow: PageFlow, data: InspectionReportData): void {
  const { inspection } = data;
  const result = RESULTS[inspection.result];
  const totals = defectTotals(inspection.work.defects);
  const { plan } = inspection;
  const wordStyle = { font: "bold", size: 26, color: COLOURS.white } as const;
  const wordWidth = Math.max(flow.widthOf(result.word, wordStyle), 70);
  const textLeft = flow.left + 18 + wordWidth + 22;
  const textWidth = flow.left + flow.width - 16 - textLeft;
  const subject = `${inspection.product.styleCode} ${inspection.product.styleName} · ${colourText(inspection)}`;
  const figures = [
    `Critical ${totals.CRITICAL} (Ac 0)`,
    `Major ${totals.MAJOR} (Ac ${plan.major.accept}${plan.major.inspection === "normal" ? "" : `, ${plan.major.inspection}`})`,
    `Minor ${totals.MINOR} (Ac ${plan.minor.accept}${plan.minor.inspection === "normal" ? "" : `, ${plan.minor.inspection}`})`,
    `Sample ${formatCount(plan.sampleSize)} of ${formatCount(plan.lotSize)}`,
  ].join(" · ");
  const subjectLines = flow.wrap(subject, textWidth, { font: "bold", size: 10.5 });
  const figureLines = flow.wrap(figures, textWidth, { size: 9 });
  const height = Math.max(58, 20 + subjectLines.length * 13.5 + figureLines.length * 12);

  flow.ensure(height);
  const top = flow.y;
  flow.page.drawRectangle({ x: flow.left, y: top - height, width: flow.width, height, color: result.colour });
  flow.drawLine(result.word, flow.left + 18, top - (height - 26 * 0.72) / 2 + 26 * 0.28, wordStyle);
  flow.page.drawLine({
    start: { x: textLeft - 11, y: top - 12 },
    end: { x: textLeft - 11, y: top - height + 12 },
    thickness: 0.75,
    color: COLOURS.white,
    opacity: 0.6,
  });
  let y = top - (height - subjectLines.length * 13.5 - figureLines.length * 12) / 2 + 1.5;
  for (const line of subjectLines) {
    flow.drawLine(line, textLeft, y, { font: "bold", size: 10.5, color: COLOURS.white });
    y -= 13.5;
  }
  for (const line of figureLines) {
    flow.drawLine(line, textLeft, y, { size: 9, color: COLOURS.white });
    y -= 12;
  }
  flow.y = top - height;

  const note = inspection.resultNote;
  if (note) {
    const heading = `Commercial pass by ${note.by.name}, ${formatDateTime(note.at)}. The lot failed its AQL plan and was passed on commercial grounds:`;
    const headingLines = flow.wrap(heading, flow.width - 24, { font: "bold", size: 9 });
    const noteLines = flow.wrap(note.comment, flow.width - 24, { size: 9 });
    const noteHeight = 16 + (headingLines.length + noteLines.length) * 11.7;
    flow.ensure(noteHeight);
    const noteTop = flow.y;
    flow.page.drawRectangle({
      x: flow.left,
      y: noteTop - noteHeight,
      width: flow.width,
      height: noteHeight,
      color: result.colour,
      opacity: 0.08,
      borderColor: result.colour,
      borderWidth: 0.75,
    });
    let lineTop = noteTop - 8;
    for (const line of headingLines) {
      flow.drawLine(line, flow.left + 12, lineTop, { font: "bold", size: 9, color: result.colour });
      lineTop -= 11.7;
    }
    for (const line of noteLines) {
      flow.drawLine(line, flow.left + 12, lineTop, { size: 9 });
      lineTop -= 11.7;
    }
    flow.y = noteTop - noteHeight;
  }
  flow.space(4);
}

function inspectionSection(flow: PageFlow, inspection: InspectionDetail): void {
  flow.heading("Inspection");
  flow.keyValues([
    { label: "Inspection number", value: { text: inspection.inspectionNumber, bold: true } },
    { label: "Type", value: inspection.type },
    { label: "Status", value: inspection.status },
    { label: "Inspection date", value: optional(inspection.inspectionDate, formatDay) },
    { label: "Inspector", value: optional(inspection.inspector?.name) },
    { label: "Centre", value: inspection.centre.name },
    { label: "Control point", value: optional(inspection.controlPoint?.name) },
    { label: "Submission number", value: optional(inspection.submissionNumber) },
    { label: "Supplier", value: inspection.supplier.name },
    { label: "Factory", value: inspection.factory.name },
    { label: "Style code", value: { text: inspection.product.styleCode, bold: true } },
    { label: "Style name", value: inspection.product.styleName },
    { label: "Colour", value: colourText(inspection) },
    { label: "Season", value: inspection.seasonCode },
    { label: "Product category", value: categoryText(inspection) },
    { label: "Sample received", value: optional(inspection.sampleReceivedDate, formatDay) },
    {
      label: inspection.poNumbers.length === 1 ? "PO number" : "PO numbers",
      value: poText(inspection),
      wide: true,
    },
    { label: "Delivery date", value: formatDay(inspection.deliveryDate) },
    { label: "Cartons", value: optional(inspection.cartons, formatCount) },
    { label: "PO quantity", value: formatCount(inspection.poQuantity) },
    { label: "Delivery quantity", value: optional(inspection.deliveryQuantity, formatCount) },
    { label: "Started", value: optional(reportedMoveTime(inspection, "start")) },
    { label: "Finished", value: optional(reportedMoveTime(inspection, "finish")) },
  ]);
}

interface PlanRow {
  severity: Severity;
  aql: string;
  /** The table the class's plan came from (the switching rules' severity of inspection). */
  table: string;
  accept: number;
  reject: number;
  found: number;
}

function planSection(flow: PageFlow, inspection: InspectionDetail): void {
  const { plan } = inspection;
  const totals = defectTotals(inspection.work.defects);
  const items: KeyValue[] = [
    { label: "Lot size", value: formatCount(plan.lotSize) },
    { label: "Inspection level", value: levelText(plan.level) },
    { label: "Code letter", value: plan.codeLetter },
    { label: "Sample size", value: { text: formatCount(plan.sampleSize), bold: true } },
    { label: "AQL major", value: formatAql(plan.aql.major) },
    { label: "AQL minor", value: formatAql(plan.aql.minor) },
  ];
  // The plan and its three classes are one block: kept on one page.
  flow.heading(
    `AQL plan (${STANDARD_NAMES[plan.standard]}, single sampling)`,
    flow.keyValuesHeight(items) + 95,
  );
  flow.keyValues(items);
  flow.space(10);
  const classRow = (
    severity: "MAJOR" | "MINOR",
    aql: number,
    classPlan: InspectionPlan["major"],
  ): PlanRow => ({
    severity,
    aql: formatAql(aql),
    table: `${SWITCHING_SEVERITY_LABELS[classPlan.inspection]} · ${tableName(plan.standard, classPlan.inspection)}`,
    accept: classPlan.accept,
    reject: classPlan.reject,
    found: severity === "MAJOR" ? totals.MAJOR : totals.MINOR,
  });
  const rows: PlanRow[] = [
    {
      severity: "CRITICAL",
      aql: "0 (none accepted)",
      table: "—",
      accept: 0,
      reject: 1,
      found: totals.CRITICAL,
    },
    classRow("MAJOR", plan.aql.major, plan.major),
    classRow("MINOR", plan.aql.minor, plan.minor),
  ];
  // Accepted below Re: Z1.4's reduced plans accept a count between Ac and Re.
  const within = (row: PlanRow) => row.found < row.reject;
  flow.table<PlanRow>(
    [
      {
        header: "Defect class",
        width: 1.1,
        cell: (row) => ({ text: SEVERITY_NAMES[row.severity], bold: true }),
      },
      { header: "AQL", width: 1.4, cell: (row) => row.aql },
      { header: "Inspection (table)", width: 2.4, cell: (row) => row.table },
      { header: "Accept (Ac)", width: 1, align: "right", cell: (row) => String(row.accept) },
      { header: "Reject (Re)", width: 1, align: "right", cell: (row) => String(row.reject) },
      {
        header: "Units found",
        width: 1,
        align: "right",
        cell: (row) => ({ text: formatCount(row.found), bold: !within(row) }),
      },
      {
        header: "Against Ac",
        width: 1.1,
        cell: (row) =>
          within(row)
            ? { text: "OK", mark: "tick", bold: true, color: COLOURS.pass }
            : { text: "OVER", mark: "cross", bold: true, color: COLOURS.fail },
      },
    ],
    rows,
    { continued: "AQL plan (continued)" },
  );
}

/** Critical first, then major, then minor; in the order recorded within a class. */
function sortedDefects(defects: readonly DefectEntry[]): DefectEntry[] {
  const rank = (severity: Severity) => SeveritySchema.options.indexOf(severity);
  return [...defects].sort(
    (a, b) => rank(a.severity) - rank(b.severity) || a.recordedAt.localeCompare(b.recordedAt),
  );
}

function defectsSection(flow: PageFlow, defects: readonly DefectEntry[]): void {
  flow.heading("Defects");
  if (defects.length === 0) {
    flow.paragraph("No defects recorded.", { font: "oblique", color: COLOURS.muted });
    return;
  }
  const totals = defectTotals(defects);
  const photoCount = defects.reduce((sum, d) => sum + d.photoIds.length, 0);
  flow.table<DefectEntry>(
    [
      { header: "Code", width: 0.9, cell: (d) => d.defectCode },
      { header: "Defect", width: 3, cell: (d) => d.defectName },
      { header: "Category", width: 1.6, cell: (d) => d.category },
      {
        header: "Severity",
        width: 0.9,
        cell: (d) =>
          d.severity === "CRITICAL"
            ? { text: SEVERITY_NAMES[d.severity], bold: true, color: COLOURS.fail }
            : SEVERITY_NAMES[d.severity],
      },
      { header: "Units", width: 0.7, align: "right", cell: (d) => formatCount(d.count) },
      {
        header: "Photos",
        width: 0.7,
        align: "right",
        cell: (d) => (d.photoIds.length ? String(d.photoIds.length) : ""),
      },
    ],
    defects,
    {
      continued: "Defects (continued)",
      footer: [
        "Total",
        `${formatCount(defects.length)} ${defects.length === 1 ? "entry" : "entries"}: critical ${formatCount(totals.CRITICAL)}, major ${formatCount(totals.MAJOR)}, minor ${formatCount(totals.MINOR)}`,
        "",
        "",
        formatCount(totals.CRITICAL + totals.MAJOR + totals.MINOR),
        formatCount(photoCount),
      ],
    },
  );
}

async function photosSection(
  flow: PageFlow,
  defects: readonly DefectEntry[],
  photos: InspectionReportData["photos"],
): Promise<void> {
  const wanted = defects.flatMap((defect) =>
    defect.photoIds.map((photoId, index) => ({ defect, photoId, index })),
  );
  if (wanted.length === 0) return;
  const items: GridImage[] = [];
  for (const { defect, photoId, index } of wanted) {
    const photo = photos.get(photoId);
    const image = photo ? await embedPhoto(flow, photo) : null;
    items.push({
      image,
      missing: photo ? "Photo could not be read" : "Photo not available",
      caption: defect.defectName,
      detail: `${defect.defectCode} · ${SEVERITY_NAMES[defect.severity]} · photo ${index + 1} of ${defect.photoIds.length}`,
    });
  }
  flow.heading("Defect photos", 170);
  flow.imageGrid(items);
}

/** A photo the report cannot decode leaves its frame empty rather than failing the whole report. */
async function embedPhoto(
  flow: PageFlow,
  photo: { bytes: Uint8Array; contentType: "image/jpeg" | "image/png" },
): Promise<PDFImage | null> {
  try {
    return photo.contentType === "image/png"
      ? await flow.doc.embedPng(photo.bytes)
      : await flow.doc.embedJpg(photo.bytes);
  } catch (error) {
    console.warn("A defect photo could not be embedded in the report:", error);
    return null;
  }
}

interface MeasurementRow {
  garment: number;
  size: string;
  pointCode: string;
  point: string;
  specification: number | null;
  tolerance: string;
  value: number;
  deviation: number | null;
  outOfTolerance: boolean;
}

function measurementsSection(flow: PageFlow, inspection: InspectionDetail, chart: SizeChart | null): void {
  flow.heading("Measurements", 80);
  const measurements = inspection.work.measurements;
  if (measurements.length === 0) {
    flow.paragraph("No measurements recorded.", { font: "oblique", color: COLOURS.muted });
    return;
  }
  const pointOrder = new Map(chart?.points.map((point, index) => [point.code, index]));
  const rows: MeasurementRow[] = measurements
    .map((measurement) => {
      const point = chart?.points.find((candidate) => candidate.code === measurement.pointCode);
      const check = checkMeasurement(chart, measurement);
      return {
        garment: measurement.garment,
        size: measurement.size,
        pointCode: measurement.pointCode,
        point: point ? `${point.code} ${point.name}` : measurement.pointCode,
        specification: check.specification,
        tolerance: point ? `-${formatCm(point.toleranceMinus)} / +${formatCm(point.tolerancePlus)}` : "",
        value: measurement.value,
        deviation: check.deviation,
        outOfTolerance: check.outOfTolerance,
      };
    })
    .sort(
      (a, b) =>
        a.garment - b.garment ||
        (pointOrder.get(a.pointCode) ?? Infinity) - (pointOrder.get(b.pointCode) ?? Infinity) ||
        a.pointCode.localeCompare(b.pointCode) ||
        a.size.localeCompare(b.size),
    );

  const judged = rows.filter((row) => row.specification !== null);
  const out = judged.filter((row) => row.outOfTolerance).length;
  const garments = new Set(rows.map((row) => row.garment)).size;
  const measured = `${formatCount(rows.length)} ${rows.length === 1 ? "measurement" : "measurements"} of ${formatCount(garments)} ${garments === 1 ? "garment" : "garments"}`;
  if (!chart) {
    flow.paragraph(
      `${measured}. This style has no size chart, so they are not judged against a specification.`,
      {
        font: "bold",
        size: 8.5,
      },
    );
  } else {
    const summary =
      out > 0
        ? `${formatCount(out)} of ${formatCount(judged.length)} out of tolerance`
        : `All ${formatCount(judged.length)} within tolerance`;
    const unjudged = rows.length - judged.length;
    flow.paragraph(
      `${summary} (${measured}, in cm${unjudged > 0 ? `; ${formatCount(unjudged)} at a size or point the chart does not give, not judged` : ""}).`,
      { font: "bold", size: 8.5, color: out > 0 ? COLOURS.fail : COLOURS.pass },
    );
  }
  flow.space(6);
  flow.table<MeasurementRow>(
    [
      { header: "Garment", width: 0.75, align: "right", cell: (row) => String(row.garment) },
      { header: "Size", width: 0.7, cell: (row) => row.size },
      { header: "Point of measure", width: 3, cell: (row) => row.point },
      {
        header: "Spec",
        width: 0.7,
        align: "right",
        cell: (row) => (row.specification === null ? "" : formatCm(row.specification)),
      },
      { header: "Tolerance", width: 1, align: "right", cell: (row) => row.tolerance },
      { header: "Measured", width: 0.85, align: "right", cell: (row) => formatCm(row.value) },
      {
        header: "Deviation",
        width: 0.85,
        align: "right",
        cell: (row) =>
          row.deviation === null
            ? ""
            : {
                text: formatDeviation(row.deviation),
                bold: row.outOfTolerance,
                color: row.outOfTolerance ? COLOURS.fail : COLOURS.ink,
              },
      },
      {
        header: "Check",
        width: 0.8,
        cell: (row) =>
          row.specification === null
            ? { text: "not judged", oblique: true, color: COLOURS.muted }
            : row.outOfTolerance
              ? { text: "OUT", mark: "cross", bold: true, color: COLOURS.fail }
              : { text: "OK", color: COLOURS.muted },
      },
    ],
    rows,
    { continued: "Measurements (continued)" },
  );
}

function packagingSection(flow: PageFlow, inspection: InspectionDetail): void {
  const { packaging } = inspection.work;
  const items: KeyValue[] = [
    { label: "Cartons counted", value: optional(packaging.cartonCount, formatCount) },
    { label: "Paper tape", value: optional(packaging.paperTape, (yes) => (yes ? "Yes" : "No")) },
    { label: "Carton (L × W × H)", value: optional(packaging.cartonDimensions, dimensionsText) },
    { label: "Unit (L × W × H)", value: optional(packaging.unitDimensions, dimensionsText) },
    { label: "Received quantity", value: optional(packaging.receivedQuantity, formatCount) },
    { label: "Delivery quantity", value: optional(inspection.deliveryQuantity, formatCount) },
  ];
  flow.heading("Packaging checks", flow.keyValuesHeight(items));
  flow.keyValues(items);
}

function commentSection(flow: PageFlow, inspection: InspectionDetail): void {
  flow.heading("Inspector's comment", 20);
  const comment = inspection.work.comment.trim();
  if (comment) flow.paragraph(comment);
  else flow.paragraph("No comment.", { font: "oblique", color: COLOURS.muted });
}

type DecisionRow = InspectionDetail["decisionHistory"][number];

function decisionSection(flow: PageFlow, inspection: InspectionDetail): void {
  flow.heading("Client decision", 60);
  flow.keyValues([
    { label: "Current decision", value: { text: inspection.clientDecision, bold: true }, wide: true },
  ]);
  if (inspection.decisionHistory.length === 0) return;
  flow.space(10);
  flow.table<DecisionRow>(
    [
      { header: "Decision", width: 1.4, cell: (row) => ({ text: row.decision, bold: true }) },
      { header: "By", width: 1.3, cell: (row) => row.by?.name ?? "System" },
      { header: "When", width: 1.3, cell: (row) => formatDateTime(row.at) },
      { header: "Comment", width: 3, cell: (row) => row.comment ?? "" },
    ],
    inspection.decisionHistory,
    { continued: "Client decision history (continued)" },
  );
}

type CarRow = InspectionDetail["correctiveActions"][number];

/** The CARs raised on the lot or verified at it, as they stood when this version was made. */
function correctiveActionsSection(flow: PageFlow, inspection: InspectionDetail): void {
  if (inspection.correctiveActions.length === 0) return;
  flow.heading("Corrective action requests", 60);
  flow.table<CarRow>(
    [
      { header: "Request", width: 1.2, cell: (row) => ({ text: row.reference, bold: true }) },
      {
        header: "On this lot",
        width: 1.6,
        cell: (row) => (row.relation === "raised" ? "Raised" : "Verified here"),
      },
      {
        header: "Status",
        width: 1.6,
        cell: (row) => `${CAR_STATUS_LABELS[row.status]}${row.overdue ? " (overdue)" : ""}`,
      },
      { header: "Answer due", width: 1.4, cell: (row) => formatCalendarDay(row.dueDate) },
    ],
    inspection.correctiveActions,
    { continued: "Corrective action requests (continued)" },
  );
}

function continuationHeader(flow: PageFlow, page: PDFPage, data: InspectionReportData): number {
  const top = A4.height - MARGIN.top;
  const result = RESULTS[data.inspection.result];
  flow.drawLine(TITLE, flow.left, top, { font: "bold", size: 9, color: COLOURS.accent }, page);
  const after = flow.left + flow.widthOf(TITLE, { font: "bold", size: 9 });
  flow.drawLine(
    ` · ${data.inspection.inspectionNumber} · ${data.inspection.product.styleCode} ${data.inspection.product.styleName}`,
    after,
    top,
    { size: 8.5, color: COLOURS.muted },
    page,
  );
  const word = result.word;
  const wordStyle = { font: "bold", size: 9, color: result.colour } as const;
  flow.drawLine(word, flow.left + flow.width - flow.widthOf(word, wordStyle), top, wordStyle, page);
  page.drawLine({
    start: { x: flow.left, y: top - 14 },
    end: { x: flow.left + flow.width, y: top - 14 },
    thickness: 0.75,
    color: COLOURS.rule,
  });
  return 26;
}

function footer(
  flow: PageFlow,
  page: PDFPage,
  number: number,
  count: number,
  data: InspectionReportData,
): void {
  const y = MARGIN.bottom - 22;
  page.drawLine({
    start: { x: flow.left, y: y + 8 },
    end: { x: flow.left + flow.width, y: y + 8 },
    thickness: 0.5,
    color: COLOURS.rule,
  });
  const style = { size: 7.5, color: COLOURS.muted } as const;
  flow.drawLine(
    `${data.customerName} · ${TITLE} · Inspection ${data.inspection.inspectionNumber} · Version ${data.version} · Generated ${formatDateTime(data.generatedAt)}`,
    flow.left,
    y,
    style,
    page,
  );
  const pages = `Page ${number} of ${count}`;
  const pagesStyle = { ...style, font: "bold", color: COLOURS.ink } as const;
  flow.drawLine(pages, flow.left + flow.width - flow.widthOf(pages, pagesStyle), y, pagesStyle, page);
}

function optional<T>(value: T | null | undefined, format?: (value: T) => string): CellValue {
  if (value === null || value === undefined || value === "") return NOT_RECORDED;
  return format ? format(value) : String(value);
}

const colourText = (inspection: InspectionDetail) =>
  [inspection.colour.code, inspection.colour.name].filter(Boolean).join(" ");

const categoryText = (inspection: InspectionDetail) =>
  [inspection.productCategory.code, inspection.productCategory.name].filter(Boolean).join(" ");

const poText = (inspection: InspectionDetail) =>
  inspection.poNumbers.length ? inspection.poNumbers.join(", ") : NOT_RECORDED;

function levelText(level: InspectionLevelId): string {
  const iso = INSPECTION_LEVELS[level];
  return level === "POSITIVE_RELEASE"
    ? `Positive release (special level ${iso})`
    : `Level ${level} (general)`;
}

const trimmedCm = (value: number) => (Number.isInteger(value) ? String(value) : formatCm(value));
const dimensionsText = (d: Dimensions) =>
  `${trimmedCm(d.length)} × ${trimmedCm(d.width)} × ${trimmedCm(d.height)} cm`;
