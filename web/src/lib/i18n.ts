import { i18n, type Messages } from "@lingui/core";
import {
  bestLanguage,
  intlLocale,
  LANGUAGE_TAGS,
  setFormatLanguage,
  SOURCE_LANGUAGE,
  type Language,
} from "@aql-portal/shared";
import { LANGUAGE_KEY } from "./storage";

/*
 * The portal's language on this device (docs/decisions/languages.md). British English is written in the code and
 * needs no catalogue. Every other language is a catalogue compiled when the app is built, a file of its own fetched
 * when the language is chosen. Deliberately light (no zod, no React): the public pages use it too.
 */

const catalogues = import.meta.glob<{ messages: Messages }>(["../locales/*.po", "!../locales/en-GB.po"]);

const loaded = new Set<Language>();
// Every message arrives compiled: the catalogues when the app is built, British English by the macros' build step
// (web/lingui-macros.ts). A text with no placeholder is its own compiled form, so Lingui need not parse it.
i18n.setMessagesCompiler((message) => [message]);

// British English until the device's language is shown (and in unit tests, which show none).
i18n.loadAndActivate({ locale: SOURCE_LANGUAGE, messages: {} });
loaded.add(SOURCE_LANGUAGE);

function isLanguage(value: string | null): value is Language {
  return value !== null && (LANGUAGE_TAGS as readonly string[]).includes(value);
}

/** The language the portal is shown in now. */
export function shownLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : SOURCE_LANGUAGE;
}

/** The language this device shows: the one chosen on it, else the closest to what the browser asks for. */
export function deviceLanguage(): Language {
  const chosen = localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(chosen) ? chosen : bestLanguage(navigator.languages);
}

/** Whether someone chose this device's language (rather than it being guessed from the browser). */
export function languageChosenHere(): boolean {
  return isLanguage(localStorage.getItem(LANGUAGE_KEY));
}

/**
 * Shows the portal in `language`: its catalogue fetched (once), the page's `lang` set so that screen readers,
 * fonts and line breaking follow. A catalogue that cannot be fetched (offline and never kept) leaves the portal in
 * British English rather than in none; returns the language shown.
 */
export async function showLanguage(language: Language): Promise<Language> {
  let shown = language;
  if (!loaded.has(language)) {
    const load = catalogues[`../locales/${language}.po`];
    try {
      i18n.load(language, load ? (await load()).messages : {});
      loaded.add(language);
    } catch {
      shown = SOURCE_LANGUAGE;
      i18n.load(shown, {});
    }
  }
  setFormatLanguage(shown);
  // Plurals' numbers in Latin digits, as everywhere (intlLocale).
  i18n.activate(shown, [intlLocale(shown)]);
  document.documentElement.lang = shown;
  return shown;
}

/** Keeps `language` as this device's choice and shows it. */
export function chooseDeviceLanguage(language: Language): Promise<Language> {
  localStorage.setItem(LANGUAGE_KEY, language);
  return showLanguage(language);
}

/**
 * A value made of words (a table's columns, a map of labels) made once per language, where a module would make it
 * once: in its language it keeps its identity from one drawing to the next, as memoised tables want.
 */
export function perLanguage<T>(make: () => T): () => T {
  const made = new Map<string, T>();
  return () => {
    let value = made.get(i18n.locale);
    if (value === undefined) {
      value = make();
      made.set(i18n.locale, value);
    }
    return value;
  };
}

export { i18n };
