import { ComingSoon } from "../../../components/ui/coming-soon";

/** Being built (issue 5). */
export function SkippedInspectionsPage() {
  return <ComingSoon title="SKIPPED INSPECTIONS" backTo={null} />;
}
