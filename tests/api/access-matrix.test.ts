import { functions, type HttpFunctionDefinition } from "@aql-portal/api/app";
import { undeclaredAnswer } from "@aql-portal/api/http";
import { DEMO_USERS, seedDemoTenant } from "@aql-portal/api/seed";
import {
  ApiErrorSchema,
  can,
  ROLE_NAMES,
  ROLES,
  type Permission,
  type RoleName,
  EMPTY_WORK,
  DEFAULT_PACKAGING_STANDARD,
} from "@aql-portal/shared";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApiHost, type ApiHost } from "../support/api-host";
import { clientFor, signIn } from "../support/sign-in";
import { stackInfo } from "../support/stack-info";
import { services, signInAll, TENANT, uniqueCode } from "../support/demo";
import {
  assignToInspector,
  createInspection,
  importLines,
  orderIdOf,
  type Line,
} from "../support/inspections";

/**
 * Every route × every role × the objects a route can name (docs/decisions/object-access.md). The routes, their
 * methods and who may call them come from the API's own function definitions; what each role may do from the
 * shared permission table; which objects each role sees from the object rule, stated below on its own. The
 * table names, for each function, only how to call it without changing anything and what that call answers
 * when it is allowed: a function without a row fails the first test.
 */

type Kind = "inspection" | "style" | "po-line" | "user";
type Variant = "own" | "otherSupplier" | "unassigned" | "otherTenant";
type Caller = RoleName | "anonymous";

const LOTS: readonly Variant[] = ["own", "otherSupplier", "unassigned", "otherTenant"];
/** The objects of each kind every role is tried with (users belong to no supplier or inspector). */
const VARIANTS: Record<Kind, readonly Variant[]> = {
  inspection: LOTS,
  style: LOTS,
  "po-line": LOTS,
  user: ["own", "otherTenant"],
};

/**
 * The object rule (decisions.md): suppliers see their own supplier's inspections, PO lines and the styles of
 * them; inspectors the inspections assigned to them and their styles, and no PO lines; every other role the
 * tenant's; nobody another tenant's. Fixtures: "own" is the demo supplier's lot assigned to the demo inspector,
 * "otherSupplier" another supplier's lot assigned to the demo inspector, "unassigned" the demo supplier's lot
 * assigned to another inspector, "otherTenant" a lot of another tenant (and the style, PO line of each).
 */
function sees(role: RoleName, kind: Kind, variant: Variant): boolean {
  if (variant === "otherTenant") return false;
  if (kind === "user") return true;
  if (role === "SUPPLIER") return variant !== "otherSupplier";
  if (role === "INSPECTOR") return kind !== "po-line" && variant !== "unassigned";
  return true;
}

interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  ifMatch?: string;
}

interface Row {
  /** The object the route names, in its path (hidden: 404) or its body (hidden: 400, as an unknown id is). */
  names?: { kind: Kind; in: "path" | "body" };
  /** The request, given the named object's id: one that changes nothing (a stale etag, an empty upload...). */
  call: (id: string) => Call;
  /** What the request's body needs beyond the route's own permission (the handler checks it). */
  needs?: Permission;
  /** The answer to a caller who may make the request and see the object. */
  allowed: number;
}

const STALE = '"stale-etag"';
const MADE_UP_DOWNLOAD = "6f1c1d5e-0000-4000-8000-000000000000";
const PERIOD = { from: "2035-06-01", to: "2035-06-30" };

const none = (allowed: number, call: Call = {}): Row => ({ call: () => call, allowed });
const inspection = (allowed: number, call: Omit<Call, "params"> = {}, needs?: Permission): Row => ({
  names: { kind: "inspection", in: "path" },
  call: (id) => ({ params: { inspectionId: id }, ...call }),
  allowed,
  ...(needs ? { needs } : {}),
});
const style = (allowed: number, call: Omit<Call, "params"> = {}): Row => ({
  names: { kind: "style", in: "path" },
  call: (id) => ({ params: { productId: id }, ...call }),
  allowed,
});
const user = (allowed: number, call: Omit<Call, "params"> = {}): Row => ({
  names: { kind: "user", in: "path" },
  call: (id) => ({ params: { userId: id }, ...call }),
  allowed,
});
const lines = (allowed: number, body: (id: string) => Record<string, unknown>): Row => ({
  names: { kind: "po-line", in: "body" },
  call: (id) => ({ body: body(id) }),
  allowed,
});

// A PO line of a planned lot: selecting it again answers its inspection; unskipping it changes nothing.
const createFromLine = lines(200, (id) => ({ orderIds: [id] }));
const unskipLine = lines(200, (id) => ({ action: "unskip", orderIds: [id] }));
const versions = inspection(200);
const login = none(400, { body: {} });

/** One row per function, by name. */
const ROWS: Record<string, Row> = {
  "config-get": none(200),
  "openapi-get": none(200),
  "auth-login": login,
  "auth-logout": none(204),
  "auth-logout-everywhere": none(204),
  "meta-list": none(200, { params: { list: "roles" } }),
  "common-list": none(200, { params: { list: "suppliers" } }),
  "users-list": none(200),
  "users-get": user(200),
  "users-create": none(400, { body: {} }),
  "users-update": user(412, { body: { action: "block" }, ifMatch: STALE }),
  "users-delete": user(412, { ifMatch: STALE }),
  "admin-clients-list": none(200),
  // No reset has run in the test stack's tenant (204); a confirmation that does not name it starts none (400).
  "reset-get": none(204),
  "reset-start": none(400, { body: { confirm: "not the environment's name" } }),
  "products-list": none(200),
  "products-search": none(200, { query: { styleCode: "MATRIX" } }),
  "products-create": none(400, { body: {} }),
  // The style is on PO lines, so it cannot be deleted (409) whatever the etag.
  "products-delete": style(409, { ifMatch: STALE }),
  // One style alone cannot be grouped (400 "exactly 2"); an unseen one is unknown (400 "Unknown style").
  "products-group": {
    names: { kind: "style", in: "body" },
    call: (id) => ({ body: { styleCodes: [id] } }),
    allowed: 400,
  },
  // Not grouped: nothing to take apart.
  "products-ungroup": style(200),
  "size-charts-info": style(200),
  // No file: 415 once the style is found.
  "size-charts-import-file": style(415),
  "size-charts-template": none(200),
  "inspections-import-template": none(200),
  "inspections-import": none(415),
  "orders-list": none(200),
  "orders-update": unskipLine,
  "inspections-list": none(200),
  // Whoever asks gets their own plan (often empty): no object is named.
  "inspections-plan": none(200),
  "inspections-create": createFromLine,
  "inspectors-list": none(200),
  // A planned lot is not started: nothing can be recorded on it yet (409).
  "inspections-work-update": inspection(409, { body: EMPTY_WORK, ifMatch: STALE }),
  "inspections-photo-upload": {
    ...inspection(409),
    call: (id) => ({ params: { inspectionId: id, photoId: "7d3f1f9e-3c1a-4a51-9a57-0a8f4f1f2b10" } }),
  },
  "inspections-status": inspection(412, { body: { action: "start" }, ifMatch: STALE }),
  "inspections-commercial-pass": inspection(412, {
    body: { result: "Comm. Pass", comment: "Matrix" },
    ifMatch: STALE,
  }),
  // The planned lot is not reported yet: the decision's checks come first, so the stale etag answers (412).
  "inspections-decision": inspection(412, { body: { clientDecisionId: "x" }, ifMatch: STALE }),
  "inspections-versions": versions,
  // No report yet: 404 with its own message, not the unknown inspection's.
  "inspections-pdf": inspection(404),
  "inspections-get": inspection(200),
  // Planning fields (an empty set of them) need inspections:plan beside the route's inspections:read.
  "inspections-update": inspection(412, { body: {}, ifMatch: STALE }, "inspections:plan"),
  "inspections-delete": inspection(412, { ifMatch: STALE }),
  "inspections-sync": inspection(412, { ifMatch: STALE }),
  "analytics-overview": none(200, { query: PERIOD }),
  "analytics-suppliers": none(200, { query: PERIOD }),
  "analytics-activity": none(200, { query: PERIOD }),
  "analytics-defects": none(200, { query: PERIOD }),
  "analytics-insights": none(200, { query: PERIOD }),
  "packaging-standard-get": none(200),
  "packaging-standard-update": none(412, {
    body: { ...DEFAULT_PACKAGING_STANDARD, minFillPercent: 79 },
    ifMatch: STALE,
  }),
  "packaging-po-lines": none(200, { query: { search: "MATRIX" } }),
  "switching-suppliers-list": none(200),
  // The demo supplier's own: every role that may read switching states sees it.
  "switching-supplier-get": none(200, { params: { supplierId: "SUP-DKW" } }),
  // Dhaka Knitwear is not on reduced inspection: nothing to return to normal (409), whoever may decide.
  "switching-decision": none(409, {
    params: { supplierId: "SUP-DKW" },
    body: { class: "major", decision: "return-to-normal" },
  }),
  // The tenant's standard already: no change (400).
  "switching-standard-update": none(400, { body: { standard: "ISO2859-1" } }),
  "corrective-actions-list": none(200),
  // No CAR has a made-up id: 404 to whoever may read CARs, as for another supplier's.
  "corrective-actions-get": none(404, { params: { carId: "matrix-unknown" } }),
  "corrective-actions-raise": none(400, { body: {} }),
  "corrective-actions-answer": none(404, {
    params: { carId: "matrix-unknown" },
    body: {
      rootCause: "other",
      rootCauseText: "Matrix",
      correctiveAction: "Matrix",
      correctiveBy: "2031-01-01",
      preventiveAction: "Matrix",
      preventiveBy: "2031-01-01",
    },
    ifMatch: STALE,
  }),
  "corrective-actions-review": none(404, {
    params: { carId: "matrix-unknown" },
    body: { action: "close" },
    ifMatch: STALE,
  }),
  // No CAR has a made-up id: 404 before the upload is read.
  "corrective-actions-evidence-upload": none(404, {
    params: { carId: "matrix-unknown", evidenceId: "7d3f1f9e-3c1a-4a51-9a57-0a8f4f1f2b10" },
  }),
  "corrective-actions-evidence-delete": none(404, {
    params: { carId: "matrix-unknown", evidenceId: "7d3f1f9e-3c1a-4a51-9a57-0a8f4f1f2b10" },
  }),
  "corrective-actions-settings-get": none(200),
  // Out of range: nothing changes (400).
  "corrective-actions-settings-update": none(400, { body: { dueDays: 0 } }),
  "packaging-checks-create": none(400, { body: {} }),
  "packaging-checks-get": none(404, { params: { checkId: "matrix-unknown" } }),
  "packaging-checks-update": none(400, { params: { checkId: "matrix-unknown" }, body: {}, ifMatch: STALE }),
  "packaging-checks-delete": none(404, { params: { checkId: "matrix-unknown" }, ifMatch: STALE }),
  "packaging-reports": none(200, { params: { report: "compliance" }, query: PERIOD }),
  "packaging-compliance-panel": none(200, { query: PERIOD }),
  // The test stack has no Power BI: 404 saying so, to whoever may ask.
  "auth-powerbi-token": none(404, { query: { report: "suppliers" } }),
  // A period with no finished inspection starts nothing (400); a download nobody started is no one's (404).
  "downloads-start": none(400, { body: { from: "2031-01-01", to: "2031-01-31" } }),
  "downloads-list": none(200),
  "downloads-get": none(404, { params: { downloadId: MADE_UP_DOWNLOAD } }),
  "downloads-link": none(404, { params: { downloadId: MADE_UP_DOWNLOAD } }),
  // Anyone may follow a link; one that is not the API's is refused (403), whoever follows it.
  "downloads-file": none(403, { params: { downloadId: MADE_UP_DOWNLOAD }, query: { token: "not.a.link" } }),
  // One's own notifications and choices: everyone who signs in; nothing named is anyone's (204, changing nothing).
  "notifications-list": none(200),
  "notifications-read": none(204, { body: { ids: ["matrix-unknown"] } }),
  "notification-choices-get": none(200),
  "notification-choices-update": none(400, { body: { choices: { "lot.failed": "weekly" } } }),
  // One's own language: a language the portal does not speak is refused (400), changing nothing.
  "me-language-update": none(400, { body: { language: "fr" } }),
  // An e-mail's link: anyone may follow one; a token that is not the API's is refused (403).
  "notification-choices-by-link-get": none(403, { query: { token: "not.a.link" } }),
  "notification-choices-by-link-update": none(403, {
    body: { token: "not.a.link", choices: { "lot.failed": "off" } },
  }),
  // Administrators' webhook endpoints: an endpoint nobody registered is no one's (404); a bad one is refused (400).
  "webhooks-list": none(200),
  "webhooks-create": none(400, { body: { url: "https://10.0.0.1/hook", kinds: ["lot.failed"] } }),
  "webhooks-delete": none(404, { params: { webhookId: MADE_UP_DOWNLOAD } }),
  "webhooks-secret": none(404, { params: { webhookId: MADE_UP_DOWNLOAD } }),
  "webhooks-test": none(404, { params: { webhookId: MADE_UP_DOWNLOAD } }),
  "webhooks-deliveries": none(404, { params: { webhookId: MADE_UP_DOWNLOAD } }),
  "legacy-v2-skipped": none(200),
  "legacy-v2-po-inspections": createFromLine,
  "legacy-v2-po-list": none(200),
  "legacy-v2-po-update": unskipLine,
  "legacy-v2-po": none(200, { params: { poNumber: "MATRIX" } }),
  "legacy-v2-versions": versions,
  "legacy-v2-roles": none(200),
  "legacy-v2-ms-login": login,
  "legacy-v2-b2c-login": login,
};

/**
 * Logging out ends the caller's session, or all of them, on the server: their cells run after all the others,
 * each in a session of its own.
 */
const RUNS_LAST = new Set(["auth-logout", "auth-logout-everywhere"]);

const httpFunctions = functions.filter((f): f is HttpFunctionDefinition => f.trigger === "http");
/** PENDING users hold no token (sign-in answers 403, tests/api/auth.test.ts): every other role is a column. */
const ROLE_COLUMNS = ROLE_NAMES.filter((role) => role !== "PENDING");

/** The email of the active demo account of a role. */
function demoAccountOf(role: RoleName): string {
  const account = DEMO_USERS.find((u) => u.role === role && u.status === "ACTIVE");
  if (!account) throw new Error(`No active demo account has the role ${role}`);
  return account.email;
}

describe("route × role × object matrix", () => {
  it("has a row for every function the API registers, and no other", () => {
    expect(Object.keys(ROWS).sort()).toEqual(httpFunctions.map((f) => f.name).sort());
    // A pending user cannot sign in; were they given a permission, they would need a column here.
    expect(ROLES.PENDING.permissions).toEqual([]);
  });

  const tokens = new Map<RoleName, string>();
  const ids: Record<Kind, Partial<Record<Variant, string>>> = {
    inspection: {},
    style: {},
    "po-line": {},
    user: {},
  };
  let otherHost: ApiHost | undefined;

  beforeAll(async () => {
    for (const role of ROLE_COLUMNS) tokens.set(role, (await signIn(demoAccountOf(role))).accessToken);
    await signInAll();
    const store = services();
    /** A user the matrix makes for itself, stored directly. */
    const matrixUser = (tenantId: string, label: string, role: RoleName, platform: 2 | 3 = 2) =>
      store.users.create(tenantId, {
        name: `Matrix ${label}`,
        email: `${uniqueCode("matrix")}@access-matrix.example`,
        role,
        platform,
        locations: [],
      });
    const demoInspector = await store.users.findByEmail(TENANT, "inspector@demo.local");
    const otherInspector = await matrixUser(TENANT, "Other Inspector", "INSPECTOR", 3);
    const target = await matrixUser(TENANT, "Target", "CLIENT_OPERATOR");
    ids.user.own = target.id;

    // Three lots of this tenant in a month no other test uses, each planned with an inspector.
    const lots: [Variant, Line["supplier"], string | undefined][] = [
      ["own", "DKW", demoInspector?.id],
      ["otherSupplier", "ANT", demoInspector?.id],
      ["unassigned", "DKW", otherInspector.id],
    ];
    const planned = lots.map(([variant, supplier, inspectorId]) => ({
      variant,
      inspectorId,
      line: { po: uniqueCode("MX"), style: uniqueCode("MXS"), quantity: 300, date: "15/06/2035", supplier },
    }));
    await importLines(planned.map((p) => p.line));
    for (const { variant, inspectorId, line } of planned) {
      // Made by the planner from its line (so asking again changes nothing), then planned.
      const created = await createInspection([orderIdOf(line)]);
      await assignToInspector(created, "2035-06-15", { inspectorId });
      ids.inspection[variant] = created.id;
      ids.style[variant] = created.product.id;
      ids["po-line"][variant] = orderIdOf(line);
      await uploadChart(clientFor(stackInfo), tokens.get("PLANNER") ?? "", created.product.id);
    }

    // Another tenant, served by another functions host of the same build: its planner, a lot, its style's chart.
    const otherTenant = uniqueCode("matrix-tenant").toLowerCase();
    await seedDemoTenant(store, otherTenant);
    const otherPlanner = await matrixUser(otherTenant, "Other Planner", "PLANNER");
    ids.user.otherTenant = otherPlanner.id;
    otherHost = await startApiHost({ TENANT_ID: otherTenant });
    const otherUrl = otherHost.apiUrl.replace(/\/api$/, "");
    const other = clientFor(() => ({ ...stackInfo(), webUrl: otherUrl }));
    const through = { webUrl: otherUrl, token: (await other.signIn(otherPlanner.email)).accessToken };
    const line: Line = { po: uniqueCode("MX"), style: uniqueCode("MXS"), quantity: 300, date: "15/06/2035" };
    const [made] = (await importLines([line], through)).inspectionList;
    if (!made) throw new Error("The other tenant's import made no inspection");
    ids.inspection.otherTenant = made.id;
    ids.style.otherTenant = made.product.id;
    ids["po-line"].otherTenant = orderIdOf(line);
    await uploadChart(other, through.token, made.product.id);
  }, 120_000);

  afterAll(async () => {
    await otherHost?.stop();
  });

  it("answers every role what the permission table and the object rule say", async () => {
    const cells = httpFunctions.flatMap((definition): Cell[] => {
      const row = ROWS[definition.name];
      if (!row) return [];
      const callers: Caller[] = ["anonymous", ...ROLE_COLUMNS];
      return callers.flatMap((caller): Cell[] => {
        // Without a token the object does not matter (401 first): one real one is enough.
        const variants: readonly (Variant | undefined)[] = !row.names
          ? [undefined]
          : caller === "anonymous"
            ? ["own"]
            : VARIANTS[row.names.kind];
        return variants.map((variant) => ({ definition, row, caller, variant }));
      });
    });
    const first = cells.filter((cell) => !RUNS_LAST.has(cell.definition.name));
    const last = cells.filter((cell) => RUNS_LAST.has(cell.definition.name));
    const wrong = [...(await inParallel(first, check)), ...(await inParallel(last, check))].filter(
      (problem) => problem !== undefined,
    );
    expect(wrong).toEqual([]);
    // Every success was one its route declares, as the OpenAPI document publishes it.
    expect(undeclared).toEqual([]);
  }, 120_000);

  function idOf(kind: Kind, variant: Variant): string {
    const id = ids[kind][variant];
    if (!id) throw new Error(`The fixtures made no ${variant} ${kind}`);
    return id;
  }

  /** The answer for an id nobody has (normalised), per function and role: what a hidden object must get too. */
  const missing = new Map<string, Promise<Answer>>();

  async function check(cell: Cell): Promise<string | undefined> {
    const { definition, row, caller, variant } = cell;
    const where = `${definition.name} ${caller}${variant ? ` ${variant}` : ""}`;
    const token =
      caller === "anonymous"
        ? undefined
        : RUNS_LAST.has(definition.name)
          ? (await signIn(demoAccountOf(caller))).accessToken
          : tokens.get(caller);
    const id = row.names && variant ? idOf(row.names.kind, variant) : "";
    const answer = await send(definition, row.call(id), token);
    const got = `${answer.status} ${answer.message}`;

    if (caller === "anonymous") {
      const status = definition.access === "public" ? row.allowed : 401;
      return answer.status === status ? undefined : `${where}: expected ${status}, got ${got}`;
    }
    const permitted =
      definition.access === "public" ||
      (can(caller, definition.access) && (!row.needs || can(caller, row.needs)));
    if (!permitted) return answer.status === 403 ? undefined : `${where}: expected 403, got ${got}`;
    if (!row.names || !variant) {
      return answer.status === row.allowed ? undefined : `${where}: expected ${row.allowed}, got ${got}`;
    }

    const kind = row.names.kind;
    const key = `${definition.name} ${caller}`;
    if (!missing.has(key)) {
      const unknownId = madeUp(kind);
      missing.set(
        key,
        send(definition, row.call(unknownId), token).then((answer) => normalised(answer, unknownId)),
      );
    }
    const absent = (await missing.get(key)) as Answer;
    const hiddenStatus = row.names.in === "path" ? 404 : 400;
    if (absent.status !== hiddenStatus) {
      return `${where}: an unknown ${kind} should be ${hiddenStatus}, got ${absent.status} ${absent.message}`;
    }
    const seen = normalised(answer, id);
    if (sees(caller, kind, variant)) {
      if (answer.status !== row.allowed) return `${where}: expected ${row.allowed}, got ${got}`;
      if (seen.status === absent.status && seen.message === absent.message) {
        return `${where}: answered as if the ${kind} did not exist (${got})`;
      }
      return undefined;
    }
    return seen.status === absent.status && seen.message === absent.message
      ? undefined
      : `${where}: expected the answer for an unknown ${kind} (${absent.status} ${absent.message}), got ${got}`;
  }
});

interface Cell {
  definition: HttpFunctionDefinition;
  row: Row;
  caller: Caller;
  /** The object the call names, for a role's call of a route that names one. */
  variant: Variant | undefined;
}

interface Answer {
  status: number;
  message: string;
}

/** Successes that were not what their route declares (`response`). */
const undeclared: string[] = [];

/** An id of the kind's shape that names nothing. */
function madeUp(kind: Kind): string {
  const hex = crypto.randomUUID().replaceAll("-", "");
  switch (kind) {
    case "inspection":
      return hex;
    case "style":
      return `NOSUCH-${hex.slice(0, 8).toUpperCase()}`;
    case "po-line":
      return `NOSUCH-${hex.slice(0, 8)}~NOSUCH~041`;
    case "user":
      return crypto.randomUUID();
  }
}

/** The answer with the id it names replaced, to compare answers for different ids. */
const normalised = (answer: Answer, id: string): Answer => ({
  status: answer.status,
  message: id ? answer.message.replaceAll(id, "{id}") : answer.message,
});

/**
 * The functions host itself rather than the web's origin: what is checked is the API's own answer, and the
 * matrix's thousand calls take half the time without the SWA CLI's hop.
 */
const functionsHost = clientFor(() => ({
  issuer: stackInfo().issuer,
  webUrl: stackInfo().apiUrl.replace(/\/api$/, ""),
}));

/** The definition's method and route, its parameters filled in. */
async function send(
  definition: HttpFunctionDefinition,
  call: Call,
  token: string | undefined,
): Promise<Answer> {
  expect(definition.methods, `${definition.name} has one method`).toHaveLength(1);
  const path = definition.route.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = call.params?.[name];
    if (value === undefined) throw new Error(`${definition.name}: the row gives no value for {${name}}`);
    return encodeURIComponent(value);
  });
  if (path.includes("{")) throw new Error(`${definition.name}: cannot fill in the route ${definition.route}`);
  const response = await functionsHost.api(
    `${path}${call.query ? `?${new URLSearchParams(call.query)}` : ""}`,
    {
      method: definition.methods[0],
      ...(token ? { token } : {}),
      ...(call.body !== undefined ? { body: call.body } : {}),
      headers: call.ifMatch ? { "if-match": call.ifMatch } : {},
    },
  );
  const text = await response.text();
  if (response.ok) {
    const type = response.headers.get("content-type") ?? "";
    const problem = undeclaredAnswer(
      definition,
      response.status,
      text === ""
        ? undefined
        : type.startsWith("application/json")
          ? { json: safeJson(text) }
          : { file: type },
    );
    if (problem) undeclared.push(problem);
  }
  const error = response.ok ? undefined : ApiErrorSchema.safeParse(safeJson(text));
  return { status: response.status, message: error?.success ? error.data.message : "" };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Runs the checks a few at a time (the stack has two cores), keeping their order. */
async function inParallel<T, R>(items: readonly T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return results;
}

const chart = readFileSync(join(import.meta.dirname, "../fixtures/size-charts/skirt-chart.xlsx"));

async function uploadChart(
  client: ReturnType<typeof clientFor>,
  token: string,
  productId: string,
): Promise<void> {
  const response = await client.sendFile(
    `size-charts/import-file/${productId}`,
    { content: chart, name: "chart.xlsx" },
    { token },
  );
  expect(response.status, await response.clone().text()).toBe(200);
}
