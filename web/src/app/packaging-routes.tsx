import type { PackagingCheck } from "@aql-portal/shared";
import { RaiseOnPackagingCheck } from "../features/corrective-actions/components/raise-on-check";
import type { PackagingView } from "../features/packaging/components/packaging-address";
import { PackagingPage } from "../features/packaging/components/packaging-page";
import { YourReportsPackagingPage } from "../features/packaging/components/your-reports-packaging-page";

/**
 * The packaging pages, with "Raise corrective action" from the CARs feature in a check's drawer (for those who
 * raise CARs, on a check that found issues; docs/decisions/corrective-actions.md, "Pages").
 */
const checkActions = (check: PackagingCheck) => <RaiseOnPackagingCheck check={check} />;

/** /user/packaging: the DCs' checks and reports. */
export function PackagingRoute() {
  return <PackagingPage checkActions={checkActions} />;
}

/** Your Reports' packaging sub-pages (a client manager raises CARs from them). */
export function YourReportsPackagingRoute({ view }: { view: PackagingView }) {
  return <YourReportsPackagingPage view={view} checkActions={checkActions} />;
}
