import { spawnSync } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createSecureServer, type Http2Session } from "node:http2";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { createGzip, gzipSync } from "node:zlib";
import type { Browser, BrowserContext, Page, Response } from "playwright-core";

export type SignedIn = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** Signs in a demo account on this page, through the landing page and the local provider, as a person does. */
export async function signInOnPage(page: Page, email: string, home: RegExp): Promise<void> {
  await page.goto("/main");
  await page.getByRole("button", { name: "SIGN IN" }).first().click();
  await page.getByRole("button", { name: new RegExp(email.replace(/[.@]/g, "\\$&")) }).click();
  await page.waitForURL(home);
}

/**
 * Signs in a demo account through the landing page and the local provider, as a person does, and answers the
 * browser state that keeps them signed in (the session in localStorage), for fresh contexts to start from.
 */
export async function signInThroughLanding(
  browser: Browser,
  webUrl: string,
  email: string,
  home: RegExp,
): Promise<SignedIn> {
  const context = await browser.newContext({ baseURL: webUrl, serviceWorkers: "block" });
  try {
    await signInOnPage(await context.newPage(), email, home);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

export interface ScriptBytes {
  files: number;
  gzip: number;
  raw: number;
}

/**
 * Gzip size (level 6) of every script the page downloads from `origin` while `action` runs. Counted from the
 * page's own responses: run it in a context whose service workers are blocked, so that what the offline shell
 * keeps in the background for later (docs/decisions/offline-shift.md) is not counted as the page's.
 */
export async function scriptBytes(
  page: Page,
  origin: string,
  action: () => Promise<void>,
): Promise<ScriptBytes> {
  const bodies: Promise<Buffer>[] = [];
  const listener = (response: Response) => {
    if (response.request().resourceType() === "script" && response.url().startsWith(`${origin}/`)) {
      bodies.push(response.body());
    }
  };
  page.on("response", listener);
  await action();
  page.off("response", listener);
  const buffers = await Promise.all(bodies);
  return {
    files: buffers.length,
    gzip: buffers.reduce((sum, b) => sum + gzipSync(b).length, 0),
    raw: buffers.reduce((sum, b) => sum + b.length, 0),
  };
}

/** Kilobytes to a tenth. */
export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg\+xml)/;
/** Headers of an HTTP/1.1 connection that HTTP/2 answers must not carry. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection"]);

export interface ProductionFront {
  url: string;
  /** The same signed-in state, for the front's origin (localStorage belongs to an origin). */
  moveState(state: SignedIn): SignedIn;
  /** Chromium's flag that trusts the front's certificate, so that the browser caches its answers. */
  chromiumFlag: string;
  close(): Promise<void>;
}

/**
 * What Azure Static Web Apps' edge does and the local SWA CLI does not, for benchmarks that time a page on a slow
 * link: HTTPS with HTTP/2 (one connection, requests in parallel, where the CLI's HTTP/1.1 takes six at a time) and
 * gzip for HTML, JavaScript and CSS. Answers from /api pass as the local stack gives them (not compressed: the
 * conservative reading of production). The certificate is made for the run (openssl); Chromium is told to trust
 * its key (`chromiumFlag`): with a certificate error it would not cache anything, and repeat visits would not be.
 */
export async function productionFront(target: string, dataDir: string): Promise<ProductionFront> {
  const targetUrl = new URL(target);
  const folder = join(dataDir, "front");
  mkdirSync(folder, { recursive: true });
  const [key, cert] = [join(folder, "key.pem"), join(folder, "cert.pem")];
  const made = spawnSync("openssl", [
    ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
    ...["-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=localhost"],
  ]);
  if (made.status !== 0) {
    throw new Error(`openssl could not make the front's certificate: ${made.stderr.toString()}`);
  }
  const publicKey = new X509Certificate(readFileSync(cert)).publicKey.export({ type: "spki", format: "der" });
  const spki = createHash("sha256").update(publicKey).digest("base64");
  const server = createSecureServer(
    { key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true },
    (request, response) => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !name.startsWith(":")),
      );
      const upstream = httpRequest(
        {
          host: targetUrl.hostname,
          port: targetUrl.port,
          method: request.method,
          path: request.url,
          headers: { ...headers, host: targetUrl.host },
        },
        (answer) => {
          const type = answer.headers["content-type"] ?? "";
          const gzip =
            !request.url.startsWith("/api/") &&
            COMPRESSIBLE.test(type) &&
            !answer.headers["content-encoding"] &&
            /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
          const answerHeaders = Object.fromEntries(
            Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
          );
          if (gzip) {
            delete answerHeaders["content-length"];
            answerHeaders["content-encoding"] = "gzip";
            answerHeaders.vary = "Accept-Encoding";
          }
          response.writeHead(answer.statusCode ?? 502, answerHeaders);
          (gzip ? answer.pipe(createGzip()) : answer).pipe(response);
        },
      );
      upstream.on("error", () => response.destroy());
      request.pipe(upstream);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `https://localhost:${port}`;
  const sessions = new Set<Http2Session>();
  server.on("session", (session) => {
    sessions.add(session);
    session.once("close", () => sessions.delete(session));
  });
  return {
    url,
    chromiumFlag: `--ignore-certificate-errors-spki-list=${spki}`,
    moveState: (state) => ({
      cookies: state.cookies,
      origins: state.origins.map((entry) =>
        entry.origin === targetUrl.origin ? { ...entry, origin: url } : entry,
      ),
    }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}
