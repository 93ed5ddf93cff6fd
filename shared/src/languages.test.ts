import { describe, expect, it } from "vitest";
import { bestLanguage } from "./languages";

describe("bestLanguage", () => {
  it("takes the first language the browser asks for that the portal speaks, in any region", () => {
    expect(bestLanguage(["bn-BD", "en-GB"])).toBe("bn");
    expect(bestLanguage(["fr-FR", "tr-TR", "en"])).toBe("tr");
    expect(bestLanguage(["vi"])).toBe("vi");
    expect(bestLanguage(["en-US"])).toBe("en-GB");
  });

  it("reads any Chinese as Simplified Chinese", () => {
    expect(bestLanguage(["zh"])).toBe("zh-CN");
    expect(bestLanguage(["zh-Hans-SG"])).toBe("zh-CN");
    expect(bestLanguage(["zh_TW"])).toBe("zh-CN");
  });

  it("falls back to British English when nothing asked for is spoken", () => {
    expect(bestLanguage(["pt-PT", "si"])).toBe("en-GB");
    expect(bestLanguage([])).toBe("en-GB");
  });
});
