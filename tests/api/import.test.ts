import { completeInspection } from "../../api/src/data/inspections-repository";
import { prepareInspectionImport } from "../../api/src/import/import-writes";
import { replaceInspection, writeImportedInspections } from "../../api/src/inspections/inspection-writes";
import { zipArchive } from "../../api/src/testing/zip-archive";
import {
  ApiErrorSchema,
  ImportRejectionSchema,
  ImportResultSchema,
  InspectionPageSchema,
  type ImportResult,
  type Inspection,
  NORMAL_INSPECTION,
} from "@aql-portal/shared";
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { api, sendFile } from "../support/sign-in";
import { stackInfo } from "../support/stack-info";
import { PLANNERS, ROLES, services, signInAll, TENANT, token } from "../support/demo";

/**
 * POST /api/inspections/import and GET /api/inspections/import/template on the real stack. The workbooks are
 * written by openpyxl (tests/fixtures/import/make_fixtures.py), not by the SheetJS build the API reads with.
 */
const planner = () => token("planner");
const BFD = "UDC-BFD";

const fixture = (name: string) => readFileSync(new URL(`../fixtures/import/${name}`, import.meta.url));

beforeAll(signInAll);

const upload = (
  content: Uint8Array | string,
  name: string,
  fields: Record<string, string> = { tenantCentreId: BFD },
  /** "" sends no token. */
  token: string = planner(),
) => sendFile("inspections/import", { content, name }, { token, fields });

async function imported(response: Response): Promise<ImportResult> {
  expect(response.status, await response.clone().text()).toBe(200);
  return ImportResultSchema.parse(await response.json());
}

async function rejected(response: Response, status: number) {
  const text = await response.clone().text();
  expect(response.status, text).toBe(status);
  return ApiErrorSchema.parse(await response.json());
}

const lot = (inspection: Inspection | undefined) => inspection?.plan.lotSize;
const CSV_HEADER =
  "PO Number,Style Code,Style Name,Colour Code,Colour Name,Season Code,Product Category,Supplier,Factory,Order Quantity,Delivery Date\n";

describe("who may use the import routes", () => {
  it.each(ROLES)("%s", async (who) => {
    const allowed = PLANNERS.has(who);
    expect((await api("inspections/import/template", { token: token(who) })).status).toBe(
      allowed ? 200 : 403,
    );
    const csv = `${CSV_HEADER}ROLE-${who},IMP-ROLE,Role style,001,Grey,AW26,MKNIT,DKW,DKW1,10,15/12/2026\n`;
    expect((await upload(csv, "roles.csv", { tenantCentreId: BFD }, token(who))).status).toBe(
      allowed ? 200 : 403,
    );
  });

  it("nobody signed out", async () => {
    expect((await api("inspections/import/template")).status).toBe(401);
    expect((await upload(fixture("valid.csv"), "valid.csv", { tenantCentreId: BFD }, "")).status).toBe(401);
  });
});

describe("GET /api/inspections/import/template", () => {
  it("is an .xlsx download with the columns, an example row and the tenant's codes", async () => {
    const response = await api("inspections/import/template", { token: planner() });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="aql-portal-import-template.xlsx"',
    );
    const workbook = XLSX.read(new Uint8Array(await response.arrayBuffer()), { type: "array", cellNF: true });
    expect(workbook.SheetNames).toEqual(["PO lines", "Instructions"]);
    const poLines = workbook.Sheets["PO lines"] as XLSX.WorkSheet;
    expect(poLines.A1).toMatchObject({ v: "PO Number" });
    expect(poLines.A2).toMatchObject({ v: "0045001234", z: "@" });
    const instructions = XLSX.utils.sheet_to_csv(workbook.Sheets.Instructions as XLSX.WorkSheet);
    expect(instructions).toContain("MKNIT,Men's Knitwear");
    expect(instructions).toContain("SFG,Shanghai Fine Garments Co.,SFG2,Ningbo Factory");
    expect(instructions).toContain("SWI,Swindon DC");
  });
});

describe("importing valid.xlsx, again, then with changed quantities", () => {
  let first: ImportResult;
  const ids = {
    a: "", // DKW1, IMP-1001 041, BFD, 15 Dec 2026: rows 2 and 3
    b: "", // ANT1, 004471 100, CDN, 3 Feb 2027: row 4
  };

  it("creates the styles, PO lines and CREATED inspections the file describes", async () => {
    first = await imported(await upload(fixture("valid.xlsx"), "valid.xlsx"));
    expect(first.rows).toBe(6);
    expect(first.products).toEqual({ created: 3, updated: 0, unchanged: 0 });
    expect(first.orders).toEqual({ created: 6, updated: 0, unchanged: 0 });
    expect(first.inspections).toEqual({ created: 4, updated: 0, unchanged: 0, removed: 0 });
    const [a, b, c, d] = first.inspectionList;
    ids.a = a?.id ?? "";
    ids.b = b?.id ?? "";
    expect(first.inspectionList.map((i) => [lot(i), i.plan.sampleSize, i.poNumbers])).toEqual([
      [2000, 125, ["0045001234", "0045001235"]],
      [500, 50, ["12345678901"]],
      [301, 50, ["PO-7788", "PO-7789"]],
      [250, 32, ["PO-7788"]],
    ]);
    expect(a).toMatchObject({
      status: "CREATED",
      result: "Pending",
      type: "DC Inspection",
      centre: { id: BFD },
      supplier: { id: "SUP-DKW" },
      factory: { id: "FAC-DKW-1" },
      product: { id: "IMP-1001", styleCode: "IMP-1001", styleName: "Crew neck jumper", hasSizeChart: false },
      productCategory: { code: "MKNIT" },
      colour: { code: "041", name: "Navy" },
      deliveryDate: "2026-12-15",
      cartons: 80,
    });
    expect(a?.etag).not.toBe("");
    expect(b).toMatchObject({
      product: { styleCode: "004471" },
      centre: { id: "UDC-CDN" },
      deliveryDate: "2027-02-03",
    });
    expect(c).toMatchObject({
      colour: { code: "BLK" },
      deliveryDate: "2027-01-15",
      centre: { id: "UDC-SWI" },
    });
    expect(d?.colour.code).toBe("RED");
  });

  it("stores the PO lines in their delivery month's partition, each pointing at its inspection", async () => {
    const orders = await services().orders.getMany(TENANT, [
      "0045001234~IMP-1001~041",
      "12345678901~004471~100",
    ]);
    expect(orders.get("0045001234~IMP-1001~041")).toMatchObject({
      partitionKey: "demo|2026-12",
      quantity: 1200,
      cartons: 50,
      status: "OPEN",
      inspectionId: ids.a,
      inspectionType: "DC Inspection",
    });
    expect(orders.get("12345678901~004471~100")).toMatchObject({
      partitionKey: "demo|2027-02",
      inspectionId: ids.b,
    });
    const products = await services().products.getMany(TENANT, ["IMP-1001", "004471", "IMP-2002"]);
    expect(products.get("004471")).toMatchObject({
      styleName: "Oxford shirt",
      productCategory: { code: "MSHIRT" },
      department: { id: "D02" },
      supplier: { id: "SUP-ANT" },
      seasonCodes: ["SS27"],
    });
  });

  it("changes nothing when the same file comes again", async () => {
    const before = await services().orders.getMany(TENANT, ["0045001234~IMP-1001~041"]);
    const again = await imported(await upload(fixture("valid.xlsx"), "valid.xlsx"));
    expect(again.products).toEqual({ created: 0, updated: 0, unchanged: 3 });
    expect(again.orders).toEqual({ created: 0, updated: 0, unchanged: 6 });
    expect(again.inspections).toEqual({ created: 0, updated: 0, unchanged: 4, removed: 0 });
    expect(again.inspectionList.map((i) => i.etag)).toEqual(first.inspectionList.map((i) => i.etag));
    const after = await services().orders.getMany(TENANT, ["0045001234~IMP-1001~041"]);
    expect(after.get("0045001234~IMP-1001~041")?._etag).toBe(before.get("0045001234~IMP-1001~041")?._etag);
  });

  it("updates quantities, lot size and plan, but leaves a started inspection as it is", async () => {
    const started = await services().inspections.get({ id: ids.b, partitionKey: "demo|2027-02" });
    if (!started?._etag) throw new Error("inspection b is missing");
    const current = completeInspection(started);
    await replaceInspection(services(), current, { ...current, status: "STARTED" }, started._etag);

    const changed = await imported(await upload(fixture("valid-changed.xlsx"), "valid-changed.xlsx"));
    expect(changed.orders).toEqual({ created: 0, updated: 1, unchanged: 5 });
    expect(changed.inspections).toEqual({ created: 0, updated: 1, unchanged: 3, removed: 0 });
    const [a, b] = changed.inspectionList;
    expect([lot(a), a?.plan.sampleSize, a?.plan.codeLetter]).toEqual([3800, 200, "L"]);
    expect([lot(b), b?.status]).toEqual([500, "STARTED"]);
    const orders = await services().orders.getMany(TENANT, [
      "0045001234~IMP-1001~041",
      "12345678901~004471~100",
    ]);
    expect(orders.get("0045001234~IMP-1001~041")?.quantity).toBe(3000);
    expect(orders.get("12345678901~004471~100")?.quantity).toBe(500);
  });
});

describe("while an import runs", () => {
  const csv = (po: string, style: string) =>
    `${CSV_HEADER}${po},${style},Running style,041,Navy,AW26,MKNIT,DKW,DKW1,300,12/03/2031\n`;

  it("the inspections it is rewriting are out of every list, and their routes answer 409 until shown again", async () => {
    const style = `RUN-${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
    const [made] = (await imported(await upload(csv(`PO-${style}`, style), "running.csv"))).inspectionList;
    if (!made) throw new Error("The import made no inspection");
    const repository = services().inspections;
    const stored = await repository.findById(TENANT, made.id);
    if (!stored) throw new Error(`Inspection ${made.id} is not stored`);
    const listed = async () => {
      const response = await api(`inspections?from=2031-03-12&to=2031-03-12&search=${style}`, {
        token: planner(),
      });
      expect(response.status, await response.clone().text()).toBe(200);
      return InspectionPageSchema.parse(await response.json()).items.map((i) => i.id);
    };
    expect(await listed()).toEqual([made.id]);

    // Hidden as an import hides what it is about to change (its PO lines are being written).
    await repository.hideForImport([stored]);
    expect(await listed()).toEqual([]);
    for (const [path, method, body] of [
      [`inspections/${made.id}`, "GET", undefined],
      [`inspections/${made.id}`, "PUT", { level: "I" }],
      [`inspections/${made.id}/status`, "PUT", { action: "start" }],
    ] as const) {
      const response = await api(path, {
        method,
        token: planner(),
        ...(body ? { body, headers: { "if-match": made.etag } } : {}),
      });
      const error = await rejected(response, 409);
      expect(error.message).toBe(
        `Inspection ${made.inspectionNumber} is being updated by an import of PO lines: try again in a minute.`,
      );
    }

    // Shown again by the import's last step, which writes it whole even when its content did not change.
    const hidden = await repository.findById(TENANT, made.id);
    if (!hidden) throw new Error(`Inspection ${made.id} is gone`);
    await writeImportedInspections(
      services(),
      TENANT,
      prepareInspectionImport(TENANT, [hidden], new Map([[made.id, hidden]]), [], () => NORMAL_INSPECTION),
      new Map(),
    );
    expect(await listed()).toEqual([made.id]);
    expect((await api(`inspections/${made.id}`, { token: planner() })).status).toBe(200);
  });

  it("two planners uploading at once are both served, one import after the other", async () => {
    const styles = [1, 2].map(() => `TWO-${crypto.randomUUID().slice(0, 6).toUpperCase()}`);
    const results = await Promise.all(
      styles.map(async (style) => imported(await upload(csv(`PO-${style}`, style), `${style}.csv`))),
    );
    expect(results.map((result) => result.inspectionList.map((i) => i.product.styleCode))).toEqual(
      styles.map((style) => [style]),
    );
  });

  it("a second import of the tenant waits a while, then answers 409 naming the one that runs, and writes nothing", async () => {
    const jobs = services().importJobs;
    const current = await jobs.get(TENANT);
    if (!current) throw new Error("The demo tenant has imported nothing yet");
    const running = await jobs.write(
      {
        ...current,
        status: "running",
        phase: "lines",
        fileName: "season.xlsx",
        startedBy: { id: "someone", name: "Pat Planner" },
        startedOn: "2026-11-24T09:05:00.000Z",
        leaseUntil: new Date(Date.now() + 600_000).toISOString(),
      },
      current,
    );
    if (!running) throw new Error("The job was changed meanwhile");
    try {
      const style = `RUN-${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
      const error = await rejected(await upload(csv(`PO-${style}`, style), "mine.csv"), 409);
      expect(error.message).toBe(
        "An import of “season.xlsx” started by Pat Planner at 2026-11-24 09:05 UTC is still running: wait for it to finish (a minute or two), then upload your file again.",
      );
      expect(await services().orders.getMany(TENANT, [`PO-${style}~${style}~041`])).toEqual(new Map());
    } finally {
      await jobs.write(current, running);
    }
  });
});

describe("CSV, renamed headers and moved delivery dates", () => {
  it("imports CSV with renamed, reordered headers, codes kept as text, for the chosen inspection type", async () => {
    const result = await imported(
      await upload(fixture("valid.csv"), "valid.csv", {
        tenantCentreId: BFD,
        inspectionType: "UK DC Inspection",
      }),
    );
    expect(result.products.created).toBe(2);
    expect(result.orders.created).toBe(3);
    expect(
      result.inspectionList.map((i) => [i.type, i.poNumbers, lot(i), i.deliveryDate, i.cartons]),
    ).toEqual([
      ["UK DC Inspection", ["0099000123", "0099000124"], 2000, "2026-11-30", 60],
      ["UK DC Inspection", ["12345678902"], 75, "2026-12-30", 3],
    ]);
  });

  it("imports a workbook whose headers are renamed, reordered and below a title", async () => {
    const result = await imported(await upload(fixture("renamed-headers.xlsx"), "renamed-headers.xlsx"));
    expect(result.inspectionList).toEqual([
      expect.objectContaining({
        poNumbers: ["PO-4004"],
        centre: { id: "UDC-CDN", name: "Castle Donington DC" },
      }),
    ]);
  });

  it("moves a PO line whose delivery date changed, removing the inspection it leaves empty", async () => {
    const line = (date: string) =>
      `${CSV_HEADER}MOVE-1,IMP-MOVE,Move style,001,Grey,AW26,MKNIT,DKW,DKW1,40,${date}\n`;
    const before = await imported(await upload(line("20/11/2026"), "move.csv"));
    const after = await imported(await upload(line("20/12/2026"), "move.csv"));
    expect(after.orders).toEqual({ created: 0, updated: 1, unchanged: 0 });
    expect(after.inspections).toEqual({ created: 1, updated: 0, unchanged: 0, removed: 1 });
    const old = before.inspectionList[0];
    expect(
      await services().inspections.get({ id: old?.id ?? "", partitionKey: "demo|2026-11" }),
    ).toBeUndefined();
    const order = (await services().orders.getMany(TENANT, ["MOVE-1~IMP-MOVE~001"])).get(
      "MOVE-1~IMP-MOVE~001",
    );
    expect(order).toMatchObject({ partitionKey: "demo|2026-12", inspectionId: after.inspectionList[0]?.id });
  });
});

describe("a file with bad rows", () => {
  let problems: { row: number | null; column: string | null; value: string; message: string }[] = [];

  it("is refused with 422 and every problem", async () => {
    const response = await upload(fixture("row-problems.xlsx"), "row-problems.xlsx");
    expect(response.status).toBe(422);
    const body = ImportRejectionSchema.parse(await response.json());
    problems = body.problems;
    expect(body.message).toBe("The file has 20 problems; nothing was imported.");
  });

  it.each([
    [3, "Style Name", "", /is required/],
    [4, "Supplier", "NOPE", /Supplier “NOPE” is unknown/],
    [5, "Factory", "ANT1", /not a factory of Dhaka Knitwear Ltd/],
    [6, "Product Category", "MKNITX", /Product category “MKNITX” is unknown/],
    [7, "Department", "Toys", /Department “Toys” is unknown/],
    [8, "DC / Centre", "XYZ", /Centre “XYZ” is unknown/],
    [9, "Order Quantity", "12a", /not a whole number/],
    [10, "Order Quantity", "0", /more than zero/],
    [11, "Order Quantity", "12.5", /not a whole number/],
    [12, "Cartons", "-3", /cannot be negative/],
    [13, "Delivery Date", "next week", /is not a date/],
    [14, "Delivery Date", "31/02/2026", /not a real date/],
    [15, "Supplier", "ANT", /PO BAD-0001 is for Dhaka Knitwear Ltd on row 2/],
    [16, "Season Code", "SS27", /PO BAD-0001 is for season AW26 on row 2/],
    [18, "Order Quantity", "200", /also on row 17 with a different Order Quantity/],
    [19, "PO Number", "1.2E+10", /powers of ten/],
    [20, "Order Quantity", "#N/A", /Excel error/],
    [21, "Style Code", "IMP/9005", /letters, digits/],
    [22, "Style Name", "Another name", /Style IMP-9001 is “Problem style” on row 2/],
    [23, "PO Number", "", /is required/],
  ])("row %d: %s %j", (row, column, value, message) => {
    const found = problems.filter((p) => p.row === row);
    expect(found.map((p) => [p.row, p.column, p.value])).toEqual([[row, column, value]]);
    expect(found[0]?.message).toMatch(message);
  });

  it("writes nothing, not even its good rows", async () => {
    expect((await services().products.getMany(TENANT, ["IMP-9001"])).size).toBe(0);
    expect(
      (await services().orders.getMany(TENANT, ["BAD-0001~IMP-9001~001", "BAD-0017~IMP-9001~017"])).size,
    ).toBe(0);
  });
});

describe("text a spreadsheet would run as a formula", () => {
  it("is refused in every text column of a CSV, naming the row and the column", async () => {
    const csv =
      CSV_HEADER +
      [
        "FML-0001,IMP-FML1,+Plus jumper,001,Grey,AW26,MKNIT,DKW,DKW1,40,20/11/2026",
        "FML-0002,IMP-FML2,Crew jumper,001,@Grey,AW26,MKNIT,DKW,DKW1,40,20/11/2026",
        "-FML-0003,IMP-FML3,Crew jumper,001,Grey,AW26,MKNIT,DKW,DKW1,40,20/11/2026",
        "FML-0004,IMP-FML4,Crew jumper,001,Grey,AW26,MKNIT,-2+3+cmd|' /C calc'!A0,DKW1,40,20/11/2026",
        "FML-0005,IMP-FML5,Crew jumper,001,Grey,AW26,MKNIT,DKW,DKW1,40,20/11/2026",
      ].join("\n");
    const response = await upload(csv, "formulas.csv");
    expect(response.status).toBe(422);
    const body = ImportRejectionSchema.parse(await response.json());
    expect(body.problems.map((p) => [p.row, p.column, p.value, p.message])).toEqual([
      [
        2,
        "Style Name",
        "+Plus jumper",
        expect.stringMatching(/^Style Name begins with “\+”, which a spreadsheet would run as a formula/),
      ],
      [3, "Colour Name", "@Grey", expect.stringMatching(/^Colour Name begins with “@”/)],
      [4, "PO Number", "-FML-0003", expect.stringMatching(/^PO Number begins with “-”/)],
      [5, "Supplier", "-2+3+cmd|' /C calc'!A0", expect.stringMatching(/^Supplier begins with “-”/)],
    ]);
    expect((await services().products.getMany(TENANT, ["IMP-FML1", "IMP-FML5"])).size).toBe(0);
  });

  it("is refused in a workbook's text cells too, after a leading tab or carriage return", async () => {
    const rows = [
      CSV_HEADER.trim().split(","),
      ["FML-0011", "IMP-FML11", "\t=cmd", "001", "Grey", "AW26", "MKNIT", "DKW", "DKW1", 40, "20/11/2026"],
      [
        "FML-0012",
        "IMP-FML12",
        "Crew jumper",
        "001",
        "\r+Grey",
        "AW26",
        "MKNIT",
        "DKW",
        "DKW1",
        40,
        "20/11/2026",
      ],
    ];
    const sheet = XLSX.utils.aoa_to_sheet(rows);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, "PO lines");
    const bytes = XLSX.write(book, { type: "array", bookType: "xlsx" }) as ArrayBuffer;
    const response = await upload(new Uint8Array(bytes), "formulas.xlsx");
    expect(response.status).toBe(422);
    const body = ImportRejectionSchema.parse(await response.json());
    expect(body.problems.map((p) => [p.row, p.column, p.message.split(",")[0]])).toEqual([
      [2, "Style Name", "Style Name begins with “=”"],
      [3, "Colour Name", "Colour Name begins with “+”"],
    ]);
  });
});

describe("files refused as a whole, writing nothing", () => {
  it("a file over the size limit: 413", async () => {
    const body = await rejected(await upload(new Uint8Array(10 * 1024 * 1024 + 1), "huge.xlsx"), 413);
    expect(body.message).toMatch(/larger than 10 MB/);
  });

  it("more rows than the limit: 413", async () => {
    const csv = CSV_HEADER + "LIMIT-1,IMP-LIMIT,N,001,C,AW26,MKNIT,DKW,DKW1,1,15/12/2026\n".repeat(20_001);
    const body = await rejected(await upload(csv, "rows.csv"), 413);
    expect(body.message).toMatch(/20,001 PO lines: at most 20,000/);
  });

  it.each([
    [
      "a PDF named .xlsx",
      new TextEncoder().encode("%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n"),
      /is a PDF/,
    ],
    [
      "random bytes named .xlsx",
      new Uint8Array(Array.from({ length: 5000 }, (_, i) => (i * 7919 + 17) % 256)),
      /is not a spreadsheet/,
    ],
    [
      "a legacy .xls",
      new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array<number>(504).fill(0)]),
      /\.xls/,
    ],
  ])("%s: 415, save as .xlsx or .csv", async (_what, bytes, message) => {
    const body = await rejected(await upload(bytes, "orders.xlsx"), 415);
    expect(body.message).toMatch(message);
    expect(body.message).toMatch(/[Ss]ave it as \.xlsx or \.csv/);
  });

  it("a zip bomb that declares a huge size: 413", async () => {
    const bomb = zipArchive([
      { name: "[Content_Types].xml", data: new Uint8Array(10) },
      { name: "xl/worksheets/sheet1.xml", data: new Uint8Array(1000), declaredUnpacked: 3_500_000_000 },
    ]);
    const body = await rejected(await upload(bomb, "bomb.xlsx"), 413);
    expect(body.message).toMatch(/declares 3\.3 GB of contents/);
  });

  it("a zip bomb that hides its size: 413", async () => {
    const bomb = zipArchive([
      { name: "xl/workbook.xml", data: new Uint8Array(200), declaredUnpacked: 200 },
      { name: "xl/worksheets/sheet1.xml", data: new Uint8Array(64 * 1024 * 1024), declaredUnpacked: 4096 },
    ]);
    const body = await rejected(await upload(bomb, "bomb.xlsx"), 413);
    expect(body.message).toMatch(/unpacks to more than the 4 KB it declares/);
  });

  it("a workbook with a formula: 422 naming its cell", async () => {
    const response = await upload(fixture("formula.xlsx"), "formula.xlsx");
    expect(response.status).toBe(422);
    const body = ImportRejectionSchema.parse(await response.json());
    expect(body.message).toMatch(/^Cell D7 holds a formula: paste values only/);
    expect(body.problems).toEqual([
      expect.objectContaining({ row: 7, message: "Cell D7 holds a formula: paste values only." }),
    ]);
  });

  it("no header row with the required columns: 422 naming them", async () => {
    const response = await upload(fixture("missing-columns.xlsx"), "missing-columns.xlsx");
    const body = ImportRejectionSchema.parse(await response.json());
    expect(body.message).toMatch(/required columns Supplier, Delivery Date/);
  });

  it("an empty file, no file, bad options: 400", async () => {
    expect((await rejected(await upload(new Uint8Array(), "empty.csv"), 400)).message).toMatch(/is empty/);
    const form = new FormData();
    form.append("tenantCentreId", BFD);
    const noFile = await fetch(`${stackInfo().webUrl}/api/inspections/import`, {
      method: "POST",
      headers: { authorization: `Bearer ${planner()}` },
      body: form,
    });
    expect((await rejected(noFile, 400)).errors).toEqual([{ field: "body.file", message: "is required" }]);
    const unknownCentre = await rejected(
      await upload(fixture("valid.csv"), "valid.csv", { tenantCentreId: "NOPE" }),
      400,
    );
    expect(unknownCentre.errors).toEqual([
      { field: "body.tenantCentreId", message: "is not a centre of this tenant" },
    ]);
    const badType = await rejected(
      await upload(fixture("valid.csv"), "valid.csv", { tenantCentreId: BFD, inspectionType: "Final" }),
      400,
    );
    expect(badType.errors?.[0]?.field).toBe("body.inspectionType");
    expect(
      (await rejected(await upload(fixture("valid.csv"), "valid.csv", {}), 400)).errors?.[0]?.field,
    ).toBe("body.tenantCentreId");
  });

  it("a body that is not multipart: 415", async () => {
    const response = await api("inspections/import", {
      method: "POST",
      token: planner(),
      body: { file: "x" },
    });
    expect((await rejected(response, 415)).message).toMatch(/multipart\/form-data/);
  });

  it("none of them wrote anything", async () => {
    expect((await services().products.getMany(TENANT, ["IMP-8001", "IMP-7001", "IMP-LIMIT"])).size).toBe(0);
    expect(
      (await services().orders.getMany(TENANT, ["FRM-0002~IMP-8001~001", "LIMIT-1~IMP-LIMIT~001"])).size,
    ).toBe(0);
  });
});
