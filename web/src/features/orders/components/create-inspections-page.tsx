import { ComingSoon } from "../../../components/ui/coming-soon";

/** Being built (issue 5). */
export function CreateInspectionsPage() {
  return <ComingSoon title="CREATE INSPECTIONS" backTo={null} />;
}
