import { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import { UserSchema, type User, apiPath, apiRoutes } from "@aql-portal/shared";
import { apiRequest, type ApiRequestError } from "../../../lib/api-client";
import { useListChanges } from "../../../lib/cached-lists";
import { userKey } from "./get-user";
import type { UserVersion } from "./update-user";

/** DELETE /api/users/{userId} with If-Match: a soft delete, undone by the restore action. */
export function deleteUser(user: UserVersion): Promise<User> {
  return apiRequest(apiPath(apiRoutes.user, { userId: user.id }), {
    method: "DELETE",
    headers: { "if-match": user.etag },
    schema: UserSchema,
  });
}

/** Deletes someone, keeping every cached copy of them current (as useUpdateUser does): they stay listed, as deleted. */
export function useDeleteUser() {
  const { mutate } = useSWRConfig();
  const changeLists = useListChanges();
  return useSWRMutation<User, ApiRequestError, "delete-user", UserVersion>(
    "delete-user",
    async (_key, { arg }) => {
      const deleted = await deleteUser(arg);
      await mutate(userKey(deleted.id), deleted, { revalidate: false });
      void changeLists("user", { changed: [deleted] });
      return deleted;
    },
    { throwOnError: true },
  );
}
