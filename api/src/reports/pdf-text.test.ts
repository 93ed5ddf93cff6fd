import { PDFDocument, StandardFonts, type PDFFont } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { winAnsiText, wrapText } from "./pdf-text";

let helvetica: PDFFont;
beforeAll(async () => {
  helvetica = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

describe("winAnsiText", () => {
  it("keeps what the standard fonts can draw: Latin-1, smart quotes, dashes, euro, ×", () => {
    const text = "Crème brûlée “fine” — 60 × 40 cm, £12 / €14… Straße, Ørsted, façade";
    expect(winAnsiText(text)).toBe(text);
  });

  it("drops the accents the encoding lacks, and spells letters that do not decompose", () => {
    expect(winAnsiText("Anatolia Tekstil A.Ş.")).toBe("Anatolia Tekstil A.S.");
    expect(winAnsiText("İzmir Fabrikası, Łódź, Đà Nẵng")).toBe("Izmir Fabrikasi, Lódz, Dà Nang");
    expect(winAnsiText("±0.5 cm − tolerance ≤ 1 → ok")).toBe("±0.5 cm - tolerance <= 1 -> ok");
  });

  it("leaves out symbols such as emoji, and marks letters with no Latin spelling with ?", () => {
    expect(winAnsiText("Good 👍🏽 finish 👨‍👩‍👧")).toBe("Good finish");
    expect(winAnsiText("Accepted 👍. Thanks 🙏, see you")).toBe("Accepted. Thanks, see you");
    expect(winAnsiText("Two  spaces stay")).toBe("Two  spaces stay");
    expect(winAnsiText("上海服装 Co.")).toBe("???? Co.");
    expect(winAnsiText("Ткань")).toBe("?????");
  });

  it("composes decomposed input, keeps line breaks and makes every other space a plain one", () => {
    expect(winAnsiText("Cafe\u0301")).toBe("Café");
    expect(winAnsiText("one\r\ntwo\rthree\tfour\u202Ffive\u00A0six")).toBe("one\ntwo\nthree four five six");
  });

  it("returns only text Helvetica encodes, whatever comes in", () => {
    const everything = Array.from({ length: 0x3000 }, (_, code) => String.fromCodePoint(code)).join("");
    const text = winAnsiText(`${everything}🙂🏭𝔘`);
    expect(() => helvetica.encodeText(text.replace(/\n/g, ""))).not.toThrow();
  });
});

describe("wrapText", () => {
  it("breaks between words so that no line is wider than asked", () => {
    const text =
      "Shade variation noted between cartons 12 and 31; the factory was asked to re-sort before shipping.";
    const lines = wrapText(text, helvetica, 9, 120);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.join(" ")).toBe(text);
    for (const line of lines) expect(helvetica.widthOfTextAtSize(line, 9)).toBeLessThanOrEqual(120);
  });

  it("breaks inside a word only when the word alone is too wide, and keeps paragraphs", () => {
    const codes = "0045001234,0045001235,0045001236,0045001237";
    const lines = wrapText(`${codes}\n\nNext`, helvetica, 9, 80);
    expect(lines.slice(0, -2).join("")).toBe(codes);
    expect(lines.slice(-2)).toEqual(["", "Next"]);
    for (const line of lines) expect(helvetica.widthOfTextAtSize(line, 9)).toBeLessThanOrEqual(80);
  });
});
