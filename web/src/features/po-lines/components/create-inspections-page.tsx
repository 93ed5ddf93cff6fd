import { Box } from "@chakra-ui/react";
import { LuListX, LuUpload } from "react-icons/lu";
import { useLingui } from "@lingui/react/macro";
import { can, webRoutes } from "@aql-portal/shared";
import { PageHeader } from "../../../components/layouts/page-header";
import { LinkButton } from "../../../components/ui/link-button";
import { useSession } from "../../../lib/auth/session-context";
import { useConfig } from "../../../lib/config/config-context";
import { OrderLinesList, useOrderLines } from "./order-lines-list";
import { ReadyOrderRowContext } from "./ready-order-row";
import { readyOrdersColumns, readyOrdersReadOnlyColumns } from "./ready-orders-columns";
import { SelectionBar } from "./selection-bar";
import { SkipReasonDialog } from "./skip-reason-dialog";
import { useReadySelection } from "./use-ready-selection";

/**
 * /user/po-selection, CREATE INSPECTIONS (spec §2, §7 Orders): PO lines ready to inspect, by delivery date from
 * yesterday (spec §9). A planner ticks lines of one style and colour and makes them one inspection (lot = their
 * quantities, plan from ISO 2859-1), or skips lines with a reason. Whoever may not plan only reads the list.
 */
export function CreateInspectionsPage() {
  const { t } = useLingui();
  const { role } = useSession();
  const { features } = useConfig();
  const canPlan = can(role.name, "inspections:plan");
  const lines = useOrderLines("ready");
  const selection = useReadySelection(lines.orders);
  const { rowContext } = selection;

  return (
    <Box>
      <PageHeader
        title={t`Create inspections`}
        description={
          canPlan
            ? t`PO lines ready to inspect, by delivery date. Make lines of one style and colour one inspection, or skip lines that need none.`
            : t`PO lines ready to inspect, by delivery date.`
        }
        actions={
          <>
            {features.showSkipInspections ? (
              <LinkButton to={webRoutes.skippedInspections} icon={LuListX}>
                {t`Skipped inspections`}
              </LinkButton>
            ) : null}
            {can(role.name, "products:manage") ? (
              <LinkButton to={webRoutes.import} icon={LuUpload}>
                {t`Import orders`}
              </LinkButton>
            ) : null}
          </>
        }
      />
      <ReadyOrderRowContext value={rowContext}>
        <OrderLinesList
          lines={lines}
          columns={canPlan ? readyOrdersColumns() : readyOrdersReadOnlyColumns()}
          isRowSelected={(order) => rowContext.selectedIds.has(order.id)}
          isRowMuted={(order) => selection.selected.length > 0 && rowContext.whyNotSelectable(order) !== null}
        >
          {canPlan ? <SelectionBar selection={selection} /> : null}
        </OrderLinesList>
      </ReadyOrderRowContext>
      {canPlan ? (
        <SkipReasonDialog
          request={selection.skipping}
          onClose={selection.cancelSkip}
          onSubmit={selection.skip}
        />
      ) : null}
    </Box>
  );
}
