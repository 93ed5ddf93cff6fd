import useSWRMutation from "swr/mutation";
import { UserSchema, apiRoutes, type CreateUser, type User } from "@aql-portal/shared";
import { apiRequest, type ApiRequestError } from "../../../lib/api-client";

/** POST /api/users: adds someone, approved with the role given. */
export function createUser(input: CreateUser): Promise<User> {
  return apiRequest(apiRoutes.users, { method: "POST", body: input, schema: UserSchema });
}

export function useCreateUser() {
  return useSWRMutation<User, ApiRequestError, "create-user", CreateUser>(
    "create-user",
    (_key, { arg }) => createUser(arg),
    { throwOnError: true },
  );
}
