import type { PDFFont } from "pdf-lib";

/**
 * The report uses the PDF standard fonts (no font files to bundle), which encode text as WinAnsi: Latin-1 plus
 * these 27 characters at 0x80–0x9F (PDF 32000-1, Annex D). Anything else would make pdf-lib throw.
 */
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

const isWinAnsi = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
};

/** Letters that do not decompose into a Latin base letter, and common symbols, spelt in WinAnsi. */
const REPLACEMENTS: Readonly<Record<string, string>> = {
  ı: "i",
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  Ħ: "H",
  ħ: "h",
  Ŧ: "T",
  ŧ: "t",
  Ŋ: "N",
  ŋ: "n",
  ẞ: "SS",
  "‐": "-",
  "‑": "-",
  "‒": "-",
  "−": "-",
  "≤": "<=",
  "≥": ">=",
  "≠": "!=",
  "≈": "~",
  "→": "->",
  "←": "<-",
  "′": "'",
  "″": '"',
};

/**
 * Text as the report's fonts can draw it: accents the encoding lacks are dropped from their letter
 * ("Anatolia Tekstil A.Ş." → "Anatolia Tekstil A.S."), letters with no Latin spelling (CJK, Cyrillic...)
 * become "?" so a reader sees something was there, and symbols such as emoji are left out. Line breaks are
 * kept; every other kind of space becomes a plain one.
 */
export function winAnsiText(text: string): string {
  let out = "";
  // After a left-out symbol that followed a space, that space goes if a space or punctuation comes next.
  let trimPending = false;
  const append = (value: string) => {
    if (trimPending && /^[\s.,;:!?)]/.test(value) && out.endsWith(" ")) out = out.slice(0, -1);
    trimPending = false;
    out += value;
  };
  for (const char of text.normalize("NFC").replace(/\r\n?/g, "\n")) {
    if (char === "\n") append(char);
    else if (/\s/u.test(char)) append(" ");
    else if (isWinAnsi(char)) append(char);
    else {
      const spelt = REPLACEMENTS[char] ?? [...char.normalize("NFD")].filter(isWinAnsi).join("");
      if (spelt) append(spelt);
      else if (/[\p{L}\p{N}]/u.test(char)) append("?");
      else trimPending ||= out.endsWith(" ");
    }
  }
  return trimPending && out.endsWith(" ") ? out.slice(0, -1) : out;
}

/**
 * Breaks text (already WinAnsi) into lines no wider than `maxWidth` at `size`: at line breaks, then between
 * words, and inside a word only when the word alone is too wide (a long list of codes with no spaces).
 */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const width = (value: string) => font.widthOfTextAtSize(value, size);
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(" ").filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (width(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (width(rest) > maxWidth) {
        let cut = 1;
        while (cut < rest.length && width(rest.slice(0, cut + 1)) <= maxWidth) cut++;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}
