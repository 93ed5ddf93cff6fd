import { z } from "zod";
import { SessionEndReasonSchema } from "./auth";

/** The one body every failed API call answers with. */
export const ApiErrorSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  /** Present when the input was bad: one entry per offending field ("query.sortOrder", "body.email"). */
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  correlationId: z.string(),
  /** On a 401 for a session that has ended: why, so that the device can say it. */
  sessionEnded: SessionEndReasonSchema.optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
