import { execFileSync } from "node:child_process";
import { cpSync, existsSync, lstatSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { filesUnder, packageDeployment, type DeploymentArtifacts } from "./package";

const ROOT = fileURLToPath(new URL("../", import.meta.url));

/**
 * What only the local stand-ins and local runs have: none of it may ship. (Azurite's account and key are not
 * among them: the storage SDK itself carries its published development connection string.)
 */
const LOCAL_ONLY = [
  "cosmosdb-server", // the Cosmos DB stand-in
  "oidc-provider", // the local sign-in provider
  "local-development-secret", // the local runs' access-token secret
  "aql-portal-local", // the local sign-in provider's client
  "scripts/stack",
];

let clean: string;
let artifacts: DeploymentArtifacts;

// A clean copy of the working tree (what git tracks or would track: no builds, no .data), built and packaged
// as the deploy workflow does; node_modules are linked in, as `npm ci` would have installed them.
beforeAll(() => {
  clean = mkdtempSync(join(tmpdir(), "aql-portal-deploy-"));
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
    cwd: ROOT,
    encoding: "utf8",
  })
    .split("\0")
    .filter((file) => file && existsSync(join(ROOT, file)));
  for (const file of files) cpSync(join(ROOT, file), join(clean, file), { recursive: true });
  symlinkSync(join(ROOT, "node_modules"), join(clean, "node_modules"));
  symlinkSync(join(ROOT, "web/node_modules"), join(clean, "web/node_modules"));
  execFileSync("npm", ["run", "build"], { cwd: clean, stdio: "pipe" });
}, 120_000);
afterAll(() => rmSync(clean, { recursive: true, force: true }));

describe("the deployment artifacts, built from a clean copy", () => {
  beforeAll(async () => {
    artifacts = await packageDeployment(clean);
  });

  it("give the Function App a package it runs as it is: host.json, the entry, no node_modules or workspace links", async () => {
    const files = filesUnder(artifacts.apiDir).map((file) => relative(artifacts.apiDir, file));
    expect(files).toEqual(expect.arrayContaining(["host.json", "package.json", "dist/main.js"]));
    expect(files.filter((file) => !/^(host\.json|package\.json|dist\/[\w-]+\.js)$/.test(file))).toEqual([]);
    expect(await zipEntries(artifacts.apiZip)).toEqual(files.sort());
    for (const file of filesUnder(artifacts.apiDir)) expect(lstatSync(file).isSymbolicLink()).toBe(false);

    const host = JSON.parse(readFileSync(join(artifacts.apiDir, "host.json"), "utf8")) as Record<
      string,
      unknown
    >;
    expect(host).toMatchObject({
      version: "2.0",
      extensionBundle: { id: "Microsoft.Azure.Functions.ExtensionBundle" },
    });
    const manifest = JSON.parse(readFileSync(join(artifacts.apiDir, "package.json"), "utf8")) as Record<
      string,
      unknown
    >;
    expect(manifest).toEqual({
      name: "@aql-portal/api",
      version: (JSON.parse(readFileSync(join(ROOT, "api/package.json"), "utf8")) as { version: string })
        .version,
      private: true,
      type: "module",
      main: "dist/main.js",
    });

    // Every module the bundle imports is in it or a Node built-in (esbuild resolves them, leaving packages
    // aside); the only package left to the runtime, @azure/functions-core, is the Functions host's own.
    const probe = await build({
      entryPoints: files.filter((file) => file.endsWith(".js")).map((file) => join(artifacts.apiDir, file)),
      bundle: true,
      splitting: true,
      format: "esm",
      platform: "node",
      packages: "external",
      write: false,
      metafile: true,
      outdir: join(clean, "probe"),
      logLevel: "silent",
    });
    const external = Object.values(probe.metafile.inputs).flatMap((input) =>
      input.imports.filter((i) => i.external).map((i) => i.path),
    );
    expect(external.filter((path) => !path.startsWith("node:") && !builtinModules.includes(path))).toEqual(
      [],
    );
    for (const file of files.filter((f) => f.endsWith(".js"))) {
      expect(readFileSync(join(artifacts.apiDir, file), "utf8"), file).not.toMatch(
        /@aql-portal\/|node_modules/,
      );
    }
  });

  it("give the Static Web App the built site with its configuration", () => {
    const files = filesUnder(artifacts.webDir).map((file) => relative(artifacts.webDir, file));
    expect(files).toEqual(expect.arrayContaining(["index.html", "staticwebapp.config.json", "sw.js"]));
    expect(files.some((file) => file.startsWith("assets/") && file.endsWith(".js"))).toBe(true);
    expect(files).not.toContain(".source-hash");
    const config = JSON.parse(readFileSync(join(artifacts.webDir, "staticwebapp.config.json"), "utf8")) as {
      navigationFallback: { rewrite: string };
      globalHeaders: Record<string, string>;
    };
    expect(config.navigationFallback.rewrite).toBe("/index.html");
    expect(config.globalHeaders["content-security-policy"]).not.toMatch(/http:/);
  });

  it("carry nothing local: no stand-in code, no stand-in keys, no local secret, no settings files", () => {
    const all = [...filesUnder(artifacts.apiDir), ...filesUnder(artifacts.webDir)];
    expect(all.filter((file) => /(^|\/)(\.env|local\.settings\.json)$|\.map$/.test(file))).toEqual([]);
    const found = all.flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return LOCAL_ONLY.filter((local) => text.includes(local)).map(
        (local) => `${relative(clean, file)}: ${local}`,
      );
    });
    expect(found).toEqual([]);
  });
});

function zipEntries(zipPath: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(zipPath, { lazyEntries: false }, (error, zip) => {
      if (error) return reject(error);
      const names: string[] = [];
      zip.on("entry", (entry: yauzl.Entry) => names.push(entry.fileName));
      zip.on("end", () => resolve(names.sort()));
      zip.on("error", reject);
    });
  });
}
