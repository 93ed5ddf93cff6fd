import { getConfig } from "@lingui/conf";
import { getCatalogs } from "@lingui/cli/api";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { pseudoMessage, translationProblems } from "./i18n-messages";

/**
 * The catalogues' upkeep (docs/decisions/languages.md), run from the repository's root:
 *
 * - `tsx scripts/i18n.ts pseudo` writes the pseudo-language from the source: every message accented and 40 %
 *   longer (`npm run i18n:extract` runs it after Lingui's extraction);
 * - `tsx scripts/i18n.ts check` (in `npm run check`, so in CI) fails when a message in the code is missing from the
 *   catalogues, when a language lacks a translation, when a translation's placeholders or tags differ from the
 *   source's, or when the pseudo-language is not the source's;
 * - `tsx scripts/i18n.ts missing LOCALE` prints the messages LOCALE lacks as JSON (message → ""), and
 *   `tsx scripts/i18n.ts fill LOCALE FILE.json` takes such a file back with the translations written in: the
 *   translator's way in and out of the PO files, which any PO editor opens too.
 */

const WEB = fileURLToPath(new URL("../web", import.meta.url));
const SOURCE = "en-GB";
const PSEUDO = "pseudo";

async function catalogue() {
  const config = getConfig({ cwd: WEB, configPath: join(WEB, "lingui.config.ts") });
  const [found] = await getCatalogs(config);
  if (!found) throw new Error("web/lingui.config.ts declares no catalogue");
  return { catalog: found, locales: config.locales };
}

async function writePseudo(): Promise<void> {
  const { catalog } = await catalogue();
  const source = await catalog.read(SOURCE);
  const pseudo = await catalog.read(PSEUDO);
  for (const [id, entry] of Object.entries(pseudo)) {
    const message = source[id]?.message ?? entry.message ?? id;
    entry.translation = pseudoMessage(message);
  }
  await catalog.write(PSEUDO, pseudo);
  console.log(`Pseudo-language written: ${Object.keys(pseudo).length} messages.`);
}

async function check(): Promise<number> {
  const { catalog, locales } = await catalogue();
  const problems: string[] = [];
  const inCode = (await catalog.collect()) ?? {};
  const source = await catalog.read(SOURCE);
  for (const [id, entry] of Object.entries(inCode)) {
    if (!source[id] || source[id].obsolete) {
      problems.push(`"${entry.message ?? id}" (${entry.origin?.[0]?.[0] ?? "?"}) is not in the catalogues`);
    }
  }
  for (const locale of locales) {
    if (locale === SOURCE) continue;
    const translations = await catalog.read(locale);
    for (const [id, entry] of Object.entries(source)) {
      if (entry.obsolete || !inCode[id]) continue;
      const message = entry.message ?? id;
      const translation = translations[id]?.translation ?? "";
      if (locale === PSEUDO) {
        if (translation !== pseudoMessage(message))
          problems.push(`${locale}: "${message}" is not pseudo-localised`);
        continue;
      }
      problems.push(...translationProblems(message, translation).map((problem) => `${locale}: ${problem}`));
    }
  }
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(
      `\n${problems.length} problems in web/src/locales. Run \`npm run i18n:extract\`, translate what is new, and check again.`,
    );
    return 1;
  }
  console.log(`Catalogues complete: ${Object.keys(inCode).length} messages in ${locales.length} languages.`);
  return 0;
}

/** The source messages `locale` has no translation for, keyed by message. */
async function missing(locale: string): Promise<Record<string, string>> {
  const { catalog } = await catalogue();
  const translations = await catalog.read(locale);
  const wanted: Record<string, string> = {};
  for (const [id, entry] of Object.entries(translations)) {
    if (!entry.obsolete && !entry.translation) wanted[entry.message ?? id] = "";
  }
  return wanted;
}

/** Writes the translations of `file` (message → translation) into `locale`'s catalogue; refuses a wrong one. */
async function fill(locale: string, file: string): Promise<number> {
  const given = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  const { catalog } = await catalogue();
  const translations = await catalog.read(locale);
  const byMessage = new Map(Object.values(translations).map((entry) => [entry.message ?? "", entry]));
  const problems: string[] = [];
  let written = 0;
  for (const [message, translation] of Object.entries(given)) {
    const entry = byMessage.get(message);
    if (!entry) problems.push(`"${message}" is not in the catalogue`);
    else if (translation) {
      const wrong = translationProblems(message, translation);
      if (wrong.length > 0) problems.push(...wrong);
      else {
        entry.translation = translation;
        written++;
      }
    }
  }
  await catalog.write(locale, translations);
  for (const problem of problems) console.error(problem);
  console.log(`${locale}: ${written} translations written, ${problems.length} refused.`);
  return problems.length > 0 ? 1 : 0;
}

const [command, locale, file] = process.argv.slice(2);
if (command === "pseudo") await writePseudo();
else if (command === "check") process.exitCode = await check();
else if (command === "missing" && locale) console.log(JSON.stringify(await missing(locale), null, 2));
else if (command === "fill" && locale && file) process.exitCode = await fill(locale, file);
else {
  console.error("Usage: tsx scripts/i18n.ts pseudo | check | missing LOCALE | fill LOCALE FILE.json");
  process.exitCode = 2;
}
