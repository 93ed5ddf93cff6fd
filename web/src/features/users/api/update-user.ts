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
 * A write to one user (`send`, answering the user as the server has them now) that keeps every cached copy of
 * them current: the edit form's and each users list's (the lists on screen are read again in the background,
 * without holding up the answer).
 */
export function useUserWrite<A>(key: string, send: (arg: A) => Promise<User>) {
  const { mutate } = useSWRConfig();
  const changeLists = useListChanges();
  return useSWRMutation<User, ApiRequestError, string, A>(
    key,
    async (_key, { arg }) => {
      const written = await send(arg);
      await mutate(userKey(written.id), written, { revalidate: false });
      void changeLists("user", { changed: [written] });
      return written;
    },
    { throwOnError: true },
  );
}

/** Runs a change (useUserWrite). */
export function useUpdateUser() {
  return useUserWrite("update-user", (arg: UpdateUserArgs) => updateUser(arg.user, arg.change));
}
