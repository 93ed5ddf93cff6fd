import { memo } from "react";
import { Tabs } from "@chakra-ui/react";
import { CompliancePanelView, type CompliancePanelViewProps } from "./compliance-panel-view";
import { isPackagingView, PACKAGING_VIEWS, VIEW_TITLES, type PackagingView } from "./packaging-address";
import { ReportView } from "./report-view";

export interface PackagingViewsProps extends CompliancePanelViewProps {
  view: PackagingView;
  onView: (view: PackagingView) => void;
  /** What a report says when nothing was checked in its period. */
  emptyDetail: string;
}

/**
 * The compliance panel and the three reports under tabs (the staff page and Your Reports' sub-pages alike), the
 * one on view named in the address; a check opened from any of them shows in the page's CheckDrawer. Memoised:
 * the page drawing itself again (a check opened, the record form opened) does not draw the tabs again with it.
 */
export const PackagingViews = memo(function PackagingViews({
  view,
  onView,
  complianceOf,
  emptyDetail,
}: PackagingViewsProps) {
  return (
    <Tabs.Root
      value={view}
      onValueChange={(details) => {
        if (isPackagingView(details.value)) onView(details.value);
      }}
      variant="line"
      colorPalette="brand"
      lazyMount
      unmountOnExit
    >
      <Tabs.List mb="4" overflowX="auto" overflowY="hidden">
        {PACKAGING_VIEWS.map((each) => (
          <Tabs.Trigger key={each} value={each} whiteSpace="nowrap">
            {VIEW_TITLES[each]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {PACKAGING_VIEWS.map((each) => (
        <Tabs.Content key={each} value={each} pt="0">
          {each === "compliance-panel" ? (
            <CompliancePanelView complianceOf={complianceOf} />
          ) : (
            <ReportView report={each} emptyDetail={emptyDetail} />
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
});
