import { parseArgs } from "node:util";
import { rebuildSummaries } from "@aql-portal/api/analytics";
import { parseConfig } from "@aql-portal/api/config";
import { createServices } from "@aql-portal/api/services";
import { IsoDateSchema } from "@aql-portal/shared";
import { EMULATOR_KEY } from "./stack/cosmos";
import { DEV_PORTS, localApiEnv } from "./stack/stack";

/**
 * `npm run analytics:rebuild [-- --from yyyy-mm-dd --to yyyy-mm-dd] [--dry-run] [--local]`: rebuilds the
 * tenant's analytics summaries from its inspections and says which days differed. The API keeps them up to date
 * on every write; this repairs them after an interruption, and checks them (--dry-run writes nothing). Uses the
 * API's settings from the environment, or with --local the running `npm start` stack.
 */
const { values } = parseArgs({
  options: {
    from: { type: "string" },
    to: { type: "string" },
    "dry-run": { type: "boolean", default: false },
    local: { type: "boolean", default: false },
  },
});
for (const key of ["from", "to"] as const) {
  const value = values[key];
  if (value !== undefined && !IsoDateSchema.safeParse(value).success) {
    console.error(`--${key} must be a date as yyyy-mm-dd, not "${value}".`);
    process.exit(2);
  }
}
const config = parseConfig(values.local ? localApiEnv(DEV_PORTS, EMULATOR_KEY) : process.env);
const started = performance.now();
const result = await rebuildSummaries(createServices(config), config.tenantId, {
  from: values.from,
  to: values.to,
  dryRun: values["dry-run"],
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const differing = result.differing.length;
console.log(
  `${values["dry-run"] ? "Checked" : "Rebuilt"} the analytics summaries of tenant "${config.tenantId}": ${result.days} days in ${seconds} s; ` +
    (differing === 0
      ? "every day matched its inspections."
      : `${differing} ${differing === 1 ? "day" : "days"} ${values["dry-run"] ? "differ" : "were corrected"}: ${result.differing.join(", ")}.`),
);
