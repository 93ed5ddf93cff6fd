import { describe, expect, it } from "vitest";
import {
  AQL_VALUES,
  aqlPlan,
  planForCodeLetter,
  sampleSizeCodeLetter,
  type AqlPlan,
  type IsoLevel,
} from "./aql";

/*
 * The expected tables are typed here again from ISO 2859-1, in a different shape from aql.ts (Table 1 by level
 * name, Table 2-A already resolved), so that a slip in either copy shows up as a failure.
 */

const LEVELS: IsoLevel[] = ["I", "II", "III", "S-1", "S-2", "S-3", "S-4"];

/** Table 1: [first lot size, last lot size, code letter by level]. */
const TABLE_1: [number, number, Record<IsoLevel, string>][] = [
  [2, 8, { "S-1": "A", "S-2": "A", "S-3": "A", "S-4": "A", I: "A", II: "A", III: "B" }],
  [9, 15, { "S-1": "A", "S-2": "A", "S-3": "A", "S-4": "A", I: "A", II: "B", III: "C" }],
  [16, 25, { "S-1": "A", "S-2": "A", "S-3": "B", "S-4": "B", I: "B", II: "C", III: "D" }],
  [26, 50, { "S-1": "A", "S-2": "B", "S-3": "B", "S-4": "C", I: "C", II: "D", III: "E" }],
  [51, 90, { "S-1": "B", "S-2": "B", "S-3": "C", "S-4": "C", I: "C", II: "E", III: "F" }],
  [91, 150, { "S-1": "B", "S-2": "B", "S-3": "C", "S-4": "D", I: "D", II: "F", III: "G" }],
  [151, 280, { "S-1": "B", "S-2": "C", "S-3": "D", "S-4": "E", I: "E", II: "G", III: "H" }],
  [281, 500, { "S-1": "B", "S-2": "C", "S-3": "D", "S-4": "E", I: "F", II: "H", III: "J" }],
  [501, 1200, { "S-1": "C", "S-2": "C", "S-3": "E", "S-4": "F", I: "G", II: "J", III: "K" }],
  [1201, 3200, { "S-1": "C", "S-2": "D", "S-3": "E", "S-4": "G", I: "H", II: "K", III: "L" }],
  [3201, 10000, { "S-1": "C", "S-2": "D", "S-3": "F", "S-4": "G", I: "J", II: "L", III: "M" }],
  [10001, 35000, { "S-1": "C", "S-2": "D", "S-3": "F", "S-4": "H", I: "K", II: "M", III: "N" }],
  [35001, 150000, { "S-1": "D", "S-2": "E", "S-3": "G", "S-4": "J", I: "L", II: "N", III: "P" }],
  [150001, 500000, { "S-1": "D", "S-2": "E", "S-3": "G", "S-4": "J", I: "M", II: "P", III: "Q" }],
  [
    500001,
    Number.MAX_SAFE_INTEGER,
    { "S-1": "D", "S-2": "E", "S-3": "H", "S-4": "K", I: "N", II: "Q", III: "R" },
  ],
];

/**
 * Table 2-A resolved: for each code letter, the plan used at AQL 0.65, 1.0, 1.5, 2.5, 4.0, 6.5 after following
 * the arrows, as "code letter, sample size, Ac, Re".
 */
const TABLE_2A_RESOLVED: Record<string, string[]> = {
  A: ["F 20 0 1", "E 13 0 1", "D 8 0 1", "C 5 0 1", "B 3 0 1", "A 2 0 1"],
  B: ["F 20 0 1", "E 13 0 1", "D 8 0 1", "C 5 0 1", "B 3 0 1", "A 2 0 1"],
  C: ["F 20 0 1", "E 13 0 1", "D 8 0 1", "C 5 0 1", "B 3 0 1", "D 8 1 2"],
  D: ["F 20 0 1", "E 13 0 1", "D 8 0 1", "C 5 0 1", "E 13 1 2", "D 8 1 2"],
  E: ["F 20 0 1", "E 13 0 1", "D 8 0 1", "F 20 1 2", "E 13 1 2", "E 13 2 3"],
  F: ["F 20 0 1", "E 13 0 1", "G 32 1 2", "F 20 1 2", "F 20 2 3", "F 20 3 4"],
  G: ["F 20 0 1", "H 50 1 2", "G 32 1 2", "G 32 2 3", "G 32 3 4", "G 32 5 6"],
  H: ["J 80 1 2", "H 50 1 2", "H 50 2 3", "H 50 3 4", "H 50 5 6", "H 50 7 8"],
  J: ["J 80 1 2", "J 80 2 3", "J 80 3 4", "J 80 5 6", "J 80 7 8", "J 80 10 11"],
  K: ["K 125 2 3", "K 125 3 4", "K 125 5 6", "K 125 7 8", "K 125 10 11", "K 125 14 15"],
  L: ["L 200 3 4", "L 200 5 6", "L 200 7 8", "L 200 10 11", "L 200 14 15", "L 200 21 22"],
  M: ["M 315 5 6", "M 315 7 8", "M 315 10 11", "M 315 14 15", "M 315 21 22", "L 200 21 22"],
  N: ["N 500 7 8", "N 500 10 11", "N 500 14 15", "N 500 21 22", "M 315 21 22", "L 200 21 22"],
  P: ["P 800 10 11", "P 800 14 15", "P 800 21 22", "N 500 21 22", "M 315 21 22", "L 200 21 22"],
  Q: ["Q 1250 14 15", "Q 1250 21 22", "P 800 21 22", "N 500 21 22", "M 315 21 22", "L 200 21 22"],
  R: ["R 2000 21 22", "Q 1250 21 22", "P 800 21 22", "N 500 21 22", "M 315 21 22", "L 200 21 22"],
};

const CODE_LETTERS = Object.keys(TABLE_2A_RESOLVED);

function plan(text: string): AqlPlan {
  const [codeLetter = "", sampleSize, accept, reject] = text.split(" ");
  return { codeLetter, sampleSize: Number(sampleSize), accept: Number(accept), reject: Number(reject) };
}

function expectedPlan(codeLetter: string, aql: number): AqlPlan {
  return plan(TABLE_2A_RESOLVED[codeLetter]?.[AQL_VALUES.findIndex((v) => v === aql)] ?? "missing");
}

describe("Table 1: sample size code letters", () => {
  const bounds = TABLE_1.flatMap(([from, to, letters]) => [
    { lotSize: from, letters },
    { lotSize: to, letters },
  ]);

  it.each(bounds)("lot size $lotSize", ({ lotSize, letters }) => {
    const actual = Object.fromEntries(LEVELS.map((level) => [level, sampleSizeCodeLetter(lotSize, level)]));
    expect(actual).toEqual(letters);
  });

  it("covers every lot size from 2 up without gaps", () => {
    expect(TABLE_1[0]?.[0]).toBe(2);
    TABLE_1.slice(1).forEach(([from], i) => expect(from).toBe((TABLE_1[i]?.[1] ?? NaN) + 1));
  });
});

describe("Table 2-A: plans by code letter, arrows followed", () => {
  it.each(CODE_LETTERS)("code letter %s", (codeLetter) => {
    expect(AQL_VALUES.map((aql) => planForCodeLetter(codeLetter, aql))).toEqual(
      TABLE_2A_RESOLVED[codeLetter]?.map(plan),
    );
  });

  // A third, structural check on the expected table above. In Table 2-A one code letter down equals one AQL step
  // up, and along each diagonal the cells run ↓ … ↓, 0/1, ↑, ↓, then Ac 1 2 3 5 7 10 14 21, then ↑ … ↑.
  it("follows the standard's diagonals", () => {
    const acceptNumbers = [1, 2, 3, 5, 7, 10, 14, 21];
    const sampleSizes = [2, 3, 5, 8, 13, 20, 32, 50, 80, 125, 200, 315, 500, 800, 1250, 2000];
    const resolve = (row: number, column: number): [planRow: number, accept: number] => {
      const step = row + column - 5; // 0 on the 0/1 diagonal
      if (step < 0) return [5 - column, 0]; // ↓ to the 0/1 plan
      if (step === 0) return [row, 0];
      if (step === 1) return [row - 1, 0]; // ↑ back to the 0/1 plan
      if (step === 2) return [row + 1, 1]; // ↓ on to the 1/2 plan
      if (step <= 10) return [row, acceptNumbers[step - 3] ?? NaN];
      return [15 - column, 21]; // ↑ to the 21/22 plan
    };
    CODE_LETTERS.forEach((codeLetter, row) => {
      AQL_VALUES.forEach((aql, column) => {
        const [planRow, accept] = resolve(row, column);
        const expected = `${CODE_LETTERS[planRow]} ${sampleSizes[planRow]} ${accept} ${accept + 1}`;
        expect(TABLE_2A_RESOLVED[codeLetter]?.[column], `${codeLetter} at ${aql}`).toBe(expected);
      });
    });
  });

  it("follows arrows down and up to the plan of another code letter", () => {
    expect(planForCodeLetter("A", 2.5)).toEqual(plan("C 5 0 1")); // ↓ through B
    expect(planForCodeLetter("A", 0.65)).toEqual(plan("F 20 0 1")); // ↓ through B..E
    expect(planForCodeLetter("H", 0.65)).toEqual(plan("J 80 1 2")); // ↓ past the 0/1 diagonal
    expect(planForCodeLetter("G", 0.65)).toEqual(plan("F 20 0 1")); // ↑ back to the 0/1 plan
    expect(planForCodeLetter("B", 6.5)).toEqual(plan("A 2 0 1"));
    expect(planForCodeLetter("M", 6.5)).toEqual(plan("L 200 21 22")); // ↑ to the last plan of the column
    expect(planForCodeLetter("R", 6.5)).toEqual(plan("L 200 21 22")); // ↑ through Q..M
  });
});

describe("aqlPlan", () => {
  it("is Table 1 then Table 2-A, inspecting the whole lot when the sample would reach it", () => {
    for (const [from, to, letters] of TABLE_1) {
      for (const lotSize of [from, to]) {
        for (const level of LEVELS) {
          for (const aql of AQL_VALUES) {
            const expected = expectedPlan(letters[level], aql);
            expected.sampleSize = Math.min(expected.sampleSize, lotSize);
            expect(aqlPlan({ lotSize, level, aql }), `lot ${lotSize}, level ${level}, AQL ${aql}`).toEqual(
              expected,
            );
          }
        }
      }
    }
  });

  it("inspects every unit when the sample size reaches the lot size, keeping the plan's letter and Ac/Re", () => {
    // A at 2.5 points down to C (5 units), more than the lot of 2.
    expect(aqlPlan({ lotSize: 2, level: "II", aql: 2.5 })).toEqual({
      codeLetter: "C",
      sampleSize: 2,
      accept: 0,
      reject: 1,
    });
    // Lot 10 at level III is C: at 0.65 that points down to F (20 units); at 2.5 C's own 5 units suffice.
    expect(aqlPlan({ lotSize: 10, level: "III", aql: 0.65 })).toEqual({
      codeLetter: "F",
      sampleSize: 10,
      accept: 0,
      reject: 1,
    });
    expect(aqlPlan({ lotSize: 10, level: "III", aql: 2.5 })).toEqual(plan("C 5 0 1"));
    // A sample exactly the size of the lot.
    expect(aqlPlan({ lotSize: 20, level: "II", aql: 0.65 })).toEqual(plan("F 20 0 1"));
  });

  it("gives the plans a practitioner knows by heart", () => {
    expect(aqlPlan({ lotSize: 1000, level: "II", aql: 2.5 })).toEqual(plan("J 80 5 6"));
    expect(aqlPlan({ lotSize: 1000, level: "II", aql: 4.0 })).toEqual(plan("J 80 7 8"));
    expect(aqlPlan({ lotSize: 500, level: "II", aql: 2.5 })).toEqual(plan("H 50 3 4"));
    expect(aqlPlan({ lotSize: 500, level: "II", aql: 4.0 })).toEqual(plan("H 50 5 6"));
    expect(aqlPlan({ lotSize: 3000, level: "II", aql: 2.5 })).toEqual(plan("K 125 7 8"));
  });
});

describe("invalid input", () => {
  it.each([1, 0, -5, 2.5, NaN, Infinity])("rejects lot size %s", (lotSize) => {
    expect(() => aqlPlan({ lotSize, level: "II", aql: 2.5 })).toThrow(
      `lotSize must be a whole number of at least 2, got ${lotSize}`,
    );
  });

  it("names the lot size exactly", () => {
    expect(() => sampleSizeCodeLetter(1, "II")).toThrow(
      new Error("lotSize must be a whole number of at least 2, got 1"),
    );
  });

  it("rejects an unknown level", () => {
    const level = "IV" as string as IsoLevel;
    const message = 'level must be one of I, II, III, S-1, S-2, S-3, S-4, got "IV"';
    expect(() => aqlPlan({ lotSize: 100, level, aql: 2.5 })).toThrow(new Error(message));
    expect(() => sampleSizeCodeLetter(100, level)).toThrow(new Error(message));
  });

  it.each([0, 2, 0.4, 10, 1.01])("rejects AQL %s", (aql) => {
    expect(() => aqlPlan({ lotSize: 100, level: "II", aql })).toThrow(
      new Error(`aql must be one of 0.65, 1.0, 1.5, 2.5, 4.0, 6.5, got ${aql}`),
    );
  });

  it("rejects a code letter the standard does not use", () => {
    expect(() => planForCodeLetter("I", 2.5)).toThrow(
      new Error('codeLetter must be one of A, B, C, D, E, F, G, H, J, K, L, M, N, P, Q, R, got "I"'),
    );
  });
});
