import type { Mail, Mailer } from "../data/mailer";

/** E-mail in memory: each one sent is recorded, in order; `failing` makes the next sends throw. */
export class MemoryMailer implements Mailer {
  readonly sent: Mail[] = [];
  failing = false;

  async send(mail: Mail): Promise<void> {
    if (this.failing) throw new Error("The mail server is not answering");
    this.sent.push(structuredClone(mail));
  }
}
