import {
  cpSync,
  createWriteStream,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join, relative } from "node:path";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import yazl from "yazl";
import { PRODUCTION_CONFIG_FILE } from "./stack/static-web-app";

/** Where `npm run package` puts the artifacts, and their names in it (the deploy workflow uses them). */
export const DEPLOY_DIR = ".deploy";
export const API_ZIP = "api.zip";
export const WEB_DIR = "web";

/** What a deployment ships: the Function App's package and the Static Web App's files. */
export interface DeploymentArtifacts {
  /** The Function App's files, as the zip holds them. */
  apiDir: string;
  /** The zip Flex Consumption's one deploy takes (`az functionapp deployment source config-zip`). */
  apiZip: string;
  /** The Static Web App's files (`swa deploy`), staticwebapp.config.json among them. */
  webDir: string;
}

/**
 * `npm run package` (after `npm run build`): the deployment artifacts in `.deploy/`, from the builds as they
 * are, so what was tested is what is deployed. The API's bundle needs no node_modules (build-api.ts bundles
 * its dependencies), so its package.json names only the entry: no dependencies, no workspace links. The local
 * host's entry (app.js) and the source maps stay behind.
 */
export async function packageDeployment(
  root: string,
  outDir = join(root, ".deploy"),
): Promise<DeploymentArtifacts> {
  const apiDir = join(outDir, "api");
  const webDir = join(outDir, "web");
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(join(apiDir, "dist"), { recursive: true });

  cpSync(join(root, "api/host.json"), join(apiDir, "host.json"));
  const api = JSON.parse(readFileSync(join(root, "api/package.json"), "utf8")) as {
    name: string;
    version: string;
  };
  const manifest = {
    name: api.name,
    version: api.version,
    private: true,
    type: "module",
    main: "dist/main.js",
  };
  writeFileSync(join(apiDir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const file of readdirSync(join(root, "api/dist"))) {
    if (file.endsWith(".js") && file !== "app.js")
      cpSync(join(root, "api/dist", file), join(apiDir, "dist", file));
  }

  const zip = new yazl.ZipFile();
  for (const file of filesUnder(apiDir)) zip.addFile(file, relative(apiDir, file));
  zip.end();
  const apiZip = join(outDir, API_ZIP);
  await pipeline(zip.outputStream, createWriteStream(apiZip));

  cpSync(join(root, "web/dist"), webDir, {
    recursive: true,
    // The local build's change stamp (scripts/stack/stack.ts) is not part of the site.
    filter: (source) => !source.endsWith(".source-hash"),
  });
  cpSync(PRODUCTION_CONFIG_FILE, join(webDir, "staticwebapp.config.json"));
  return { apiDir, apiZip, webDir };
}

export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL("../", import.meta.url));
  const artifacts = await packageDeployment(root);
  console.log(
    `Deployment artifacts: ${relative(root, artifacts.apiZip)} (Function App), ${relative(root, artifacts.webDir)}/ (Static Web App).`,
  );
}
