import {
  InspectionDetailSchema,
  isoDay,
  type ListInspectionsQuery,
  PlanPageSchema,
  ROLE_NAMES,
  type RoleName,
} from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { contextAs, contextFor, runAs, rolesAllowed } from "../testing/handler-context";
import {
  addStyle,
  answer,
  createdLot,
  recordMajorDefects,
  move,
  secondInspector,
} from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { inspectionsPlan } from "./inspections-plan";
import { inspectionsUpdate } from "./inspections-update";

/** GET /api/inspection-plan: the caller's own plan, their assigned inspections by inspection date. */
describe("inspections-plan", () => {
  const services = demoTenantForEachTest();
  const december = { from: "2026-12-01", to: "2026-12-31" };

  /** The plan's query string, parsed as the wrapper parses it (400 naming what it refuses). */
  const planQuery = (query: Record<string, string>) => {
    const parsed = inspectionsPlan.input.query?.safeParse(query);
    if (!parsed?.success) throw new Error("The plan's query was refused.");
    return parsed.data as ListInspectionsQuery;
  };
  const refused = (query: Record<string, string>) =>
    inspectionsPlan.input.query
      ?.safeParse(query)
      .error?.issues.map((issue) => [...issue.path, ...("keys" in issue ? issue.keys : [])].join("."));

  const plan = (query: Record<string, string> = december, role: RoleName = "INSPECTOR") =>
    answer(
      PlanPageSchema,
      runAs(services, role, inspectionsPlan, { query: planQuery(query), body: undefined, params: undefined }),
    );
  const ids = async (query?: Record<string, string>, role?: RoleName) =>
    (await plan(query, role)).items.map((row) => row.id);

  /** A new lot planned by the planner for an inspection day, for the demo inspector unless said otherwise. */
  async function planned(inspectionDate: string, inspectorId?: string) {
    const created = await createdLot(services);
    const body = {
      inspectorId: inspectorId ?? (await contextAs(services, "INSPECTOR")).user.id,
      inspectionDate,
    };
    const input = { params: { inspectionId: created.id }, body, query: undefined };
    return answer(InspectionDetailSchema, runAs(services, "PLANNER", inspectionsUpdate, input, created.etag));
  }

  it("is for everyone who reads inspections: those awaiting approval are refused (403)", () => {
    expect(rolesAllowed(inspectionsPlan)).toEqual(ROLE_NAMES.filter((role) => role !== "PENDING"));
  });

  it("lists the inspector's assigned inspections in the range by inspection day, as the plan's rows", async () => {
    const later = await planned("2026-12-20");
    const sooner = await planned("2026-12-03");
    await planned("2026-11-30");
    const page = await plan();
    expect(page.items.map((row) => row.id)).toEqual([sooner.id, later.id]);
    expect(page.continuationToken).toBeUndefined();
    expect(page.items[0]).toMatchObject({
      day: "2026-12-03",
      inspectionDate: "2026-12-03",
      inspectionNumber: sooner.inspectionNumber,
      inspectionName: `T61-1001 Navy – ${sooner.type}`,
      centreId: "UDC-BFD",
      supplierName: "Dhaka Knitwear Ltd",
      styleCode: "T61-1001",
      colour: "Navy",
      orderQuantity: 500,
      sampleSize: sooner.plan.sampleSize,
      allowedDefectsMaj: sooner.allowedDefectsMaj,
      status: "PLANNED",
      inspector: "Imran Hossain",
      customerName: services.config.customerName,
    });
  });

  it("is the caller's own plan only: another inspector's lots are not in it, a planner's is empty", async () => {
    const other = await secondInspector(services);
    const mine = await planned("2026-12-05");
    const theirs = await planned("2026-12-05", other.id);
    expect(await ids()).toEqual([mine.id]);
    const input = { query: planQuery(december), body: undefined, params: undefined };
    const page = PlanPageSchema.parse((await inspectionsPlan.run(input, contextFor(services, other))).body);
    expect(page.items.map((row) => row.id)).toEqual([theirs.id]);
    expect(await ids(december, "PLANNER")).toEqual([]);
  });

  it("covers yesterday and today without a range", async () => {
    const now = new Date();
    const today = await planned(isoDay(now));
    const yesterday = await planned(isoDay(now, -1));
    await planned(isoDay(now, -2));
    await planned(isoDay(now, 1));
    expect(await ids({})).toEqual([yesterday.id, today.id]);
  });

  it("shows a running inspection's defects recorded so far, and whether its style has a size chart now", async () => {
    const started = await move(services, await planned("2026-12-09"), "start");
    await recordMajorDefects(services, started, 2);
    await addStyle(services, "T61-1001", { hasSizeChart: true });
    const [row] = (await plan()).items;
    expect(row).toMatchObject({ id: started.id, status: "STARTED", totalDefects: 2, hasSizeChart: true });
  });

  it("pages: the next page from the token, until the last, which has none", async () => {
    const lots = [];
    for (const day of ["2026-12-01", "2026-12-02", "2026-12-03"]) lots.push(await planned(day));
    const first = await plan({ ...december, pageSize: "2" });
    const second = await plan({
      ...december,
      pageSize: "2",
      continuationToken: first.continuationToken ?? "",
    });
    expect([...first.items, ...second.items].map((row) => row.id)).toEqual(lots.map((lot) => lot.id));
    expect(first.items).toHaveLength(2);
    expect(second.continuationToken).toBeUndefined();
  });

  it("refuses the list's other filters, a reversed or over-long range (400 naming the parameter)", () => {
    expect(refused({ status: "PLANNED" })).toEqual(["status"]);
    expect(refused({ context: "planningApp" })).toEqual(["context"]);
    expect(refused({ from: "2026-12-10", to: "2026-12-01" })).toEqual(["from"]);
    expect(refused({ from: "2025-01-01", to: "2026-12-01" })).toEqual(["to"]);
    expect(refused({ pageSize: "101" })).toEqual(["pageSize"]);
  });
});
