import {
  ApiErrorSchema,
  COMMON_LISTS,
  commonListSchemas,
  META_LISTS,
  metaListSchemas,
} from "@aql-portal/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { api, signIn } from "../support/sign-in";

let operator = "";
beforeAll(async () => {
  operator = (await signIn("operator@demo.local")).accessToken;
});

describe("GET /api/meta/{list} and /api/common/{list}", () => {
  it.each(META_LISTS)("meta/%s is served from the seeded data to any approved user", async (list) => {
    const response = await api(`meta/${list}`, { token: operator });
    expect(response.status).toBe(200);
    const items = z.array(metaListSchemas[list]).parse(await response.json());
    expect(items.length).toBeGreaterThan(0);
  });

  it.each(COMMON_LISTS)("common/%s is served from the seeded data", async (list) => {
    const response = await api(`common/${list}`, { token: operator });
    expect(response.status).toBe(200);
    expect(z.array(commonListSchemas[list]).parse(await response.json()).length).toBeGreaterThan(0);
  });

  it("gives a supplier's users their own supplier only, and staff every supplier", async () => {
    const suppliersFor = async (email: string) =>
      z
        .array(commonListSchemas.suppliers)
        .parse(await (await api("common/suppliers", { token: (await signIn(email)).accessToken })).json())
        .map((supplier) => supplier.name);
    expect(await suppliersFor("supplier@demo.local")).toEqual(["Dhaka Knitwear Ltd"]);
    expect((await suppliersFor("planner@demo.local")).length).toBeGreaterThan(1);
  });

  it("has about 80 product categories, each mapped to a garment category", async () => {
    const items = z
      .array(commonListSchemas["product-categories"])
      .parse(await (await api("common/product-categories", { token: operator })).json());
    expect(items.length).toBeGreaterThanOrEqual(75);
    expect(new Set(items.map((c) => c.code[0]))).toEqual(new Set(["B", "G", "M", "W"]));
  });

  it("serves inspection levels sorted by value, positive release = 4", async () => {
    const levels = z
      .array(metaListSchemas["inspection-levels"])
      .parse(await (await api("meta/inspection-levels", { token: operator })).json());
    expect(levels.map((l) => l.value)).toEqual([1, 2, 3, 4]);
    expect(levels.find((l) => l.id === "POSITIVE_RELEASE")?.value).toBe(4);
  });

  it("filters defects by severity", async () => {
    const defects = z
      .array(metaListSchemas.defects)
      .parse(await (await api("meta/defects?severity=CRITICAL", { token: operator })).json());
    expect(defects.length).toBeGreaterThan(0);
    expect(defects.every((d) => d.severity === "CRITICAL")).toBe(true);
  });

  it("an unknown list is a 404 that names the lists there are", async () => {
    const response = await api("meta/colours", { token: operator });
    expect(response.status).toBe(404);
    expect(ApiErrorSchema.parse(await response.json()).message).toMatch(/inspection-levels/);
  });

  it("needs a signed-in user", async () => {
    expect((await api("meta/roles")).status).toBe(401);
  });
});
