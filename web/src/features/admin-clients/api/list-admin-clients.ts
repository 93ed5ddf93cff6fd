import useSWR, { type SWRResponse } from "swr";
import { z } from "zod";
import { AdminClientSchema, apiRoutes, type AdminClient } from "@aql-portal/shared";
import { apiRequest, type ApiRequestError } from "../../../lib/api-client";

/** GET /api/admin/clients: the provider's clients and their two portals (administrators only). */
export function listAdminClients(): Promise<AdminClient[]> {
  return apiRequest(apiRoutes.adminClients, { schema: z.array(AdminClientSchema), showLoader: false });
}

export function useAdminClients(): SWRResponse<AdminClient[], ApiRequestError> {
  return useSWR<AdminClient[], ApiRequestError, "admin-clients">("admin-clients", listAdminClients, {
    revalidateOnFocus: false,
  });
}
