import { z } from "zod";

/** A client of the inspection provider, with links to its two portals (spec §2 Admin table). */
export const AdminClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The client-facing visibility portal. */
  clientPage: z.string(),
  /** The staff-facing operations portal. */
  userPage: z.string(),
});
export type AdminClient = z.infer<typeof AdminClientSchema>;
