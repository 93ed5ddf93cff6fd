import { apiRoutes, IMPORT_LIMITS, ImportOptionsSchema, ImportResultSchema } from "@aql-portal/shared";
import { z } from "zod";
import { applyImport } from "../import/apply-import";
import { badRequest } from "../lib/errors";
import { httpFunction } from "../lib/http";
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
    const parsed = ImportOptionsSchema.safeParse(upload.fields);
    if (!parsed.success) {
      const errors = parsed.error.issues.flatMap((issue) =>
        issue.code === "unrecognized_keys"
          ? issue.keys.map((key) => ({ field: `body.${key}`, message: "is not a known field" }))
          : [{ field: ["body", ...issue.path].join("."), message: issue.message }],
      );
      throw badRequest(`Invalid request: ${errors.map((e) => `${e.field} ${e.message}`).join("; ")}`, errors);
    }
    return { body: await applyImport(services, user, { upload, options: parsed.data }) };
  },
});
