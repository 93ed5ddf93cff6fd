import useSWR, { type SWRResponse } from "swr";
import { UserPageSchema, apiRoutes, mayMove, ROLE_NAMES, type User } from "@aql-portal/shared";
import { apiRequest, type ApiRequestError } from "../../../lib/api-client";

/** The roles that may follow a CAR: those who raise them (`mayMove("raise", …)`). */
const OWNER_ROLES = ROLE_NAMES.filter((role) => mayMove("raise", { role }, null));

/**
 * GET /api/users per role that may follow a CAR: the active people a CAR can be given to, by name. Only for those
 * who may read users (reviewers, administrators); a client manager follows the CARs it raises.
 */
export async function listCarOwners(): Promise<User[]> {
  const pages = await Promise.all(
    OWNER_ROLES.map((role) =>
      apiRequest(apiRoutes.users, {
        query: { filterKey: "role", filterValue: role, pageSize: 100, sortKey: "name", sortOrder: 1 },
        schema: UserPageSchema,
        showLoader: false,
      }),
    ),
  );
  return pages
    .flatMap((page) => page.items)
    .filter((user) => user.approved && user.status === "ACTIVE" && !user.deleted)
    .sort((a, b) => a.name.localeCompare(b.name, "en-GB"));
}

export function useCarOwners(enabled: boolean): SWRResponse<User[], ApiRequestError> {
  return useSWR(enabled ? "car-owners" : null, listCarOwners, { revalidateOnFocus: false });
}
