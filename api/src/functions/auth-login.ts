import {
  apiRoutes,
  LoginRequestSchema,
  messages,
  type LoginResponse,
  LoginResponseSchema,
} from "@aql-portal/shared";
import { forbidden, gone, locked, unauthorized } from "../lib/errors";
import { httpFunction } from "../lib/http";
import { issueAccessToken } from "../lib/tokens";
import { toApiUser } from "../data/users-repository";

/**
 * Exchanges a sign-in provider's id_token for the API's access token, once per id_token. Someone new is
 * recorded as pending approval (once, however many first sign-ins arrive together); only approved, active users
 * get a token.
 */
export const authLogin = httpFunction({
  name: "auth-login",
  route: apiRoutes.login,
  methods: ["POST"],
  access: "public",
  response: { 200: LoginResponseSchema },
  body: LoginRequestSchema,
  handler: async ({ body }, { services, tenantId }) => {
    const identity = await services.idTokens.verify(body.token, body.nonce);
    if (!(await services.usedIdTokens.markUsed(body.token, identity.expiresAt)))
      throw unauthorized("This sign-in has already been used. Sign in again.");
    const user = await services.users.findByEmailOrCreate(tenantId, {
      name: identity.name,
      email: identity.email,
      role: "PENDING",
      platform: body.platform,
      locations: [],
    });
    if (user.deleted) throw gone("This account has been removed. Ask an administrator to restore it.");
    if (user.status === "BLOCKED")
      throw locked("Your account has been suspended. Contact your administrator.");
    if (user.role === "PENDING") throw forbidden(messages.approvalPending);
    const response: LoginResponse = {
      user: toApiUser(user),
      accessToken: await issueAccessToken(services.config, {
        sub: user.id,
        tid: tenantId,
        sv: user.sessionVersion,
        sid: crypto.randomUUID(),
      }),
      expiresIn: services.config.accessToken.ttlSeconds,
    };
    return { body: response };
  },
});
