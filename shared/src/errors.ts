import { z } from "zod";

/** The one body every failed API call answers with. */
export const ApiErrorSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  /** Present when the input was bad: one entry per offending field ("query.sortOrder", "body.email"). */
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  correlationId: z.string(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
