import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { ROOT } from "../../scripts/stack/stack";
import { stackInfo } from "./stack-info";

export interface OwnAzurite {
  /** Its storage connection string (the test stack's account and key, its own ports). */
  connection: string;
  stop(): void;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("No free port");
  return address.port;
}

/**
 * An Azurite of a test's own, in memory: a functions host started on it is the only worker of its queues, so the
 * test decides when that worker dies (the test stack's own host never takes its messages).
 */
export async function startOwnAzurite(): Promise<OwnAzurite> {
  const [blob, queue, table] = [await freePort(), await freePort(), await freePort()];
  const azurite: ChildProcess = spawn(
    process.execPath,
    [
      join(ROOT, "node_modules/azurite/dist/src/azurite.js"),
      ...["--silent", "--disableTelemetry", "--skipApiVersionCheck", "--inMemoryPersistence"],
      ...["--blobPort", String(blob), "--queuePort", String(queue), "--tablePort", String(table)],
    ],
    { stdio: "ignore" },
  );
  const account = "devstoreaccount1";
  const connection = [
    "DefaultEndpointsProtocol=http",
    `AccountName=${account}`,
    `AccountKey=${/AccountKey=([^;]+)/.exec(stackInfo().apiEnv.STORAGE_CONNECTION_STRING ?? "")?.[1]}`,
    `BlobEndpoint=http://127.0.0.1:${blob}/${account}`,
    `QueueEndpoint=http://127.0.0.1:${queue}/${account}`,
  ].join(";");
  // A minute, for a machine busy with the journeys beside these tests: a quiet one takes about a second.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${blob}/`).then(
      () => true,
      () => false,
    );
    if (ok) return { connection, stop: () => azurite.kill() };
    if (Date.now() > deadline) {
      azurite.kill();
      throw new Error(`The test's Azurite did not answer on port ${blob} within a minute`);
    }
    await sleep(100);
  }
}
