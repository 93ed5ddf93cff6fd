import { z } from "zod";
import { DEFAULT_INSPECTION_TYPE, InspectionSchema, InspectionTypeSchema } from "./inspection";

/**
 * The import workbook (spec: UPLOAD PRODUCT READY TO INSPECT): one row per PO line. Headers are matched by
 * name with case, spacing and punctuation ignored, or by any alias; column order does not matter.
 */
export type ImportColumnKind = "code" | "text" | "integer" | "date";
export interface ImportColumn {
  key: string;
  header: string;
  aliases: readonly string[];
  kind: ImportColumnKind;
  required: boolean;
  example: string;
  help: string;
}

export const IMPORT_COLUMNS = [
  {
    key: "poNumber",
    header: "PO Number",
    aliases: ["PO", "PO No", "Purchase Order", "Client PO"],
    kind: "code",
    required: true,
    example: "0045001234",
    help: "As on the purchase order; leading zeros are kept.",
  },
  {
    key: "styleCode",
    header: "Style Code",
    aliases: ["Style", "Style No", "Product Code"],
    kind: "code",
    required: true,
    example: "T61-4471",
    help: "The retailer's style code.",
  },
  {
    key: "styleName",
    header: "Style Name",
    aliases: ["Style Description", "Description"],
    kind: "text",
    required: true,
    example: "Crew neck jumper",
    help: "",
  },
  {
    key: "colourCode",
    header: "Colour Code",
    aliases: ["Color Code", "Colour No"],
    kind: "code",
    required: true,
    example: "041",
    help: "",
  },
  {
    key: "colourName",
    header: "Colour Name",
    aliases: ["Color Name", "Colour", "Color"],
    kind: "text",
    required: true,
    example: "Navy",
    help: "",
  },
  {
    key: "seasonCode",
    header: "Season Code",
    aliases: ["Season"],
    kind: "code",
    required: true,
    example: "AW26",
    help: "",
  },
  {
    key: "productCategory",
    header: "Product Category",
    aliases: ["Category", "Category Code"],
    kind: "code",
    required: true,
    example: "MKNIT",
    help: "A product category code, e.g. MKNIT, WDRESS (see the list on this page).",
  },
  {
    key: "department",
    header: "Department",
    aliases: ["Dept", "Department Name"],
    kind: "text",
    required: false,
    example: "Menswear",
    help: "Department name or code.",
  },
  {
    key: "supplier",
    header: "Supplier",
    aliases: ["Supplier Code", "Supplier Name", "Vendor"],
    kind: "text",
    required: true,
    example: "DKW",
    help: "Supplier code or name.",
  },
  {
    key: "factory",
    header: "Factory",
    aliases: ["Factory Code", "Factory Name"],
    kind: "text",
    required: true,
    example: "DKW1",
    help: "A factory of that supplier: code or name.",
  },
  {
    key: "orderQuantity",
    header: "Order Quantity",
    aliases: ["Quantity", "Qty", "Order Qty", "PO Quantity"],
    kind: "integer",
    required: true,
    example: "1200",
    help: "Units; a whole number above zero.",
  },
  {
    key: "cartons",
    header: "Cartons",
    aliases: ["Carton Count", "No Of Cartons", "Cartons Qty"],
    kind: "integer",
    required: false,
    example: "50",
    help: "",
  },
  {
    key: "deliveryDate",
    header: "Delivery Date",
    aliases: ["Delivery", "Ship Date", "Ex Factory Date", "Due Date"],
    kind: "date",
    required: true,
    example: "15/12/2026",
    help: "Day/month/year, ISO (2026-12-15) or an Excel date.",
  },
  {
    key: "centre",
    header: "DC / Centre",
    aliases: ["DC", "Centre", "Center", "DC Centre", "Distribution Centre", "Tenant Centre"],
    kind: "text",
    required: false,
    example: "BFD",
    help: "Centre code or name; empty means the centre chosen on the page.",
  },
] as const satisfies readonly ImportColumn[];

export type ImportColumnKey = (typeof IMPORT_COLUMNS)[number]["key"];

/** Case, spacing and punctuation do not matter in headers: "PO  no." matches "PO No". */
export function normaliseHeader(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, "");
}

export const IMPORT_LIMITS = {
  /** Largest upload accepted. */
  maxBytes: 10 * 1024 * 1024,
  /** Most PO lines in one file. */
  maxRows: 20_000,
} as const;

export const IMPORT_FILE_TYPES = [".xlsx", ".csv"] as const;

/** The form fields sent beside the file (multipart): spec §9 "inspection types and centres selectable". */
export const ImportOptionsSchema = z
  .object({
    inspectionType: InspectionTypeSchema.default(DEFAULT_INSPECTION_TYPE),
    tenantCentreId: z.string().trim().min(1).max(50),
  })
  .strict();
export type ImportOptions = z.infer<typeof ImportOptionsSchema>;

/** One thing wrong with an uploaded workbook: where (spreadsheet row and column), what was there, what is wrong. */
export const ImportProblemSchema = z.object({
  row: z.number().int().nullable(),
  column: z.string().nullable(),
  value: z.string(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof ImportProblemSchema>;

const Counts = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});

/** How many inspections an import answer lists; the counts cover all of them. */
export const IMPORT_RESULT_INSPECTIONS = 200;

export const ImportResultSchema = z.object({
  rows: z.number().int(),
  products: Counts,
  orders: Counts,
  /** `removed`: CREATED or PLANNED inspections left with no PO lines because the file moved them elsewhere. */
  inspections: Counts.extend({ removed: z.number().int() }),
  /**
   * PO lines of the file whose grouping a planner changed (their inspection deleted, regrouped, skipped or
   * unskipped): left as the planner arranged them, whatever the file groups them into.
   */
  keptAsPlanned: z.number().int(),
  /** The inspections the file describes (the first IMPORT_RESULT_INSPECTIONS), for the page to list. */
  inspectionList: z.array(InspectionSchema),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

/** A workbook with problems writes nothing: the answer (422) lists every problem found. */
export const ImportRejectionSchema = z.object({
  status: z.literal(422),
  message: z.string(),
  problems: z.array(ImportProblemSchema),
  correlationId: z.string(),
});
