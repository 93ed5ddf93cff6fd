import { apiRoutes, IMPORT_LIMITS, ImportOptionsSchema, ImportResultSchema } from "@aql-portal/shared";
import { z } from "zod";
import { applyImport } from "../import/apply-import";
import { httpFunction, parseInput } from "../lib/http";
import { readUpload, uploadBodyLimit } from "../lib/read-upload";

/**
 * POST /api/inspections/import (multipart: `file`, `inspectionType`, `tenantCentreId`): a planner imports a
 * workbook of PO lines (applyImport).
 */
export const inspectionsImport = httpFunction({
  name: "inspections-import",
  route: apiRoutes.inspectionsImport,
  methods: ["POST"],
  access: "products:manage",
  response: { 200: ImportResultSchema },
  maxBodyBytes: uploadBodyLimit(IMPORT_LIMITS.maxBytes),
  query: z.object({}).strict(),
  handler: async (_input, { services, user, request }) => {
    const upload = await readUpload(request, IMPORT_LIMITS.maxBytes);
    const options = parseInput(ImportOptionsSchema, upload.fields, "body");
    return { body: await applyImport(services, user, { upload, options }) };
  },
});
