import { build } from "esbuild";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildAndSwapIn } from "./swap-in";

const apiDir = fileURLToPath(new URL("../api/", import.meta.url));

/**
 * Bundles the API into api/dist: main.js is the Azure Functions entry (registers every function), app.js
 * exports the same definitions for the local host. Dependencies are bundled, so a deployment
 * needs no node_modules. Chunks are named by content, so the build replaces the folder rather than adding to it.
 */
export async function buildApi(): Promise<void> {
  await buildAndSwapIn(join(apiDir, "dist"), async (outdir) => {
    await build({
      absWorkingDir: apiDir,
      entryPoints: { main: "src/main.ts", app: "src/app.ts" },
      outdir,
      bundle: true,
      splitting: true,
      format: "esm",
      platform: "node",
      target: "node20",
      sourcemap: true,
      minify: true,
      legalComments: "none",
      logLevel: "warning",
      // Provided by the Azure Functions host at run time; absent locally, where @azure/functions runs in test mode.
      external: ["@azure/functions-core"],
      // Some bundled dependencies are CommonJS and call require().
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildApi();
}
