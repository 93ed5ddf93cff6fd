import { createHmac } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import { CHOICES_LINK_DAYS, webRoutes } from "@aql-portal/shared";
import type { UserDocument } from "../data/users-repository";
import type { Config } from "../lib/config";
import { forbidden, gone } from "../lib/errors";
import type { Services } from "../lib/services";

/*
 * The link at the foot of every e-mail (docs/decisions/notifications.md): it opens the person's e-mail choices
 * without signing in, and can change nothing else. Its token is signed for one person and this one purpose, with
 * a key of its own derived from the access-token secret (as the downloads' links: docs/decisions/downloads.md),
 * and works CHOICES_LINK_DAYS days.
 */

const ISSUER = "aql-portal-api";
const AUDIENCE = "aql-portal-notification-choices";

const keyOf = (config: Config) =>
  new Uint8Array(createHmac("sha256", config.accessToken.secret).update("notification-choices").digest());

const ClaimsSchema = z.object({ sub: z.string().min(1), tid: z.string().min(1) });

export const CHOICES_LINK_NOT_VALID =
  "This link to your e-mail choices is not valid: sign in and open E-mail choices from the bell instead.";
export const CHOICES_LINK_EXPIRED = `This link to your e-mail choices has expired (links work for ${CHOICES_LINK_DAYS} days): use the link in a newer e-mail, or sign in and open E-mail choices from the bell.`;

/** The absolute address of the person's choices page, for an e-mail sent now. */
export async function choicesLink(
  config: Config,
  portalUrl: string,
  user: { id: string; tenantId: string },
  now = new Date(),
): Promise<string> {
  const seconds = Math.floor(now.getTime() / 1000);
  const token = await new SignJWT({ tid: user.tenantId })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(user.id)
    .setIssuedAt(seconds)
    .setExpirationTime(seconds + CHOICES_LINK_DAYS * 86_400)
    .sign(keyOf(config));
  return `${portalUrl}${webRoutes.notificationChoices}?token=${token}`;
}

/** Whose choices the token opens: 410 when it has expired (a newer e-mail has a good one), 403 when not ours. */
export async function verifyChoicesLink(
  config: Config,
  token: string,
): Promise<{ userId: string; tenantId: string }> {
  try {
    const { payload } = await jwtVerify(token, keyOf(config), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ["HS256"],
    });
    const claims = ClaimsSchema.parse(payload);
    return { userId: claims.sub, tenantId: claims.tid };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw gone(CHOICES_LINK_EXPIRED);
    throw forbidden(CHOICES_LINK_NOT_VALID);
  }
}

/** The person an e-mail's link is for, if they may still be e-mailed (403 otherwise, 410 for an expired link). */
export async function personOfLink(
  services: Pick<Services, "config" | "users">,
  token: string,
): Promise<UserDocument> {
  const { tenantId, userId } = await verifyChoicesLink(services.config, token);
  const user = await services.users.get(tenantId, userId);
  if (!user || user.deleted || user.status !== "ACTIVE" || user.role === "PENDING") {
    throw forbidden(CHOICES_LINK_NOT_VALID);
  }
  return user;
}
