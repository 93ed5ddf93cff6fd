import {
  ListOrdersQuerySchema,
  OrderPageSchema,
  PoNumberSchema,
  type Permission,
  type RoleName,
} from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { OrderDocument } from "../data/orders-repository";
import type { HttpFunction } from "../lib/http";
import { runAs } from "../testing/handler-context";
import { addLine, answer } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { authLogin } from "./auth-login";
import { inspectionsCreate } from "./inspections-create";
import { inspectionsVersions } from "./inspections-versions";
import { legacyV2 } from "./legacy-v2";
import { metaList } from "./meta-list";
import { ordersList } from "./orders-list";
import { ordersUpdate } from "./orders-update";

/** GET /v2/po/{poNumber}'s route parameter, as legacy-v2.ts declares it. */
const PoParams = z.object({ poNumber: PoNumberSchema }).strict();

/**
 * The old system's /v2 paths (spec §7 "Legacy", docs/architecture.md "The old system's paths"): aliases handed to
 * today's functions, and GET /v2/po/{poNumber}, the orders list of one PO.
 */
describe("legacy-v2", () => {
  const services = demoTenantForEachTest();
  const december = { from: "2026-12-01", to: "2026-12-31" };

  const definition = (name: string) => {
    const found = legacyV2.find((fn) => fn.name === name);
    if (!found) throw new Error(`There is no legacy function ${name}.`);
    return found;
  };
  const onePo = definition("legacy-v2-po");
  if (!("run" in onePo)) throw new Error("legacy-v2-po is a function of its own, with its handler.");
  // Its handler as the wrapper calls it: the route's parameter and the orders list's query, checked.
  const onePoRun = onePo as HttpFunction<
    Permission,
    typeof ListOrdersQuerySchema,
    undefined,
    typeof PoParams
  >;

  /** GET /v2/po/{poNumber} with a query string, both parsed as the wrapper parses them. */
  const linesOf = (poNumber: string, query: Record<string, string> = december, role: RoleName = "PLANNER") =>
    answer(
      OrderPageSchema,
      runAs(services, role, onePoRun, {
        params: PoParams.parse({ poNumber }),
        query: ListOrdersQuerySchema.parse(query),
        body: undefined,
      }),
    ).then((page) => page.items.map((line) => line.id));
  const idsOf = (...lines: OrderDocument[]) => lines.map((line) => line.id);

  it("answers each old path with today's function: its methods, permission, input and answers", () => {
    const targets = {
      "legacy-v2-skipped": ordersList,
      "legacy-v2-po-inspections": inspectionsCreate,
      "legacy-v2-po-list": ordersList,
      "legacy-v2-po-update": ordersUpdate,
      "legacy-v2-versions": inspectionsVersions,
      "legacy-v2-ms-login": authLogin,
      "legacy-v2-b2c-login": authLogin,
    };
    for (const [name, target] of Object.entries(targets)) {
      const alias = definition(name);
      expect({ name, ...pick(alias) }).toEqual({ name, ...pick(target) });
    }
    const roles = definition("legacy-v2-roles");
    expect([roles.access, roles.response]).toEqual([metaList.access, metaList.response]);
    expect([onePo.methods, onePo.access, onePo.response]).toEqual([
      ["GET"],
      ordersList.access,
      ordersList.response,
    ]);
  });

  it("GET /v2/po/{poNumber}: the lines of that PO, by delivery date", async () => {
    const later = addLine(services, { poNumber: "PO-7001", deliveryDate: "2026-12-20" });
    const earlier = addLine(services, {
      poNumber: "PO-7001",
      styleCode: "T61-2002",
      deliveryDate: "2026-12-05",
    });
    addLine(services, { poNumber: "PO-7002" });
    // A PO whose number holds this one's is another PO.
    addLine(services, { poNumber: "PO-70010" });
    expect(await linesOf("PO-7001")).toEqual(idsOf(earlier, later));
  });

  it("GET /v2/po/{poNumber}: a supplier's own lines only, narrowed by the list's filters", async () => {
    const own = addLine(services, { poNumber: "PO-7001" });
    addLine(services, {
      poNumber: "PO-7001",
      styleCode: "T61-2002",
      supplier: { id: "SUP-ANT", name: "Anatolia" },
    });
    expect(await linesOf("PO-7001", december, "SUPPLIER")).toEqual(idsOf(own));
    expect(await linesOf("PO-7001", { ...december, styleCode: "T61-2002" }, "SUPPLIER")).toEqual([]);
    expect(await linesOf("PO-7001", { ...december, status: "SKIPPED" })).toEqual([]);
  });

  it("GET /v2/po/{poNumber}: a PO number is checked as everywhere (400 naming it)", () => {
    const params = onePo.input.params ?? z.never();
    for (const bad of ["PO WITH SPACE", "x".repeat(41), ""]) {
      const fields = params.safeParse({ poNumber: bad }).error?.issues.map((issue) => issue.path.join("."));
      expect(new Set(fields), bad).toEqual(new Set(["poNumber"]));
    }
  });
});

/** What makes an alias its target for a caller: the methods, permission, input schemas and answers. */
function pick(fn: { methods: string[]; access: string; input: object; response: object }) {
  return { methods: fn.methods, access: fn.access, input: fn.input, response: fn.response };
}
