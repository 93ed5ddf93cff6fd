import { parse, type Token } from "@messageformat/parser";
import pseudolocale from "pseudolocale";

/*
 * What the catalogue check knows of an ICU message (docs/decisions/languages.md): the placeholders and the tags a
 * translation must keep, and the pseudo-language made from it.
 */

/** Lingui's tags for the elements inside a message: <0>…</0>, <1/>. */
const TAG = /<\/?\d+\/?>/g;
const IS_TAG = /^<\/?\d+\/?>$/;

function tokens(message: string): Token[] {
  return parse(message, { cardinal: [], ordinal: [], strictPluralKeys: false });
}

/** The names of a message's placeholders (plurals' and selects' included), each once, sorted. */
function placeholders(list: readonly Token[], into = new Set<string>()): Set<string> {
  for (const token of list) {
    if (token.type === "argument" || token.type === "function") into.add(token.arg);
    if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") {
      into.add(token.arg);
      for (const branch of token.cases) placeholders(branch.tokens, into);
    }
  }
  return into;
}

const sorted = (values: Iterable<string>) => [...values].sort().join(", ");

/** Why `translation` cannot stand for `message`: missing, not a message, or other placeholders or tags. */
export function translationProblems(message: string, translation: string): string[] {
  if (translation.trim() === "") return [`"${message}" has no translation`];
  let wanted: Set<string>;
  let given: Set<string>;
  try {
    wanted = placeholders(tokens(message));
    given = placeholders(tokens(translation));
  } catch (error) {
    return [`"${translation}" is not a message: ${error instanceof Error ? error.message : String(error)}`];
  }
  const problems: string[] = [];
  if (sorted(wanted) !== sorted(given)) {
    problems.push(
      `"${translation}" has placeholders {${sorted(given)}}; "${message}" has {${sorted(wanted)}}`,
    );
  }
  const tagsOf = (text: string) => sorted(text.match(TAG) ?? []);
  if (tagsOf(message) !== tagsOf(translation)) {
    problems.push(
      `"${translation}" has tags ${tagsOf(translation) || "none"}; "${message}" has ${tagsOf(message) || "none"}`,
    );
  }
  return problems;
}

/** Accented text, tags kept as they are. */
function accented(text: string): string {
  return text
    .split(/(<\/?\d+\/?>)/)
    .map((part) => (IS_TAG.test(part) ? part : pseudolocale(part, { prepend: "", append: "" })))
    .join("");
}

function written(list: readonly Token[]): string {
  return list
    .map((token) => {
      switch (token.type) {
        case "content":
          // Braces and apostrophes in text are quoted as ICU wants them.
          return accented(token.value)
            .replace(/'/g, "''")
            .replace(/[{}]/g, (brace) => `'${brace}'`);
        case "argument":
          return `{${token.arg}}`;
        case "function":
          return `{${token.arg}, ${token.key}${token.param ? `, ${written(token.param)}` : ""}}`;
        case "octothorpe":
          return "#";
        default: {
          const offset = token.pluralOffset ? ` offset:${token.pluralOffset}` : "";
          const cases = token.cases.map((branch) => `${branch.key} {${written(branch.tokens)}}`).join(" ");
          return `{${token.arg}, ${token.type},${offset} ${cases}}`;
        }
      }
    })
    .join("");
}

/**
 * The pseudo-language's message: every letter accented, placeholders, plurals and tags kept, and 40 % longer, so
 * that a screenshot shows what a longer language would cut or push out of place.
 */
export function pseudoMessage(message: string): string {
  const text = written(tokens(message));
  const letters = message.replace(/\{[^{}]*\}|<\/?\d+\/?>/g, "").length;
  const padding = Math.ceil(letters * 0.4);
  return padding > 0 ? `${text} ${"·".repeat(Math.max(1, padding - 1))}` : text;
}
