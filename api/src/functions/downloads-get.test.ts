import { DownloadJobSchema } from "@aql-portal/shared";
import { beforeEach, describe, expect, it } from "vitest";
import { addDownload, showDownloads } from "../testing/downloads-fixture";
import { runAs } from "../testing/handler-context";
import { answer } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { downloadsGet } from "./downloads-get";

/** GET /api/downloads/{id}: a download's progress, for whoever started it or an administrator. */
describe("downloads-get", () => {
  const services = demoTenantForEachTest();
  beforeEach(() => showDownloads(services));

  const get = (role: "SUPPLIER" | "CLIENT_MANAGER" | "ADMINISTRATOR", downloadId: string) =>
    runAs(services, role, downloadsGet, { query: undefined, body: undefined, params: { downloadId } });

  it("answers its progress to whoever started it, and to an administrator", async () => {
    const job = await addDownload(services, "CLIENT_MANAGER", { status: "running", done: 5 });
    for (const role of ["CLIENT_MANAGER", "ADMINISTRATOR"] as const) {
      expect(await answer(DownloadJobSchema, get(role, job.id))).toMatchObject({
        id: job.id,
        status: "running",
        done: 5,
        total: 12,
      });
    }
  });

  it("answers someone else's download as it answers a missing one: 404", async () => {
    const job = await addDownload(services, "CLIENT_MANAGER");
    await expect(get("SUPPLIER", job.id)).rejects.toMatchObject({
      status: 404,
      message: `There is no download ${job.id}.`,
    });
    const missing = crypto.randomUUID();
    await expect(get("CLIENT_MANAGER", missing)).rejects.toMatchObject({
      status: 404,
      message: `There is no download ${missing}.`,
    });
  });
});
