import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { parseArgs } from "node:util";
import { parseConfig } from "@aql-portal/api/config";
import { RETAILER_LISTS, seedTenant } from "@aql-portal/api/seed";
import { createServices } from "@aql-portal/api/services";

/**
 * `npm run seed [-- --lists <folder>]`: creates the containers (local stand-ins; in Azure it checks that the
 * infrastructure made them, as the identity may not create them) and loads the reference lists into the database
 * the environment's settings name (the same settings as the API), and with --lists the retailer's own lists
 * (RETAILER_LISTS) from `<folder>/<list>.json`, shaped as api/src/seed/data/. Idempotent; run once per deployment and tenant, and
 * again after an upgrade. No users and no demo data: the first administrator comes from `npm run admin:create`.
 */
const { values } = parseArgs({ options: { lists: { type: "string" } } });
const retailerLists = values.lists ? readLists(values.lists) : {};
const config = parseConfig(process.env);
await seedTenant(createServices(config), config.tenantId, retailerLists);
const loaded = Object.keys(retailerLists);
console.log(
  `Seeded tenant "${config.tenantId}" in database "${config.cosmos.database}" at ${config.cosmos.endpoint}: ` +
    `the product's reference lists${loaded.length > 0 ? ` and the retailer's ${loaded.join(", ")}` : ""}.`,
);
const missing = RETAILER_LISTS.filter((list) => !loaded.includes(list));
if (missing.length > 0) {
  console.log(
    `Not loaded this time: ${missing.join(", ")} (the retailer's own lists; --lists <folder> loads them).`,
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
