import useSWR, { type SWRResponse } from "swr";
import {
  CompliancePanelSchema,
  type CompliancePanel,
  type CompliancePanelQuery,
  apiRoutes,
} from "@aql-portal/shared";
import { apiRequest, type ApiRequestError } from "../../../lib/api-client";

/** GET /api/packaging/compliance-panel: per supplier over the period, checks, share compliant, worst issues. */
export function getCompliancePanel(query: CompliancePanelQuery): Promise<CompliancePanel> {
  return apiRequest(apiRoutes.packagingCompliancePanel, {
    query: { ...query },
    schema: CompliancePanelSchema,
    showLoader: false,
  });
}

export const PANEL_KEY = "packaging-compliance-panel";

/** The panel for these filters; none (a range that cannot be sent) asks nothing. */
export function useCompliancePanel(
  query: CompliancePanelQuery | null,
): SWRResponse<CompliancePanel, ApiRequestError> {
  return useSWR(query ? ([PANEL_KEY, query] as const) : null, ([, q]) => getCompliancePanel(q), {
    keepPreviousData: true,
  });
}
