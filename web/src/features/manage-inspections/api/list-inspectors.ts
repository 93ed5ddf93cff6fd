import useSWR from "swr";
import { z } from "zod";
import { InspectorSchema, apiRoutes, type Inspector } from "@aql-portal/shared";
import { apiRequest, type ApiRequestError } from "../../../lib/api-client";

/** GET /api/inspectors: who a planner may assign (approved, active inspectors, by name). */
export function listInspectors(): Promise<Inspector[]> {
  return apiRequest(apiRoutes.inspectors, { schema: z.array(InspectorSchema), showLoader: false });
}

/** The inspectors for the edit form; fetched when the form first needs them, then kept for the visit. */
export function useInspectors() {
  return useSWR<Inspector[], ApiRequestError>("inspectors", listInspectors, { revalidateOnFocus: false });
}
