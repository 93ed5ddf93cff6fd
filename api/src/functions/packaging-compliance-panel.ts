import {
  apiRoutes,
  CompliancePanelQuerySchema,
  CompliancePanelSchema,
  supplierScopeOf,
} from "@aql-portal/shared";
import { httpFunction } from "../lib/http";
import { compliancePanel, periodOf } from "../packaging/checks";

/**
 * GET /api/packaging/compliance-panel: per supplier over the period (the last 30 days by default), the checks
 * done, the share compliant and the most frequent issues, worst supplier first. Suppliers see their own.
 */
export const packagingCompliancePanel = httpFunction({
  name: "packaging-compliance-panel",
  route: apiRoutes.packagingCompliancePanel,
  methods: ["GET"],
  access: "packaging:read",
  response: { 200: CompliancePanelSchema },
  query: CompliancePanelQuerySchema,
  handler: async ({ query }, { services, tenantId, user }) => {
    const filters = { ...query, ...periodOf(query) };
    const cells = await services.packaging.panelCells(tenantId, filters, supplierScopeOf(user));
    return { body: compliancePanel(cells, filters) };
  },
});
