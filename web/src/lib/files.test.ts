import { describe, expect, it } from "vitest";
import { checkFile } from "./files";

describe("checkFile", () => {
  const accept = [".xlsx", ".csv"];
  const limit = 10 * 1024 * 1024;

  it("accepts a spreadsheet within the limit, whatever the case of its extension", () => {
    expect(checkFile({ name: "Orders AW26.XLSX", size: 2048 }, accept, limit)).toBeNull();
    expect(checkFile({ name: "orders.csv", size: 10 }, accept, limit)).toBeNull();
  });

  it("names the kinds of file it takes", () => {
    expect(checkFile({ name: "orders.xls", size: 2048 }, accept, limit)).toBe(
      "orders.xls is not an XLSX or CSV file. Choose an XLSX or CSV file.",
    );
  });

  it("refuses an empty file and one over the limit, saying how large it is", () => {
    expect(checkFile({ name: "orders.xlsx", size: 0 }, accept, limit)).toMatch(/is empty/);
    expect(checkFile({ name: "orders.xlsx", size: 12 * 1024 * 1024 }, accept, limit)).toBe(
      "orders.xlsx is 12 MB, more than the 10 MB allowed.",
    );
  });
});
