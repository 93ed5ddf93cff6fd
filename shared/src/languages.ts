/**
 * The languages the portal speaks (docs/decisions/languages.md): British English, the source every other is
 * translated from, then the languages of the suppliers' and inspectors' people. Each is named in itself, as a
 * language picker shows it to someone who may not read the language the page is in. Free of zod, so that the public
 * pages can read it (their schemas are in user.ts).
 */
export const LANGUAGES = {
  "en-GB": "English (UK)",
  "zh-CN": "简体中文",
  bn: "বাংলা",
  tr: "Türkçe",
  vi: "Tiếng Việt",
} as const;

export type Language = keyof typeof LANGUAGES;
export const LANGUAGE_TAGS = Object.keys(LANGUAGES) as [Language, ...Language[]];
export const SOURCE_LANGUAGE: Language = "en-GB";

/**
 * The portal's language closest to what a browser asks for (`navigator.languages`, most wanted first): the first
 * tag whose language the portal speaks, any region or script of it ("zh-Hans-SG" is 简体中文, "en-US" English (UK),
 * "bn-IN" বাংলা). British English when none is.
 */
export function bestLanguage(wanted: readonly string[]): Language {
  for (const tag of wanted) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? "";
    if (primary === "zh") {
      // Traditional script is not offered: a reader of it is better served by Simplified than by English.
      return "zh-CN";
    }
    const found = LANGUAGE_TAGS.find((language) => language.toLowerCase().split("-")[0] === primary);
    if (found) return found;
  }
  return SOURCE_LANGUAGE;
}

/**
 * The locale `Intl` formats a language's dates and numbers in. Digits stay the Latin 0–9 in every language: dates,
 * quantities and PO numbers are compared with orders, labels and spreadsheets written so (docs/decisions/languages.md).
 */
export function intlLocale(language: Language): string {
  return `${language}-u-nu-latn`;
}
