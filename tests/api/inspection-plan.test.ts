import {
  InspectionSchema,
  messages,
  PlanPageSchema,
  type Inspection,
  type PlanRow,
} from "@aql-portal/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { api, signIn } from "../support/sign-in";
import {
  expectError,
  importLines,
  services,
  signInAll,
  TENANT,
  token,
  uniqueCode,
  updateInspection,
  userId,
} from "./inspections-helpers";

/**
 * The inspector's plan (spec §3 "Plan columns") on its own route, GET /api/inspection-plan, and on the spec's
 * spelling, GET /api/inspections?context=planningApp, kept as a legacy alias: both answer the same plan, and
 * each caller only their own assignments. The inspections are planned on days no other test uses.
 */
const DAY = "2037-05-12";
const LATER = "2037-05-13";

let inspectorToken: string;
let otherInspectorToken: string;
/** The demo inspector's lots on DAY (two) and LATER (one), and another inspector's lot on DAY. */
let mine: Inspection[];
let later: Inspection;
let theirs: Inspection;

beforeAll(async () => {
  await signInAll();
  inspectorToken = token("inspector");
  const email = `${uniqueCode("plan-inspector")}@inspection-plan.example`;
  const other = await services().users.create(TENANT, {
    name: "Plan Other Inspector",
    email,
    role: "INSPECTOR",
    platform: 3,
    locations: [],
  });
  otherInspectorToken = (await signIn(email)).accessToken;

  const styles = [uniqueCode("PLA"), uniqueCode("PLB"), uniqueCode("PLC"), uniqueCode("PLD")];
  const { inspectionList } = await importLines(
    styles.map((style, index) => ({
      po: uniqueCode("PO"),
      style,
      quantity: 300 + index * 400,
      date: "12/05/2037",
    })),
  );
  const assign = async (style: string | undefined, inspectorId: string, inspectionDate: string) => {
    const lot = inspectionList.find((inspection) => inspection.product.styleCode === style);
    if (!lot) throw new Error(`The import made no inspection for ${style}`);
    const response = await updateInspection(lot, { inspectorId, inspectionDate });
    expect(response.status, await response.clone().text()).toBe(200);
    return InspectionSchema.parse(await response.json());
  };
  mine = [
    await assign(styles[0], userId("inspector"), DAY),
    await assign(styles[1], userId("inspector"), DAY),
  ];
  later = await assign(styles[2], userId("inspector"), LATER);
  theirs = await assign(styles[3], other.id, DAY);
});

/** Every row of a plan, page after page (each path's continuation tokens are its own). */
async function wholePlan(path: "inspection-plan" | "inspections", query: Record<string, string>, as: string) {
  const rows: PlanRow[] = [];
  let continuationToken: string | undefined;
  do {
    const search = new URLSearchParams({
      ...(path === "inspections" ? { context: "planningApp" } : {}),
      ...query,
      pageSize: "1",
      ...(continuationToken ? { continuationToken } : {}),
    });
    const response = await api(`${path}?${search}`, { token: as });
    expect(response.status, await response.clone().text()).toBe(200);
    const page = PlanPageSchema.parse(await response.json());
    rows.push(...page.items);
    continuationToken = page.continuationToken;
  } while (continuationToken);
  return rows;
}

describe("the inspector's plan, on its route and its legacy spelling", () => {
  it("answers the same plan on both paths: the caller's own inspections, by inspection date, as plan rows", async () => {
    const range = { from: DAY, to: LATER };
    const plan = await wholePlan("inspection-plan", range, inspectorToken);
    expect(plan).toEqual(await wholePlan("inspections", range, inspectorToken));
    // By inspection date, then id; another inspector's lot on the same day is not in it.
    const byId = [...mine].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(plan.map((row) => [row.day, row.id])).toEqual([
      ...byId.map((lot) => [DAY, lot.id]),
      [LATER, later.id],
    ]);
    expect(plan[0]).toMatchObject({
      styleCode: byId[0]?.product.styleCode,
      inspectionNumber: byId[0]?.inspectionNumber,
      sampleSize: byId[0]?.plan.sampleSize,
      allowedDefectsMaj: byId[0]?.plan.major.accept,
      inspector: "Imran Hossain",
      status: "PLANNED",
    });

    // The other inspector's plan that day is their lot alone, on either path.
    const day = { from: DAY, to: DAY };
    const otherPlan = await wholePlan("inspection-plan", day, otherInspectorToken);
    expect(otherPlan.map((row) => row.id)).toEqual([theirs.id]);
    expect(await wholePlan("inspections", day, otherInspectorToken)).toEqual(otherPlan);
  });

  it("gives every other role its own assignments only, refuses callers without a token, and the list's filters", async () => {
    // A planner sees every lot in Manage Inspections, but has none assigned: their plan is empty on both paths.
    const day = { from: DAY, to: DAY };
    expect(await wholePlan("inspection-plan", day, token("planner"))).toEqual([]);
    expect(await wholePlan("inspections", day, token("planner"))).toEqual([]);

    await expectError(await api(`inspection-plan?from=${DAY}&to=${DAY}`), 401);
    await expectError(await api(`inspections?context=planningApp&from=${DAY}&to=${DAY}`), 401);

    // The plan takes a page and a range of days; the range is checked as the list checks it.
    const backwards = await expectError(
      await api(`inspection-plan?from=${LATER}&to=${DAY}`, { token: inspectorToken }),
      400,
    );
    expect(backwards.errors).toEqual([{ field: "query.from", message: messages.invalidDateRange }]);
    const filtered = await expectError(
      await api(`inspection-plan?from=${DAY}&to=${DAY}&search=PLA`, { token: inspectorToken }),
      400,
    );
    expect(filtered.errors).toEqual([{ field: "query.search", message: "is not a known field" }]);
  });
});
