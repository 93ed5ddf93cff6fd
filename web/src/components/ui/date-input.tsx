import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import {
  Box,
  Field,
  Flex,
  IconButton,
  Input,
  InputGroup,
  Spinner,
  type SystemStyleObject,
} from "@chakra-ui/react";
import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { LuCalendarDays, LuTriangleAlert } from "react-icons/lu";
import {
  checkRange,
  datePlaceholder,
  dateText,
  draftOf,
  draftProblem,
  draftValue,
  leftDraft,
  type DateDraft,
} from "./date-text";
// A type alone, erased in the build: the calendar stays a chunk of its own, loaded below.
import type { CalendarRange } from "./date-calendar";
import type { DateRange } from "../../lib/list-filters";
import { codeOnDemand } from "../../lib/code-on-demand";
import { LabelledField, useFilterRenewal } from "./filters";

/**
 * The portal's date inputs: dd/mm/yyyy whatever the browser's language, typed or picked from a
 * calendar, with ISO days (yyyy-mm-dd) in and out. What is typed is read by `date-text.ts`; nothing reaches the
 * page until it is a whole, real date (see docs/decisions/dates.md). The calendar (react-datepicker with its CSS,
 * `date-calendar.tsx`) is a chunk of its own, fetched when a field is pointed at or focused and shown when a
 * field's calendar is asked for: the text box shows and takes typed dates without it (docs/decisions/web-speed.md).
 */

const calendarCode = codeOnDemand(() => import("./date-calendar"));

/** Pointing at or focusing a field starts fetching the calendar, so that it is usually there when opened. */
const fetchCalendarAhead = () => {
  calendarCode.load().catch(() => {
    // Said when the calendar is opened, which fetches it again.
  });
};

type Size = "sm" | "md" | "lg";

/** The calendar button's size in a text box of each size. */
const BUTTON_SIZE = { sm: "2xs", md: "xs", lg: "sm" } as const;

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
  range?: CalendarRange | undefined;
}

/**
 * The calendar: not shown ("closed"), asked for while its code is on its way ("loading"), that code could not be
 * fetched ("failed", a note says so), or shown under the text box ("open").
 */
type CalendarState = "closed" | "loading" | "failed" | "open";

/**
 * The text box with its calendar. The text box is the field's one input for its whole life, a Chakra `Input`, so it
 * takes its Field's label, id and invalid state; the calendar is shown under it, beside the focus, when asked for
 * (a click on the box or on its calendar button, or the down arrow), once its code has arrived. Nothing is swapped,
 * so no keystroke can land anywhere but in the box (docs/decisions/dates.md).
 */
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
  placeholder,
  range,
}: DateFieldProps) {
  const pattern = datePlaceholder();
  const input = useRef<HTMLInputElement>(null);
  /** The field: the box the calendar opens under, and what counts as inside it (the calendar is drawn within). */
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const calendarId = useId();
  const [calendar, setCalendar] = useState<CalendarState>("closed");
  const shown = calendar === "open" && !disabled;
  /**
   * Still wanted when its code arrives: not if the person typed, left the field or pressed Escape meanwhile (they
   * chose the text box; the calendar opens when asked again, rather than under their typing).
   */
  const wanted = useRef(false);
  const stillInField = () =>
    wanted.current && input.current !== null && input.current === document.activeElement;

  const open = () => {
    if (disabled) return;
    wanted.current = true;
    if (calendarCode.loaded()) {
      setCalendar("open");
      return;
    }
    if (calendar === "loading") return;
    setCalendar("loading");
    calendarCode.load().then(
      () => setCalendar(stillInField() ? "open" : "closed"),
      () => setCalendar(stillInField() ? "failed" : "closed"),
    );
  };
  /** Not wanted any more: the calendar or the note of its failure goes (a fetch under way decides on arrival). */
  const close = () => {
    wanted.current = false;
    setCalendar((state) => (state === "loading" ? state : "closed"));
  };
  /** Into the calendar, on the day it has ready (the one the field holds, else today's). */
  const enterCalendar = () => {
    const days = document.getElementById(calendarId);
    const day =
      days?.querySelector<HTMLElement>('.react-datepicker__day[tabindex="0"]') ??
      days?.querySelector<HTMLElement>(
        '.react-datepicker__day:not([aria-disabled="true"]):not(.react-datepicker__day--outside-month)',
      );
    day?.focus();
  };

  useEffect(() => {
    if (!shown || !box) return;
    // Escape closes the calendar only, not a dialog the field is in. Dialogs listen on the document, capturing,
    // before any handler of the field: marking the key as handled on the way down is what they respect.
    const keepDialog = (event: KeyboardEvent) => {
      if (event.key === "Escape" && event.target instanceof Node && box.contains(event.target)) {
        event.preventDefault();
      }
    };
    // A click anywhere else closes it.
    const clickedAway = (event: PointerEvent) => {
      if (event.target instanceof Node && !box.contains(event.target)) {
        wanted.current = false;
        setCalendar("closed");
      }
    };
    window.addEventListener("keydown", keepDialog, true);
    document.addEventListener("pointerdown", clickedAway, true);
    return () => {
      window.removeEventListener("keydown", keepDialog, true);
      document.removeEventListener("pointerdown", clickedAway, true);
    };
  }, [shown, box]);

  /** The failure's note, brought into view where it would open below the fold (a dialog's scrolling body). */
  const failure = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (calendar === "failed") failure.current?.scrollIntoView({ block: "nearest" });
  }, [calendar]);

  const busy = calendar === "loading";
  const Calendar = shown ? calendarCode.loaded()?.DateCalendar : undefined;
  return (
    <Box
      ref={setBox}
      css={calendarStyles}
      w="full"
      position="relative"
      onPointerEnter={fetchCalendarAhead}
      onFocus={fetchCalendarAhead}
      onBlur={(event) => {
        // Focus gone elsewhere on the page (Tab out of the calendar, Shift+Tab out of the box) closes it; focus
        // between the box and its calendar does not.
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) close();
      }}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || calendar === "closed") return;
        const fromCalendar = event.target !== input.current;
        close();
        if (fromCalendar) input.current?.focus();
      }}
    >
      <InputGroup
        endElement={
          <IconButton
            aria-label={t`Show calendar`}
            aria-haspopup="dialog"
            aria-expanded={shown}
            {...(shown ? { "aria-controls": calendarId } : {})}
            // The box's down arrow opens it from the keyboard: the button is for pointers, not a tab stop.
            tabIndex={-1}
            size={BUTTON_SIZE[size]}
            variant="ghost"
            color="fg.muted"
            disabled={disabled}
            // The focus stays in the box.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (shown) {
                close();
                return;
              }
              input.current?.focus();
              open();
            }}
          >
            {busy ? <Spinner size="xs" /> : <LuCalendarDays aria-hidden="true" />}
          </IconButton>
        }
        endElementProps={{ pe: "1", ps: "0" }}
      >
        <Input
          ref={input}
          {...(ariaLabel ? { "aria-label": ariaLabel } : {})}
          {...(describedBy ? { "aria-describedby": describedBy } : {})}
          {...(invalid === undefined ? {} : { "aria-invalid": invalid })}
          // The calendar's code is on its way: said to screen readers, and a spinner in place of the icon.
          {...(busy ? { "aria-busy": true } : {})}
          size={size}
          variant={variant}
          bg="bg"
          value={draft.text}
          placeholder={placeholder ?? pattern}
          autoComplete="off"
          disabled={disabled}
          onChange={(event) => {
            // Typing while the calendar's code is on its way, or under its failure's note, is choosing the box.
            if (calendar !== "open") close();
            onType(event.target.value);
          }}
          onClick={open}
          onBlur={onLeave}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              onLeave();
              close();
            }
            if (event.key === "ArrowDown") {
              event.preventDefault();
              if (shown) enterCalendar();
              else open();
            }
            // On to the next field, not into the calendar drawn after the box: it goes first.
            if (event.key === "Tab" && !event.shiftKey && shown) flushSync(close);
          }}
        />
      </InputGroup>
      {Calendar && box && (
        <Calendar
          id={calendarId}
          anchor={box}
          draft={draft}
          value={value}
          range={range}
          onPick={(iso) => {
            onPick(iso);
            close();
            input.current?.focus();
          }}
        />
      )}
      {calendar === "failed" && (
        <Box
          ref={failure}
          role="alert"
          position="absolute"
          top="full"
          insetStart="0"
          mt="1"
          zIndex="popover"
          w="max-content"
          maxW="18rem"
          px="3"
          py="2"
          bg="bg.panel"
          color="fg"
          fontSize="sm"
          borderWidth="1px"
          borderColor="border"
          borderRadius="l2"
          boxShadow="md"
        >
          <Trans>
            The calendar could not be loaded: check the connection. You can still type the date, as {pattern}.
          </Trans>
        </Box>
      )}
    </Box>
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
  fromLabel: givenFromLabel,
  toLabel: givenToLabel,
  rangeError = null,
  size = "md",
  fieldWidth = "160px",
  before,
  after,
  ...options
}: DateRangeInputProps) {
  const fromLabel = givenFromLabel ?? t`From`;
  const toLabel = givenToLabel ?? t`To`;
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
  const problem = range.fromProblem ?? range.toProblem;
  const label = range.fromProblem ? fromLabel : toLabel;
  if (problem) return t`${label}: ${problem}`;
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
  "& .date-calendar": { zIndex: "popover" },
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
  // The day the keyboard is on, whatever it is (a chosen day's fill hides the keyboard's own outline).
  "& .react-datepicker .react-datepicker__day:focus-visible": {
    outline: "2px solid",
    outlineColor: "brand.focusRing",
    outlineOffset: "1px",
  },
};
