import { ComingSoon } from "../../../components/ui/coming-soon";

/** Being built (issue 5). */
export function InspectionPlanPage() {
  return <ComingSoon title="Inspection Plan" backTo={null} />;
}
