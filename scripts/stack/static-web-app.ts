import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The Static Web Apps configuration, at the repository's root: production gets it as it is (`npm run package`
 * puts it beside the site), the local stack with the one change `localConfig` makes.
 */
export const PRODUCTION_CONFIG_FILE = fileURLToPath(
  new URL("../../staticwebapp.config.json", import.meta.url),
);

/** Where production keeps photos and report PDFs: the pages show them from short-lived links to it. */
const PRODUCTION_BLOB_STORE = "https://*.blob.core.windows.net";

interface StaticWebAppConfig {
  globalHeaders: Record<string, string>;
  [setting: string]: unknown;
}

export function readProductionConfig(): StaticWebAppConfig {
  return JSON.parse(readFileSync(PRODUCTION_CONFIG_FILE, "utf8")) as StaticWebAppConfig;
}

/**
 * The configuration the SWA CLI serves locally: production's, with the local blob store (Azurite,
 * http://127.0.0.1:<port>) allowed wherever production's content security policy allows Azure Blob Storage.
 * Nothing else differs, so a local run shows what production will do.
 */
export function localConfig(production: StaticWebAppConfig, blobOrigin: string): StaticWebAppConfig {
  const policy = production.globalHeaders["content-security-policy"] ?? "";
  if (!policy.includes(PRODUCTION_BLOB_STORE)) {
    throw new Error(
      `The content security policy of ${PRODUCTION_CONFIG_FILE} no longer allows ${PRODUCTION_BLOB_STORE}: say here where the local blob store is allowed instead.`,
    );
  }
  return {
    ...production,
    globalHeaders: {
      ...production.globalHeaders,
      "content-security-policy": policy.replaceAll(
        PRODUCTION_BLOB_STORE,
        `${PRODUCTION_BLOB_STORE} ${blobOrigin}`,
      ),
    },
  };
}

/** Writes the local configuration into a folder of its own (the SWA CLI reads every config below the folder). */
export function writeLocalConfig(dataDir: string, blobOrigin: string): string {
  const folder = join(dataDir, "static-web-app");
  mkdirSync(folder, { recursive: true });
  const config = localConfig(readProductionConfig(), blobOrigin);
  writeFileSync(join(folder, "staticwebapp.config.json"), `${JSON.stringify(config, null, 2)}\n`);
  return folder;
}
