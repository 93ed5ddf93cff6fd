import { parseConfig } from "@aql-portal/api/config";
import { createServices } from "@aql-portal/api/services";
import {
  DEFAULT_PACKAGING_STANDARD,
  DEFAULT_PAGE_SIZE,
  isoDay,
  PACKAGING_REPORTS,
  PackagingCheckPageSchema,
  packagingOutcome,
  type PackagingChecks,
} from "@aql-portal/shared";
import { bulkWrite } from "../api/src/data/bulk";
import { checkDocument, type PackagingCheckDocument } from "../api/src/data/packaging-repository";
import { startBenchStack } from "../scripts/stack/stack";
import { clientFor } from "../tests/support/sign-in";
import { latency, loadTest, range, showRange, writeResults } from "./stats";
import { dayDocuments } from "../api/src/packaging/panel-projection";

/**
 * The packaging reports' first page — `GET /api/packaging/reports/{report}`, 50 rows of the last 30 days, newest
 * first — and the compliance panel, over 20,000 DC checks spread over a year, under 20 concurrent clients at the
 * browser's origin. Documents per request come from the API's Server-Timing header: a report page must read at
 * most a page of them (+1), however many checks there are.
 */
const CHECKS = 20_000;
const CLIENTS = 20;
const REQUESTS_PER_CLIENT = 25;
const TENANT = "demo";
const SUPPLIERS = [
  { id: "SUP-DKW", name: "Dhaka Knitwear Ltd" },
  { id: "SUP-ANT", name: "Anatolia Tekstil A.Ş." },
  { id: "SUP-SFG", name: "Shanghai Fine Garments Co." },
];
const CENTRES = [
  { id: "UDC-BFD", name: "Bradford DC", code: "BFD" },
  { id: "UDC-CDN", name: "Castle Donington DC", code: "CDN" },
];

/** The n-th bench check: one a day-slot over the last 365 days, a mix of deliveries as the standard sees them. */
function benchCheck(n: number, now: Date): PackagingCheckDocument {
  const pick = <T>(list: readonly T[]) => list[n % list.length] as T;
  const moment = new Date(now.getTime() - Math.floor((n / CHECKS) * 365 * 86_400_000));
  const poQuantity = 200 + ((n * 7919) % 3000);
  const received = n % 11 === 0 ? Math.round(poQuantity * 0.93) : poQuantity;
  const checks: PackagingChecks = {
    cartonCount: Math.ceil(received / (n % 13 === 0 ? 12 : 18)),
    paperTape: n % 17 !== 0,
    cartonDimensions:
      n % 19 === 0 ? { length: 64, width: 42, height: 40 } : { length: 60, width: 40, height: 40 },
    unitDimensions: { length: 30, width: 22, height: 4 },
    receivedQuantity: received,
  };
  const styleCode = `B${String(n % 1500).padStart(5, "0")}`;
  return checkDocument(
    TENANT,
    {
      id: `bench-check-${n}`,
      centre: pick(CENTRES),
      bookingReference: `BK${String(n).padStart(7, "0")}`,
      supplier: pick(SUPPLIERS),
      styleCode,
      styleName: `Bench style ${styleCode}`,
      colour: "Navy",
      poNumbers: [`PO${String(n).padStart(8, "0")}`],
      orderIds: [],
      poQuantity,
      checks,
      outcome: packagingOutcome(checks, poQuantity, DEFAULT_PACKAGING_STANDARD),
      source: { kind: "dc" },
      checkedBy: { id: "bench", name: "Bench DC staff" },
      checkedOn: moment.toISOString(),
      checkedDay: isoDay(moment),
    },
    moment,
  );
}

interface Sample {
  ms: number;
  documents: number;
  items: number;
}

export async function runPackagingBench(): Promise<void> {
  const stack = await startBenchStack("bench");
  try {
    const services = createServices(parseConfig(stack.apiEnv));
    const { accessToken } = await clientFor(() => stack).signIn("manager@demo.local");
    const now = new Date();
    const seedStarted = performance.now();
    // Written at once, with the day counts the writes would have kept.
    const checks = Array.from({ length: CHECKS }, (_, n) => benchCheck(n, now));
    await bulkWrite(
      services.cosmos.container("packagingChecks"),
      checks.map((document) => ({ kind: "create" as const, document, partitionKey: TENANT })),
      (id) => `check ${id}`,
    );
    await bulkWrite(
      services.cosmos.container("packagingDays"),
      dayDocuments(TENANT, checks).map((document) => ({
        kind: "create" as const,
        document,
        partitionKey: TENANT,
      })),
      (id) => `day ${id}`,
    );
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    const measure = async (path: string, parse: boolean, requests = REQUESTS_PER_CLIENT) => {
      const url = `${stack.webUrl}/api/${path}`;
      await loadTest(url, accessToken, { clients: CLIENTS, requestsPerClient: 2 }, () => null); // warm
      const samples = await loadTest<Sample>(
        url,
        accessToken,
        { clients: CLIENTS, requestsPerClient: requests },
        ({ ms, text, timing }) => ({
          ms,
          documents: timing("cosmos-documents"),
          items: parse ? PackagingCheckPageSchema.parse(JSON.parse(text)).items.length : 0,
        }),
      );
      return {
        ...latency(samples),
        documents: range(samples.map((s) => s.documents)),
        items: samples[0]?.items,
      };
    };
    const page = `pageSize=${DEFAULT_PAGE_SIZE}`;
    const results = [];
    for (const report of PACKAGING_REPORTS) {
      results.push({
        what: `${report}, last 30 days`,
        ...(await measure(`packaging/reports/${report}?${page}`, true)),
      });
    }
    results.push({
      what: "compliance, Non-compliant only",
      ...(await measure(`packaging/reports/compliance?${page}&result=Non-compliant`, true)),
    });
    results.push({
      what: "accuracy, sorted by supplier",
      ...(await measure(`packaging/reports/accuracy?${page}&sortKey=supplier&sortOrder=1`, true)),
    });
    results.push({
      what: "compliance panel, last 30 days",
      ...(await measure("packaging/compliance-panel", false)),
    });
    const year = `from=${isoDay(now, -364)}&to=${isoDay(now)}`;
    results.push({
      what: "compliance panel, a year",
      ...(await measure(`packaging/compliance-panel?${year}`, false)),
    });

    writeResults("packaging", {
      date: now.toISOString(),
      checks: CHECKS,
      clients: CLIENTS,
      seedSeconds,
      results,
    });
    const bound = DEFAULT_PAGE_SIZE + 1;
    console.log(`
Packaging reports over ${CHECKS.toLocaleString("en-GB")} checks (a year; ≈ ${Math.round((CHECKS * 30) / 365).toLocaleString("en-GB")} in the last 30 days), ${CLIENTS} concurrent clients (seeded in ${seedSeconds.toFixed(1)} s)

| request | requests | p50 | p95 | documents / request |
|---|---|---|---|---|
${results
  .map(
    (r) =>
      `| ${r.what} | ${r.requests} | ${r.p50Ms} ms | ${r.p95Ms} ms | ${showRange(r.documents)}${r.what.includes("panel") ? "" : r.documents.max <= bound ? ` (≤ ${bound})` : ` (MISSES ≤ ${bound})`} |`,
  )
  .join("\n")}
`);
  } finally {
    await stack.stop();
  }
}
