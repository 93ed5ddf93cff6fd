import { describe, expect, it } from "vitest";
import {
  calendarDate,
  checkRange,
  dateFormOf,
  dateMessages,
  dateText,
  draftProblem,
  draftValue,
  isoDay,
  leftDraft,
  readDateText,
  type DateDraft,
} from "./date-text";

const typing = (text: string): DateDraft => ({ text, left: false });
const left = (text: string): DateDraft => ({ text, left: true });

describe("readDateText", () => {
  it("reads dd/mm/yyyy as day, month, year: 05/12/2026 is 5 December", () => {
    expect(readDateText("05/12/2026")).toEqual({ kind: "date", iso: "2026-12-05", exact: true });
    expect(readDateText(" 31/12/2099 ")).toEqual({ kind: "date", iso: "2099-12-31", exact: true });
  });

  it("takes one-digit days and months, other separators and eight digits in a row, as not written out", () => {
    for (const text of ["5/12/2026", "05.12.2026", "05-12-2026", "5 12 2026", "05 / 12 / 2026", "05122026"]) {
      expect(readDateText(text), text).toEqual({ kind: "date", iso: "2026-12-05", exact: false });
    }
  });

  it("knows leap years and month lengths", () => {
    expect(readDateText("29/02/2028")).toMatchObject({ kind: "date", iso: "2028-02-29" });
    expect(readDateText("31/02/2026")).toEqual({
      kind: "invalid",
      problem: "31/02/2026 is not a date: February 2026 has 28 days.",
    });
    expect(readDateText("29/02/2026")).toMatchObject({ kind: "invalid" });
    expect(readDateText("31/04/2026")).toEqual({
      kind: "invalid",
      problem: "31/04/2026 is not a date: April 2026 has 30 days.",
    });
  });

  it("refuses a five-digit year, and a year outside the product's at once", () => {
    expect(readDateText("05/12/20261")).toEqual({ kind: "invalid", problem: dateMessages().fourDigitYear });
    expect(readDateText("051220261")).toEqual({ kind: "invalid", problem: dateMessages().fourDigitYear });
    expect(readDateText("05/12/0002")).toEqual({ kind: "invalid", problem: dateMessages().year });
    expect(readDateText("05/12/2206")).toEqual({ kind: "invalid", problem: dateMessages().year });
  });

  it("refuses a day or month that cannot be, as soon as it is whole", () => {
    expect(readDateText("32")).toEqual({ kind: "invalid", problem: dateMessages().day });
    expect(readDateText("0/")).toEqual({ kind: "invalid", problem: dateMessages().day });
    expect(readDateText("05/13")).toEqual({ kind: "invalid", problem: dateMessages().month });
    expect(readDateText("05/00/2026")).toEqual({ kind: "invalid", problem: dateMessages().month });
    expect(readDateText("123/12/2026")).toEqual({ kind: "invalid", problem: dateMessages().day });
  });

  it("refuses what is not written as a date", () => {
    for (const text of ["tomorrow", "2026-12-05x", "05//12/2026", "05/12/2026/1", "12 Dec 2026"]) {
      expect(readDateText(text), text).toEqual({ kind: "invalid", problem: dateMessages().format });
    }
  });

  it("reads every beginning of a date, typed digit by digit, as not finished rather than wrong", () => {
    const typed = "05/12/2026";
    for (let length = 1; length < typed.length; length += 1) {
      expect(readDateText(typed.slice(0, length)).kind, typed.slice(0, length)).toBe("incomplete");
    }
    expect(readDateText("0512202")).toMatchObject({ kind: "incomplete" });
    // Two digits of a year are a beginning while typing: "05/12/20" may become 2026.
    expect(readDateText("05/12/20")).toEqual({ kind: "incomplete", problem: dateMessages().incomplete });
    expect(readDateText("051226")).toEqual({ kind: "incomplete", problem: dateMessages().incomplete });
  });

  it("reads a two-digit year as 2000–2099 once the text is finished (left, or Enter)", () => {
    const finished = { finished: true };
    expect(readDateText("05/12/26", finished)).toEqual({ kind: "date", iso: "2026-12-05", exact: false });
    expect(readDateText("5.12.20", finished)).toEqual({ kind: "date", iso: "2020-12-05", exact: false });
    expect(readDateText("051299", finished)).toEqual({ kind: "date", iso: "2099-12-05", exact: false });
    expect(readDateText("1/1/00", finished)).toEqual({ kind: "date", iso: "2000-01-01", exact: false });
    expect(readDateText("29/02/27", finished)).toEqual({
      kind: "invalid",
      problem: "29/02/2027 is not a date: February 2027 has 28 days.",
    });
    // One or three digits are still not a year.
    expect(readDateText("05/12/2", finished)).toEqual({
      kind: "incomplete",
      problem: dateMessages().incomplete,
    });
    expect(readDateText("05/12/202", finished)).toEqual({
      kind: "incomplete",
      problem: dateMessages().incomplete,
    });
  });

  it("reads nothing typed as empty", () => {
    expect(readDateText("  ")).toEqual({ kind: "empty" });
  });
});

describe("dateText, calendarDate and isoDay", () => {
  it("write an ISO day as dd/mm/yyyy, and anything else as nothing", () => {
    expect(dateText("2026-12-05")).toBe("05/12/2026");
    expect(dateText("")).toBe("");
    expect(dateText("05/12/2026")).toBe("");
  });

  it("turn an ISO day into the calendar's local midnight and back", () => {
    const date = calendarDate("2026-12-05");
    expect(date?.getFullYear()).toBe(2026);
    expect(date?.getMonth()).toBe(11);
    expect(date?.getDate()).toBe(5);
    expect(isoDay(date ?? new Date(Number.NaN))).toBe("2026-12-05");
    expect(calendarDate("")).toBeNull();
  });
});

describe("a field's draft", () => {
  it("gives nothing while a date is being typed, and the date once it is written out in full", () => {
    for (const text of ["0", "05/1", "05/12/202", "2/12/2026", "05122026"]) {
      expect(draftValue(typing(text)), text).toBeNull();
    }
    expect(draftValue(typing("05/12/2026"))).toBe("2026-12-05");
  });

  it("gives a date typed loosely once the person leaves the field, written out", () => {
    expect(draftValue(left("5.12.2026"))).toBe("2026-12-05");
    expect(leftDraft(typing("5.12.2026"), "2026-11-23")).toEqual(left("05/12/2026"));
  });

  it("never gives an impossible date, and says why at once", () => {
    expect(draftValue(typing("31/02/2026"))).toBeNull();
    expect(draftValue(left("31/02/2026"))).toBeNull();
    expect(draftProblem(typing("31/02/2026"))).toContain("February 2026 has 28 days");
  });

  it("takes a two-digit year only once the person leaves the field, written out with four", () => {
    expect(draftValue(typing("05/12/26"))).toBeNull();
    expect(draftProblem(typing("05/12/26"))).toBeNull();
    expect(leftDraft(typing("05/12/26"), "2026-11-23")).toEqual(left("05/12/2026"));
    expect(draftValue(left("05/12/26"))).toBe("2026-12-05");
    expect(draftProblem(left("05/12/26"))).toBeNull();
  });

  it("says an unfinished date is unfinished only once the person leaves it", () => {
    expect(draftProblem(typing("05/12/202"))).toBeNull();
    expect(draftProblem(left("05/12/202"))).toBe(dateMessages().incomplete);
    expect(leftDraft(typing("05/12/202"), "2026-11-23")).toEqual(left("05/12/202"));
  });

  it("puts back the date an emptied field had, unless it may be empty", () => {
    expect(leftDraft(typing(""), "2026-11-23")).toEqual(left("23/11/2026"));
    expect(draftValue(typing(""), { optional: true })).toBeNull();
    expect(draftValue(left(""), { optional: true })).toBe("");
    expect(draftProblem(left(""))).toBe(dateMessages().required);
    expect(draftProblem(left(""), { optional: true })).toBeNull();
  });
});

describe("checkRange", () => {
  it("takes both ends when each is a date and the end is not before the start", () => {
    expect(checkRange(typing("01/12/2026"), typing("05/12/2026"))).toEqual({
      range: { from: "2026-12-01", to: "2026-12-05" },
      fromProblem: null,
      toProblem: null,
      rangeProblem: null,
    });
    expect(checkRange(typing("05/12/2026"), typing("05/12/2026")).range).toEqual({
      from: "2026-12-05",
      to: "2026-12-05",
    });
  });

  it("takes nothing while one end is being typed", () => {
    expect(checkRange(typing("01/12/2026"), typing("05/12/20")).range).toBeNull();
    expect(checkRange(typing("01/12/2026"), typing("05/12/20")).toProblem).toBeNull();
  });

  it("refuses an end before the start, with spec §5's words and why", () => {
    const check = checkRange(typing("10/03/2026"), typing("01/03/2026"));
    expect(check.range).toBeNull();
    expect(check.rangeProblem).toBe(dateMessages().endBeforeStart);
    expect(check.rangeProblem).toContain("Invalid date range!");
  });

  it("refuses an impossible end and says which", () => {
    const check = checkRange(typing("01/02/2026"), typing("31/02/2026"));
    expect(check.range).toBeNull();
    expect(check.fromProblem).toBeNull();
    expect(check.toProblem).toContain("is not a date");
  });

  it("takes an emptied end as no end where the range may be open", () => {
    expect(checkRange(typing("01/12/2026"), left(""), { optionalTo: true }).range).toEqual({
      from: "2026-12-01",
      to: "",
    });
    expect(checkRange(typing("01/12/2026"), left("")).range).toBeNull();
  });
});

describe("dates in another language's order", () => {
  const chinese = dateFormOf("zh-CN-u-nu-latn");
  const turkish = dateFormOf("tr-u-nu-latn");

  it("takes the order and separator the language writes", () => {
    expect(chinese).toEqual({ order: ["year", "month", "day"], separator: "/" });
    expect(turkish).toEqual({ order: ["day", "month", "year"], separator: "." });
    expect(dateText("2026-12-05", chinese)).toBe("2026/12/05");
    expect(dateText("2026-12-05", turkish)).toBe("05.12.2026");
  });

  it("reads a year-first date as it is shown, typed loosely or all in a row", () => {
    expect(readDateText("2026/12/05", { form: chinese })).toEqual({
      kind: "date",
      iso: "2026-12-05",
      exact: true,
    });
    expect(readDateText("2026-1-5", { form: chinese }).kind).toBe("incomplete");
    expect(readDateText("2026-1-5", { form: chinese, finished: true })).toEqual({
      kind: "date",
      iso: "2026-01-05",
      exact: false,
    });
    expect(readDateText("20261205", { form: chinese })).toEqual({
      kind: "date",
      iso: "2026-12-05",
      exact: false,
    });
    expect(readDateText("05.12.2026", { form: turkish })).toEqual({
      kind: "date",
      iso: "2026-12-05",
      exact: true,
    });
  });

  it("waits for the rest of a year-first date, and refuses what no typing mends", () => {
    expect(readDateText("2026/1", { form: chinese }).kind).toBe("incomplete");
    expect(readDateText("202", { form: chinese }).kind).toBe("incomplete");
    expect(readDateText("26/12/05", { form: chinese }).kind).toBe("invalid");
    expect(readDateText("2026/13", { form: chinese }).kind).toBe("invalid");
    expect(readDateText("2026/02/31", { form: chinese }).kind).toBe("invalid");
  });
});
