import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/sign-in";
import { signInAll, token, uniqueCode } from "../support/demo";
import { expectError, importedInspection, updateInspection } from "../support/inspections";

/**
 * The product's years, 2000–2099, on the real stack (shared/src/dates.ts, docs/decisions/dates.md): an ISO day
 * outside them is refused by every route that takes one, naming the window; a file's two-digit year is read as
 * one of them.
 */
beforeAll(signInAll);

const outsideWindow = "must be a date from 2000 to 2099";

describe("the years a date may have", () => {
  it("refuses a list's range outside 2000–2099, naming the window", async () => {
    for (const [query, field] of [
      ["from=1999-12-31&to=2000-01-05", "query.from"],
      ["from=2099-12-25&to=2100-01-01", "query.to"],
    ] as const) {
      const body = await expectError(await api(`inspections?${query}`, { token: token("planner") }), 400);
      expect(body.errors).toEqual([{ field, message: outsideWindow }]);
    }
    const edges = await api("inspections?from=2000-01-01&to=2000-01-01", { token: token("planner") });
    expect(edges.status, await edges.clone().text()).toBe(200);
  });

  it("reads an imported 16/03/31 as 2031, and refuses planning an inspection for 2100", async () => {
    const inspection = await importedInspection({ style: uniqueCode("YR"), quantity: 300, date: "16/03/31" });
    expect(inspection.deliveryDate).toBe("2031-03-16");
    const body = await expectError(await updateInspection(inspection, { inspectionDate: "2100-01-01" }), 400);
    expect(body.errors).toEqual([{ field: "body.inspectionDate", message: outsideWindow }]);
  });
});
