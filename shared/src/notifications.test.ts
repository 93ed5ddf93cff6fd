import { describe, expect, it } from "vitest";
import {
  EmailChoicesSchema,
  emailChoiceOf,
  emailChoicesFor,
  EVENT_KIND_IDS,
  EVENT_KINDS,
  eventKindsFor,
  WEBHOOK_EVENT_KINDS,
} from "./notifications";
import { ROLE_NAMES } from "./roles";

describe("the notification catalogue", () => {
  it("defaults only roles that are told of a kind, and tells a pending person nothing", () => {
    for (const kind of EVENT_KIND_IDS) {
      const { roles, email } = EVENT_KINDS[kind];
      expect(
        Object.keys(email).filter((role) => !(roles as readonly string[]).includes(role)),
        kind,
      ).toEqual([]);
    }
    expect(eventKindsFor("PENDING")).toEqual([]);
  });

  it("gives each role what it acts on by e-mail at once, and the rest in the digest or the portal only", () => {
    expect(emailChoiceOf("SUPPLIER", {}, "lot.failed")).toBe("instant");
    expect(emailChoiceOf("SUPPLIER", {}, "car.raised")).toBe("instant");
    expect(emailChoiceOf("CLIENT_MANAGER", {}, "report.awaiting-decision")).toBe("digest");
    expect(emailChoiceOf("INSPECTOR", {}, "inspection.assigned")).toBe("instant");
    expect(emailChoiceOf("PLANNER", {}, "download.ready")).toBe("off");
  });

  it("follows a person's own choice, but never e-mails a kind their role is not told of", () => {
    expect(emailChoiceOf("SUPPLIER", { "lot.failed": "digest" }, "lot.failed")).toBe("digest");
    expect(emailChoiceOf("PLANNER", { "download.ready": "instant" }, "download.ready")).toBe("instant");
    expect(
      emailChoiceOf("SUPPLIER", { "report.awaiting-decision": "instant" }, "report.awaiting-decision"),
    ).toBe("off");
  });

  it("shows a person every kind of their role with the defaults filled in, and only those", () => {
    const shown = emailChoicesFor("INSPECTOR", { "inspection.rescheduled": "off" });
    expect(shown).toEqual({
      "inspection.assigned": "instant",
      "inspection.rescheduled": "off",
      "account.approved": "instant",
      "account.blocked": "instant",
    });
  });

  it("offers webhooks the business events, not one person's account or files", () => {
    expect(WEBHOOK_EVENT_KINDS).toContain("lot.failed");
    expect(WEBHOOK_EVENT_KINDS).toContain("decision.made");
    for (const personal of ["account.approved", "download.ready", "inspection.assigned"] as const)
      expect(WEBHOOK_EVENT_KINDS).not.toContain(personal);
  });

  it("refuses a choice or a kind it does not know, naming it", () => {
    const wrongChoice = EmailChoicesSchema.safeParse({ "lot.failed": "hourly" });
    expect(wrongChoice.success).toBe(false);
    expect(wrongChoice.error?.issues[0]?.path).toEqual(["lot.failed"]);
    expect(EmailChoicesSchema.safeParse({ "lot.exploded": "instant" }).success).toBe(false);
    for (const role of ROLE_NAMES) expect(EmailChoicesSchema.parse(emailChoicesFor(role, {}))).toBeDefined();
  });
});
