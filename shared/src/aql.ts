import type { z } from "zod";
import { ISO_LEVELS, type IsoLevelSchema } from "./reference-data";

/**
 * ISO 2859-1 (and ANSI/ASQ Z1.4) single sampling plans: Table 1 (sample size code letters) and the six AQL
 * columns garment inspections use of the master tables for normal (2-A), tightened (2-B) and reduced (2-C; Z1.4's
 * II-C) inspection. Choosing the larger of the major and minor plans is the caller's business.
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

/**
 * Table 2-B (tightened inspection), the same columns: as Table 2-A, sample sizes and all, with smaller acceptance
 * numbers. ANSI/ASQ Z1.4 Table II-B is the same in these columns. Sources and their cross-check:
 * docs/research/iso-2859-1-switching-tables.md.
 */
const TABLE_2B = `
  letter  sample  0.65   1.0    1.5    2.5    4.0    6.5
  A       2       ↓      ↓      ↓      ↓      ↓      ↓
  B       3       ↓      ↓      ↓      ↓      ↓      0/1
  C       5       ↓      ↓      ↓      ↓      0/1    ↓
  D       8       ↓      ↓      ↓      0/1    ↓      ↓
  E       13      ↓      ↓      0/1    ↓      ↓      1/2
  F       20      ↓      0/1    ↓      ↓      1/2    2/3
  G       32      0/1    ↓      ↓      1/2    2/3    3/4
  H       50      ↓      ↓      1/2    2/3    3/4    5/6
  J       80      ↓      1/2    2/3    3/4    5/6    8/9
  K       125     1/2    2/3    3/4    5/6    8/9    12/13
  L       200     2/3    3/4    5/6    8/9    12/13  18/19
  M       315     3/4    5/6    8/9    12/13  18/19  ↑
  N       500     5/6    8/9    12/13  18/19  ↑      ↑
  P       800     8/9    12/13  18/19  ↑      ↑      ↑
  Q       1250    12/13  18/19  ↑      ↑      ↑      ↑
  R       2000    18/19  ↑      ↑      ↑      ↑      ↑
`;

/** Table 2-C (reduced inspection, ISO 2859-1:1999): its own, smaller sample sizes, and Re = Ac + 1 throughout. */
const TABLE_2C = `
  letter  sample  0.65   1.0    1.5    2.5    4.0    6.5
  A       2       ↓      ↓      ↓      ↓      ↓      0/1
  B       2       ↓      ↓      ↓      ↓      0/1    ↑
  C       2       ↓      ↓      ↓      0/1    ↑      ↓
  D       3       ↓      ↓      0/1    ↑      ↓      ↓
  E       5       ↓      0/1    ↑      ↓      ↓      1/2
  F       8       0/1    ↑      ↓      ↓      1/2    2/3
  G       13      ↑      ↓      ↓      1/2    2/3    3/4
  H       20      ↓      ↓      1/2    2/3    3/4    5/6
  J       32      ↓      1/2    2/3    3/4    5/6    6/7
  K       50      1/2    2/3    3/4    5/6    6/7    8/9
  L       80      2/3    3/4    5/6    6/7    8/9    10/11
  M       125     3/4    5/6    6/7    8/9    10/11  ↑
  N       200     5/6    6/7    8/9    10/11  ↑      ↑
  P       315     6/7    8/9    10/11  ↑      ↑      ↑
  Q       500     8/9    10/11  ↑      ↑      ↑      ↑
  R       800     10/11  ↑      ↑      ↑      ↑      ↑
`;

/**
 * ANSI/ASQ Z1.4 Table II-C (reduced inspection): 2-C's sample sizes, with a gap between Ac and Re (0/2, 1/3, ...):
 * a lot with more than Ac but fewer than Re found is accepted, and the next lot goes back to normal inspection.
 */
const TABLE_II_C = `
  letter  sample  0.65   1.0    1.5    2.5    4.0    6.5
  A       2       ↓      ↓      ↓      0/1    0/1    0/1 
  B       2       ↓      ↓      ↓      0/1    0/1    0/1 
  C       2       ↓      ↓      ↓      0/1    0/1    ↓
  D       3       ↓      ↓      0/1    ↑      ↓      0/2
  E       5       ↓      0/1    ↑      ↓      0/2    1/3
  F       8       0/1    ↑      ↓      0/2    1/3    1/4
  G       13      ↑      ↓      0/2    1/3    1/4    2/5
  H       20      ↓      0/2    1/3    1/4    2/5    3/6
  J       32      0/2    1/3    1/4    2/5    3/6    5/8
  K       50      1/3    1/4    2/5    3/6    5/8    7/10
  L       80      1/4    2/5    3/6    5/8    7/10   10/13
  M       125     2/5    3/6    5/8    7/10   10/13  ↑
  N       200     3/6    5/8    7/10   10/13  ↑      ↑
  P       315     5/8    7/10   10/13  ↑      ↑      ↑
  Q       500     7/10   10/13  ↑      ↑      ↑      ↑
  R       800     10/13  ↑      ↑      ↑      ↑      ↑
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

function parseCell(name: string, text: string): Cell {
  if (text === "↓" || text === "↑") return text;
  const match = /^(\d+)\/(\d+)$/.exec(text);
  if (!match) throw new Error(`${name}: bad cell "${text}"`);
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

interface MasterTable {
  name: string;
  rows: { codeLetter: string; sampleSize: number; cells: Cell[] }[];
}

function masterTable(name: string, text: string): MasterTable {
  const rows = parseTable(name, text, ["letter", "sample", ...AQL_VALUES.map(formatAql)]).map(
    ([codeLetter = "", sampleSize = "", ...cells]) => ({
      codeLetter,
      sampleSize: Number(sampleSize),
      cells: cells.map((cell) => parseCell(name, cell)),
    }),
  );
  // Every table has Table 1's code letters, in order.
  const letters = rows.map((row) => row.codeLetter).join("");
  if (name !== "Table 2-A" && letters !== MASTER_TABLES_LETTERS) {
    throw new Error(`${name}: code letters ${letters}, not ${MASTER_TABLES_LETTERS}`);
  }
  return { name, rows };
}

const table2a = masterTable("Table 2-A", TABLE_2A);
const MASTER_TABLES_LETTERS = table2a.rows.map((row) => row.codeLetter).join("");
const table2b = masterTable("Table 2-B", TABLE_2B);

/** Each standard's master table for each severity of inspection (Table 2-A is both standards' normal table). */
const MASTER_TABLES: Readonly<Record<AqlStandard, Readonly<Record<InspectionSeverity, MasterTable>>>> = {
  "ISO2859-1": { normal: table2a, tightened: table2b, reduced: masterTable("Table 2-C", TABLE_2C) },
  "Z1.4": { normal: table2a, tightened: table2b, reduced: masterTable("Table II-C", TABLE_II_C) },
};

/** Walks down (↓) or up (↑) an AQL column from a code letter's row to the plan the arrows point at. */
function resolvePlan(table: MasterTable, rowIndex: number, aqlIndex: number): AqlPlan {
  let direction: "↓" | "↑" | undefined;
  for (let i = rowIndex; ; i += direction === "↑" ? -1 : 1) {
    const row = table.rows[i];
    const cell = row?.cells[aqlIndex];
    if (!row || cell === undefined) break;
    if (typeof cell === "object") return { codeLetter: row.codeLetter, sampleSize: row.sampleSize, ...cell };
    // One arrow spans every cell up to the plan it points at, so an opposite arrow on the way is a table error.
    if (direction !== undefined && cell !== direction) break;
    direction = cell;
  }
  const from = `${table.rows[rowIndex]?.codeLetter} at AQL ${formatAql(AQL_VALUES[aqlIndex] ?? NaN)}`;
  throw new Error(`${table.name}: the arrows from ${from} lead to no plan`);
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

/**
 * The plan for a code letter at an AQL in the master table of a severity (Table 2-A normal, 2-B tightened, 2-C
 * reduced; Z1.4's II-C for its reduced), arrows followed: n, Ac and Re all from the plan the arrow leads to (before
 * the 100 % rule of aqlPlan).
 */
export function planForCodeLetter(
  codeLetter: string,
  aql: number,
  severity: InspectionSeverity = "normal",
  standard: AqlStandard = "ISO2859-1",
): AqlPlan {
  const table = MASTER_TABLES[standard][severity];
  const rowIndex = table.rows.findIndex((row) => row.codeLetter === codeLetter);
  if (rowIndex < 0) {
    const letters = table.rows.map((row) => row.codeLetter).join(", ");
    throw new Error(`codeLetter must be one of ${letters}, got ${show(codeLetter)}`);
  }
  const aqlIndex = AQL_VALUES.findIndex((v) => v === aql);
  if (aqlIndex < 0) {
    throw new Error(`aql must be one of ${AQL_VALUES.map(formatAql).join(", ")}, got ${show(aql)}`);
  }
  return resolvePlan(table, rowIndex, aqlIndex);
}

/**
 * The single sampling plan for a lot at a severity of inspection (normal by default; the switching rules choose,
 * docs/decisions/switching-rules.md) under a standard (ISO 2859-1 by default). When the plan's sample size
 * reaches the lot size, every unit is inspected; the plan's code letter and Ac/Re still apply.
 */
export function aqlPlan(input: {
  lotSize: number;
  level: IsoLevel;
  aql: number;
  severity?: InspectionSeverity;
  standard?: AqlStandard;
}): AqlPlan {
  const { lotSize, level, aql, severity = "normal", standard = "ISO2859-1" } = input;
  const plan = planForCodeLetter(sampleSizeCodeLetter(lotSize, level), aql, severity, standard);
  return { ...plan, sampleSize: Math.min(plan.sampleSize, lotSize) };
}
