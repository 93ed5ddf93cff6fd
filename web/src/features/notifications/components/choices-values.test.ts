import { describe, expect, it } from "vitest";
import type { NotificationChoices } from "@aql-portal/shared";
import { ApiRequestError } from "../../../lib/api-client";
import { changedChoices, chosenOf, digestSentence, linkRefusal } from "./choices-values";

const saved: NotificationChoices = {
  email: "ana.lopez@example.com",
  choices: [
    { kind: "lot.failed", label: "A lot failed its inspection", choice: "instant" },
    { kind: "car.raised", label: "A corrective action was asked for", choice: "instant" },
    { kind: "car.accepted", label: "A corrective action was accepted", choice: "digest" },
  ],
  digestHour: 7,
  timeZone: "Europe/London",
};

describe("the e-mail choices' form", () => {
  it("starts from the choices as saved", () => {
    expect(chosenOf(saved)).toEqual({
      "lot.failed": "instant",
      "car.raised": "instant",
      "car.accepted": "digest",
    });
  });

  it("sends only the kinds whose choice changed, so the others keep following the role's default", () => {
    const chosen = { ...chosenOf(saved), "car.raised": "off", "car.accepted": "digest" } as const;
    expect(changedChoices(saved, chosen)).toEqual({ "car.raised": "off" });
    expect(changedChoices(saved, chosenOf(saved))).toEqual({});
  });

  it("says when the digest is sent, on the 24-hour clock in the tenant's time zone", () => {
    expect(digestSentence(saved)).toBe("Digest sent daily at 07:00, Europe/London.");
    expect(digestSentence({ ...saved, digestHour: 18 })).toBe("Digest sent daily at 18:00, Europe/London.");
  });
});

describe("an e-mail's link refused", () => {
  it("tells an expired link (410) from one that is not valid (403)", () => {
    expect(linkRefusal(new ApiRequestError(410, "Gone"))).toMatchObject({
      title: "This link has expired",
      expired: true,
    });
    expect(linkRefusal(new ApiRequestError(410, "Gone"))?.detail).toContain("30 days");
    expect(linkRefusal(new ApiRequestError(403, "Forbidden"))).toMatchObject({
      title: "This link is not valid",
      expired: false,
    });
  });

  it("leaves other failures to be tried again", () => {
    expect(linkRefusal(new ApiRequestError(0, "Unable to connect to the server!"))).toBeNull();
    expect(linkRefusal(new ApiRequestError(500, "Something went wrong"))).toBeNull();
    expect(linkRefusal(new Error("boom"))).toBeNull();
  });
});
