import { useEffect, useRef, useState, type ReactElement } from "react";
import DatePicker from "react-datepicker";
import "react-datepicker/dist/react-datepicker.css";
import { enGB } from "date-fns/locale/en-GB";
import { FIRST_YEAR, LAST_YEAR } from "@aql-portal/shared";
import { calendarDate, isoDay, readDateText } from "./date-text";
import type { DateFieldProps } from "./date-input";

/**
 * A date field's calendar (react-datepicker, en-GB: weeks start on Monday), with its CSS: a chunk of its own that
 * `DateField` (date-input.tsx) loads when a field's calendar is first opened, so a page with dates shows and takes
 * typed dates without it (docs/decisions/web-speed.md). From then on it draws that field, its text box included:
 * it mounts open.
 */

const FIRST_DAY = new Date(FIRST_YEAR, 0, 1);
const LAST_DAY = new Date(LAST_YEAR, 11, 31);

export type DateCalendarProps = Pick<
  DateFieldProps,
  "draft" | "value" | "onType" | "onLeave" | "onPick" | "placeholder" | "disabled" | "range"
> & {
  /** The field's text box, its labels and messages set: the calendar adds its handlers and what it holds. */
  input: ReactElement;
};

export function DateCalendar({
  draft,
  value,
  onType,
  onLeave,
  onPick,
  placeholder,
  disabled = false,
  range,
  input,
}: DateCalendarProps) {
  const picker = useRef<DatePicker>(null);
  const [open, setOpen] = useState(true);
  useEffect(() => {
    if (!open) return;
    // Escape closes the calendar only, not a dialog the field is in. Dialogs listen on the document, capturing,
    // before any handler of the field: marking the key as handled on the way down is what they respect.
    const keepDialog = (event: KeyboardEvent) => {
      if (event.key === "Escape") event.preventDefault();
    };
    window.addEventListener("keydown", keepDialog, true);
    return () => window.removeEventListener("keydown", keepDialog, true);
  }, [open]);
  const typed = readDateText(draft.text);
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
    <DatePicker
      ref={picker}
      locale={enGB}
      dateFormat="dd/MM/yyyy"
      value={draft.text}
      selected={shown}
      minDate={FIRST_DAY}
      maxDate={LAST_DAY}
      {...rangeProps}
      placeholderText={placeholder}
      autoComplete="off"
      disabled={disabled}
      // Mounted when the field's calendar is first opened. After that, focus alone does not open it (a dialog's
      // first field, a toolbar tabbed through); a click or the down arrow does.
      startOpen
      preventOpenOnFocus
      showPopperArrow={false}
      popperPlacement="bottom-start"
      // Fixed, so a dialog's scrolling body does not clip it.
      popperProps={{ strategy: "fixed" }}
      onCalendarOpen={() => setOpen(true)}
      onCalendarClose={() => setOpen(false)}
      customInput={input}
      onChangeRaw={(event) => {
        // Typing is read here, not by the library (which would take "05/12/2" as the year 2).
        if (!(event?.target instanceof HTMLInputElement)) return;
        event.preventDefault();
        onType(event.target.value);
      }}
      onChange={(date: Date | null) => {
        if (date) onPick(isoDay(date));
      }}
      onKeyDown={(event) => {
        if (!(event.target instanceof HTMLInputElement)) return;
        if (event.key === "Enter") onLeave();
        if (event.key === "ArrowDown" && picker.current && !picker.current.isCalendarOpen()) {
          event.preventDefault();
          picker.current.setOpen(true);
        }
      }}
    />
  );
}
