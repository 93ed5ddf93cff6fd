import { DownloadJobListSchema } from "@aql-portal/shared";
import { beforeEach, describe, expect, it } from "vitest";
import { addDownload, showDownloads } from "../testing/downloads-fixture";
import { runAs } from "../testing/handler-context";
import { answer } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { downloadsList } from "./downloads-list";

/** GET /api/downloads: the caller's own downloads, the latest first. */
describe("downloads-list", () => {
  const services = demoTenantForEachTest();
  beforeEach(() => showDownloads(services));

  const list = (role: "SUPPLIER" | "CLIENT_MANAGER" | "ADMINISTRATOR") =>
    answer(
      DownloadJobListSchema,
      runAs(services, role, downloadsList, { query: undefined, body: undefined, params: undefined }),
    );

  it("lists the caller's own downloads, the latest first, and nobody else's", async () => {
    const older = await addDownload(services, "CLIENT_MANAGER", { requestedOn: "2026-11-27T09:00:00.000Z" });
    const newer = await addDownload(services, "CLIENT_MANAGER", {
      requestedOn: "2026-11-27T10:00:00.000Z",
      status: "done",
      done: 12,
    });
    const suppliers = await addDownload(services, "SUPPLIER");

    const mine = await list("CLIENT_MANAGER");
    expect(mine.items.map((job) => job.id)).toEqual([newer.id, older.id]);
    expect(mine.items[0]).toMatchObject({ status: "done", done: 12, total: 12 });
    expect((await list("SUPPLIER")).items.map((job) => job.id)).toEqual([suppliers.id]);
  });

  it("is empty for someone who has started none, an administrator included", async () => {
    await addDownload(services, "CLIENT_MANAGER");
    expect((await list("ADMINISTRATOR")).items).toEqual([]);
  });
});
