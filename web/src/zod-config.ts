import { config } from "zod/v4/core";

/**
 * zod builds a faster parser for each object schema with `new Function`, after probing whether eval is allowed;
 * under the site's CSP (script-src 'self', no 'unsafe-eval') the probe alone is reported as a violation on every
 * page load. Jitless zod parses without eval and never probes. zod reads the setting when a schema is made, so
 * main.tsx imports this module before anything that makes one.
 */
config({ jitless: true });
