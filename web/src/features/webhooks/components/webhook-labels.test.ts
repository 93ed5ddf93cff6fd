import { describe, expect, it } from "vitest";
import { WEBHOOK_EVENT_KINDS, WEBHOOK_TEST_KIND } from "@aql-portal/shared";
import { deliveryKindLabel, kindsCount } from "./webhook-labels";

describe("webhooks in words", () => {
  it("names a delivery's event as the catalogue does, the test event as such, anything else as it came", () => {
    expect(deliveryKindLabel("lot.failed")).toBe("A lot failed its inspection");
    expect(deliveryKindLabel(WEBHOOK_TEST_KIND)).toBe("Test event");
    expect(deliveryKindLabel("something.new")).toBe("something.new");
  });

  it("counts an endpoint's kinds, saying when it takes every kind a webhook may carry", () => {
    expect(kindsCount(["lot.failed"])).toBe("1 kind");
    expect(kindsCount(["lot.failed", "car.raised"])).toBe("2 kinds");
    expect(kindsCount([...WEBHOOK_EVENT_KINDS])).toBe(`Every kind (${WEBHOOK_EVENT_KINDS.length})`);
  });
});
