import { describe, expect, it } from "vitest";
import { dayFrom } from "./projection";
import type { StoredInspection } from "../data/inspections-repository";
import { eachDay, intervalsOf, tile } from "./calendar";
import { Cube, type CubeFilters } from "./cube";
import { activityOf, defectMovers, defectParetos, quality, supplierMovers, supplierRows } from "./figures";
import { insightsOf } from "./insights";
import { addCells, emptyLabels, mergeLabels } from "./summary";
import { done, fixtureInspection } from "../testing/documents-fixture";

const ANT = {
  supplier: { id: "SUP-ANT", name: "Anatolia Tekstil" },
  factory: { id: "FAC-ANT-1", name: "Bursa" },
};
const period = { from: "2026-11-01", to: "2026-11-30", previousFrom: "2026-10-02", previousTo: "2026-10-31" };

/**
 * The summaries a page reads for the period and the one before, as the API tiles them (months, weeks, days; the
 * period also by week, for trends), each made from the days it covers.
 */
function cubeOf(inspections: StoredInspection[], filters: CubeFilters = {}): Cube {
  const units = [
    ...tile(period.previousFrom, period.previousTo, "month"),
    ...tile(period.from, period.to, "month"),
    ...intervalsOf(period.from, period.to, "week").flatMap((range) => tile(range.from, range.to, "week")),
  ];
  return new Cube(
    units.map((unit) => {
      const days = eachDay(unit.from, unit.to).map((day) =>
        dayFrom(
          "t",
          day,
          inspections.filter((inspection) => inspection.scheduledDate === day),
        ),
      );
      return {
        unit,
        cells: addCells(
          [],
          days.map((day) => day.cells),
        ),
        labels: mergeLabels(emptyLabels(), ...days.map((day) => day.labels)),
      };
    }),
    filters,
  );
}

describe("the summaries a period is read from", () => {
  it("are the fewest months, weeks and days that cover it exactly", () => {
    expect(tile("2026-05-30", "2026-08-27", "month").map((unit) => unit.id)).toEqual([
      "day:2026-05-30",
      "day:2026-05-31",
      "month:2026-06-01",
      "month:2026-07-01",
      "day:2026-08-01",
      "day:2026-08-02",
      "week:2026-08-03",
      "week:2026-08-10",
      "week:2026-08-17",
      "day:2026-08-24",
      "day:2026-08-25",
      "day:2026-08-26",
      "day:2026-08-27",
    ]);
    expect(tile("2026-11-02", "2026-11-08", "week").map((unit) => unit.id)).toEqual(["week:2026-11-02"]);
    expect(tile("2026-11-02", "2026-11-08", "day")).toHaveLength(7);
  });

  it("refuse a range the summaries read do not cover", () => {
    const cube = new Cube([], {});
    expect(() => cube.cells("2026-11-01", "2026-11-02")).toThrow(/do not cover/);
  });
});

describe("intervals of a period", () => {
  it("cut days, ISO weeks (Monday first) and calendar months, clipped to the period", () => {
    expect(intervalsOf("2026-11-27", "2026-11-29", "day").map((i) => i.from)).toEqual([
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
    expect(intervalsOf("2026-11-04", "2026-11-20", "week")).toEqual([
      { from: "2026-11-04", to: "2026-11-08" },
      { from: "2026-11-09", to: "2026-11-15" },
      { from: "2026-11-16", to: "2026-11-20" },
    ]);
    expect(intervalsOf("2026-01-15", "2026-03-10", "month")).toEqual([
      { from: "2026-01-15", to: "2026-01-31" },
      { from: "2026-02-01", to: "2026-02-28" },
      { from: "2026-03-01", to: "2026-03-10" },
    ]);
  });
});

describe("quality figures", () => {
  // Dhaka: 4 this month (3 first-time passes, 1 Comm. Pass), 4 last month (all passed first time).
  // Anatolia: 5 this month (1 first-time pass, 3 failed, 1 passed after a reopen), 4 last month (all passed).
  const inspections = [
    done("Pass", { day: "2026-11-03", defects: [["WRK05", "MINOR", 2]] }),
    done("Pass", { day: "2026-11-10" }),
    done("Pass", { day: "2026-11-12", defects: [["FAB01", "MAJOR", 1]] }),
    done("Comm. Pass", { day: "2026-11-20", defects: [["WRK01", "MAJOR", 8]], clientDecision: "Accepted" }),
    ...["2026-10-05", "2026-10-06", "2026-10-20", "2026-10-30"].map((day) =>
      done("Pass", { day, defects: [["WRK05", "MINOR", 1]] }),
    ),
    done("Pass", { ...ANT, day: "2026-11-04" }),
    done("Fail", { ...ANT, day: "2026-11-05", defects: [["SHD01", "MAJOR", 7]] }),
    done("Fail", {
      ...ANT,
      day: "2026-11-06",
      defects: [
        ["SHD01", "MAJOR", 6],
        ["WRK01", "MAJOR", 1],
      ],
    }),
    done("Fail", { ...ANT, day: "2026-11-07", defects: [["WRK01", "CRITICAL", 1]] }),
    done("Pass", { ...ANT, day: "2026-11-21", firstResult: "Fail" }),
    ...["2026-10-03", "2026-10-04", "2026-10-10", "2026-10-11"].map((day) => done("Pass", { ...ANT, day })),
    fixtureInspection({ day: "2026-11-25", status: "PLANNED" }),
    fixtureInspection({ ...ANT, day: "2026-11-25", status: "CREATED", controlPoint: null }),
  ];
  const cube = cubeOf(inspections);
  const november = quality(cube.cells(period.from, period.to));

  it("count done inspections only, and compute the rates from them", () => {
    expect(november).toEqual({
      inspections: 9,
      passedFirstTime: 4,
      failed: 3,
      commercialPasses: 1,
      unitsSampled: 9 * 80,
      defectsFound: 2 + 1 + 8 + 7 + 7 + 1,
      awaitingDecision: 8,
      firstTimePassRate: 4 / 9,
      failureRate: 3 / 9,
      defectsPer100Units: (26 / 720) * 100,
    });
    expect(quality([])).toMatchObject({
      firstTimePassRate: null,
      failureRate: null,
      defectsPer100Units: null,
    });
  });

  it("narrow to a supplier, a category or a control point", () => {
    expect(
      quality(cubeOf(inspections, { supplierId: "SUP-ANT" }).cells(period.from, period.to)).inspections,
    ).toBe(5);
    expect(
      quality(cubeOf(inspections, { categoryCode: "WDRESS" }).cells(period.from, period.to)).inspections,
    ).toBe(0);
    const none = cubeOf(inspections, { controlPointId: "none" }).cells(period.from, period.to);
    expect(activityOf(none, period)).toMatchObject({ total: 1, byStatus: { CREATED: 1 } });
  });

  it("name the suppliers and defects that moved most against the previous period", () => {
    expect(supplierMovers(cube, period).map((m) => [m.name, m.change])).toEqual([
      ["Anatolia Tekstil", -80],
      ["Dhaka Knitwear Ltd", -25],
    ]);
    expect(defectMovers(cube, period).slice(0, 2)).toEqual([
      { id: "SHD01", name: "Defect SHD01", current: 13, previous: 0, change: 13 },
      { id: "WRK01", name: "Defect WRK01", current: 10, previous: 0, change: 10 },
    ]);
  });

  it("give each supplier its factories, both periods and a weekly trend", () => {
    const [anatolia] = supplierRows(cube, period, "week");
    expect(anatolia).toMatchObject({
      name: "Anatolia Tekstil",
      current: { inspections: 5, passedFirstTime: 1, failed: 3 },
      previous: { inspections: 4, passedFirstTime: 4 },
      factories: [{ name: "Bursa", current: { inspections: 5 } }],
    });
    expect(anatolia?.trend.find((point) => point.from === "2026-11-02")).toMatchObject({
      to: "2026-11-08",
      inspections: 4,
      firstTimePassRate: 0.25,
    });
  });

  it("make Paretos by defect, class and category with shares that add up", () => {
    const { byDefect, bySeverity, byCategory } = defectParetos(cube, period);
    expect(byDefect.map((item) => [item.key, item.count, item.inspections])).toEqual([
      ["SHD01", 13, 2],
      ["WRK01", 10, 3],
      ["WRK05", 2, 1],
      ["FAB01", 1, 1],
    ]);
    expect(byDefect.at(-1)?.cumulativeShare).toBe(1);
    expect(byDefect[0]?.share).toBeCloseTo(13 / 26);
    expect(byDefect[1]).toMatchObject({ severity: "MAJOR", previousCount: 0 });
    expect(bySeverity.map((item) => [item.key, item.count])).toEqual([
      ["MAJOR", 23],
      ["MINOR", 2],
      ["CRITICAL", 1],
    ]);
    expect(byCategory).toMatchObject([{ key: "MKNIT", count: 26, previousCount: 4, share: 1 }]);
  });

  it("write insights, the most notable first, each with its numbers and a link", () => {
    const previous = quality(cube.cells(period.previousFrom, period.previousTo));
    const insights = insightsOf(cube, period, november, previous);
    expect(insights[0]).toMatchObject({
      kind: "supplier-falling",
      tone: "bad",
      text: "Anatolia Tekstil's first-time pass rate fell from 100% to 20%, 80 points down on the previous 30 days.",
      link: { tab: "Supplier Analysis", supplierId: "SUP-ANT" },
    });
    expect(insights.find((insight) => insight.kind === "new-defect")?.text).toBe(
      "Defect SHD01 (SHD01) is new this period: 13 units found, none in the previous 30 days.",
    );
    expect(insights.find((insight) => insight.kind === "first-time-pass-rate")?.text).toBe(
      "The first-time pass rate fell to 44% (4 of 9 inspections) from 100% in the previous 30 days (8 of 8 inspections).",
    );
  });

  it("say so when nothing was inspected", () => {
    const empty = quality([]);
    const [only, ...rest] = insightsOf(cubeOf([]), period, empty, empty);
    expect(rest).toEqual([]);
    expect(only?.text).toBe(
      "No inspection was finished between 01 Nov 2026 and 30 Nov 2026, so there is nothing to compare yet.",
    );
  });
});
