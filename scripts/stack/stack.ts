import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { LOCAL_ACCESS_TOKEN_SECRET } from "@aql-portal/api/local-secret";
import { buildApi } from "../build-api";
import { buildAndSwapIn } from "../swap-in";
import { startCosmos } from "./cosmos";
import { startOidcProvider } from "./oidc";
import { startPowerBiStandIn } from "./powerbi";
import { writeLocalConfig } from "./static-web-app";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export interface StackPorts {
  web: number;
  api: number;
  oidc: number;
  cosmos: number;
  blob: number;
  queue: number;
  table: number;
  powerbi: number;
  /** MailDev: where the functions send e-mail (SMTP), and its inbox (web page and REST API). */
  smtp: number;
  mail: number;
}

/** `npm start` and `npm test` use different ports and data, so tests can run beside a running product. */
export const DEV_PORTS: StackPorts = {
  web: 4280,
  api: 7071,
  oidc: 4010,
  cosmos: 8081,
  blob: 10000,
  queue: 10001,
  table: 10002,
  powerbi: 4020,
  smtp: 1025,
  mail: 1080,
};
export const TEST_PORTS: StackPorts = {
  web: 4380,
  api: 7171,
  oidc: 4110,
  cosmos: 8181,
  blob: 10100,
  queue: 10101,
  table: 10102,
  powerbi: 4120,
  smtp: 1125,
  mail: 1180,
};
const BENCH_PORTS: StackPorts = {
  web: 4480,
  api: 7271,
  oidc: 4210,
  cosmos: 8281,
  blob: 10200,
  queue: 10201,
  table: 10202,
  powerbi: 4220,
  smtp: 1225,
  mail: 1280,
};

/** The bench stack's ports, shifted by TEST_PORT_OFFSET as the test stack's are (two worktrees side by side). */
export function benchPorts(): StackPorts {
  const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
  return Object.fromEntries(
    Object.entries(BENCH_PORTS).map(([name, port]) => [name, port + offset]),
  ) as StackPorts;
}

/**
 * A benchmark's stack, on the bench ports, its data in `.data/<folder>` emptied first: each run starts from the same
 * place. The folder comes back with it, for what a benchmark keeps beside the stack's data (a front's certificate).
 */
export async function startBenchStack(
  folder: string,
  options: Pick<StackOptions, "demoData"> = {},
): Promise<RunningStack & { dataDir: string }> {
  const dataDir = join(ROOT, ".data", folder);
  rmSync(dataDir, { recursive: true, force: true });
  return { ...(await startStack({ ports: benchPorts(), dataDir, ...options })), dataDir };
}

export const LOCAL_CLIENT_ID = "aql-portal-local";
/** Azurite's well-known development account (public, documented by Microsoft; local only). */
const AZURITE_ACCOUNT = "devstoreaccount1";
const AZURITE_KEY =
  "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==";

export interface StackOptions {
  ports: StackPorts;
  /** Where this stack keeps its data and logs, e.g. .data/dev */
  dataDir: string;
  /** Print progress lines. */
  log?: (line: string) => void;
  /** Load the demo orders and inspections into an empty tenant (npm start; tests make their own data). */
  demoData?: boolean;
  /** How long the Power BI stand-in's embed tokens live (default an hour, as Power BI's). */
  powerBiTokenSeconds?: number;
  /** Build the API and the web app first (default); a second stack started from the same builds skips it. */
  build?: boolean;
}

export interface RunningStack {
  webUrl: string;
  /** MailDev's inbox: its web page, and its REST API under /api (tests read what arrived there). */
  mailUrl: string;
  apiUrl: string;
  /** The functions host's process id (benchmarks read the CPU time it spends). */
  hostPid: number;
  issuer: string;
  /** The API's settings, as the functions host got them (tests build API clients and services from these). */
  apiEnv: Record<string, string>;
  /** The Power BI stand-in (Entra token endpoint and Power BI REST API); the API uses it only when told to. */
  powerBiUrl: string;
  /** Saves the Cosmos DB stand-in's store now (it saves a second after writes): a benchmark that has just
   * written its data measures reads without the save landing among them. */
  flushCosmos(): Promise<void>;
  stop(): Promise<void>;
}

/** Azurite's blob service: the links to photos and reports the API hands out point here. */
const blobOrigin = (ports: StackPorts) => `http://127.0.0.1:${ports.blob}`;

/** The API's settings for a local stack: every value the production settings name, pointed at the stand-ins. */
export function localApiEnv(ports: StackPorts, cosmosKey: string): Record<string, string> {
  return {
    COSMOS_ENDPOINT: `http://127.0.0.1:${ports.cosmos}`,
    COSMOS_KEY: cosmosKey,
    COSMOS_DATABASE: "aql-portal",
    STORAGE_CONNECTION_STRING: [
      "DefaultEndpointsProtocol=http",
      `AccountName=${AZURITE_ACCOUNT}`,
      `AccountKey=${AZURITE_KEY}`,
      `BlobEndpoint=${blobOrigin(ports)}/${AZURITE_ACCOUNT}`,
      `QueueEndpoint=http://127.0.0.1:${ports.queue}/${AZURITE_ACCOUNT}`,
    ].join(";"),
    TENANT_ID: "demo",
    CUSTOMER_NAME: "Demo Retail",
    // The demo environment can be returned to its defaults (docs/decisions/environment-reset.md).
    FEATURE_SHOW_RESET_ENVIRONMENT: "true",
    // The DC's packaging checks and reports, and bulk downloads (docs/decisions/packaging.md, downloads.md).
    FEATURE_SHOW_PACKAGING: "true",
    FEATURE_SHOW_DOWNLOADS: "true",
    AUTH_MODE: "oidc",
    AUTH_ISSUER: `http://localhost:${ports.oidc}`,
    AUTH_CLIENT_ID: LOCAL_CLIENT_ID,
    ACCESS_TOKEN_SECRET: LOCAL_ACCESS_TOKEN_SECRET,
    // Notifications are e-mailed to MailDev, and webhooks may go to a test's own server on this machine
    // (docs/decisions/notifications.md).
    PORTAL_URL: `http://localhost:${ports.web}`,
    MAIL_MODE: "smtp",
    MAIL_FROM: "AQL Portal <notifications@aql-portal.localhost>",
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(ports.smtp),
    WEBHOOKS_ALLOW_LOOPBACK: "true",
  };
}

/**
 * Starts the whole product on this machine: Cosmos stand-in, Azurite, the sign-in provider, the functions
 * host and the SWA CLI in front of the built web app, then seeds the demo tenant. Everything it starts is
 * stopped by stop(), data flushed.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const { ports, dataDir } = options;
  const log = options.log ?? (() => undefined);
  const logDir = join(dataDir, "logs");
  mkdirSync(logDir, { recursive: true });
  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) await stopOne().catch(() => undefined);
  };

  try {
    if (options.build !== false) {
      log("building the API and the web app");
      await Promise.all([buildApi(), buildWebIfChanged()]);
    }

    log("starting Cosmos DB stand-in, Azurite, MailDev, the sign-in provider and the Power BI stand-in");
    const azurite = spawnChild(
      "azurite",
      process.execPath,
      [
        join(ROOT, "node_modules/azurite/dist/src/azurite.js"),
        "--silent",
        "--disableTelemetry",
        "--skipApiVersionCheck",
        "--location",
        join(dataDir, "azurite"),
        "--blobPort",
        String(ports.blob),
        "--queuePort",
        String(ports.queue),
        "--tablePort",
        String(ports.table),
      ],
      {},
      logDir,
    );
    stoppers.push(() => stopChild(azurite));
    const maildev = spawnChild(
      "maildev",
      process.execPath,
      [
        join(ROOT, "node_modules/maildev/dist/bin/maildev.js"),
        "--smtp",
        String(ports.smtp),
        "--web",
        String(ports.mail),
        "--ip",
        "127.0.0.1",
        "--web-ip",
        "127.0.0.1",
        "--mail-directory",
        join(dataDir, "maildev"),
        "--max-emails",
        "1000",
      ],
      {},
      logDir,
    );
    stoppers.push(() => stopChild(maildev));
    const [cosmos, oidc, powerBi] = await Promise.all([
      startCosmos({ port: ports.cosmos, dataFile: join(dataDir, "cosmos.json") }),
      startOidcProvider({
        port: ports.oidc,
        clientId: LOCAL_CLIENT_ID,
        redirectUris: [
          `http://localhost:${ports.web}/not-approved`,
          `http://127.0.0.1:${ports.web}/not-approved`,
        ],
        accounts: (await import("@aql-portal/api/seed")).DEMO_USERS,
      }),
      startPowerBiStandIn({ port: ports.powerbi, tokenLifetimeSeconds: options.powerBiTokenSeconds }),
      waitForPort(ports.blob, "Azurite", azurite),
      waitForPort(ports.mail, "MailDev", maildev),
    ]);
    stoppers.push(
      () => cosmos.close(),
      () => oidc.close(),
      () => powerBi.close(),
    );

    const apiEnv = localApiEnv(ports, cosmos.key);
    log(
      options.demoData
        ? "seeding reference data, demo users and demo data"
        : "seeding reference data and demo users",
    );
    await seed(apiEnv, options.demoData ?? false);

    log("starting the functions host and the Static Web Apps CLI");
    const host = spawnChild(
      "functions-host",
      process.execPath,
      ["--import", "tsx", join(ROOT, "scripts/stack/functions-host.ts")],
      { ...apiEnv, FUNCTIONS_PORT: String(ports.api), API_BUNDLE: join(ROOT, "api/dist/app.js") },
      logDir,
    );
    stoppers.push(() => stopChild(host));
    await waitForPort(ports.api, "functions host", host);

    const swa = spawnChild(
      "swa",
      process.execPath,
      [
        join(ROOT, "node_modules/@azure/static-web-apps-cli/dist/cli/bin.js"),
        "start",
        join(ROOT, "web/dist"),
        "--api-devserver-url",
        `http://127.0.0.1:${ports.api}`,
        "--swa-config-location",
        writeLocalConfig(dataDir, blobOrigin(ports)),
        "--host",
        "127.0.0.1",
        "--port",
        String(ports.web),
      ],
      { SWA_CLI_DEBUG: "silent" },
      logDir,
    );
    stoppers.push(() => stopChild(swa));
    await waitForPort(ports.web, "Static Web Apps CLI", swa);

    return {
      webUrl: `http://localhost:${ports.web}`,
      mailUrl: `http://127.0.0.1:${ports.mail}`,
      apiUrl: `http://127.0.0.1:${ports.api}/api`,
      hostPid: host.pid ?? 0,
      issuer: oidc.issuer,
      apiEnv,
      powerBiUrl: powerBi.apiUrl,
      flushCosmos: () => cosmos.flush(),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function seed(apiEnv: Record<string, string>, demoData: boolean): Promise<void> {
  const [
    { parseConfig },
    { createServices },
    { seedDemoTenant, seedDemoData },
    { rebuildSummaries },
    { backfillSwitching },
  ] = await Promise.all([
    import("@aql-portal/api/config"),
    import("@aql-portal/api/services"),
    import("@aql-portal/api/seed"),
    import("@aql-portal/api/analytics"),
    import("@aql-portal/api/switching"),
  ]);
  const config = parseConfig(apiEnv);
  const services = createServices(config);
  await seedDemoTenant(services, config.tenantId);
  if (!demoData) return;
  await seedDemoData(services, config.tenantId);
  // Data kept from an earlier version (before the analytics summaries, or with another shape of them) is
  // brought up to date: a day that already matches its inspections is left alone, so this costs a second.
  await rebuildSummaries(services, config.tenantId);
  // Lots inspected before the switching rules were kept are counted once, in the order they were finished.
  await backfillSwitching(services, config.tenantId);
}

/** Rebuilds web/dist only when the sources it is built from changed (a content hash is kept beside it). */
async function buildWebIfChanged(): Promise<void> {
  const inputs = [
    join(ROOT, "web/src"),
    join(ROOT, "web/index.html"),
    join(ROOT, "web/vite.config.ts"),
    join(ROOT, "web/public"),
    join(ROOT, "shared/src"),
  ];
  const hash = createHash("sha256");
  for (const file of inputs.flatMap(listFiles).sort())
    hash.update(relative(ROOT, file)).update(readFileSync(file));
  const digest = hash.digest("hex");
  const dist = join(ROOT, "web/dist");
  const stamp = join(dist, ".source-hash");
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === digest) return;
  const { build } = await import("vite");
  await buildAndSwapIn(dist, async (outDir) => {
    await build({
      root: join(ROOT, "web"),
      configFile: join(ROOT, "web/vite.config.ts"),
      logLevel: "warn",
      build: { outDir, emptyOutDir: true },
    });
    writeFileSync(join(outDir, ".source-hash"), digest);
  });
}

function listFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => listFiles(join(path, name)));
}

function spawnChild(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  logDir: string,
): ChildProcess {
  const out = createWriteStream(join(logDir, `${name}.log`), { flags: "a" });
  // Own process group, so stopping it also stops whatever it spawned (the SWA CLI starts children).
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  return child;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  process.kill(-child.pid, "SIGTERM");
  const timer = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, "SIGKILL"), 5000);
  await exited;
  clearTimeout(timer);
}

/** Waits until something accepts connections on the port; fails at once if the process meant to serve it dies. */
async function waitForPort(
  port: number,
  what: string,
  child: ChildProcess,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const { connect } = await import("node:net");
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${what} exited with code ${child.exitCode}: see its log under .data/*/logs/`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not start listening on port ${port} within ${timeoutMs / 1000} s`);
}
