import { parseArgs } from "node:util";
import { parseConfig } from "@aql-portal/api/config";
import { createAdministrator } from "@aql-portal/api/seed";
import { createServices } from "@aql-portal/api/services";

/**
 * `npm run admin:create -- --email someone@retailer.co.uk [--name "Their Name"] [--another]`: creates the
 * deployment's first administrator (or approves that person as one if they have already signed in), with the
 * API's settings from the environment, after `npm run seed`. Refuses when the tenant has an administrator
 * already, who adds everyone else in the portal, unless --another is given.
 */
const { values } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string" },
    another: { type: "boolean", default: false },
  },
});
if (!values.email) {
  console.error(
    "Give the administrator's work email: npm run admin:create -- --email someone@retailer.co.uk",
  );
  process.exit(2);
}
const config = parseConfig(process.env);
try {
  const { outcome, user } = await createAdministrator(createServices(config), config.tenantId, {
    email: values.email,
    name: values.name,
    another: values.another,
  });
  const what = {
    created: "is now an administrator; they sign in with their work account",
    promoted: "had signed in already and is now an active administrator",
    already: "is an active administrator already; nothing changed",
  }[outcome];
  console.log(`Tenant "${config.tenantId}": ${user.email} ${what}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
