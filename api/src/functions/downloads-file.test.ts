import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { beforeEach, describe, expect, it } from "vitest";
import type { DownloadJobDocument } from "../data/download-jobs-repository";
import { issueDownloadLink, LINK_NOT_VALID } from "../downloads/link-token";
import { addDownload, showDownloads } from "../testing/downloads-fixture";
import { contextAs, runPublic } from "../testing/handler-context";
import { demoTenantForEachTest } from "../testing/memory-services";
import { downloadsFile } from "./downloads-file";

/** GET /api/downloads/{id}/file?token=…: the zip, for the bearer of a link its owner asked for. */
describe("downloads-file", () => {
  const services = demoTenantForEachTest();
  beforeEach(() => showDownloads(services));

  /** A finished download of the client manager's, its zip stored. */
  const finished = async (fields: Partial<DownloadJobDocument> = {}) => {
    const job = await addDownload(services, "CLIENT_MANAGER", { status: "done", done: 12, ...fields });
    await services.downloadJobs.writeFile(
      job,
      Readable.from([Buffer.from("zip bytes")]),
      new AbortController().signal,
    );
    return job;
  };
  const tokenFor = async (downloadId: string, sessionShift = 0) => {
    const { user } = await contextAs(services, "CLIENT_MANAGER");
    const { url } = await issueDownloadLink(services.config, downloadId, {
      ...user,
      sessionVersion: user.sessionVersion + sessionShift,
    });
    return new URL(url, "http://localhost").searchParams.get("token") ?? "";
  };
  const fetchFile = (downloadId: string, token: string) =>
    runPublic(services, downloadsFile, { body: undefined, params: { downloadId }, query: { token } });

  it("streams the finished zip under its file name to the bearer of its link", async () => {
    const job = await finished();
    const reply = await fetchFile(job.id, await tokenFor(job.id));
    expect(reply.headers).toMatchObject({
      "content-type": "application/zip",
      "content-length": "9",
      "content-disposition": `attachment; filename="${job.fileName}"`,
    });
    expect(await text(reply.body as Readable)).toBe("zip bytes");
  });

  it("refuses a link made for another download, or from a session that has since ended", async () => {
    const job = await finished();
    const other = await finished();
    await expect(fetchFile(job.id, await tokenFor(other.id))).rejects.toMatchObject({
      status: 403,
      message: LINK_NOT_VALID,
    });
    await expect(fetchFile(job.id, await tokenFor(job.id, -1))).rejects.toMatchObject({
      status: 403,
      message: LINK_NOT_VALID,
    });
  });

  it("answers 410 for a download whose time is up, even with a good link", async () => {
    const job = await finished({ expiresOn: new Date(Date.now() - 60_000).toISOString() });
    await expect(fetchFile(job.id, await tokenFor(job.id))).rejects.toMatchObject({ status: 410 });
  });
});
