/**
 * Text a spreadsheet would run as a formula: one that begins with = + - @, a tab or a carriage return (OWASP's
 * list for CSV injection). The one rule for every spreadsheet in and out: imports refuse such text in their
 * text columns (a number typed in a number cell, a tolerance of -0.5, is data and never reaches this check),
 * and every export writes it with a leading apostrophe, so the cell shows the text instead of running it.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function startsLikeFormula(text: string): boolean {
  return FORMULA_START.test(text);
}

/** Text a spreadsheet will show as text: one that would start a formula gets a leading apostrophe. */
export function inertText(text: string): string {
  return startsLikeFormula(text) ? `'${text}` : text;
}
