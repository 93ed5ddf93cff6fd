import { Box } from "@chakra-ui/react";
import { useLocation, useNavigate } from "react-router-dom";
import { clientReportPath, yourReportsPagePath } from "@aql-portal/shared";
import { BackLink } from "../../../components/layouts/back";
import { PageHeader } from "../../../components/layouts/page-header";
import { useConfig } from "../../../lib/config/config-context";
import type { CheckActions } from "./check-drawer";
import { CHECK_PARAM, REPORT_PARAMS, type PackagingView } from "./packaging-address";
import { PackagingViews } from "./packaging-views";
import { StandardSummary } from "./standard-summary";

/**
 * Your Reports' packaging sub-pages (/{customer}/your-reports/{compliance-panel|compliance|accuracy|garment-check}):
 * the same panel and reports as the DCs' page, read-only; the tabs move between the sub-pages, keeping the
 * period, supplier and DC.
 */
export function YourReportsPackagingPage({
  view,
  checkActions,
}: {
  view: PackagingView;
  /** What the app adds to an open check's drawer (raising a corrective action, for a client manager). */
  checkActions?: CheckActions | undefined;
}) {
  const { customerName } = useConfig();
  const { search } = useLocation();
  const navigate = useNavigate();
  const pathOf = (next: PackagingView, supplierId?: string) => {
    const params = new URLSearchParams(search);
    params.delete(REPORT_PARAMS.result);
    params.delete(CHECK_PARAM);
    if (supplierId) params.set(REPORT_PARAMS.supplierId, supplierId);
    const query = params.toString();
    return `${yourReportsPagePath(customerName, next)}${query ? `?${query}` : ""}`;
  };
  return (
    <Box>
      <BackLink to={clientReportPath(customerName, "Your Reports")} label="Your reports" />
      <PageHeader
        title="Packaging reports"
        description="The DCs' packaging checks of your deliveries: compliance with the packaging standard, quantities received against ordered, and how well cartons are filled."
      />
      <StandardSummary mayChange={false} />
      <PackagingViews
        view={view}
        onView={(next) => void navigate(pathOf(next))}
        complianceOf={(supplierId) => pathOf("compliance", supplierId)}
        emptyDetail="Checks show here as the DCs record them."
        checkActions={checkActions}
      />
    </Box>
  );
}
