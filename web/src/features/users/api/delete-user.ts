import { UserSchema, type User, apiPath, apiRoutes } from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";
import { useUserWrite, type UserVersion } from "./update-user";

/** DELETE /api/users/{userId} with If-Match: a soft delete, undone by the restore action. */
export function deleteUser(user: UserVersion): Promise<User> {
  return apiRequest(apiPath(apiRoutes.user, { userId: user.id }), {
    method: "DELETE",
    headers: { "if-match": user.etag },
    schema: UserSchema,
  });
}

/** Deletes someone, keeping every cached copy of them current (useUserWrite): they stay listed, as deleted. */
export function useDeleteUser() {
  return useUserWrite("delete-user", deleteUser);
}
