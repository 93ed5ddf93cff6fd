import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from "react";
import DatePicker from "react-datepicker";
import "react-datepicker/dist/react-datepicker.css";
import { enGB } from "date-fns/locale/en-GB";
import {
  Box,
  Field,
  Flex,
  Input,
  InputGroup,
  type InputProps,
  type SystemStyleObject,
} from "@chakra-ui/react";
import { LuCalendarDays, LuTriangleAlert } from "react-icons/lu";
import {
  DATE_PLACEHOLDER,
  FIRST_YEAR,
  LAST_YEAR,
  calendarDate,
  checkRange,
  dateText,
  draftOf,
  draftProblem,
  draftValue,
  isoDay,
  leftDraft,
  readDateText,
  type DateDraft,
} from "./date-text";
import type { DateRange } from "../../lib/list-filters";
import { LabelledField, useFilterRenewal } from "./filters";

/**
 * The portal's date inputs (issue 11): dd/mm/yyyy whatever the browser's language, typed or picked from a
 * calendar (react-datepicker, en-GB: weeks start on Monday), with ISO days (yyyy-mm-dd) in and out. What is
 * typed is read by `date-text.ts`; nothing reaches the page until it is a whole, real date (see
 * docs/decisions/dates.md). This module is imported only by pages with dates, so the calendar and its CSS load
 * with them rather than with the app shell.
 */

const FIRST_DAY = new Date(FIRST_YEAR, 0, 1);
const LAST_DAY = new Date(LAST_YEAR, 11, 31);

type Size = "sm" | "md" | "lg";

export interface DateFieldProps {
  draft: DateDraft;
  /** The day the field stands for while its text is not a date: where the calendar opens. */
  value: string;
  onType: (text: string) => void;
  /** The person left the field or pressed Enter: time to take what it holds, or say what is wrong. */
  onLeave: () => void;
  onPick: (iso: string) => void;
  size?: Size | undefined;
  variant?: "outline" | "flushed" | undefined;
  disabled?: boolean | undefined;
  invalid?: boolean | undefined;
  /** The message saying what is wrong, when it is not the field's own error text. */
  describedBy?: string | undefined;
  /** Without a visible label (inside a Field.Root the label names it). */
  ariaLabel?: string | undefined;
  /** Shown while empty; the format by default. */
  placeholder?: string | undefined;
  /** One end of a range, for the calendar to show the range. */
  range?: { part: "start" | "end"; start: string; end: string } | undefined;
}

/** The text box with its calendar: a Chakra input, so it takes its Field's label, id and invalid state. */
export function DateField({
  draft,
  value,
  onType,
  onLeave,
  onPick,
  size = "md",
  variant = "outline",
  disabled = false,
  invalid,
  describedBy,
  ariaLabel,
  placeholder = DATE_PLACEHOLDER,
  range,
}: DateFieldProps) {
  const picker = useRef<DatePicker>(null);
  const [open, setOpen] = useState(false);
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
    <Box css={calendarStyles} w="full">
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
        // Focus alone does not open the calendar (a dialog's first field, a toolbar tabbed through); a click or
        // the down arrow does.
        preventOpenOnFocus
        showPopperArrow={false}
        popperPlacement="bottom-start"
        // Fixed, so a dialog's scrolling body does not clip it.
        popperProps={{ strategy: "fixed" }}
        {...(ariaLabel ? { ariaLabel } : {})}
        {...(describedBy ? { ariaDescribedBy: describedBy } : {})}
        {...(invalid === undefined ? {} : { ariaInvalid: String(invalid) })}
        onCalendarOpen={() => setOpen(true)}
        onCalendarClose={() => setOpen(false)}
        customInput={<TextInput size={size} variant={variant} onLeave={onLeave} />}
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
    </Box>
  );
}

type TextInputProps = InputProps & { onLeave: () => void; ref?: Ref<HTMLInputElement> | undefined };

/** The input react-datepicker clones its handlers into; leaving it also takes what was typed. */
function TextInput({ onLeave, onBlur, size, ...props }: TextInputProps) {
  return (
    <InputGroup
      endElement={<LuCalendarDays aria-hidden="true" />}
      endElementProps={{ pointerEvents: "none", color: "fg.muted" }}
    >
      <Input
        {...props}
        size={size}
        bg="bg"
        onBlur={(event) => {
          onBlur?.(event);
          onLeave();
        }}
      />
    </InputGroup>
  );
}

export interface DateInputProps {
  label: string;
  /** The day it holds, yyyy-mm-dd, or "" for none. */
  value: string;
  /** Told a whole, real day (or "" when emptied, if `optional`): never a day half typed. */
  onChange: (value: string) => void;
  /** May be left empty. */
  optional?: boolean;
  /** Told whenever what is typed cannot be taken, and when it can again (null): a form must not be saved meanwhile. */
  onProblemChange?: (problem: string | null) => void;
  /** A message from elsewhere (the server's), shown while the field has none of its own. */
  error?: string | undefined;
  disabled?: boolean;
  size?: Size;
}

/** One labelled date: its own message under it, read out when it appears. */
export function DateInput({
  label,
  value,
  onChange,
  optional = false,
  onProblemChange,
  error,
  disabled = false,
  size = "md",
}: DateInputProps) {
  const options = { optional };
  const [draft, setDraft] = useFollowedDraft(value, (current) => draftValue(current, options) === value);
  const update = (next: DateDraft) => {
    setDraft(next);
    onProblemChange?.(draftProblem(next, options));
    const taken = draftValue(next, options);
    if (taken !== null && taken !== value) onChange(taken);
  };
  const problem = draftProblem(draft, options) ?? error;
  return (
    <Field.Root invalid={Boolean(problem)} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <DateField
        draft={draft}
        value={value}
        size={size}
        disabled={disabled}
        onType={(text) => update({ text, left: false })}
        onLeave={() => update(leftDraft(draft, value, options))}
        onPick={(iso) => update({ text: dateText(iso), left: true })}
      />
      <Field.ErrorText>{problem}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * A draft that follows its value when the value is changed from elsewhere (Back, "Clear filters", a reload),
 * but not when the value is what the draft already holds (its own change coming back).
 */
function useFollowedDraft(value: string, holds: (draft: DateDraft) => boolean) {
  const [draft, setDraft] = useState(() => draftOf(value));
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // Adjusting state while rendering (React's pattern for following a prop), so no stale frame is drawn.
    setSeen(value);
    if (!holds(draft)) setDraft(draftOf(value));
  }
  return [draft, setDraft] as const;
}

export type { DateRange };

export interface UseDateRangeOptions extends DateRange {
  /** Told both ends together, only when each is a whole, real day and the end is not before the start. */
  onChange: (range: DateRange) => void;
  /** The end may be emptied: "to" is then "" (no end). */
  openEnded?: boolean | undefined;
}

/** The drafts of a range's two fields, what is wrong with them, and the props for each DateField. */
export function useDateRange({ from, to, onChange, openEnded = false }: UseDateRangeOptions) {
  const options = { optionalTo: openEnded };
  const [drafts, setDrafts] = useState(() => ({ from: draftOf(from), to: draftOf(to) }));
  const [seen, setSeen] = useState<DateRange>({ from, to });
  if (seen.from !== from || seen.to !== to) {
    // Adjusting state while rendering (React's pattern for following a prop). A range set elsewhere (a quick
    // range, "Clear filters", Back) replaces the drafts; this range's own change coming back does not.
    setSeen({ from, to });
    const held = checkRange(drafts.from, drafts.to, options).range;
    if (held?.from !== from || held.to !== to) setDrafts({ from: draftOf(from), to: draftOf(to) });
  }

  const update = (next: { from: DateDraft; to: DateDraft }) => {
    setDrafts(next);
    const taken = checkRange(next.from, next.to, options).range;
    if (taken && (taken.from !== from || taken.to !== to)) onChange(taken);
  };
  const check = checkRange(drafts.from, drafts.to, options);
  const field = (end: "from" | "to") => {
    const committed = end === "from" ? from : to;
    const optional = end === "to" && openEnded;
    return {
      draft: drafts[end],
      value: committed,
      onType: (text: string) => update({ ...drafts, [end]: { text, left: false } }),
      onLeave: () => update({ ...drafts, [end]: leftDraft(drafts[end], committed, { optional }) }),
      onPick: (iso: string) => update({ ...drafts, [end]: { text: dateText(iso), left: true } }),
      range: {
        part: end === "from" ? ("start" as const) : ("end" as const),
        start: draftValue(drafts.from) ?? from,
        end: draftValue(drafts.to, { optional: openEnded }) ?? to,
      },
    };
  };
  return {
    from: field("from"),
    to: field("to"),
    fromProblem: check.fromProblem,
    toProblem: check.toProblem,
    rangeProblem: check.rangeProblem,
  };
}

/**
 * The `key` of a DateRangeInput outside a filter bar, and `renewing(action)`: see FilterRenewal (a filter bar
 * renews its range itself).
 */
export const useRangeRenewal = useFilterRenewal;

export interface DateRangeInputProps extends UseDateRangeOptions {
  /** The pair's name for screen readers, e.g. "Inspection date". */
  label: string;
  fromLabel?: string;
  toLabel?: string;
  /** Why the range in use cannot be shown (e.g. longer than the API serves), said when the fields say nothing. */
  rangeError?: string | null | undefined;
  size?: Size;
  /** Each field's width. */
  fieldWidth?: string;
  /** Controls before the dates (which date the range is on) and after them (quick ranges). */
  before?: ReactNode;
  after?: ReactNode;
}

/** A from–to pair of labelled dates with one message under them; in a filter bar, renewed with it. */
export function DateRangeInput(props: DateRangeInputProps) {
  return <DateRangeFields key={useFilterRenewal().key} {...props} />;
}

function DateRangeFields({
  label,
  fromLabel = "From",
  toLabel = "To",
  rangeError = null,
  size = "md",
  fieldWidth = "160px",
  before,
  after,
  ...options
}: DateRangeInputProps) {
  const range = useDateRange(options);
  const messageId = useId();
  const message = rangeMessage(range, fromLabel, toLabel) ?? rangeError;
  const fromInvalid = range.fromProblem !== null || (message !== null && range.toProblem === null);
  const toInvalid = range.toProblem !== null || (message !== null && range.fromProblem === null);
  const describedBy = message ? messageId : undefined;
  return (
    <Box role="group" aria-label={label} flex={{ base: "1 1 100%", md: "0 0 auto" }}>
      <Flex gap="3" align="flex-end" wrap="wrap">
        {before}
        {(["from", "to"] as const).map((end) => (
          <LabelledField
            key={end}
            label={end === "from" ? fromLabel : toLabel}
            width={fieldWidth}
            invalid={end === "from" ? fromInvalid : toInvalid}
          >
            <DateField {...range[end]} size={size} describedBy={describedBy} />
          </LabelledField>
        ))}
        {after}
      </Flex>
      <DateMessage id={messageId} message={message} />
    </Box>
  );
}

/** What to say under a range: the first field's problem, named, then the order of the ends. */
export function rangeMessage(
  range: Pick<ReturnType<typeof useDateRange>, "fromProblem" | "toProblem" | "rangeProblem">,
  fromLabel: string,
  toLabel: string,
): string | null {
  if (range.fromProblem) return `${fromLabel}: ${range.fromProblem}`;
  if (range.toProblem) return `${toLabel}: ${range.toProblem}`;
  return range.rangeProblem;
}

/** A date's message, announced when it appears. */
export function DateMessage({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <Flex
      id={id}
      role="alert"
      align="center"
      gap="2"
      mt="1.5"
      color="fg.error"
      fontSize="sm"
      fontWeight="medium"
    >
      <LuTriangleAlert aria-hidden="true" />
      {message}
    </Flex>
  );
}

/** react-datepicker's calendar in the theme's colours (its CSS lays it out), light or dark. */
const calendarStyles: SystemStyleObject = {
  "& .react-datepicker-wrapper": { display: "block", width: "full" },
  "& .react-datepicker-popper": { zIndex: "popover" },
  "& .react-datepicker": {
    fontFamily: "body",
    fontSize: "sm",
    bg: "bg.panel",
    color: "fg",
    borderColor: "border",
    borderRadius: "l3",
    boxShadow: "lg",
    overflow: "hidden",
  },
  "& .react-datepicker .react-datepicker__header": {
    bg: "bg.subtle",
    borderBottomColor: "border",
    pt: "2",
  },
  "& .react-datepicker .react-datepicker__current-month": {
    color: "fg",
    fontSize: "sm",
    fontWeight: "semibold",
    mb: "1",
  },
  "& .react-datepicker .react-datepicker__navigation": { top: "1.5" },
  "& .react-datepicker .react-datepicker__navigation-icon::before": { borderColor: "fg.muted" },
  "& .react-datepicker .react-datepicker__navigation:hover *::before": { borderColor: "fg" },
  "& .react-datepicker .react-datepicker__day-name, & .react-datepicker .react-datepicker__day": {
    width: "9",
    lineHeight: "2.25rem",
    margin: "0.5",
    color: "fg",
  },
  "& .react-datepicker .react-datepicker__day-name": { color: "fg.muted", fontWeight: "medium" },
  "& .react-datepicker .react-datepicker__day": { borderRadius: "l2" },
  "& .react-datepicker .react-datepicker__day:not([aria-disabled=true]):hover": {
    bg: "bg.muted",
    borderRadius: "l2",
  },
  "& .react-datepicker .react-datepicker__day--outside-month": { color: "fg.subtle" },
  "& .react-datepicker .react-datepicker__day--disabled, & .react-datepicker .react-datepicker__day--disabled:hover":
    {
      color: "fg.subtle",
      opacity: 0.5,
      bg: "transparent",
    },
  "& .react-datepicker .react-datepicker__day--today": { fontWeight: "bold", color: "brand.fg" },
  "& .react-datepicker .react-datepicker__day--in-range, & .react-datepicker .react-datepicker__day--in-selecting-range":
    { bg: "brand.subtle", color: "brand.fg", borderRadius: "l2" },
  "& .react-datepicker .react-datepicker__day--keyboard-selected": {
    bg: "transparent",
    color: "fg",
    outline: "2px solid",
    outlineColor: "brand.focusRing",
    outlineOffset: "-2px",
  },
  "& .react-datepicker .react-datepicker__day--selected, & .react-datepicker .react-datepicker__day--range-start, & .react-datepicker .react-datepicker__day--range-end, & .react-datepicker .react-datepicker__day--selecting-range-start, & .react-datepicker .react-datepicker__day--selected:not([aria-disabled=true]):hover, & .react-datepicker .react-datepicker__day--range-start:not([aria-disabled=true]):hover, & .react-datepicker .react-datepicker__day--range-end:not([aria-disabled=true]):hover":
    { bg: "brand.solid", color: "brand.contrast", fontWeight: "semibold" },
};
