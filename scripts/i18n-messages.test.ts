import { describe, expect, it } from "vitest";
import { pseudoMessage, translationProblems } from "./i18n-messages";

describe("translationProblems", () => {
  it("takes a translation with the source's placeholders and tags, in any order", () => {
    expect(
      translationProblems("{count} lots failed at {factory}", "{factory} 有 {count} 批次不合格"),
    ).toEqual([]);
    expect(translationProblems("Open <0>the report</0>", "<0>রিপোর্ট</0> খুলুন")).toEqual([]);
    expect(
      translationProblems("{count, plural, one {# lot} other {# lots}}", "{count, plural, other {# 批}}"),
    ).toEqual([]);
  });

  it("names a missing translation, a lost or renamed placeholder, and a lost tag", () => {
    expect(translationProblems("Save", "")).toEqual(['"Save" has no translation']);
    expect(translationProblems("{count} lots", "{n} lô")).toEqual([
      '"{n} lô" has placeholders {n}; "{count} lots" has {count}',
    ]);
    expect(translationProblems("Open <0>the report</0>", "Raporu aç")).toEqual([
      '"Raporu aç" has tags none; "Open <0>the report</0>" has </0>, <0>',
    ]);
  });

  it("names a translation that is not a message", () => {
    expect(translationProblems("{count} lots", "{count lô")[0]).toMatch(/is not a message/);
  });
});

describe("pseudoMessage", () => {
  it("accents the text, keeps placeholders, plurals and tags, and is at least 40 % longer", () => {
    const message = "Open <0>{count, plural, one {# failed lot} other {# failed lots}}</0> at {factory}";
    const pseudo = pseudoMessage(message);
    expect(pseudo).toMatch(
      /^Ōƥēń <0>\{count, plural, one \{# ƒàĩĺēď ĺōţ\} other \{# ƒàĩĺēď ĺōţś\}\}<\/0> àţ \{factory\} ·+$/,
    );
    expect(pseudo).toContain("</0>");
    expect(pseudo).toContain("{factory}");
    expect(translationProblems(message, pseudo)).toEqual([]);
    expect(pseudo.length).toBeGreaterThanOrEqual(message.length * 1.4 - 20);
  });

  it("keeps braces and apostrophes that are text", () => {
    expect(
      translationProblems("It's '{'not'}' a placeholder", pseudoMessage("It's '{'not'}' a placeholder")),
    ).toEqual([]);
  });
});
