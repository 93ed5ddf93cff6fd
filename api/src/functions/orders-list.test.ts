import { isoDay, ListOrdersQuerySchema, OrderPageSchema, type RoleName } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import type { OrderDocument } from "../data/orders-repository";
import { runAs, rolesAllowed } from "../testing/handler-context";
import { addLine, answer } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { ordersList } from "./orders-list";

/** GET /api/orders: CREATE INSPECTIONS' PO lines by delivery date, and SKIPPED INSPECTIONS with skipped=true. */
describe("orders-list", () => {
  const services = demoTenantForEachTest();
  const december = { from: "2026-12-01", to: "2026-12-31" };
  const anatolia = { id: "SUP-ANT", name: "Anatolia Tekstil A.Ş." };

  /** The page the query string asks for, parsed as the wrapper parses it. */
  const list = (query: Record<string, string> = {}, role: RoleName = "PLANNER") =>
    answer(
      OrderPageSchema,
      runAs(services, role, ordersList, {
        query: ListOrdersQuerySchema.parse(query),
        body: undefined,
        params: undefined,
      }),
    );
  const ids = async (query: Record<string, string> = {}, role: RoleName = "PLANNER") =>
    (await list(query, role)).items.map((line) => line.id);
  const idsOf = (...lines: OrderDocument[]) => lines.map((line) => line.id);

  it("is for those who see the lists: inspectors (their plan only) and those awaiting approval get 403", () => {
    expect(rolesAllowed(ordersList)).toEqual([
      "ADMINISTRATOR",
      "REVIEWER",
      "PLANNER",
      "SUPPLIER",
      "CLIENT_MANAGER",
      "CLIENT_OPERATOR",
    ]);
  });

  it("lists the range's PO lines by delivery date, both ends included, as the page shows them", async () => {
    const late = addLine(services, { deliveryDate: "2026-12-31" });
    const first = addLine(services, { deliveryDate: "2026-12-01" });
    const mid = addLine(services, { deliveryDate: "2026-12-15" });
    addLine(services, { deliveryDate: "2026-11-30" });
    addLine(services, { deliveryDate: "2027-01-01" });
    const page = await list(december);
    expect(page.items.map((line) => line.id)).toEqual(idsOf(first, mid, late));
    expect(page.continuationToken).toBeUndefined();
    expect(page.items[0]).toMatchObject({
      poNumber: first.poNumber,
      styleCode: "T61-1001",
      supplier: { id: "SUP-DKW" },
      quantity: 500,
      status: "OPEN",
      skipReason: null,
    });
    expect(page.items[0]).not.toHaveProperty("partitionKey");
  });

  it("without a range, lists from yesterday for a year ahead", async () => {
    const now = new Date();
    addLine(services, { deliveryDate: isoDay(now, -2) });
    const yesterday = addLine(services, { deliveryDate: isoDay(now, -1) });
    const inAYear = addLine(services, { deliveryDate: isoDay(now, 364) });
    addLine(services, { deliveryDate: isoDay(now, 365) });
    expect(await ids()).toEqual(idsOf(yesterday, inAYear));
  });

  it("shows a supplier their own supplier's lines only, whatever supplier they ask for", async () => {
    const own = addLine(services);
    const other = addLine(services, { supplier: anatolia });
    expect(await ids(december, "SUPPLIER")).toEqual(idsOf(own));
    expect(await ids({ ...december, supplierId: "SUP-ANT" }, "SUPPLIER")).toEqual([]);
    expect(await ids({ ...december, supplierId: "SUP-ANT" })).toEqual(idsOf(other));
  });

  it("filters lines ready to inspect, skipped ones (with their reason), a status, a style, a search", async () => {
    const open = addLine(services, { deliveryDate: "2026-12-02" });
    const inInspection = addLine(services, { deliveryDate: "2026-12-03", status: "IN_INSPECTION" });
    const skipReason = { id: "CANCELLED", name: "Order cancelled" };
    const skipped = addLine(services, { deliveryDate: "2026-12-04", status: "SKIPPED", skipReason });
    const dress = addLine(services, { deliveryDate: "2026-12-05", styleCode: "W22-4001" });
    expect(await ids({ ...december, readyToInspect: "true" })).toEqual(idsOf(open, dress));
    const skippedPage = await list({ ...december, skipped: "true" });
    expect(skippedPage.items).toMatchObject([{ id: skipped.id, skipReason }]);
    expect(await ids({ ...december, status: "IN_INSPECTION" })).toEqual(idsOf(inInspection));
    expect(await ids({ ...december, styleCode: "W22-4001" })).toEqual(idsOf(dress));
    expect(await ids({ ...december, search: "w22" })).toEqual(idsOf(dress));
    expect(await ids({ ...december, search: skipped.poNumber.toLowerCase() })).toEqual(idsOf(skipped));
  });

  it("pages: the next page from the token, until the last, which has none", async () => {
    const lines = ["2026-12-05", "2026-12-01", "2026-12-04", "2026-12-02", "2026-12-03"].map((deliveryDate) =>
      addLine(services, { deliveryDate }),
    );
    const byDate = [...lines].sort((a, b) => (a.deliveryDate < b.deliveryDate ? -1 : 1));
    const first = await list({ ...december, pageSize: "3" });
    expect(first.items.map((line) => line.id)).toEqual(idsOf(...byDate.slice(0, 3)));
    const second = await list({
      ...december,
      pageSize: "3",
      continuationToken: first.continuationToken ?? "",
    });
    expect(second.items.map((line) => line.id)).toEqual(idsOf(...byDate.slice(3)));
    expect(second.continuationToken).toBeUndefined();
  });

  it("refuses a bad range, an unknown status or parameter (400 naming it)", () => {
    const refused = (query: Record<string, string>) =>
      ListOrdersQuerySchema.safeParse(query).error?.issues.map((issue) =>
        [...issue.path, ...("keys" in issue ? issue.keys : [])].join("."),
      );
    expect(refused({ from: "2026-12-10", to: "2026-12-01" })).toEqual(["from"]);
    expect(refused({ from: "10/12/2026" })).toContain("from");
    expect(refused({ status: "CLOSED" })).toEqual(["status"]);
    expect(refused({ skipped: "yes" })).toEqual(["skipped"]);
    expect(refused({ colour: "041" })).toEqual(["colour"]);
  });
});
