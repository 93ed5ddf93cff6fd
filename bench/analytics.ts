import { createHash } from "node:crypto";
import { parseConfig } from "@aql-portal/api/config";
import { createServices } from "@aql-portal/api/services";
import { DEFAULT_AQLS, lotPlan, type DefectTally, type Inspection } from "@aql-portal/shared";
import type { InspectionFields } from "../api/src/data/inspections-repository";
import { startBenchStack } from "../scripts/stack/stack";
import { clientFor } from "../tests/support/sign-in";
import { seedInspections } from "./seed-inspections";
import { latency, loadTest, median, range, showRange, writeResults } from "./stats";

/**
 * The analytics pages' API over 2,000 and then 20,000 finished inspections spread over 180 days (so that a
 * 90-day range has the 90 days before it to compare with), under 20 concurrent clients: documents read per
 * request (Server-Timing) and latency. The inspections go in as an import writes them (seed-inspections.ts), which keeps
 * the day summaries up to date as every write does. Latency is measured on the functions host's own port (the
 * API's cost) and, for reference, through the browser's origin (the SWA CLI adds its own ≈ 10 ms a request and
 * caps the origin near 110 requests a second on this machine). Baseline in the same run: GET /api/meta/roles.
 */
const SIZES = [2_000, 20_000] as const;
const CLIENTS = 20;
const REQUESTS_PER_CLIENT = 10;
const TENANT = "demo";
const FIRST_DAY = Date.parse("2026-03-01T00:00:00Z");
const DAYS = 180;
/** The last 90 days of the data. */
const RANGE = { from: "2026-05-30", to: "2026-08-27" };

const SUPPLIERS = Array.from({ length: 12 }, (_, s) => ({
  id: `SUP-B${s}`,
  name: `Bench supplier ${s}`,
  factories: Array.from({ length: 1 + (s % 2) }, (_, f) => ({
    id: `FAC-B${s}-${f}`,
    name: `Factory ${s}.${f}`,
  })),
  // Each supplier makes a few of the categories.
  categories: Array.from({ length: 4 }, (_, c) => `CAT${String((s * 3 + c) % 25).padStart(2, "0")}`),
}));
const CONTROL_POINTS = [
  { id: "ORIGIN", name: "Origin (pre-shipment)" },
  { id: "UK-DC", name: "UK DC (goods-in)" },
];
const DEFECTS: Omit<DefectTally, "count">[] = Array.from({ length: 30 }, (_, d) => ({
  defectId: `DEF${String(d).padStart(2, "0")}`,
  code: `DEF${String(d).padStart(2, "0")}`,
  name: `Bench defect ${d}`,
  severity: d % 10 === 0 ? "CRITICAL" : d % 2 === 0 ? "MAJOR" : "MINOR",
}));

/** The n-th finished inspection: deterministic, spread over the 180 days, its defects drawn from the 30. */
export function benchInspection(n: number): InspectionFields {
  const hash = createHash("sha256").update(`analytics-bench-${n}`).digest();
  const byte = (i: number) => hash[i] ?? 0;
  const supplier = SUPPLIERS[byte(0) % SUPPLIERS.length] ?? SUPPLIERS[0];
  if (!supplier) throw new Error("no bench supplier");
  const factory = supplier.factories[byte(1) % supplier.factories.length] ?? supplier.factories[0];
  const category = supplier.categories[byte(2) % supplier.categories.length] ?? "CAT00";
  const day = new Date(FIRST_DAY + (n % DAYS) * 86_400_000).toISOString().slice(0, 10);
  const quantity = 200 + (byte(3) % 40) * 100;
  const plan = lotPlan(quantity, "II", DEFAULT_AQLS);
  const defects = Array.from({ length: byte(4) % 4 }, (_, i) => {
    const defect = DEFECTS[(byte(5 + i) * 7) % DEFECTS.length] ?? DEFECTS[0];
    if (!defect) throw new Error("no bench defect");
    return { ...defect, count: 1 + (byte(9 + i) % 4) };
  });
  const roll = byte(13) % 100;
  const result: Inspection["result"] = roll < 78 ? "Pass" : roll < 94 ? "Fail" : "Comm. Pass";
  const status = byte(14) % 3 === 0 ? "CLOSED" : "FINISHED";
  const id = hash.toString("hex").slice(0, 32);
  return {
    id,
    status,
    result,
    firstResult: result === "Pass" && byte(15) % 10 !== 0 ? "Pass" : "Fail",
    type: "DC Inspection",
    centre: { id: "UDC-BFD", name: "Bradford DC" },
    supplier: { id: supplier.id, name: supplier.name },
    factory: factory ?? { id: "FAC", name: "Factory" },
    product: { id: `B${n % 3000}`, styleCode: `B${n % 3000}`, styleName: "Bench style", hasSizeChart: false },
    productCategory: { code: category, name: `Category ${category}` },
    colour: { code: "041", name: "Navy" },
    seasonCode: "AW26",
    poNumbers: [`PO${n}`],
    deliveryDate: day,
    inspectionDate: day,
    cartons: Math.ceil(quantity / 24),
    plan,
    level: "II",
    poQuantity: quantity,
    controlPoint: CONTROL_POINTS[byte(16) % 2] ?? null,
    inspector: { id: "bench-inspector", name: "Bench Inspector" },
    clientDecision: byte(17) % 4 === 0 ? "Under Review" : "Accepted",
    totalDefects: defects.reduce((sum, d) => sum + d.count, 0),
    defectSummary: defects,
    reportVersions: [
      {
        id: "v1",
        version: 1,
        createdOn: `${day}T11:00:00Z`,
        createdBy: { id: "b", name: "B" },
        blobName: "none",
      },
    ],
  };
}

interface Sample {
  ms: number;
  documents: number;
  bytes: number;
}

function load(url: string, token: string, requestsPerClient = REQUESTS_PER_CLIENT): Promise<Sample[]> {
  return loadTest(url, token, { clients: CLIENTS, requestsPerClient }, ({ ms, text, timing }) => ({
    ms,
    documents: timing("cosmos-documents"),
    bytes: text.length,
  }));
}

function summarise(samples: Sample[]) {
  return {
    ...latency(samples),
    documents: range(samples.map((s) => s.documents)),
    responseKb: Math.round(median(samples.map((s) => s.bytes)) / 1024),
  };
}

const PAGES = ["overview", "suppliers", "activity", "defects", "insights"] as const;

export async function runAnalyticsBench(): Promise<void> {
  const stack = await startBenchStack("bench");
  try {
    const services = createServices(parseConfig(stack.apiEnv));
    const { accessToken } = await clientFor(() => stack).signIn("manager@demo.local");
    const hostUrl = stack.apiUrl;
    const query = new URLSearchParams(RANGE).toString();

    const results = [];
    let seeded = 0;
    for (const size of SIZES) {
      const seedSeconds =
        Math.round((await seedInspections(services, TENANT, seeded, size, benchInspection)) * 10) / 10;
      seeded = size;
      const pages: Record<
        string,
        { host: ReturnType<typeof summarise>; origin: ReturnType<typeof summarise> }
      > = {};
      for (const page of PAGES) {
        const path = `analytics/${page}?${query}`;
        await load(`${hostUrl}/${path}`, accessToken, 2); // warm
        pages[page] = {
          host: summarise(await load(`${hostUrl}/${path}`, accessToken)),
          origin: summarise(await load(`${stack.webUrl}/api/${path}`, accessToken, 5)),
        };
      }
      const baseline = summarise(await load(`${hostUrl}/meta/roles`, accessToken));
      results.push({ size, seedSeconds, pages, baseline });
      console.log(`… ${size} inspections measured`);
    }
    writeResults("analytics", {
      date: new Date().toISOString(),
      clients: CLIENTS,
      requestsPerClient: REQUESTS_PER_CLIENT,
      range: RANGE,
      results,
    });
    const rows = results.flatMap((r) =>
      PAGES.map((page) => {
        const { host, origin } = r.pages[page] ?? { host: undefined, origin: undefined };
        if (!host || !origin) return "";
        return `| ${r.size.toLocaleString("en-GB")} | ${page} | ${showRange(host.documents)} | ${host.p50Ms} ms | ${host.p95Ms} ms ${host.p95Ms <= 300 ? "(meets ≤ 300)" : "(MISSES ≤ 300)"} | ${origin.p50Ms} / ${origin.p95Ms} ms | ${host.responseKb} KB |`;
      }),
    );
    const baselines = results.map(
      (r) =>
        `| ${r.size.toLocaleString("en-GB")} | meta/roles (baseline) | ${r.baseline.documents.max} | ${r.baseline.p50Ms} ms | ${r.baseline.p95Ms} ms | | |`,
    );
    console.log(`
GET /api/analytics/* for ${RANGE.from}…${RANGE.to} (90 days, and the 90 before), ${CLIENTS} concurrent clients

| finished inspections | page | documents / request | p50 (host) | p95 (host) | p50 / p95 (origin) | response |
|---|---|---|---|---|---|---|
${[...rows, ...baselines].join("\n")}

Seeding (writeImport with the summaries kept on write): ${results.map((r) => `${r.size.toLocaleString("en-GB")} in ${r.seedSeconds} s`).join(", ")}.
`);
  } finally {
    await stack.stop();
  }
}
