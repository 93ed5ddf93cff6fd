import { useCallback } from "react";
import { Box } from "@chakra-ui/react";
import { useLocation, useNavigate } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { clientReportPath, yourReportsPagePath } from "@aql-portal/shared";
import { BackLink } from "../../../components/layouts/back";
import { PageHeader } from "../../../components/layouts/page-header";
import { useConfig } from "../../../lib/config/config-context";
import { CheckDrawer, type CheckActions } from "./check-drawer";
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
  const { t } = useLingui();
  const { customerName } = useConfig();
  const { search } = useLocation();
  const navigate = useNavigate();
  // The other sub-pages keep the period, supplier and DC; no report's result, and no check open.
  const params = new URLSearchParams(search);
  params.delete(REPORT_PARAMS.result);
  params.delete(CHECK_PARAM);
  const kept = params.toString();
  const pathOf = useCallback(
    (next: PackagingView, supplierId?: string) => {
      const nextParams = new URLSearchParams(kept);
      if (supplierId) nextParams.set(REPORT_PARAMS.supplierId, supplierId);
      const query = nextParams.toString();
      return `${yourReportsPagePath(customerName, next)}${query ? `?${query}` : ""}`;
    },
    [kept, customerName],
  );
  // Kept while only the open check changes, so that opening one does not draw the reports again.
  const onView = useCallback((next: PackagingView) => void navigate(pathOf(next)), [navigate, pathOf]);
  const complianceOf = useCallback((supplierId: string) => pathOf("compliance", supplierId), [pathOf]);
  return (
    <Box>
      <BackLink to={clientReportPath(customerName, "Your Reports")} label={t`Your reports`} />
      <PageHeader
        title={t`Packaging reports`}
        description={t`The DCs' packaging checks of your deliveries: compliance with the packaging standard, quantities received against ordered, and how well cartons are filled.`}
      />
      <StandardSummary mayChange={false} />
      <PackagingViews
        view={view}
        onView={onView}
        complianceOf={complianceOf}
        emptyDetail={t`Checks show here as the DCs record them.`}
      />
      <CheckDrawer checkActions={checkActions} />
    </Box>
  );
}
