import {
  IMPORT_COLUMNS,
  PoNumberSchema,
  StyleCodeSchema,
  type CommonItem,
  type ImportColumnKey,
  type ImportProblem,
  type MetaItem,
} from "@aql-portal/shared";
import type { z } from "zod";
import {
  codeValue,
  dateValue,
  displayValue,
  integerValue,
  textValue,
  type Converted,
} from "../spreadsheets/cell-values";
import type { PoLine } from "../data/import-jobs-repository";
import type { LocatedRows } from "./find-columns";
import type { Cell } from "../spreadsheets/read-sheet";

type Ref = PoLine["centre"];

/** The tenant's reference lists the file's names and codes are checked against. */
export interface ReferenceData {
  suppliers: readonly CommonItem<"suppliers">[];
  productCategories: readonly CommonItem<"product-categories">[];
  departments: readonly CommonItem<"departments">[];
  centres: readonly MetaItem<"tenant-centres">[];
}

export type Validated = { ok: true; lines: PoLine[] } | { ok: false; problems: ImportProblem[] };

const CODE_PATTERN = /^[\w.-]+$/;
const CODE_MAX = 40;
const REQUIRED = new Set<ImportColumnKey>(IMPORT_COLUMNS.filter((c) => c.required).map((c) => c.key));
const HEADERS = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, c.header])) as Record<
  ImportColumnKey,
  string
>;

/** Finds an item by any of its names (code, name, id), case and surrounding spaces ignored. */
class Lookup<T extends { id: string; name: string }> {
  private readonly byName = new Map<string, T>();
  constructor(items: readonly T[], names: (item: T) => readonly string[]) {
    for (const item of items) {
      for (const name of names(item)) {
        const key = name.trim().toLowerCase();
        if (!this.byName.has(key)) this.byName.set(key, item);
      }
    }
  }
  find(name: string): T | undefined {
    return this.byName.get(name.trim().toLowerCase());
  }
}

/**
 * Checks every row of the file against the columns' rules, the reference data and the other rows, and collects
 * every problem (not only the first): a file with any problem is refused whole.
 */
export function validateRows(
  located: LocatedRows,
  reference: ReferenceData,
  options: { centre: Ref; date1904: boolean },
): Validated {
  const { columns } = located;
  const suppliers = new Lookup(reference.suppliers, (s) => [s.code, s.name, s.id]);
  const categories = new Lookup(reference.productCategories, (c) => [c.code, c.id]);
  const departments = new Lookup(reference.departments, (d) => [d.code, d.name, d.id]);
  const centres = new Lookup(reference.centres, (c) => [c.code, c.name, c.id]);
  const factoriesOf = new Map(
    reference.suppliers.map((s) => [s.id, new Lookup(s.factories, (f) => [f.code, f.name, f.id])]),
  );
  const departmentList = reference.departments.map((d) => `${d.code} ${d.name}`).join(", ");
  const problems: ImportProblem[] = [];
  const lines: PoLine[] = [];
  const firstOfPo = new Map<string, { row: number; supplier?: Ref; seasonCode?: string }>();
  const firstOfStyle = new Map<string, { row: number; styleName?: string; categoryCode?: string }>();
  const firstOfLine = new Map<string, { row: number; fields: Partial<Record<ImportColumnKey, string>> }>();

  for (const sheetRow of located.dataRows) {
    const row = sheetRow.rowNumber;
    const rowProblems: ImportProblem[] = [];
    const header = (key: ImportColumnKey) => columns[key]?.header ?? HEADERS[key];
    const cellOf = (key: ImportColumnKey): Cell | undefined => {
      const column = columns[key];
      return column === undefined ? undefined : sheetRow.cells[column.index];
    };
    const problem = (key: ImportColumnKey, message: string) =>
      rowProblems.push({ row, column: header(key), value: displayValue(cellOf(key)), message });

    /** The column's value when present and valid; a problem otherwise (a missing required value included). */
    function read<T>(key: ImportColumnKey, convert: (cell: Cell) => Converted<T>): T | undefined {
      const cell = cellOf(key);
      if (cell === undefined) {
        if (REQUIRED.has(key)) problem(key, `${HEADERS[key]} is required.`);
        return undefined;
      }
      const converted = convert(cell);
      if (converted.ok) return converted.value;
      problem(key, `${HEADERS[key]} ${converted.message}.`);
      return undefined;
    }
    function code(key: ImportColumnKey, schema?: z.ZodType<string>): string | undefined {
      const value = read(key, codeValue);
      if (value === undefined) return undefined;
      const message = schema
        ? schema.safeParse(value).error?.issues[0]?.message
        : value.length > CODE_MAX
          ? `${HEADERS[key]} must be at most ${CODE_MAX} characters`
          : CODE_PATTERN.test(value)
            ? undefined
            : `${HEADERS[key]} may contain letters, digits and . - _ only`;
      if (message === undefined) return value;
      problem(key, `${message}.`);
      return undefined;
    }
    function lookUp<T>(key: ImportColumnKey, find: (name: string) => T | undefined, unknown: string) {
      const name = read(key, textValue);
      if (name === undefined) return undefined;
      const found = find(name);
      if (found === undefined) problem(key, unknown.replace("{}", name));
      return found;
    }

    const poNumber = code("poNumber", PoNumberSchema);
    const styleCode = code("styleCode", StyleCodeSchema);
    const styleName = read("styleName", textValue);
    const colourCode = code("colourCode");
    const colourName = read("colourName", textValue);
    const seasonCode = code("seasonCode");
    const categoryCode = read("productCategory", codeValue);
    const category = categoryCode === undefined ? undefined : categories.find(categoryCode);
    if (categoryCode !== undefined && !category) {
      problem(
        "productCategory",
        `Product category “${categoryCode}” is unknown: use a category code from the template's list (e.g. MKNIT, WDRESS).`,
      );
    }
    const department = lookUp(
      "department",
      (name) => departments.find(name),
      `Department “{}” is unknown: use a department name or code (${departmentList}).`,
    );
    const supplier = lookUp(
      "supplier",
      (name) => suppliers.find(name),
      "Supplier “{}” is unknown: use a supplier code or name from the template's list.",
    );
    const factoryName = read("factory", textValue);
    const factory =
      supplier && factoryName !== undefined ? factoriesOf.get(supplier.id)?.find(factoryName) : undefined;
    if (supplier && factoryName !== undefined && !factory) {
      const theirs = supplier.factories.map((f) => `${f.code} ${f.name}`).join(", ");
      problem(
        "factory",
        `“${factoryName}” is not a factory of ${supplier.name} (${supplier.code}): its factories are ${theirs}.`,
      );
    }
    const quantity = read("orderQuantity", (cell) => integerValue(cell, 1));
    const cartons = read("cartons", (cell) => integerValue(cell, 0));
    const deliveryDate = read("deliveryDate", (cell) => dateValue(cell, options.date1904));
    const centre = cellOf("centre")
      ? lookUp(
          "centre",
          (name) => centres.find(name),
          "Centre “{}” is unknown: use a centre code or name from the template's list, or leave it empty for the centre chosen on the page.",
        )
      : options.centre;

    // A PO has one supplier and one season; a style one name and one category.
    if (poNumber !== undefined) {
      const first = firstOfPo.get(poNumber) ?? { row };
      if (supplier && first.supplier && first.supplier.id !== supplier.id) {
        problem(
          "supplier",
          `PO ${poNumber} is for ${first.supplier.name} on row ${first.row}: a PO has one supplier.`,
        );
      }
      if (seasonCode !== undefined && first.seasonCode !== undefined && first.seasonCode !== seasonCode) {
        problem(
          "seasonCode",
          `PO ${poNumber} is for season ${first.seasonCode} on row ${first.row}: a PO has one season.`,
        );
      }
      first.supplier ??= supplier;
      first.seasonCode ??= seasonCode;
      firstOfPo.set(poNumber, first);
    }
    if (styleCode !== undefined) {
      const first = firstOfStyle.get(styleCode) ?? { row };
      if (styleName !== undefined && first.styleName !== undefined && first.styleName !== styleName) {
        problem(
          "styleName",
          `Style ${styleCode} is “${first.styleName}” on row ${first.row}: a style has one name.`,
        );
      }
      if (category && first.categoryCode !== undefined && first.categoryCode !== category.code) {
        problem(
          "productCategory",
          `Style ${styleCode} is in category ${first.categoryCode} on row ${first.row}: a style has one category.`,
        );
      }
      first.styleName ??= styleName;
      first.categoryCode ??= category?.code;
      firstOfStyle.set(styleCode, first);
    }

    problems.push(...rowProblems);
    if (
      rowProblems.length > 0 ||
      poNumber === undefined ||
      styleCode === undefined ||
      styleName === undefined ||
      colourCode === undefined ||
      colourName === undefined ||
      seasonCode === undefined ||
      category === undefined ||
      supplier === undefined ||
      factory === undefined ||
      quantity === undefined ||
      deliveryDate === undefined ||
      centre === undefined
    ) {
      continue;
    }

    // The same PO line twice: harmless when identical (it is read once), a problem when the rows disagree.
    const fields: Partial<Record<ImportColumnKey, string>> = {
      styleName,
      colourName,
      seasonCode,
      productCategory: category.code,
      department: department?.id ?? "",
      supplier: supplier.id,
      factory: factory.id,
      orderQuantity: String(quantity),
      cartons: cartons === undefined ? "" : String(cartons),
      deliveryDate,
      centre: centre.id,
    };
    const lineKey = JSON.stringify([poNumber, styleCode, colourCode]);
    const earlier = firstOfLine.get(lineKey);
    if (earlier) {
      const differs = (Object.keys(fields) as ImportColumnKey[]).find(
        (key) => fields[key] !== earlier.fields[key],
      );
      if (differs) {
        problems.push({
          row,
          column: header(differs),
          value: displayValue(cellOf(differs)),
          message: `PO ${poNumber}, style ${styleCode}, colour ${colourCode} is also on row ${earlier.row} with a different ${HEADERS[differs]}: each PO line appears once.`,
        });
      }
      continue;
    }
    firstOfLine.set(lineKey, { row, fields });
    lines.push({
      row,
      poNumber,
      styleCode,
      styleName,
      colourCode,
      colourName,
      seasonCode,
      productCategory: {
        code: category.code,
        name: category.name,
        garmentCategory: category.garmentCategory,
      },
      department: department ? { id: department.id, name: department.name } : null,
      supplier: { id: supplier.id, name: supplier.name },
      factory: { id: factory.id, name: factory.name },
      quantity,
      cartons: cartons ?? null,
      deliveryDate,
      centre: { id: centre.id, name: centre.name },
    });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, lines };
}
