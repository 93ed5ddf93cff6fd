import { OrderPageSchema, PackagingPoLinesQuerySchema, type RoleName } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import type { OrderDocument } from "../data/orders-repository";
import { runAs, rolesAllowed } from "../testing/handler-context";
import { addLine, answer } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { packagingPoLines } from "./packaging-po-lines";

/** GET /api/packaging/po-lines: the PO lines DC staff pick a packaging check's lines from. */
describe("packaging-po-lines", () => {
  const services = demoTenantForEachTest();

  /** One page of lines, the query string parsed as the wrapper parses it. */
  const find = (query: Record<string, string>, role: RoleName = "INSPECTOR") =>
    answer(
      OrderPageSchema,
      runAs(services, role, packagingPoLines, {
        query: PackagingPoLinesQuerySchema.parse(query),
        body: undefined,
        params: undefined,
      }),
    );
  const ids = async (query: Record<string, string>, role?: RoleName) =>
    (await find(query, role)).items.map((line) => line.id);
  const idsOf = (...lines: OrderDocument[]) => lines.map((line) => line.id);

  it("is for those who record checks, inspectors included: every other role is refused (403)", () => {
    expect(rolesAllowed(packagingPoLines)).toEqual(["ADMINISTRATOR", "REVIEWER", "PLANNER", "INSPECTOR"]);
  });

  it("finds lines of any status and month by part of the PO number or style code, latest delivery first", async () => {
    const open = addLine(services, { poNumber: "PO-88001", deliveryDate: "2026-12-10" });
    const skipped = addLine(services, {
      poNumber: "PO-88002",
      deliveryDate: "2027-03-01",
      status: "SKIPPED",
    });
    const inspected = addLine(services, {
      poNumber: "PO-77001",
      styleCode: "W88-1001",
      deliveryDate: "2025-06-30",
      status: "IN_INSPECTION",
    });
    addLine(services, { poNumber: "PO-99001" });
    const page = await find({ search: "88" });
    expect(page.items.map((line) => line.id)).toEqual(idsOf(skipped, open, inspected));
    expect(page.continuationToken).toBeUndefined();
    expect(page.items[1]).toMatchObject({ poNumber: "PO-88001", styleCode: "T61-1001", quantity: 500 });
    expect(page.items[1]).not.toHaveProperty("tenantId");
    expect(await ids({ search: "w88-" })).toEqual(idsOf(inspected));
    expect(await ids({ search: "po-880" })).toEqual(idsOf(skipped, open));
  });

  it("narrows to one supplier when asked", async () => {
    const dhaka = addLine(services, { poNumber: "PO-88001" });
    const anatolia = addLine(services, {
      poNumber: "PO-88002",
      supplier: { id: "SUP-ANT", name: "Anatolia Tekstil A.Ş." },
    });
    expect(await ids({ search: "PO-88", supplierId: "SUP-ANT" }, "PLANNER")).toEqual(idsOf(anatolia));
    expect(await ids({ search: "PO-88", supplierId: "SUP-DKW" }, "PLANNER")).toEqual(idsOf(dhaka));
  });

  it("pages: the next page from the token, until the last, which has none", async () => {
    const lines = ["2026-12-01", "2026-12-02", "2026-12-03"].map((deliveryDate, i) =>
      addLine(services, { poNumber: `PO-8800${i}`, deliveryDate }),
    );
    const first = await find({ search: "PO-8800", pageSize: "2" });
    const second = await find({
      search: "PO-8800",
      pageSize: "2",
      continuationToken: first.continuationToken ?? "",
    });
    const latestFirst = idsOf(...lines).reverse();
    expect(first.items.map((line) => line.id)).toEqual(latestFirst.slice(0, 2));
    expect(second.items.map((line) => line.id)).toEqual(latestFirst.slice(2));
    expect(second.continuationToken).toBeUndefined();
  });

  it("refuses a search shorter than 2 characters, or none (400 naming it)", () => {
    const refused = (query: Record<string, string>) =>
      PackagingPoLinesQuerySchema.safeParse(query).error?.issues.map((issue) => ({
        field: [...issue.path, ...("keys" in issue ? issue.keys : [])].join("."),
        message: issue.message,
      }));
    expect(refused({ search: "P" })).toEqual([{ field: "search", message: "type at least 2 characters" }]);
    expect(refused({})).toMatchObject([{ field: "search" }]);
    expect(refused({ search: "PO", status: "OPEN" })).toMatchObject([{ field: "status" }]);
  });
});
