import { UserSchema, type UpdateUser, type User } from "@aql-portal/shared";
import { toApiUser } from "../data/users-repository";
import { usersUpdate } from "../functions/users-update";
import { demoUser, runAs } from "./handler-context";
import { answer } from "./lots-fixture";
import type { MemoryServices } from "./memory-services";

/** A demo user as the Users page has them (with their etag), by email. */
export const userByEmail = async (services: MemoryServices, email: string): Promise<User> =>
  toApiUser(await demoUser(services, email));

/** The demo administrator's change to a user (PUT /api/users/{userId}), under the etag read. */
export async function updateUser(
  services: MemoryServices,
  target: Pick<User, "id" | "etag">,
  body: UpdateUser,
): Promise<User> {
  const input = { params: { userId: target.id }, body, query: undefined };
  return answer(UserSchema, runAs(services, "ADMINISTRATOR", usersUpdate, input, target.etag));
}
