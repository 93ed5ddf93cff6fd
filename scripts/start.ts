import { DEMO_USERS } from "@aql-portal/api/seed";
import { join } from "node:path";
import { DEV_PORTS, ROOT, startStack } from "./stack/stack";

/** `npm start`: the whole product on this machine, with demo data, until Ctrl-C. */
const started = performance.now();
const stack = await startStack({
  ports: DEV_PORTS,
  dataDir: join(ROOT, ".data/dev"),
  log: (line) => console.log(`… ${line}`),
  demoData: true,
}).catch((error: unknown) => {
  console.error(`\nAQL Portal could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

const width = Math.max(...DEMO_USERS.map((u) => u.email.length));
console.log(`
AQL Portal is running at ${stack.webUrl}   (ready in ${((performance.now() - started) / 1000).toFixed(1)} s)

Sign in with any demo account on the local sign-in page:
${DEMO_USERS.map((u) => `  ${u.email.padEnd(width)}  ${u.label}`).join("\n")}

E-mails the portal sends arrive in MailDev's inbox: ${stack.mailUrl}

Data: .data/dev (kept between runs)   Logs: .data/dev/logs   Stop: Ctrl-C
`);

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log("\nStopping: flushing data and stopping every service…");
  await stack.stop();
  console.log("Stopped.");
  process.exit(0);
}
process.on("SIGINT", () => void shutdown());
process.on("SIGTERM", () => void shutdown());
