import { ApiErrorSchema, messages, ProductPageSchema, ProductSchema, type Product } from "@aql-portal/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ROLES, PLANNERS, signInAll, token, uniqueCode } from "../support/demo";
import { importLines } from "../support/inspections";
import { api } from "../support/sign-in";

beforeAll(signInAll);
const planner = () => token("planner");

async function addStyle(overrides: Record<string, unknown> = {}): Promise<Product> {
  const response = await api("products", {
    method: "POST",
    token: planner(),
    body: {
      styleCode: uniqueCode("T"),
      styleName: "Crew neck jumper",
      productCategoryCode: "MKNIT",
      ...overrides,
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ProductSchema.parse(await response.json());
}

describe("who may use the product routes", () => {
  it.each(ROLES)("%s", async (who) => {
    const allowed = PLANNERS.has(who);
    const bearer = token(who);
    expect((await api("products", { token: bearer })).status).toBe(allowed ? 200 : 403);
    expect((await api("products/search?styleCode=T", { token: bearer })).status).toBe(allowed ? 200 : 403);
    const created = await api("products", {
      method: "POST",
      token: bearer,
      body: { styleCode: uniqueCode("R"), styleName: "Role test", productCategoryCode: "WDRESS" },
    });
    expect(created.status).toBe(allowed ? 201 : 403);
    const style = await addStyle();
    const deleted = await api(`products/${style.id}`, {
      method: "DELETE",
      token: bearer,
      headers: { "if-match": style.etag },
    });
    expect(deleted.status).toBe(allowed ? 204 : 403);
    expect((await api("products")).status).toBe(401);
  });
});

describe("adding and deleting styles", () => {
  it("adds a style with its category's garment category, lists it and finds it by the start of its code", async () => {
    const style = await addStyle({
      styleName: "Pleated midi skirt",
      productCategoryCode: "wskirt",
      departmentId: "D01",
      supplierId: "SUP-ANT",
    });
    expect(style).toMatchObject({
      productCategory: { code: "WSKIRT" },
      garmentCategory: "skirt",
      department: { name: "Womenswear" },
      supplier: { name: "Anatolia Tekstil A.Ş." },
      hasSizeChart: false,
    });
    const found = z.array(ProductSchema).parse(
      await (
        await api(`products/search?styleCode=${style.styleCode.slice(0, 5).toLowerCase()}`, {
          token: planner(),
        })
      ).json(),
    );
    expect(found.map((p) => p.styleCode)).toContain(style.styleCode);
    const page = ProductPageSchema.parse(
      await (
        await api(`products?search=${encodeURIComponent(style.styleCode)}`, { token: planner() })
      ).json(),
    );
    expect(page.items.map((p) => p.styleName)).toEqual(["Pleated midi skirt"]);
  });

  it("refuses a style code that exists, an unknown category and bad codes, naming the field", async () => {
    const style = await addStyle();
    const duplicate = await api("products", {
      method: "POST",
      token: planner(),
      body: { styleCode: style.styleCode, styleName: "Again", productCategoryCode: "MKNIT" },
    });
    expect(duplicate.status).toBe(409);
    const unknown = await api("products", {
      method: "POST",
      token: planner(),
      body: { styleCode: uniqueCode("U"), styleName: "Unknown", productCategoryCode: "MSPACESUIT" },
    });
    expect(unknown.status).toBe(400);
    expect(ApiErrorSchema.parse(await unknown.json()).errors?.map((e) => e.field)).toEqual([
      "body.productCategoryCode",
    ]);
    const bad = await api("products", {
      method: "POST",
      token: planner(),
      body: { styleCode: "A/B", styleName: "", productCategoryCode: "MKNIT" },
    });
    expect(
      ApiErrorSchema.parse(await bad.json())
        .errors?.map((e) => e.field)
        .sort(),
    ).toEqual(["body.styleCode", "body.styleName"]);
  });

  it("deletes with the etag it read; a stale etag gets 412 and the style stays", async () => {
    const style = await addStyle();
    expect((await api(`products/${style.id}`, { method: "DELETE", token: planner() })).status).toBe(428);
    expect(
      (
        await api(`products/${style.id}`, {
          method: "DELETE",
          token: planner(),
          headers: { "if-match": '"stale"' },
        })
      ).status,
    ).toBe(412);
    expect(
      (
        await api(`products/${style.id}`, {
          method: "DELETE",
          token: planner(),
          headers: { "if-match": style.etag },
        })
      ).status,
    ).toBe(204);
    const page = ProductPageSchema.parse(
      await (
        await api(`products?search=${encodeURIComponent(style.styleCode)}`, { token: planner() })
      ).json(),
    );
    expect(page.items).toEqual([]);
  });
});

describe("styles with orders", () => {
  it("cannot be deleted once a PO line names them", async () => {
    const styleCode = uniqueCode("IMP");
    await importLines([{ po: uniqueCode("PO"), style: styleCode, quantity: 500, date: "15/12/2026" }]);
    const style = ProductPageSchema.parse(
      await (await api(`products?search=${styleCode}`, { token: planner() })).json(),
    ).items[0];
    const response = await api(`products/${style?.id}`, {
      method: "DELETE",
      token: planner(),
      headers: { "if-match": style?.etag ?? "" },
    });
    expect(response.status).toBe(409);
    expect(ApiErrorSchema.parse(await response.json()).message).toMatch(/is on 1 PO line/);
  });
});

describe("style grouping (spec §5)", () => {
  const group = (styleCodes: string[]) =>
    api("products/groups", { method: "POST", token: planner(), body: { styleCodes } });
  const messageOf = async (response: Response) => ApiErrorSchema.parse(await response.json()).message;

  it("pairs two styles of the same category; a grouped style cannot be deleted until ungrouped", async () => {
    const [a, b] = [await addStyle(), await addStyle()];
    const response = await group([a.styleCode, b.styleCode]);
    expect(response.status).toBe(200);
    expect(
      z
        .array(ProductSchema)
        .parse(await response.json())
        .map((p) => p.groupedWith),
    ).toEqual([b.id, a.id]);
    const current = ProductPageSchema.parse(
      await (await api(`products?search=${encodeURIComponent(a.styleCode)}`, { token: planner() })).json(),
    ).items[0];
    const blocked = await api(`products/${a.id}`, {
      method: "DELETE",
      token: planner(),
      headers: { "if-match": current?.etag ?? "" },
    });
    expect(blocked.status).toBe(409);
    expect((await api(`products/groups/${a.id}`, { method: "DELETE", token: planner() })).status).toBe(200);
    const after = ProductPageSchema.parse(
      await (await api(`products?search=${encodeURIComponent(b.styleCode)}`, { token: planner() })).json(),
    ).items[0];
    expect(after?.groupedWith).toBeNull();
  });

  it("says why a selection cannot be grouped, in the spec's words", async () => {
    const [a, b, c] = [await addStyle(), await addStyle(), await addStyle({ productCategoryCode: "WDRESS" })];
    expect(await messageOf(await group([a.styleCode]))).toBe(messages.groupExactlyTwo);
    expect(await messageOf(await group([a.styleCode, b.styleCode, c.styleCode]))).toBe(
      messages.groupExactlyTwo,
    );
    expect(await messageOf(await group([a.styleCode, c.styleCode]))).toBe(messages.groupDifferentCategories);
  });
});
