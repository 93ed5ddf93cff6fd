import { LoginResponseSchema, OrderPageSchema, ReportVersionListSchema } from "@aql-portal/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { api, idTokenFor } from "../support/sign-in";
import { signInAll, token, uniqueCode } from "../support/demo";
import { createInspection, expectError, importLines, orderIdOf, type Line } from "../support/inspections";

/**
 * The old system's /v2 paths (spec §7 "Legacy") answer as today's routes do, with the same checks: an
 * integration built on them keeps working, and gains no way round a permission.
 */
beforeAll(signInAll);

/** The same GET through the legacy path and today's: the same status and body. */
async function sameAnswer(legacy: string, current: string, who: Parameters<typeof token>[0] = "planner") {
  const [old, now] = await Promise.all([
    api(legacy, { token: token(who) }),
    api(current, { token: token(who) }),
  ]);
  expect(old.status, await old.clone().text()).toBe(now.status);
  expect(await old.json()).toEqual(await now.json());
  return old.status;
}

describe("legacy /v2 paths", () => {
  const line: Line = { po: uniqueCode("PO"), style: uniqueCode("LEG"), quantity: 120, date: "18/03/2031" };
  beforeAll(async () => {
    await importLines([line]);
  });

  it("GET /v2/inspection/skipped is the skipped PO lines", async () => {
    expect(
      await sameAnswer(
        "v2/inspection/skipped?from=2026-01-01&to=2032-12-31",
        "orders?skipped=true&from=2026-01-01&to=2032-12-31",
      ),
    ).toBe(200);
    await expectError(await api("v2/inspection/skipped", { token: token("inspector") }), 403);
    expect((await api("v2/inspection/skipped")).status).toBe(401);
  });

  it("GET /v2/po is the PO lines, and /v2/po/{po} the lines of one PO", async () => {
    expect(await sameAnswer("v2/po?search=" + line.po, "orders?search=" + line.po)).toBe(200);
    // Its delivery is years ahead: the list's own default window (a year from yesterday) needs a range.
    const one = await api(`v2/po/${line.po}?from=2031-03-01&to=2031-03-31`, { token: token("planner") });
    expect(one.status).toBe(200);
    expect(OrderPageSchema.parse(await one.json()).items.map((o) => o.id)).toEqual([orderIdOf(line)]);
    await expectError(await api("v2/po?from=2031-03-20&to=2031-03-01", { token: token("planner") }), 400);
    await expectError(await api("v2/po", { token: token("inspector") }), 403);
    expect((await api(`v2/po/${line.po}`)).status).toBe(401);
    // The PO number is checked as everywhere: its pattern and length, and no character an id never has.
    for (const bad of [
      "PO%20WITH%20SPACE",
      "x".repeat(41),
      "PO%23HASH",
      "PO%5CSLASH",
      "PO%00NUL",
      "%20PO1",
    ]) {
      const refused = await expectError(await api(`v2/po/${bad}`, { token: token("planner") }), 400);
      expect(refused.errors?.[0]?.field, bad).toBe("params.poNumber");
    }
  });

  it("PUT /v2/po changes PO lines as PUT /orders does, with its validation", async () => {
    const body = { action: "skip", orderIds: [orderIdOf(line)], skipReasonId: "NOT-A-REASON" };
    const old = await expectError(await api("v2/po", { method: "PUT", token: token("planner"), body }), 400);
    const now = await expectError(await api("orders", { method: "PUT", token: token("planner"), body }), 400);
    expect(old.message).toBe(now.message);
    await expectError(await api("v2/po", { method: "PUT", token: token("manager"), body }), 403);
  });

  it("POST /v2/po/inspections creates an inspection from PO lines", async () => {
    const other: Line = { po: uniqueCode("PO"), style: uniqueCode("LEGC"), quantity: 90, date: "18/03/2031" };
    await importLines([other]);
    await expectError(
      await api("v2/po/inspections", {
        method: "POST",
        token: token("operator"),
        body: { orderIds: [orderIdOf(other)] },
      }),
      403,
    );
    const made = await api("v2/po/inspections", {
      method: "POST",
      token: token("planner"),
      body: { orderIds: [orderIdOf(other)] },
    });
    expect([200, 201]).toContain(made.status);
    expect(((await made.json()) as { poNumbers: string[] }).poNumbers).toEqual([other.po]);
  });

  it("GET /v2/inspections/{id}/versions is the report versions", async () => {
    const inspection = await createInspection([orderIdOf(line)]);
    const old = await api(`v2/inspections/${inspection.id}/versions`, { token: token("reviewer") });
    expect(ReportVersionListSchema.parse(await old.json())).toEqual({ items: [] });
    await expectError(
      await api(`v2/inspections/${inspection.id}/versions`, { token: token("inspector") }),
      404,
    );
    await expectError(await api("v2/inspections/nope/versions", { token: token("reviewer") }), 404);
  });

  it("GET /v2/roles is the role list", async () => {
    expect(await sameAnswer("v2/roles", "meta/roles")).toBe(200);
    expect((await api("v2/roles")).status).toBe(401);
  });

  it.each(["ms-login", "b2c-login"])("POST /v2/user/%s signs in as POST /auth/login does", async (path) => {
    const { idToken, nonce } = await idTokenFor("reviewer@demo.local");
    const response = await api(`v2/user/${path}`, {
      method: "POST",
      body: { token: idToken, platform: 2, nonce },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(LoginResponseSchema.parse(await response.json()).user.email).toBe("reviewer@demo.local");
    await expectError(
      await api(`v2/user/${path}`, { method: "POST", body: { token: "forged", platform: 2 } }),
      401,
    );
  });
});
