import { describe, expect, it } from "vitest";
import { parseConfig } from "../lib/config";
import { issueAccessToken } from "../lib/tokens";
import { MINIMAL_SETTINGS } from "../testing/settings";
import { issueDownloadLink, LINK_EXPIRED, LINK_NOT_VALID, verifyDownloadLink } from "./link-token";

const config = parseConfig(MINIMAL_SETTINGS);
const user = { id: "user-1", tenantId: "demo", sessionVersion: 3 };
const DOWNLOAD = "0b7a3c1e-1111-4222-8333-444455556666";
const tokenOf = (url: string) => new URL(url, "http://portal").searchParams.get("token") ?? "";

describe("a download's link", () => {
  it("names the file route of its download, and works for five minutes for its user and session", async () => {
    const now = new Date();
    const link = await issueDownloadLink(config, DOWNLOAD, user, now);
    expect(link.url.startsWith(`/api/downloads/${DOWNLOAD}/file?token=`)).toBe(true);
    expect(Date.parse(link.expiresOn) - now.getTime()).toBe(5 * 60_000);
    expect(await verifyDownloadLink(config, tokenOf(link.url), DOWNLOAD)).toMatchObject({
      sub: "user-1",
      tid: "demo",
      sv: 3,
    });
  });

  it("answers 410 once expired, and 403 when altered, for another download, or not a link at all", async () => {
    const old = await issueDownloadLink(config, DOWNLOAD, user, new Date(Date.now() - 5 * 60_000 - 1000));
    await expect(verifyDownloadLink(config, tokenOf(old.url), DOWNLOAD)).rejects.toMatchObject({
      status: 410,
      message: LINK_EXPIRED,
    });
    const token = tokenOf((await issueDownloadLink(config, DOWNLOAD, user)).url);
    const [header, payload] = token.split(".");
    const altered = `${header}.${payload}.${"A".repeat(43)}`;
    const other = "9b7a3c1e-1111-4222-8333-444455556666";
    // An access token is signed with another key and meant for another audience.
    const accessToken = await issueAccessToken(config, {
      sub: "user-1",
      tid: "demo",
      sv: 3,
      sid: "session-1",
    });
    for (const [bad, id] of [
      [altered, DOWNLOAD],
      [token, other],
      ["not.a.link", DOWNLOAD],
      [accessToken, DOWNLOAD],
    ] as const) {
      await expect(verifyDownloadLink(config, bad, id)).rejects.toMatchObject({
        status: 403,
        message: LINK_NOT_VALID,
      });
    }
  });
});
