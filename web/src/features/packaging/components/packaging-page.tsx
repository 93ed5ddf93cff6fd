import { useState } from "react";
import { Box, Button } from "@chakra-ui/react";
import { LuPlus } from "react-icons/lu";
import { can, webRoutes } from "@aql-portal/shared";
import { PageHeader } from "../../../components/layouts/page-header";
import { useSession } from "../../../lib/auth/session-context";
import { useListParams } from "../../../lib/use-list-params";
import { RecordCheckDrawer, type CheckActions } from "./check-drawer";
import { CHECK_PARAM, DEFAULT_VIEW, isPackagingView, REPORT_PARAMS, VIEW_PARAM } from "./packaging-address";
import { PackagingViews } from "./packaging-views";
import { StandardSummary } from "./standard-summary";

/**
 * /user/packaging (spec §2, when show-packaging is on): the DCs' packaging checks of deliveries. DC staff record
 * a delivery's check and see what it comes to at once; below, the compliance panel and the compliance, accuracy
 * and garment-check reports (?report=…), filtered, sorted and exported; administrators change the standard.
 */
export function PackagingPage({ checkActions }: { checkActions?: CheckActions | undefined }) {
  const { role, user } = useSession();
  const mayRecord = can(role.name, "packaging:record");
  const { params, setParamValues } = useListParams();
  const [recording, setRecording] = useState(false);
  const asked = params.get(VIEW_PARAM);
  const view = isPackagingView(asked) ? asked : DEFAULT_VIEW;

  const complianceOf = (supplierId: string) => {
    const next = new URLSearchParams(params);
    next.set(VIEW_PARAM, "compliance");
    next.set(REPORT_PARAMS.supplierId, supplierId);
    next.delete(REPORT_PARAMS.result);
    return `${webRoutes.packaging}?${next.toString()}`;
  };

  return (
    <Box>
      <PageHeader
        title="Packaging & DC Reports"
        description={
          user.supplier
            ? `The DCs' packaging checks of ${user.supplier.name}'s deliveries, and the reports made of them: compliance, accuracy and garment checks.`
            : "Deliveries' packaging checks at the DCs (tape, cartons, quantities and fill, against the packaging standard), and the reports made of them: the compliance panel, compliance, accuracy and garment checks."
        }
        actions={
          mayRecord ? (
            <Button colorPalette="brand" onClick={() => setRecording(true)}>
              <LuPlus aria-hidden="true" />
              Record a check
            </Button>
          ) : null
        }
      />
      <StandardSummary mayChange={can(role.name, "packaging:standard")} />
      <PackagingViews
        view={view}
        onView={(next) =>
          setParamValues({
            [VIEW_PARAM]: next === DEFAULT_VIEW ? "" : next,
            // Each report has results of its own.
            [REPORT_PARAMS.result]: "",
            [CHECK_PARAM]: "",
          })
        }
        complianceOf={complianceOf}
        checkActions={checkActions}
        emptyDetail={
          mayRecord
            ? "Record a check when a delivery is checked at the DC: it shows here with its result."
            : "Checks show here as the DCs record them."
        }
      />
      {mayRecord ? <RecordCheckDrawer open={recording} onClose={() => setRecording(false)} /> : null}
    </Box>
  );
}
