import { createHash } from "node:crypto";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { CosmosClient, OperationType, type PluginConfig } from "@azure/cosmos";
import { parseConfig, type Config } from "@aql-portal/api/config";
import { createServices } from "@aql-portal/api/services";
import {
  DEFAULT_PAGE_SIZE,
  InspectionPageSchema,
  ListInspectionsQuerySchema,
  DEFAULT_AQLS,
  lotPlan,
  type InspectionLevelId,
  type InspectionStatus,
} from "@aql-portal/shared";
import { CONTAINERS, cosmosClientOptions } from "../api/src/data/cosmos";
import { InspectionsRepository, type InspectionFields } from "../api/src/data/inspections-repository";
import { benchPorts, ROOT, startStack } from "../scripts/stack/stack";
import { clientFor } from "../tests/support/sign-in";
import { seedInspections } from "./seed-inspections";
import { cpuPerRequest, latency, loadAverage, loadTest, range, showRange, writeResults } from "./stats";

/**
 * Manage Inspections' first page — `GET /api/inspections`, 50 rows sorted by date, filtered by a date range —
 * over 2,000 and then 20,000 inspections written straight through the repository (bulk), under 20 concurrent
 * clients. Latency is measured at the functions host's own port (the API with the Cosmos DB stand-in: the
 * target, docs/decisions/list-speed.md) and at the browser's origin (through the SWA CLI, for information); Cosmos round trips (data and
 * the SDK's metadata look-ups) and documents per request come from the API's Server-Timing header. Each
 * request's traffic is also counted on the wire, by running the same repository call in this process with an
 * SDK plugin that sees every HTTP request the SDK sends (query plans included, awaited or not).
 */
const SIZES = [2_000, 20_000] as const;
const CLIENTS = 20;
const REQUESTS_PER_CLIENT = 25;
const TARGET_P95_MS = 150;
const TENANT = "demo";
/** A range inside one month (one partition): ≈ 120 inspections at 2,000, ≈ 1,200 at 20,000. */
const RANGE = { from: "2026-06-01", to: "2026-06-20" };
/** A range across two months (two partitions), for comparison. */
const CROSS_MONTH = { from: "2026-05-25", to: "2026-06-05" };

const SUPPLIERS = [
  { id: "SUP-DKW", name: "Dhaka Knitwear Ltd", factory: { id: "FAC-DKW-1", name: "Gazipur Unit 1" } },
  { id: "SUP-ANT", name: "Anatolia Tekstil A.Ş.", factory: { id: "FAC-ANT-1", name: "Bursa Plant" } },
  { id: "SUP-SFG", name: "Shanghai Fine Garments Co.", factory: { id: "FAC-SFG-1", name: "Pudong Works" } },
];
const STATUSES: InspectionStatus[] = ["CREATED", "PLANNED", "PLANNED", "STARTED", "FINISHED", "CLOSED"];
const LEVELS: InspectionLevelId[] = ["II", "II", "II", "I", "III"];

/** The n-th bench inspection: spread over the 12 months of 2026, days 1–28. */
export function benchInspection(n: number): InspectionFields {
  const pick = <T>(list: readonly T[]) => list[n % list.length] as T;
  const month = String((n % 12) + 1).padStart(2, "0");
  const day = String((Math.floor(n / 12) % 28) + 1).padStart(2, "0");
  const deliveryDate = `2026-${month}-${day}`;
  const supplier = pick(SUPPLIERS);
  const styleCode = `B${String(n % 1500).padStart(5, "0")}`;
  const status = pick(STATUSES);
  const level = pick(LEVELS);
  const poQuantity = 50 + ((n * 7919) % 4000);
  const id = createHash("sha256").update(`bench-inspection-${n}`).digest("hex").slice(0, 32);
  return {
    id,
    status,
    result: status === "FINISHED" || status === "CLOSED" ? (n % 5 === 0 ? "Fail" : "Pass") : "Pending",
    type: "DC Inspection",
    centre: { id: "UDC-BFD", name: "Bradford DC" },
    supplier: { id: supplier.id, name: supplier.name },
    factory: supplier.factory,
    product: { id: styleCode, styleCode, styleName: `Bench style ${styleCode}`, hasSizeChart: n % 3 === 0 },
    productCategory: { code: "MKNIT", name: "Men's Knitwear" },
    colour: { code: String(n % 40).padStart(3, "0"), name: "Navy" },
    seasonCode: "AW26",
    poNumbers: [`PO${String(n).padStart(8, "0")}`],
    deliveryDate,
    cartons: Math.ceil(poQuantity / 25),
    plan: lotPlan(poQuantity, level, DEFAULT_AQLS),
    level,
    poQuantity,
    inspectionDate: status === "CREATED" ? null : deliveryDate,
    inspector: status === "CREATED" ? null : { id: "bench-inspector", name: "Bench Inspector" },
  };
}

interface Sample {
  ms: number;
  roundTrips: number;
  metadataLookups: number;
  documents: number;
  items: number;
}

function load(url: string, token: string, requestsPerClient = REQUESTS_PER_CLIENT): Promise<Sample[]> {
  return loadTest(url, token, { clients: CLIENTS, requestsPerClient }, ({ ms, text, timing }) => ({
    ms,
    roundTrips: timing("cosmos-round-trips"),
    metadataLookups: timing("cosmos-metadata-lookups"),
    documents: timing("cosmos-documents"),
    items: InspectionPageSchema.parse(JSON.parse(text)).items.length,
  }));
}

function summarise(samples: Sample[]) {
  return {
    ...latency(samples),
    roundTrips: range(samples.map((s) => s.roundTrips)),
    dataRoundTrips: range(samples.map((s) => s.roundTrips - s.metadataLookups)),
    metadataLookups: range(samples.map((s) => s.metadataLookups)),
    documents: range(samples.map((s) => s.documents)),
    itemsPerPage: Math.max(...samples.map((s) => s.items)),
  };
}

/**
 * The repository's list call as the API makes it, on a client whose plugin counts every HTTP request the SDK
 * sends: data requests (the query's pages), query-plan requests and other metadata (partition key ranges).
 */
async function onTheWire(cosmos: Config["cosmos"], dateRange: typeof RANGE) {
  const counts = { query: 0, queryPlan: 0, otherMetadata: 0 };
  const counter: PluginConfig = {
    on: "request",
    plugin: async (context, _diagnostics, next) => {
      if (context.headers?.["x-ms-cosmos-is-query-plan-request"]) counts.queryPlan++;
      else if (context.operationType === OperationType.Query) counts.query++;
      else counts.otherMetadata++;
      return next(context);
    },
  };
  // `plugins` is a hidden option of the SDK: fine for measuring, never used by the API.
  const options = { ...cosmosClientOptions(cosmos), plugins: [counter] };
  const client = new CosmosClient(options);
  const repository = new InspectionsRepository(
    client.database(cosmos.database).container(CONTAINERS.inspections.id),
  );
  const query = { ...ListInspectionsQuerySchema.parse({ pageSize: DEFAULT_PAGE_SIZE }), ...dateRange };
  await repository.list(TENANT, query, { kind: "tenant" }); // warm caches (partition key ranges)
  const runs = 5;
  Object.assign(counts, { query: 0, queryPlan: 0, otherMetadata: 0 });
  for (let i = 0; i < runs; i++) await repository.list(TENANT, query, { kind: "tenant" });
  // Query-plan requests are sent without being awaited: let the last one land before reading the counts.
  await new Promise((resolve) => setTimeout(resolve, 500));
  client.dispose();
  return {
    queryRequestsPerCall: counts.query / runs,
    queryPlanRequestsPerCall: counts.queryPlan / runs,
    otherMetadataPerCall: counts.otherMetadata / runs,
  };
}

export async function runInspectionsListBench(): Promise<void> {
  const dataDir = join(ROOT, ".data/bench");
  rmSync(dataDir, { recursive: true, force: true });
  const stack = await startStack({ ports: benchPorts(), dataDir });
  try {
    const config = parseConfig(stack.apiEnv);
    const services = createServices(config);
    const { accessToken } = await clientFor(() => stack).signIn("planner@demo.local");
    const url = (origin: string, dates: typeof RANGE) =>
      `${origin}/inspections?${new URLSearchParams({ ...dates, sortKey: "date", sortOrder: "1", pageSize: String(DEFAULT_PAGE_SIZE) })}`;
    const measure = async (origin: string) => {
      const oneMonth = await cpuPerRequest(stack.hostPid, () => load(url(origin, RANGE), accessToken));
      const crossMonth = await cpuPerRequest(stack.hostPid, () =>
        load(url(origin, CROSS_MONTH), accessToken, 5),
      );
      return {
        oneMonth: { ...summarise(oneMonth.samples), cpu: oneMonth.cpu },
        crossMonth: { ...summarise(crossMonth.samples), cpu: crossMonth.cpu },
      };
    };

    const results = [];
    let seeded = 0;
    for (const size of SIZES) {
      const seedSeconds = await seedInspections(services, TENANT, seeded, size, benchInspection);
      seeded = size;
      await stack.flushCosmos();
      // Warm the paths (connection pools, SDK caches), then measure.
      await load(url(stack.apiUrl, RANGE), accessToken, 5);
      const loadBefore = loadAverage();
      const host = await measure(stack.apiUrl);
      const origin = await measure(`${stack.webUrl}/api`);
      const loadAfter = loadAverage();
      const wire = await onTheWire(config.cosmos, RANGE);
      const wireCross = await onTheWire(config.cosmos, CROSS_MONTH);
      results.push({
        size,
        seedSeconds,
        loadAverage: { before: loadBefore, after: loadAfter },
        host,
        origin,
        wire,
        wireCross,
      });
      console.log(`… ${size} inspections measured`);
    }

    writeResults("inspections-list", {
      date: new Date().toISOString(),
      clients: CLIENTS,
      requestsPerClient: REQUESTS_PER_CLIENT,
      pageSize: DEFAULT_PAGE_SIZE,
      range: RANGE,
      crossMonthRange: CROSS_MONTH,
      results,
    });
    const target = DEFAULT_PAGE_SIZE + 1;
    const rows = results.flatMap((r) => {
      const { host, origin } = r;
      const size = r.size.toLocaleString("en-GB");
      const met = (p95: number) =>
        p95 <= TARGET_P95_MS ? `(meets ≤ ${TARGET_P95_MS})` : `(MISSES ≤ ${TARGET_P95_MS})`;
      return [
        `| ${size} | one month ${RANGE.from}…${RANGE.to} | ${host.oneMonth.p50Ms} ms | ${host.oneMonth.p95Ms} ms ${met(host.oneMonth.p95Ms)} | ${host.oneMonth.cpu.hostMs} · ${host.oneMonth.cpu.standInAndClientsMs} ms | ${origin.oneMonth.p50Ms} / ${origin.oneMonth.p95Ms} ms | ${showRange(host.oneMonth.dataRoundTrips)} | ${showRange(host.oneMonth.metadataLookups)} | ${r.wire.queryRequestsPerCall} + ${r.wire.queryPlanRequestsPerCall} plan | ${showRange(host.oneMonth.documents)} ${host.oneMonth.documents.max <= target ? "(meets ≤ 51)" : "(MISSES ≤ 51)"} |`,
        `| ${size} | two months ${CROSS_MONTH.from}…${CROSS_MONTH.to} | ${host.crossMonth.p50Ms} ms | ${host.crossMonth.p95Ms} ms | ${host.crossMonth.cpu.hostMs} · ${host.crossMonth.cpu.standInAndClientsMs} ms | ${origin.crossMonth.p50Ms} / ${origin.crossMonth.p95Ms} ms | ${showRange(host.crossMonth.dataRoundTrips)} | ${showRange(host.crossMonth.metadataLookups)} | ${r.wireCross.queryRequestsPerCall} + ${r.wireCross.queryPlanRequestsPerCall} plan | ${showRange(host.crossMonth.documents)} |`,
      ];
    });
    const loads = results.map(
      (r) => `${r.size}: ${r.loadAverage.before.join(", ")} before, ${r.loadAverage.after.join(", ")} after`,
    );
    console.log(`
GET /api/inspections first page (${DEFAULT_PAGE_SIZE} rows, sorted by date, date range), ${CLIENTS} concurrent clients × ${REQUESTS_PER_CLIENT} requests (two-month rows: × 5); load average (1, 5, 15 min) ${loads.join("; ")}

| inspections | range | p50 (host) | p95 (host) | CPU / request: host · stand-in + clients | p50 / p95 (SWA CLI origin) | data round trips / request (Server-Timing) | metadata look-ups recorded | query: data + plan requests on the wire | documents / request |
|---|---|---|---|---|---|---|---|---|---|
${rows.join("\n")}
`);
  } finally {
    await stack.stop();
  }
}
