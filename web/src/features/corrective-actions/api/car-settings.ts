import useSWR, { type SWRResponse } from "swr";
import { CarSettingsSchema, apiRoutes, type CarSettings } from "@aql-portal/shared";
import { apiRequest, type ApiRequestError } from "../../../lib/api-client";

export const CAR_SETTINGS_KEY = "corrective-action-settings";

/** GET /api/corrective-action-settings: the days a supplier gets to answer a new CAR (those who raise them). */
export function getCarSettings(): Promise<CarSettings> {
  return apiRequest(apiRoutes.correctiveActionSettings, { schema: CarSettingsSchema, showLoader: false });
}

/** The tenant's CAR settings, or no request at all (`enabled` false: the role does not raise CARs). */
export function useCarSettings(enabled: boolean): SWRResponse<CarSettings, ApiRequestError> {
  return useSWR(enabled ? CAR_SETTINGS_KEY : null, getCarSettings, { revalidateOnFocus: false });
}

/** PUT /api/corrective-action-settings: administrators set the default days to answer. */
export function updateCarSettings(settings: CarSettings): Promise<CarSettings> {
  return apiRequest(apiRoutes.correctiveActionSettings, {
    method: "PUT",
    body: settings,
    schema: CarSettingsSchema,
    loaderMessage: "Saving the days to answer…",
  });
}
