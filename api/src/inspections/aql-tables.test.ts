import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  AQL_VALUES,
  aqlPlan,
  formatAql,
  planForCodeLetter,
  type AqlStandard,
  type InspectionSeverity,
} from "@aql-portal/shared";

/*
 * Every cell of the master tables the portal uses, checked against the resolved tables of the research record
 * (docs/research/iso-2859-1-switching-tables.md): plans as the sources print them once the arrows are followed,
 * written down apart from the portal's raw tables with arrows. A cell there is "Ac/Re", with the code letter and
 * sample size of the row the plan is in ("(J 80)" or "(n=32)") when the arrows lead elsewhere.
 */

const RECORD = readFileSync(
  new URL("../../../docs/research/iso-2859-1-switching-tables.md", import.meta.url),
  "utf8",
);

/** The section of the record whose heading starts with `heading`, up to the next heading of its level or above. */
function section(heading: string): string {
  const start = RECORD.indexOf(`\n${heading}`);
  if (start < 0) throw new Error(`The research record has no section "${heading}"`);
  const next = RECORD.slice(start + 1).search(/\n#{2,3} /);
  return next < 0 ? RECORD.slice(start) : RECORD.slice(start, start + 1 + next);
}

interface Expected {
  letter: string;
  aql: number;
  sampleSize: number;
  accept: number;
  reject: number;
}

/** The resolved table for AQL 0.65–10 of a section, as expected plans for the portal's AQL columns. */
function resolvedCells(heading: string): Expected[] {
  const text = section(heading);
  const resolved = text.slice(text.indexOf("Resolved")).split("\n");
  const start = resolved.findIndex((line) => /^\|\s*Code\s*\|\s*n\s*\|\s*0\.65\s*\|/.test(line));
  const lines = resolved.slice(start);
  const end = lines.findIndex((line) => !line.startsWith("|"));
  const [head, , ...rows] = lines.slice(0, end < 0 ? undefined : end);
  const columns = (head ?? "").split("|").map((cell) => cell.trim());
  const sampleOf = new Map<string, number>();
  // Row S (tightened only, sample 3150) holds a plan only at AQL 0.025: the letters A–R are the portal's.
  const parsed = rows
    .map((row) => row.split("|").map((cell) => cell.trim()))
    .filter(([, letter]) => letter !== "S");
  for (const [, letter = "", n = ""] of parsed) sampleOf.set(letter, Number(n));
  return parsed.flatMap(([, letter = "", n = "", ...cells]) =>
    AQL_VALUES.map((aql) => {
      const cell = cells[columns.indexOf(formatAql(aql)) - 3] ?? "";
      const match = /^(\d+)\/(\d+)(?: \((?:([A-S]) (\d+)|n=(\d+))\))?$/.exec(cell);
      if (!match) throw new Error(`${heading}: cell ${letter} @ ${aql} is "${cell}"`);
      const [, accept, reject, otherLetter, otherN, n2] = match;
      const sampleSize = Number(otherN ?? n2 ?? (otherLetter ? sampleOf.get(otherLetter) : n));
      return { letter, aql, sampleSize, accept: Number(accept), reject: Number(reject) };
    }),
  );
}

const TABLES: [string, InspectionSeverity, AqlStandard][] = [
  ["### 4.1 Table 2-A", "normal", "ISO2859-1"],
  ["### 4.2 Table 2-B", "tightened", "ISO2859-1"],
  ["### 4.3 Table 2-C", "reduced", "ISO2859-1"],
  ["### 5.2 Table II-C", "reduced", "Z1.4"],
];

describe("the master tables, cell by cell", () => {
  it.each(TABLES)("%s (%s, %s): every code letter A–R at AQL 0.65–6.5", (heading, severity, standard) => {
    const cells = resolvedCells(heading);
    expect(cells).toHaveLength(16 * AQL_VALUES.length);
    for (const { letter, aql, ...plan } of cells) {
      const { sampleSize, accept, reject } = planForCodeLetter(letter, aql, severity, standard);
      expect({ sampleSize, accept, reject }, `${letter} @ ${formatAql(aql)}`).toEqual(plan);
    }
  });

  it("uses Z1.4's tightened table, the same as ISO 2-B in these columns", () => {
    for (const { letter, aql } of resolvedCells("### 4.2 Table 2-B")) {
      expect(planForCodeLetter(letter, aql, "tightened", "Z1.4")).toEqual(
        planForCodeLetter(letter, aql, "tightened", "ISO2859-1"),
      );
    }
  });
});

describe("aqlPlan at each severity", () => {
  const lot = { lotSize: 1200, level: "II" as const, aql: 2.5 };

  it("gives a lot of 1,200 at level II, AQL 2.5, the plans of code letter J", () => {
    expect(aqlPlan(lot)).toEqual({ codeLetter: "J", sampleSize: 80, accept: 5, reject: 6 });
    expect(aqlPlan({ ...lot, severity: "tightened" })).toEqual({
      codeLetter: "J",
      sampleSize: 80,
      accept: 3,
      reject: 4,
    });
    expect(aqlPlan({ ...lot, severity: "reduced" })).toEqual({
      codeLetter: "J",
      sampleSize: 32,
      accept: 3,
      reject: 4,
    });
    expect(aqlPlan({ ...lot, severity: "reduced", standard: "Z1.4" })).toEqual({
      codeLetter: "J",
      sampleSize: 32,
      accept: 2,
      reject: 5,
    });
  });

  it("inspects every unit when the plan's sample reaches the lot, at any severity", () => {
    // Code letter B (3) at AQL 2.5 on tightened: the arrow leads to D, 8 units: a lot of 5 is inspected whole.
    expect(aqlPlan({ lotSize: 5, level: "II", aql: 2.5, severity: "tightened" })).toEqual({
      codeLetter: "D",
      sampleSize: 5,
      accept: 0,
      reject: 1,
    });
  });
});
