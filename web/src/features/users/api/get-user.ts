import useSWR, { type SWRResponse } from "swr";
import { UserSchema, type User, apiPath, apiRoutes } from "@aql-portal/shared";
import { apiRequest, type ApiRequestError } from "../../../lib/api-client";

/** GET /api/users/{userId}: one user, with the etag a change must send back. The page draws its own skeleton. */
export function getUser(userId: string): Promise<User> {
  return apiRequest(apiPath(apiRoutes.user, { userId }), { schema: UserSchema, showLoader: false });
}

export function userKey(userId: string) {
  return ["user", userId] as const;
}

/** One user, re-read whenever the page opens: an edit form must start from the latest version. */
export function useUser(userId: string): SWRResponse<User, ApiRequestError> {
  return useSWR<User, ApiRequestError, ReturnType<typeof userKey>>(userKey(userId), ([, id]) => getUser(id), {
    revalidateOnFocus: false,
    revalidateOnMount: true,
  });
}
