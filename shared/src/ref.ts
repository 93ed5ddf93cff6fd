import { z } from "zod";

/** A record named where another is about (a supplier, a centre, an inspector): its id and its name. */
export const RefSchema = z.object({ id: z.string(), name: z.string() });
