import type { InspectionDetail } from "@aql-portal/shared";
import { ReportCarsSection } from "../features/corrective-actions/components/report-cars-section";
import { InspectionReportPage } from "../features/inspection-report/components/inspection-report-page";

/**
 * /user/inspection-detail: the inspection report, with its corrective actions (the CARs raised on the lot or
 * verified at it, and raising one) from the CARs feature.
 */
export function InspectionReportRoute() {
  return <InspectionReportPage correctiveActions={correctiveActions} />;
}

const correctiveActions = (detail: InspectionDetail, onReload: () => Promise<unknown>) => (
  <ReportCarsSection detail={detail} onReload={onReload} />
);
