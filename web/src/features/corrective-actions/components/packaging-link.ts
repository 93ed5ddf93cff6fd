import {
  SIDEBAR_ITEMS,
  webRoutes,
  yourReportsPagePath,
  yourReportsPagesFor,
  type FeatureFlags,
  type Role,
} from "@aql-portal/shared";
import { canOpen, isClientMode } from "../../../lib/access";

/** The packaging pages open a check in their drawer from `?check=` (the packaging feature's CHECK_PARAM). */
const CHECK_PARAM = "check";

/**
 * Where a CAR's packaging check opens for the reader: the DCs' page (/user/packaging) in staff mode, the
 * Compliance sub-page of Your Reports for a client role; null when the reader opens neither (the deployment
 * hides packaging, or the role does not read it), so the booking shows without a link.
 */
export function packagingCheckPath(
  checkId: string,
  reader: { role: Role; features: FeatureFlags; customerName: string },
): string | null {
  const query = `?${new URLSearchParams({ [CHECK_PARAM]: checkId }).toString()}`;
  if (isClientMode(reader.role)) {
    const opens = yourReportsPagesFor(reader.role.name, reader.features).some(
      (page) => page.slug === "compliance",
    );
    return opens ? `${yourReportsPagePath(reader.customerName, "compliance")}${query}` : null;
  }
  const page = SIDEBAR_ITEMS.find((item) => item.path === webRoutes.packaging);
  return page && canOpen(reader.role, reader.features, page) ? `${webRoutes.packaging}${query}` : null;
}
