import { findColumns } from "./find-columns";
import { readSheet } from "./read-sheet";
import { importRejected } from "./rejections";
import { identifySpreadsheet } from "./spreadsheet-file";
import { validateRows, type PoLine, type ReferenceData, type Ref } from "./validate-rows";

/**
 * An uploaded file to checked PO lines: what the file is, its rows, its columns, then every row's values. Any
 * problem ends here with a 4xx (nothing has been written yet); `rows` counts the rows read below the header.
 */
export function readPoLines(
  bytes: Uint8Array,
  fileName: string,
  reference: ReferenceData,
  centre: Ref,
): { rows: number; lines: PoLine[] } {
  const file = identifySpreadsheet(bytes, fileName);
  const sheet = readSheet(file);
  const located = findColumns(sheet);
  const validated = validateRows(located, reference, { centre, date1904: sheet.date1904 });
  if (!validated.ok) throw importRejected(validated.problems);
  return { rows: located.dataRows.length, lines: validated.lines };
}
