import { createHmac } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import { apiPath, apiRoutes, DOWNLOAD_LINK_MINUTES, type DownloadLink } from "@aql-portal/shared";
import type { UserDocument } from "../data/users-repository";
import type { Config } from "../lib/config";
import { forbidden, gone } from "../lib/errors";

/**
 * A download's private link (docs/decisions/downloads.md): `/api/downloads/{id}/file?token=…`, whose token is
 * signed by the API for one download, one user and one session, and stops working DOWNLOAD_LINK_MINUTES after it
 * was asked for. The browser follows it without the bearer token (a plain navigation, so the file streams to disk
 * rather than into the page's memory); the API streams the zip from blob storage, which stays private.
 */

const ISSUER = "aql-portal-api";
const AUDIENCE = "aql-portal-download";

/** A key of its own, derived from the access-token secret: a link token is never an access token, nor the reverse. */
const keyOf = (config: Config) =>
  new Uint8Array(createHmac("sha256", config.accessToken.secret).update("download-links").digest());

const ClaimsSchema = z.object({ sub: z.string().min(1), tid: z.string().min(1), sv: z.number().int() });
export type LinkClaims = z.infer<typeof ClaimsSchema>;

export const LINK_NOT_VALID =
  "This download link is not valid: open Downloads and press Download again for a new one.";
export const LINK_EXPIRED = `This download link has expired (links work for ${DOWNLOAD_LINK_MINUTES} minutes): open Downloads and press Download again for a new one.`;

export async function issueDownloadLink(
  config: Config,
  downloadId: string,
  user: Pick<UserDocument, "id" | "tenantId" | "sessionVersion">,
  now = new Date(),
): Promise<DownloadLink> {
  const expiresOn = new Date(now.getTime() + DOWNLOAD_LINK_MINUTES * 60_000);
  const token = await new SignJWT({ tid: user.tenantId, sv: user.sessionVersion })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(user.id)
    .setJti(downloadId)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresOn.getTime() / 1000))
    .sign(keyOf(config));
  const path = apiPath(apiRoutes.downloadFile, { downloadId });
  return { url: `/api/${path}?token=${token}`, expiresOn: expiresOn.toISOString() };
}

/**
 * The link's claims, if it is ours, for this download, and in time: an expired one answers 410 (it was good, and
 * a new one can be had), anything else (altered, for another download, not ours) 403.
 */
export async function verifyDownloadLink(
  config: Config,
  token: string,
  downloadId: string,
): Promise<LinkClaims> {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, keyOf(config), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ["HS256"],
      requiredClaims: ["exp", "jti"],
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw gone(LINK_EXPIRED);
    throw forbidden(LINK_NOT_VALID);
  }
  const claims = ClaimsSchema.extend({ jti: z.literal(downloadId) }).safeParse(payload);
  if (!claims.success) throw forbidden(LINK_NOT_VALID);
  return claims.data;
}
