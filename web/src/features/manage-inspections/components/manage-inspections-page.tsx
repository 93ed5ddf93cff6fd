import { ComingSoon } from "../../../components/ui/coming-soon";

/** Being built (issue 5). */
export function ManageInspectionsPage() {
  return <ComingSoon title="Manage Inspections" backTo={null} />;
}
