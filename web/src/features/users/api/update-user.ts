import { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import { UserSchema, type UpdateUser, type User, apiPath, apiRoutes } from "@aql-portal/shared";
import { apiRequest, type ApiRequestError } from "../../../lib/api-client";
import { useListChanges } from "../../../lib/cached-lists";
import { userKey } from "./get-user";

/** The version of a user a change is based on: a stale etag is refused with 412. */
export type UserVersion = Pick<User, "id" | "etag">;

/** PUT /api/users/{userId}: one action (edit, approve, block, unblock, restore, reset) with If-Match. */
export function updateUser(user: UserVersion, change: UpdateUser): Promise<User> {
  return apiRequest(apiPath(apiRoutes.user, { userId: user.id }), {
    method: "PUT",
    body: change,
    headers: { "if-match": user.etag },
    schema: UserSchema,
  });
}

/** The action a change to this user is, for its notifications (one outcome on screen at a time). */
export function userAction(userId: string): string {
  return `user:${userId}`;
}

export interface UpdateUserArgs {
  user: UserVersion;
  change: UpdateUser;
}

/**
 * Runs a change and keeps every cached copy of that user current: the edit form's and each users list's (the
 * lists on screen are read again in the background, without holding up the answer).
 */
export function useUpdateUser() {
  const { mutate } = useSWRConfig();
  const changeLists = useListChanges();
  return useSWRMutation<User, ApiRequestError, "update-user", UpdateUserArgs>(
    "update-user",
    async (_key, { arg }) => {
      const updated = await updateUser(arg.user, arg.change);
      await mutate(userKey(updated.id), updated, { revalidate: false });
      void changeLists("user", { changed: [updated] });
      return updated;
    },
    { throwOnError: true },
  );
}
