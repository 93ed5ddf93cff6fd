import { parseConfig } from "@aql-portal/api/config";
import { seedTenant } from "@aql-portal/api/seed";
import { createServices } from "@aql-portal/api/services";

/**
 * `npm run seed`: creates the containers and loads the reference data and demo users into the database the
 * environment's settings name (the same settings as the API). Idempotent; run once per deployment and tenant.
 */
const config = parseConfig(process.env);
await seedTenant(createServices(config), config.tenantId);
console.log(
  `Seeded tenant "${config.tenantId}" in database "${config.cosmos.database}" at ${config.cosmos.endpoint}.`,
);
