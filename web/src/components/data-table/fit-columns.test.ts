import { describe, expect, it } from "vitest";
import { DETAIL_TOGGLE_WIDTH, fitColumns, type FittableColumn } from "./fit-columns";

const columns: FittableColumn[] = [
  { id: "created", priority: 4, minWidth: 120 },
  { id: "style", minWidth: 200 },
  { id: "status", priority: 1, minWidth: 100 },
  { id: "result", priority: 2, minWidth: 100 },
  { id: "season", priority: 5, minWidth: 80 },
  { id: "date", priority: 3, minWidth: 120 },
  { id: "action", minWidth: 60 },
];
const total = 120 + 200 + 100 + 100 + 80 + 120 + 60;

describe("fitColumns", () => {
  it("shows every column, and no detail, when they all fit", () => {
    expect(fitColumns(columns, total)).toEqual({ shown: columns.map((c) => c.id), hidden: [] });
  });

  it("keeps the columns without a priority and adds the others by priority beside the detail toggle", () => {
    // style + action + toggle = 312; + status, result, date = 632; created (120) would need 752.
    const fit = fitColumns(columns, 700);
    expect(fit.shown).toEqual(["style", "status", "result", "date", "action"]);
    expect(fit.hidden).toEqual(["created", "season"]);
    expect(fitColumns(columns, 260 + DETAIL_TOGGLE_WIDTH + 320 + 120).shown).toContain("created");
  });

  it("never lets a narrower, less important column jump ahead of one that does not fit", () => {
    // Room for season (80) after the date, but created (priority 4) comes first and does not fit.
    expect(fitColumns(columns, 720).hidden).toEqual(["created", "season"]);
  });

  it("shows only the required columns when nothing else fits", () => {
    expect(fitColumns(columns, 200).shown).toEqual(["style", "action"]);
  });

  it("keeps the sorted column in view", () => {
    expect(fitColumns(columns, 700, { keep: "season" }).shown).toEqual([
      "style",
      "status",
      "result",
      "season",
      "action",
    ]);
  });

  it("gives up the least important columns it counted in when the browser found the table too wide", () => {
    expect(fitColumns(columns, 700, { giveUp: 1 }).hidden).toEqual(["created", "season", "date"]);
    expect(fitColumns(columns, total, { giveUp: 1 }).hidden).toContain("season");
    expect(fitColumns(columns, 700, { giveUp: 9 }).shown).toEqual(["style", "action"]);
  });
});
