import {
  apiRoutes,
  IMPORT_LIMITS,
  ImportOptionsSchema,
  type ImportResult,
  ImportResultSchema,
} from "@aql-portal/shared";
import { z } from "zod";
import { loadReferenceData } from "../import/reference-data";
import { readPoLines } from "../import/read-po-lines";
import { readUpload, uploadBodyLimit } from "../lib/read-upload";
import { runImport } from "../import/run-import";
import { badRequest } from "../lib/errors";
import { httpFunction } from "../lib/http";

/**
 * POST /api/inspections/import (multipart: `file`, `inspectionType`, `tenantCentreId`): the planner's workbook
 * of PO lines becomes styles, orders and CREATED inspections. Any problem in the file writes nothing: 4xx for
 * the file as a whole, 422 with every row's problems. A clean file is imported as a resumable job: 409 while
 * another import of the tenant runs (run-import.ts).
 */
export const inspectionsImport = httpFunction({
  name: "inspections-import",
  route: apiRoutes.inspectionsImport,
  methods: ["POST"],
  access: "products:manage",
  response: { 200: ImportResultSchema },
  maxBodyBytes: uploadBodyLimit(IMPORT_LIMITS.maxBytes),
  query: z.object({}).strict(),
  handler: async (_input, { services, tenantId, user, request }) => {
    const upload = await readUpload(request, IMPORT_LIMITS.maxBytes);
    const parsed = ImportOptionsSchema.safeParse(upload.fields);
    if (!parsed.success) {
      const errors = parsed.error.issues.flatMap((issue) =>
        issue.code === "unrecognized_keys"
          ? issue.keys.map((key) => ({ field: `body.${key}`, message: "is not a known field" }))
          : [{ field: ["body", ...issue.path].join("."), message: issue.message }],
      );
      throw badRequest(`Invalid request: ${errors.map((e) => `${e.field} ${e.message}`).join("; ")}`, errors);
    }
    const options = parsed.data;
    const reference = await loadReferenceData(services.reference, tenantId);
    const centre = reference.centres.find((c) => c.id === options.tenantCentreId);
    if (!centre) {
      throw badRequest(`There is no centre ${options.tenantCentreId}: choose one of the tenant's centres.`, [
        { field: "body.tenantCentreId", message: "is not a centre of this tenant" },
      ]);
    }
    const { rows, lines } = readPoLines(upload.bytes, upload.fileName, reference, centre);
    const body: ImportResult = await runImport(services, {
      tenantId,
      fileName: upload.fileName,
      rows,
      lines,
      type: options.inspectionType,
      by: { id: user.id, name: user.name },
    });
    return { body };
  },
});
