import { describe, expect, it } from "vitest";
import { bellLabel, unreadBadge } from "./bell-text";

describe("the bell's count", () => {
  it("shows no badge at none, the count up to 99 and 99+ above", () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(1)).toBe("1");
    expect(unreadBadge(99)).toBe("99");
    expect(unreadBadge(100)).toBe("99+");
    expect(unreadBadge(1250)).toBe("99+");
  });

  it("names the bell with the exact count, badge or not", () => {
    expect(bellLabel(3)).toBe("Notifications, 3 unread");
    expect(bellLabel(0)).toBe("Notifications, none unread");
    expect(bellLabel(1250)).toBe("Notifications, 1,250 unread");
  });
});
