import { LoginResponseSchema, apiRoutes, type LoginRequest, type LoginResponse } from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/**
 * POST /api/auth/login: trades the provider's id_token for the API's access token. Unauthenticated by
 * definition, so a 401 here is a failed sign-in, not the end of a session.
 */
export function login(token: string, nonce: string | undefined): Promise<LoginResponse> {
  const body: LoginRequest = { token, platform: 2, nonce };
  return apiRequest(apiRoutes.login, {
    method: "POST",
    body,
    schema: LoginResponseSchema,
    auth: false,
    showLoader: false,
  });
}
