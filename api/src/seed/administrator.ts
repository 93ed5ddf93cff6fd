import { z } from "zod";
import type { UserDocument } from "../data/users-repository";
import type { CosmosServices } from "../lib/services";

export interface CreateAdministratorResult {
  /** created: a new user; promoted: someone already there (e.g. who signed in and awaits approval). */
  outcome: "created" | "promoted" | "already";
  user: UserDocument;
}

const EmailSchema = z.email();

/**
 * A deployment's first administrator (`npm run admin:create`): the one user not approved by another
 * administrator. Refused when the tenant has an active administrator already, unless `another` is set; an
 * existing user with that email (someone who signed in and awaits approval, a blocked or removed one) becomes an
 * active administrator. Running it again for the same person changes nothing.
 */
export async function createAdministrator(
  services: CosmosServices,
  tenantId: string,
  request: { email: string; name?: string; another?: boolean },
): Promise<CreateAdministratorResult> {
  const email = request.email.trim().toLowerCase();
  if (!EmailSchema.safeParse(email).success) {
    throw new Error(`"${request.email}" is not an email address: give the administrator's work email.`);
  }
  const existing = await services.users.findByEmail(tenantId, email);
  if (existing?.role === "ADMINISTRATOR" && existing.status === "ACTIVE" && !existing.deleted) {
    return { outcome: "already", user: existing };
  }
  const administrator = await services.users.findActiveAdministrator(tenantId);
  if (administrator && !request.another) {
    throw new Error(
      `Tenant "${tenantId}" already has an administrator (${administrator.email}), who can add others on the ` +
        "Users page. To create one here anyway, pass --another.",
    );
  }
  if (existing) {
    const user = await services.users.replace(
      { ...existing, role: "ADMINISTRATOR", status: "ACTIVE", deleted: false },
      existing._etag ?? "",
    );
    return { outcome: "promoted", user };
  }
  const user = await services.users.create(tenantId, {
    name: request.name?.trim() || email,
    email,
    role: "ADMINISTRATOR",
    platform: 3,
    locations: [],
  });
  return { outcome: "created", user };
}
