/**
 * The years a date written by a person may have, once for the whole product: the spreadsheet import, the web's
 * date fields and the API's ISO days (`IsoDateSchema`) all keep to 2000–2099 (docs/decisions/dates.md). A year
 * outside it is a slip of the keyboard ("0202", "2206", "1999" for "2019") in a product whose orders and
 * inspections are all this century's; a window of one century also makes a two-digit year mean one year only.
 */

export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2099;

/** The window in words, for messages: "2000 to 2099". */
export const YEAR_WINDOW = `${FIRST_YEAR} to ${LAST_YEAR}`;

export const isYearInWindow = (year: number): boolean =>
  Number.isInteger(year) && year >= FIRST_YEAR && year <= LAST_YEAR;

/**
 * A year written with two digits, as in 15/12/26: the one year of the window that ends in them (26 → 2026). Read
 * so only where the text is final (a file's cell, a date field the person has left): see dates.md.
 */
export function yearOfTwoDigits(digits: number): number {
  if (!Number.isInteger(digits) || digits < 0 || digits > 99) {
    throw new RangeError(`A two-digit year is 0 to 99, not ${digits}.`);
  }
  return FIRST_YEAR + digits;
}
