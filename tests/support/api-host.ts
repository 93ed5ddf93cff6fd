import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../../scripts/stack/stack";
import { POWERBI_STAND_IN } from "../../scripts/stack/powerbi";
import { stackInfo } from "./stack-info";

export interface ApiHost {
  /** e.g. http://127.0.0.1:39123/api */
  apiUrl: string;
  /** Its process id (benchmarks read the CPU time it spends). */
  pid: number;
  stop(): Promise<void>;
  /** Kills the host outright (SIGKILL), as a crash or a recycled instance would: nothing of it runs on. */
  kill(): Promise<void>;
}

/**
 * Another functions host serving the same built API against the same stand-ins, with extra settings: a second
 * deployment of the product (one with Power BI, one whose service principal's secret has expired) beside the
 * test stack's own.
 */
export async function startApiHost(
  extraEnv: Record<string, string>,
  baseEnv: Record<string, string> = stackInfo().apiEnv,
): Promise<ApiHost> {
  mkdirSync(join(ROOT, ".data/test-results"), { recursive: true });
  const child = spawn(process.execPath, ["--import", "tsx", join(ROOT, "scripts/stack/functions-host.ts")], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...baseEnv,
      ...extraEnv,
      FUNCTIONS_PORT: "0",
      API_BUNDLE: join(ROOT, "api/dist/app.js"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Its log beside the test results, for when a test meets a 500.
  const logFile = createWriteStream(join(ROOT, ".data/test-results/api-hosts.log"), { flags: "a" });
  child.stdout.pipe(logFile);
  child.stderr.pipe(logFile);
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    // A quiet machine starts one in a few seconds; one busy with the journeys beside these tests, far slower.
    const timer = setTimeout(
      () => reject(new Error(`The API host did not start in 90 s:\n${output}`)),
      90_000,
    );
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /functions host listening on (http[^"\s]+)/.exec(output)?.[1];
      if (listening) {
        clearTimeout(timer);
        resolve(listening);
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The API host exited with ${code}:\n${output}`));
    });
  });
  const ended = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill(signal);
    });
  return { apiUrl: url, pid: child.pid ?? 0, stop: () => ended("SIGTERM"), kill: () => ended("SIGKILL") };
}

/** The API's Power BI settings pointing at the test stack's stand-in, with this client secret. */
export function powerBiEnv(secret: string = POWERBI_STAND_IN.clientSecret): Record<string, string> {
  const base = stackInfo().powerBiUrl.replace(/\/+$/, "");
  return {
    POWERBI_WORKSPACE_ID: POWERBI_STAND_IN.workspaceId,
    POWERBI_REPORTS: JSON.stringify(POWERBI_STAND_IN.reports),
    POWERBI_TENANT_ID: POWERBI_STAND_IN.tenantId,
    POWERBI_CLIENT_ID: POWERBI_STAND_IN.clientId,
    POWERBI_CLIENT_SECRET: secret,
    POWERBI_AUTHORITY_HOST: base,
    POWERBI_API_URL: base,
  };
}
