import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { parseArgs } from "node:util";
import { parseConfig } from "@aql-portal/api/config";
import { seedTenant, TENANT_LIST_NAMES } from "@aql-portal/api/seed";
import { createServices } from "@aql-portal/api/services";

/**
 * `npm run seed [-- --lists <folder>]`: creates the containers and loads the reference lists into the database
 * the environment's settings name (the same settings as the API), and with --lists the retailer's own lists from
 * `<folder>/<list>.json` (same shape as api/src/seed/data/). Idempotent; run once per deployment and tenant, and
 * again after an upgrade. No users and no demo data: the first administrator comes from `npm run admin:create`.
 */
const { values } = parseArgs({ options: { lists: { type: "string" } } });
const tenantLists = values.lists ? readLists(values.lists) : {};
const config = parseConfig(process.env);
await seedTenant(createServices(config), config.tenantId, tenantLists);
const loaded = Object.keys(tenantLists);
console.log(
  `Seeded tenant "${config.tenantId}" in database "${config.cosmos.database}" at ${config.cosmos.endpoint}: ` +
    `the reference lists${loaded.length > 0 ? ` and the tenant's ${loaded.join(", ")}` : ""}.`,
);
if (!values.lists) {
  console.log(
    `The retailer's own lists (any of ${TENANT_LIST_NAMES.join(", ")}) load with --lists <folder>: imports need its suppliers and tenant-centres.`,
  );
}

function readLists(folder: string): Record<string, unknown> {
  const files = readdirSync(folder).filter((name) => name.endsWith(".json"));
  if (files.length === 0) throw new Error(`${folder} holds no <list>.json files.`);
  return Object.fromEntries(
    files.map((file) => [
      basename(file, ".json"),
      JSON.parse(readFileSync(join(folder, file), "utf8")) as unknown,
    ]),
  );
}
