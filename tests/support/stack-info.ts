import { z } from "zod";

/** What scripts/test.ts tells the test processes about the stack it started. */
const StackInfoSchema = z.object({
  webUrl: z.url(),
  apiUrl: z.url(),
  issuer: z.url(),
  apiEnv: z.record(z.string(), z.string()),
  powerBiUrl: z.url(),
  /** MailDev: its REST API under /api lists what the functions e-mailed. */
  mailUrl: z.url(),
  chromiumPath: z.string(),
});
export type StackInfo = z.infer<typeof StackInfoSchema>;

export function stackInfo(): StackInfo {
  const raw = process.env.TEST_STACK;
  if (!raw)
    throw new Error("TEST_STACK is not set: run these tests through `npm test`, which starts the stack.");
  return StackInfoSchema.parse(JSON.parse(raw));
}
