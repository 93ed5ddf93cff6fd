import {
  ApiErrorSchema,
  ImportRejectionSchema,
  messages,
  ProductSchema,
  SizeChartSchema,
  type Product,
} from "@aql-portal/shared";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { api, sendFile } from "../support/sign-in";
import { stackInfo } from "../support/stack-info";
import { signInAll, token, uniqueCode, type Who } from "../support/demo";
import { importLines, assignToInspector, type Line } from "../support/inspections";

const fixture = (name: string) => readFileSync(join(import.meta.dirname, "../fixtures/size-charts", name));
beforeAll(signInAll);

async function addSkirt(): Promise<Product> {
  const response = await api("products", {
    method: "POST",
    token: token("planner"),
    body: {
      styleCode: `SK-${crypto.randomUUID().slice(0, 6)}`,
      styleName: "Pleated midi skirt",
      productCategoryCode: "WSKIRT",
    },
  });
  return ProductSchema.parse(await response.json());
}

const upload = (productId: string, content: Uint8Array, name: string, who: Who = "planner") =>
  sendFile(`size-charts/import-file/${productId}`, { content, name }, { token: token(who) });

describe("size charts", () => {
  it("says a style has no chart yet in the spec's words", async () => {
    const skirt = await addSkirt();
    const response = await api(`size-charts/info/${skirt.id}`, { token: token("planner") });
    expect(response.status).toBe(404);
    expect(ApiErrorSchema.parse(await response.json()).message).toBe(messages.sizeChartNotFound);
  });

  it("reads an uploaded chart, leaves out the points a skirt does not have, and marks the style", async () => {
    const skirt = await addSkirt();
    const response = await upload(skirt.id, fixture("skirt-chart.xlsx"), "skirt-chart.xlsx");
    expect(response.status, await response.clone().text()).toBe(200);
    const chart = SizeChartSchema.parse(await response.json());
    expect(chart.sizes).toEqual(["8", "10", "12", "14"]);
    expect(chart.points.map((p) => p.code)).toEqual(["WA", "HP", "SK", "HW"]);
    expect(chart.hiddenPoints).toEqual(["CH", "SL"]);
    expect(chart.points[0]).toMatchObject({
      name: "Waist width",
      toleranceMinus: 1,
      tolerancePlus: 1,
      values: { "8": 34, "10": 36.5 },
    });
    // Clients read charts beside their reports.
    const read = await api(`size-charts/info/${skirt.id}`, { token: token("manager") });
    expect(SizeChartSchema.parse(await read.json()).points).toHaveLength(4);
    const listed = await api(`products?search=${skirt.styleCode}`, { token: token("planner") });
    expect(((await listed.json()) as { items: Product[] }).items[0]?.hasSizeChart).toBe(true);
  });

  it("a new upload replaces the chart", async () => {
    const skirt = await addSkirt();
    await upload(skirt.id, fixture("skirt-chart.xlsx"), "first.xlsx");
    const csv = 'Code,Point of measure,Tolerance -,Tolerance +,S,M\nWA,Waist width,1,1,"35,5",38\n';
    const response = await upload(skirt.id, new TextEncoder().encode(csv), "second.csv");
    expect(response.status).toBe(200);
    const chart = SizeChartSchema.parse(
      await (await api(`size-charts/info/${skirt.id}`, { token: token("planner") })).json(),
    );
    expect(chart).toMatchObject({
      fileName: "second.csv",
      sizes: ["S", "M"],
      points: [{ code: "WA", values: { S: 35.5, M: 38 } }],
    });
  });

  it("lists every problem of a broken chart and saves nothing", async () => {
    const skirt = await addSkirt();
    const response = await upload(skirt.id, fixture("broken-chart.xlsx"), "broken.xlsx");
    expect(response.status).toBe(422);
    const body = ImportRejectionSchema.parse(await response.json());
    expect(body.message).toBe("The file has 4 problems; the size chart was not saved.");
    expect(body.problems.map((p) => [p.row, p.column])).toEqual([
      [2, "Tolerance -"],
      [3, "8"],
      [4, "10"],
      [5, "Code"],
    ]);
    expect((await api(`size-charts/info/${skirt.id}`, { token: token("planner") })).status).toBe(404);
  });

  it("refuses a size, point code or point name a spreadsheet would run as a formula, naming each", async () => {
    const skirt = await addSkirt();
    const csv = [
      "Code,Point of measure,Tolerance -,Tolerance +,S,@M",
      "WA,Waist width,1,1,35,38",
      "HP,+Hip width,0.5,0.5,40,42",
      "-SK,Skirt length,1,1,60,61",
    ].join("\n");
    const response = await upload(skirt.id, new TextEncoder().encode(csv), "formulas.csv");
    expect(response.status).toBe(422);
    const body = ImportRejectionSchema.parse(await response.json());
    expect(body.problems.map((p) => [p.row, p.column, p.message.split(",")[0]])).toEqual([
      [1, "@M", "This size begins with “@”"],
    ]);
    const sizesFixed = csv.replace("@M", "M");
    const rows = await upload(skirt.id, new TextEncoder().encode(sizesFixed), "formulas.csv");
    expect(rows.status).toBe(422);
    expect(
      ImportRejectionSchema.parse(await rows.json()).problems.map((p) => [p.row, p.column, p.value]),
    ).toEqual([
      [3, "Point of measure", "+Hip width"],
      [4, "Code", "-SK"],
    ]);
    expect((await api(`size-charts/info/${skirt.id}`, { token: token("planner") })).status).toBe(404);
  });

  it("refuses what is not a spreadsheet, and a missing file, with a message saying what to do", async () => {
    const skirt = await addSkirt();
    const pdf = await upload(skirt.id, new TextEncoder().encode("%PDF-1.7 not a chart"), "chart.xlsx");
    expect(pdf.status).toBe(415);
    expect(ApiErrorSchema.parse(await pdf.json()).message).toMatch(/PDF/);
    const form = new FormData();
    const missing = await fetch(`${stackInfo().webUrl}/api/size-charts/import-file/${skirt.id}`, {
      method: "POST",
      body: form,
      headers: { authorization: `Bearer ${token("planner")}` },
    });
    expect(missing.status).toBe(400);
  });

  it("only product managers upload; clients read", async () => {
    const skirt = await addSkirt();
    expect((await upload(skirt.id, fixture("skirt-chart.xlsx"), "c.xlsx", "inspector")).status).toBe(403);
    expect((await upload(skirt.id, fixture("skirt-chart.xlsx"), "c.xlsx", "manager")).status).toBe(403);
    await upload(skirt.id, fixture("skirt-chart.xlsx"), "c.xlsx");
    expect((await api(`size-charts/info/${skirt.id}`, { token: token("manager") })).status).toBe(200);
    expect((await api("size-charts/template", { token: token("inspector") })).status).toBe(403);
    const template = await api("size-charts/template", { token: token("planner") });
    expect(template.headers.get("content-disposition")).toMatch(/size-chart-template\.xlsx/);
    expect(
      Buffer.from(await template.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe("PK");
  });

  it("suppliers read the charts of their own lots' styles only, inspectors those of lots assigned to them", async () => {
    const lot = (supplier: Line["supplier"]): Line => ({
      po: uniqueCode("SC"),
      style: uniqueCode("SCS"),
      quantity: 200,
      date: "20/06/2035",
      supplier,
    });
    const [ours, theirs, nobodys] = [lot("DKW"), lot("ANT"), lot("DKW")];
    const { inspectionList } = await importLines([ours, theirs, nobodys]);
    const inspectionOf = (line: Line) => inspectionList.find((i) => i.product.styleCode === line.style);
    for (const line of [ours, theirs]) {
      const created = inspectionOf(line);
      if (!created) throw new Error(`No inspection of ${line.style}`);
      await assignToInspector(created, "2035-06-20");
    }
    for (const line of [ours, theirs, nobodys]) {
      await upload(line.style, fixture("skirt-chart.xlsx"), "c.xlsx");
    }
    const status = async (line: Line, who: Who) =>
      (await api(`size-charts/info/${line.style}`, { token: token(who) })).status;
    expect(await status(ours, "supplier")).toBe(200);
    expect(await status(nobodys, "supplier")).toBe(200);
    expect(await status(ours, "inspector")).toBe(200);
    expect(await status(theirs, "inspector")).toBe(200);
    // Another supplier's style, a style the inspector has no lot of: as unknown as a style that does not exist.
    for (const [line, who] of [
      [theirs, "supplier"],
      [nobodys, "inspector"],
    ] as const) {
      const hidden = await api(`size-charts/info/${line.style}`, { token: token(who) });
      expect(hidden.status).toBe(404);
      expect(ApiErrorSchema.parse(await hidden.json()).message).toBe(`There is no style ${line.style}.`);
    }
    expect(await status(theirs, "manager")).toBe(200);
  });
});
