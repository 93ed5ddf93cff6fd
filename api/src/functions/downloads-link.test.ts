import { DownloadLinkSchema } from "@aql-portal/shared";
import { beforeEach, describe, expect, it } from "vitest";
import { verifyDownloadLink } from "../downloads/link-token";
import { addDownload, showDownloads } from "../testing/downloads-fixture";
import { contextAs, runAs } from "../testing/handler-context";
import { answer } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { downloadsLink } from "./downloads-link";

/** POST /api/downloads/{id}/link: a private link to a finished zip, for whoever started it. */
describe("downloads-link", () => {
  const services = demoTenantForEachTest();
  beforeEach(() => showDownloads(services));

  const link = (role: "SUPPLIER" | "CLIENT_MANAGER", downloadId: string) =>
    runAs(services, role, downloadsLink, { query: undefined, body: undefined, params: { downloadId } });

  it("links a finished download's file, signed for this download and the caller", async () => {
    const job = await addDownload(services, "CLIENT_MANAGER", { status: "done", done: 12, sizeBytes: 2048 });
    const answered = await answer(DownloadLinkSchema, link("CLIENT_MANAGER", job.id));
    expect(answered.url).toMatch(new RegExp(`^/api/downloads/${job.id}/file\\?token=`));
    const token = new URL(answered.url, "http://localhost").searchParams.get("token") ?? "";
    const { user } = await contextAs(services, "CLIENT_MANAGER");
    expect(await verifyDownloadLink(services.config, token, job.id)).toMatchObject({
      sub: user.id,
      tid: user.tenantId,
      sv: user.sessionVersion,
    });
  });

  it("answers 409 while it is being built or after it failed, saying why", async () => {
    const running = await addDownload(services, "CLIENT_MANAGER", { status: "running", done: 5 });
    await expect(link("CLIENT_MANAGER", running.id)).rejects.toMatchObject({
      status: 409,
      message: "This download is not ready yet: 5 of 12 reports are in.",
    });
    const failed = await addDownload(services, "CLIENT_MANAGER", {
      status: "failed",
      error: "A report is missing.",
    });
    await expect(link("CLIENT_MANAGER", failed.id)).rejects.toMatchObject({
      status: 409,
      message: "This download failed: A report is missing.",
    });
  });

  it("answers 410 once its time is up, and 404 for someone else's", async () => {
    const old = await addDownload(services, "CLIENT_MANAGER", {
      status: "done",
      expiresOn: new Date(Date.now() - 60_000).toISOString(),
    });
    await expect(link("CLIENT_MANAGER", old.id)).rejects.toMatchObject({ status: 410 });
    const done = await addDownload(services, "CLIENT_MANAGER", { status: "done", done: 12 });
    await expect(link("SUPPLIER", done.id)).rejects.toMatchObject({
      status: 404,
      message: `There is no download ${done.id}.`,
    });
  });
});
