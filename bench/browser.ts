import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { createGzip, gzipSync } from "node:zlib";
import type { Browser, BrowserContext, Page, Response } from "playwright-core";
import { BENCH_PORTS, type StackPorts } from "../scripts/stack/stack";

/** The bench stack's ports, shifted by TEST_PORT_OFFSET as the test stack's are (two worktrees side by side). */
export function benchPorts(): StackPorts {
  const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
  return Object.fromEntries(
    Object.entries(BENCH_PORTS).map(([name, port]) => [name, port + offset]),
  ) as StackPorts;
}

export type SignedIn = Awaited<ReturnType<BrowserContext["storageState"]>>;

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
    const page = await context.newPage();
    await page.goto("/main");
    await page.getByRole("button", { name: "SIGN IN" }).first().click();
    await page.getByRole("button", { name: new RegExp(email.replace(/[.@]/g, "\\$&")) }).click();
    await page.waitForURL(home);
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

export interface CompressingFront {
  url: string;
  /** The same signed-in state, for the front's origin (localStorage belongs to an origin). */
  moveState(state: SignedIn): SignedIn;
  close(): Promise<void>;
}

/**
 * A gzip front for the app's files, for benchmarks that count bytes on the wire: Azure Static Web Apps compresses
 * HTML, JavaScript and CSS for browsers that accept it, the SWA CLI standing in for it locally does not. Answers
 * from /api pass as the local stack gives them (not compressed: the conservative reading of production).
 */
export async function compressingFront(target: string): Promise<CompressingFront> {
  const targetUrl = new URL(target);
  const server = createServer((request, response) => {
    const upstream = httpRequest(
      {
        host: targetUrl.hostname,
        port: targetUrl.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: targetUrl.host },
      },
      (answer) => {
        const type = answer.headers["content-type"] ?? "";
        const gzip =
          !request.url?.startsWith("/api/") &&
          COMPRESSIBLE.test(type) &&
          !answer.headers["content-encoding"] &&
          /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
        const headers = { ...answer.headers };
        if (!gzip) {
          response.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(response);
          return;
        }
        delete headers["content-length"];
        response.writeHead(answer.statusCode ?? 502, {
          ...headers,
          "content-encoding": "gzip",
          vary: "Accept-Encoding",
        });
        answer.pipe(createGzip()).pipe(response);
      },
    );
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  return {
    url,
    moveState: (state) => ({
      cookies: state.cookies,
      origins: state.origins.map((entry) =>
        entry.origin === targetUrl.origin ? { ...entry, origin: url } : entry,
      ),
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
