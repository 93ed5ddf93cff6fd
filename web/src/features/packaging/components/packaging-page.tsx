import { useCallback, useState } from "react";
import { Box, Button } from "@chakra-ui/react";
import { LuPlus } from "react-icons/lu";
import { Trans, useLingui } from "@lingui/react/macro";
import { can, webRoutes } from "@aql-portal/shared";
import { PageHeader } from "../../../components/layouts/page-header";
import { useSession } from "../../../lib/auth/session-context";
import { useListParams } from "../../../lib/use-list-params";
import { CheckDrawer, type CheckActions } from "./check-drawer";
import {
  CHECK_PARAM,
  DEFAULT_VIEW,
  isPackagingView,
  REPORT_PARAMS,
  VIEW_PARAM,
  type PackagingView,
} from "./packaging-address";
import { PackagingViews } from "./packaging-views";
import { StandardSummary } from "./standard-summary";

/**
 * /user/packaging (spec §2, when show-packaging is on): the DCs' packaging checks of deliveries. DC staff record
 * a delivery's check and see what it comes to at once; below, the compliance panel and the compliance, accuracy
 * and garment-check reports (?report=…), filtered, sorted and exported; administrators change the standard.
 *
 * Opening a check (?check=…) or the record form draws the page again: what the views are given keeps its identity
 * meanwhile, so the reports under the drawer are not drawn again with it.
 */
export function PackagingPage({ checkActions }: { checkActions?: CheckActions | undefined }) {
  const { t } = useLingui();
  const { role, user } = useSession();
  const mayRecord = can(role.name, "packaging:record");
  const { params, setParamValues } = useListParams();
  const [recording, setRecording] = useState(false);
  const endRecording = useCallback(() => setRecording(false), []);
  const asked = params.get(VIEW_PARAM);
  const view = isPackagingView(asked) ? asked : DEFAULT_VIEW;

  // A supplier's compliance report keeps the period and the DC; no check is open there.
  const others = new URLSearchParams(params);
  others.delete(CHECK_PARAM);
  const search = others.toString();
  const complianceOf = useCallback(
    (supplierId: string) => {
      const next = new URLSearchParams(search);
      next.set(VIEW_PARAM, "compliance");
      next.set(REPORT_PARAMS.supplierId, supplierId);
      next.delete(REPORT_PARAMS.result);
      return `${webRoutes.packaging}?${next.toString()}`;
    },
    [search],
  );
  const onView = useCallback(
    (next: PackagingView) =>
      setParamValues({
        [VIEW_PARAM]: next === DEFAULT_VIEW ? "" : next,
        // Each report has results of its own.
        [REPORT_PARAMS.result]: "",
        [CHECK_PARAM]: "",
      }),
    [setParamValues],
  );

  const supplierName = user.supplier ? user.supplier.name : null;
  return (
    <Box>
      <PageHeader
        title={t`Packaging & DC Reports`}
        description={
          supplierName !== null
            ? t`The DCs' packaging checks of ${supplierName}'s deliveries, and the reports made of them: compliance, accuracy and garment checks.`
            : t`Deliveries' packaging checks at the DCs (tape, cartons, quantities and fill, against the packaging standard), and the reports made of them: the compliance panel, compliance, accuracy and garment checks.`
        }
        actions={
          mayRecord ? (
            <Button colorPalette="brand" onClick={() => setRecording(true)}>
              <LuPlus aria-hidden="true" />
              <Trans>Record a check</Trans>
            </Button>
          ) : null
        }
      />
      <StandardSummary mayChange={can(role.name, "packaging:standard")} />
      <PackagingViews
        view={view}
        onView={onView}
        complianceOf={complianceOf}
        emptyDetail={
          mayRecord
            ? t`Record a check when a delivery is checked at the DC: it shows here with its result.`
            : t`Checks show here as the DCs record them.`
        }
      />
      <CheckDrawer
        checkActions={checkActions}
        recording={mayRecord ? { open: recording, onClose: endRecording } : undefined}
      />
    </Box>
  );
}
