import { useState } from "react";
import DatePicker from "react-datepicker";
import "react-datepicker/dist/react-datepicker.css";
import type { Locale } from "date-fns";
import { bn } from "date-fns/locale/bn";
import { enGB } from "date-fns/locale/en-GB";
import { tr } from "date-fns/locale/tr";
import { vi } from "date-fns/locale/vi";
import { zhCN } from "date-fns/locale/zh-CN";
import { useLingui } from "@lingui/react/macro";
import type { Language } from "@aql-portal/shared";
import { autoUpdate, flip, offset, shift, useFloating } from "@floating-ui/react";
import { FIRST_YEAR, LAST_YEAR } from "@aql-portal/shared";
import { shownLanguage } from "../../lib/i18n";
import { calendarDate, isoDay, readDraft, type DateDraft } from "./date-text";

/** Month and day names, and the week's first day, in the language shown (docs/decisions/languages.md). */
const LOCALES: Record<Language, Locale> = { "en-GB": enGB, "zh-CN": zhCN, bn, tr, vi };

/**
 * A date field's calendar (react-datepicker, in the language shown: in English (UK) weeks start on Monday), with its
 * CSS: a chunk of its own that
 * `DateField` (date-input.tsx) loads on demand, so a page with dates shows and takes typed dates without it
 * (docs/decisions/web-speed.md). It is only the calendar, react-datepicker `inline`, shown under the field's text
 * box, which stays the field's own: the field opens and closes it and handles the keys in its text box.
 */

const FIRST_DAY = new Date(FIRST_YEAR, 0, 1);
const LAST_DAY = new Date(LAST_YEAR, 11, 31);

/** One end of a range, with both ends, for the calendar to show the range. */
export interface CalendarRange {
  part: "start" | "end";
  start: string;
  end: string;
}

export interface DateCalendarProps {
  /** The calendar's id, which the field's calendar button controls. */
  id: string;
  /** The field it opens under. */
  anchor: HTMLElement;
  /** What the field's text box holds: the day shown while it is a whole date. */
  draft: DateDraft;
  /** The day the field stands for while its text is not a date: where the calendar opens. */
  value: string;
  onPick: (iso: string) => void;
  range?: CalendarRange | undefined;
}

export function DateCalendar({ id, anchor, draft, value, onPick, range }: DateCalendarProps) {
  const { t } = useLingui();
  const [floating, setFloating] = useState<HTMLDivElement | null>(null);
  const { floatingStyles } = useFloating({
    elements: { reference: anchor, floating },
    placement: "bottom-start",
    // Fixed, so a dialog's scrolling body does not clip it; above the field where there is no room below.
    strategy: "fixed",
    middleware: [offset(4), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const typed = readDraft(draft);
  const shown = calendarDate(typed.kind === "date" ? typed.iso : value);
  const rangeProps = range
    ? {
        selectsStart: range.part === "start",
        selectsEnd: range.part === "end",
        startDate: calendarDate(range.start),
        endDate: calendarDate(range.end),
        ...(range.part === "end" ? { minDate: calendarDate(range.start) ?? FIRST_DAY } : {}),
      }
    : {};
  return (
    <div
      ref={setFloating}
      id={id}
      role="dialog"
      aria-label={t`Choose date`}
      className="date-calendar"
      style={floatingStyles}
      onMouseDown={(event) => {
        // A click on the calendar's frame or headings keeps the focus where it is (the text box, or a day).
        if (event.target instanceof Element && !event.target.closest("button, [tabindex]")) {
          event.preventDefault();
        }
      }}
    >
      <DatePicker
        inline
        locale={LOCALES[shownLanguage()]}
        selected={shown}
        minDate={FIRST_DAY}
        maxDate={LAST_DAY}
        {...rangeProps}
        onChange={(date: Date | null) => {
          if (date) onPick(isoDay(date));
        }}
      />
    </div>
  );
}
