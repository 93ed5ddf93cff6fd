import { expect } from "vitest";
import { z } from "zod";
import { stackInfo } from "./stack-info";

/** An e-mail as MailDev's REST API answers it. */
const MailSchema = z.object({
  id: z.string(),
  subject: z.string(),
  to: z.array(z.object({ address: z.string() })),
  html: z.string().optional(),
  text: z.string().optional(),
  headers: z.record(z.string(), z.unknown()),
});
export type ReceivedMail = z.infer<typeof MailSchema>;

/**
 * Every e-mail MailDev holds for `address` (its inbox is the stack's, read through its REST API); with `about`, only
 * those whose text names it (a lot's id: journeys running beside one another fail lots of the same tenant, and a
 * client manager is told of every one).
 */
export async function mailTo(address: string, about?: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${stackInfo().mailUrl}/api/email`);
  expect(response.status).toBe(200);
  const all = z.array(MailSchema).parse(await response.json());
  return all.filter(
    (mail) =>
      mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()) &&
      (about === undefined || (mail.text ?? "").includes(about)),
  );
}

/** Waits until `address` has received at least `count` e-mails (queue functions send them in the background). */
export async function awaitMail(
  address: string,
  { count = 1, about, timeoutMs = 30_000 }: { count?: number; about?: string; timeoutMs?: number } = {},
): Promise<ReceivedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailTo(address, about);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline)
      throw new Error(`${address} received ${mails.length} e-mails, not ${count}, in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
