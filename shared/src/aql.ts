import type { z } from "zod";
import { ISO_LEVELS, type IsoLevelSchema } from "./reference-data";

/**
 * ISO 2859-1 (= ANSI/ASQ Z1.4) single sampling plans for normal inspection: Table 1 (sample size code letters)
 * and the six AQL columns of Table 2-A that garment inspections use. Choosing the larger of the major and
 * minor plans is the caller's business.
 */
export const AQL_VALUES = [0.65, 1.0, 1.5, 2.5, 4.0, 6.5] as const;
export type AqlValue = (typeof AQL_VALUES)[number];
export type IsoLevel = z.infer<typeof IsoLevelSchema>;

/** The severity of inspection the switching rules choose (docs/decisions/switching-rules.md): its table. */
export type InspectionSeverity = "normal" | "tightened" | "reduced";
/** The standard whose tables and switching rules a tenant follows. */
export type AqlStandard = "ISO2859-1" | "Z1.4";

export interface AqlPlan {
  codeLetter: string;
  sampleSize: number;
  accept: number;
  reject: number;
}

/** Table 1 as printed: lot-size range ("500001-" is "and over"), then the code letter at each level. */
const TABLE_1 = `
  lots            S-1  S-2  S-3  S-4  I    II   III
  2-8             A    A    A    A    A    A    B
  9-15            A    A    A    A    A    B    C
  16-25           A    A    B    B    B    C    D
  26-50           A    B    B    C    C    D    E
  51-90           B    B    C    C    C    E    F
  91-150          B    B    C    D    D    F    G
  151-280         B    C    D    E    E    G    H
  281-500         B    C    D    E    F    H    J
  501-1200        C    C    E    F    G    J    K
  1201-3200       C    D    E    G    H    K    L
  3201-10000      C    D    F    G    J    L    M
  10001-35000     C    D    F    H    K    M    N
  35001-150000    D    E    G    J    L    N    P
  150001-500000   D    E    G    J    M    P    Q
  500001-         D    E    H    K    N    Q    R
`;

/**
 * Table 2-A (normal inspection, single sampling), the columns of AQL_VALUES. "Ac/Re" is a plan; "↓" means use
 * the first plan below the arrow, "↑" the first plan above, and that plan's code letter and sample size come
 * with it (resolvePlan).
 */
const TABLE_2A = `
  letter  sample  0.65   1.0    1.5    2.5    4.0    6.5
  A       2       ↓      ↓      ↓      ↓      ↓      0/1
  B       3       ↓      ↓      ↓      ↓      0/1    ↑
  C       5       ↓      ↓      ↓      0/1    ↑      ↓
  D       8       ↓      ↓      0/1    ↑      ↓      1/2
  E       13      ↓      0/1    ↑      ↓      1/2    2/3
  F       20      0/1    ↑      ↓      1/2    2/3    3/4
  G       32      ↑      ↓      1/2    2/3    3/4    5/6
  H       50      ↓      1/2    2/3    3/4    5/6    7/8
  J       80      1/2    2/3    3/4    5/6    7/8    10/11
  K       125     2/3    3/4    5/6    7/8    10/11  14/15
  L       200     3/4    5/6    7/8    10/11  14/15  21/22
  M       315     5/6    7/8    10/11  14/15  21/22  ↑
  N       500     7/8    10/11  14/15  21/22  ↑      ↑
  P       800     10/11  14/15  21/22  ↑      ↑      ↑
  Q       1250    14/15  21/22  ↑      ↑      ↑      ↑
  R       2000    21/22  ↑      ↑      ↑      ↑      ↑
`;

const TABLE_1_LEVELS = ["S-1", "S-2", "S-3", "S-4", "I", "II", "III"] as const satisfies readonly IsoLevel[];

type Cell = "↓" | "↑" | { accept: number; reject: number };

/** An AQL as the standard writes it: 0.65, 1.0, 2.5. */
export const formatAql = (aql: number) => aql.toFixed(aql < 1 ? 2 : 1);

/** Splits a printed table into rows of words, checking its header and the width of every row. */
function parseTable(name: string, text: string, header: readonly string[]): string[][] {
  const [head, ...rows] = text
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/));
  if (head?.join(" ") !== header.join(" ")) throw new Error(`${name}: header must be "${header.join(" ")}"`);
  const bad = rows.find((row) => row.length !== header.length);
  if (bad) throw new Error(`${name}: row "${bad.join(" ")}" has ${bad.length} columns, not ${header.length}`);
  return rows;
}

function parseCell(text: string): Cell {
  if (text === "↓" || text === "↑") return text;
  const match = /^(\d+)\/(\d+)$/.exec(text);
  if (!match) throw new Error(`Table 2-A: bad cell "${text}"`);
  return { accept: Number(match[1]), reject: Number(match[2]) };
}

const table1 = parseTable("Table 1", TABLE_1, ["lots", ...TABLE_1_LEVELS]).map(([range = "", ...letters]) => {
  const [from = NaN, upTo = NaN] = range.split("-").map((bound) => (bound === "" ? Infinity : Number(bound)));
  return { from, upTo, letters };
});
// The ranges must run on from 2 without gaps or overlaps, the last one open-ended.
table1.forEach(({ from, upTo }, i) => {
  const expectedFrom = i === 0 ? 2 : (table1[i - 1]?.upTo ?? NaN) + 1;
  if (from !== expectedFrom || !(upTo >= from) || (upTo === Infinity) !== (i === table1.length - 1)) {
    throw new Error(`Table 1: range ${i + 1} (${from}-${upTo}) does not follow on from the one before`);
  }
});

const table2a = parseTable("Table 2-A", TABLE_2A, ["letter", "sample", ...AQL_VALUES.map(formatAql)]).map(
  ([codeLetter = "", sampleSize = "", ...cells]) => ({
    codeLetter,
    sampleSize: Number(sampleSize),
    cells: cells.map(parseCell),
  }),
);

/** Walks down (↓) or up (↑) an AQL column from a code letter's row to the plan the arrows point at. */
function resolvePlan(rowIndex: number, aqlIndex: number): AqlPlan {
  let direction: "↓" | "↑" | undefined;
  for (let i = rowIndex; ; i += direction === "↑" ? -1 : 1) {
    const row = table2a[i];
    const cell = row?.cells[aqlIndex];
    if (!row || cell === undefined) break;
    if (typeof cell === "object") return { codeLetter: row.codeLetter, sampleSize: row.sampleSize, ...cell };
    // One arrow spans every cell up to the plan it points at, so an opposite arrow on the way is a table error.
    if (direction !== undefined && cell !== direction) break;
    direction = cell;
  }
  const from = `${table2a[rowIndex]?.codeLetter} at AQL ${formatAql(AQL_VALUES[aqlIndex] ?? NaN)}`;
  throw new Error(`Table 2-A: the arrows from ${from} lead to no plan`);
}

const show = (value: unknown) => (typeof value === "string" ? JSON.stringify(value) : String(value));

/** Table 1: the sample size code letter for a lot size at an inspection level. */
export function sampleSizeCodeLetter(lotSize: number, level: IsoLevel): string {
  if (!Number.isInteger(lotSize) || lotSize < 2) {
    throw new Error(`lotSize must be a whole number of at least 2, got ${show(lotSize)}`);
  }
  const column = TABLE_1_LEVELS.findIndex((l) => l === level);
  if (column < 0) throw new Error(`level must be one of ${ISO_LEVELS.join(", ")}, got ${show(level)}`);
  const letter = table1.find((row) => lotSize <= row.upTo)?.letters[column];
  if (letter === undefined) throw new Error(`Table 1: no code letter for lot size ${lotSize}`);
  return letter;
}

/** Table 2-A: the plan for a code letter at an AQL, arrows followed (before the 100 % rule of aqlPlan). */
export function planForCodeLetter(codeLetter: string, aql: number): AqlPlan {
  const rowIndex = table2a.findIndex((row) => row.codeLetter === codeLetter);
  if (rowIndex < 0) {
    const letters = table2a.map((row) => row.codeLetter).join(", ");
    throw new Error(`codeLetter must be one of ${letters}, got ${show(codeLetter)}`);
  }
  const aqlIndex = AQL_VALUES.findIndex((v) => v === aql);
  if (aqlIndex < 0) {
    throw new Error(`aql must be one of ${AQL_VALUES.map(formatAql).join(", ")}, got ${show(aql)}`);
  }
  return resolvePlan(rowIndex, aqlIndex);
}

/**
 * The single sampling plan for normal inspection. When the plan's sample size reaches the lot size, every unit
 * is inspected; the plan's code letter and Ac/Re still apply.
 */
export function aqlPlan(input: {
  lotSize: number;
  level: IsoLevel;
  aql: number;
  severity?: InspectionSeverity;
  standard?: AqlStandard;
}): AqlPlan {
  const { lotSize, level, aql, severity = "normal" } = input;
  if (severity !== "normal") throw new Error(`Table for ${severity} inspection: not yet in the portal`);
  const plan = planForCodeLetter(sampleSizeCodeLetter(lotSize, level), aql);
  return { ...plan, sampleSize: Math.min(plan.sampleSize, lotSize) };
}
