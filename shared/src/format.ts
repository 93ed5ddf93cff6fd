/**
 * How the product writes numbers and calendar days (British English: "1,200", "63%", "05 Jan 2026"), once: the
 * web shows them, and the API writes them into sentences (analytics insights).
 */

// Spelt out: en-GB's short months in some runtimes write September "Sept".
export const MONTH_NAMES = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

// Made on first use: the first Intl formatter costs a Node process ≈ 25 ms, which the API's cold start need not pay.
let count: Intl.NumberFormat | undefined;
let oneDecimal: Intl.NumberFormat | undefined;

export function formatCount(value: number): string {
  count ??= new Intl.NumberFormat("en-GB");
  return count.format(value);
}

/** "1 PO line", "1,200 PO lines": a count with its noun, plural unless one (`plural` when not noun + "s"). */
export function formatCountOf(value: number, noun: string, plural = `${noun}s`): string {
  return `${formatCount(value)} ${value === 1 ? noun : plural}`;
}

/** A fraction (0–1) as a whole percentage: 0.625 → "63%". */
export function formatPercent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

/** A number to one decimal place: 2.25 → "2.3" (defects per 100 units). */
export function formatDecimal(value: number): string {
  oneDecimal ??= new Intl.NumberFormat("en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return oneDecimal.format(value);
}

/**
 * A time of day as UK users read it, on the 24-hour clock: "09:05", "15:30", "00:05". One place, so the web and the
 * report write times alike.
 */
export function formatClock(hour: number, minute: number): string {
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/** A calendar date (yyyy-mm-dd) as "05 Jan 2026", the same wherever it is read; anything else as it came. */
export function formatCalendarDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  return match && month ? `${match[3]} ${month} ${match[1]}` : day;
}
