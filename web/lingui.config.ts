import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * The portal's catalogues (docs/decisions/languages.md): British English is the source, written in the code with
 * Lingui's macros; each other language is a PO file beside it, compiled when the app is built and loaded when a
 * person chooses it. `pseudo` is the pseudo-language the screenshot test uses to find cut or overflowing text: made
 * from the source by `npm run i18n:extract`, never translated by hand.
 */
export default defineConfig({
  sourceLocale: "en-GB",
  locales: ["en-GB", "zh-CN", "bn", "tr", "vi", "pseudo"],
  fallbackLocales: { default: "en-GB" },
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}",
      include: ["<rootDir>/src"],
      exclude: ["**/*.test.ts", "**/testing/**"],
    },
  ],
  // Where a message is used, by file and not by line: a line moving elsewhere leaves the catalogues as they were.
  format: formatter({ lineNumbers: false }),
});
