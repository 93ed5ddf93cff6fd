import { LoginResponseSchema } from "@aql-portal/shared";
import { authLogin } from "../functions/auth-login";
import type { Permission } from "@aql-portal/shared";
import type { RequestContext } from "../lib/http";
import { whySessionEnded } from "../lib/sessions";
import { verifyAccessToken } from "../lib/tokens";
import { contextFor, runPublic } from "./handler-context";
import { answer } from "./lots-fixture";
import type { MemoryServices } from "./memory-services";

/** A device a demo user signed in on (POST /api/auth/login): its access token, and the context its requests get. */
export interface SignedInDevice {
  accessToken: string;
  context: RequestContext<Permission>;
}

/** The demo user with this email signs in on a device of their own. */
export async function signIn(services: MemoryServices, email: string): Promise<SignedInDevice> {
  const token = await services.idTokens.issue({ email });
  const input = { body: { token, platform: 2 as const }, query: undefined, params: undefined };
  const { user, accessToken } = await answer(LoginResponseSchema, runPublic(services, authLogin, input));
  const { session } = await verifyAccessToken(services.config, accessToken);
  const stored = await services.users.get(services.config.tenantId, user.id);
  if (!stored) throw new Error(`${email} signed in but is not stored.`);
  return { accessToken, context: { ...contextFor(services, stored), session } };
}

/** Why the device's session has ended, as the wrapper tells from its token on the next request; null while it stands. */
export async function whyEnded(services: MemoryServices, device: SignedInDevice) {
  const { claims } = await verifyAccessToken(services.config, device.accessToken);
  const user = await services.users.get(claims.tid, claims.sub);
  if (!user) throw new Error(`The user ${claims.sub} is gone.`);
  return whySessionEnded(user, claims);
}
