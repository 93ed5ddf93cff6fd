import { CarsAwaitingPanel } from "../features/corrective-actions/components/awaiting-panel";
import { ManageInspectionsPage } from "../features/manage-inspections/components/manage-inspections-page";

/**
 * /user/manage-inspections: the inspections list; where a supplier lands, its corrective actions awaiting its answer
 * come first (docs/decisions/corrective-actions.md, "Pages"; the panel draws nothing for anyone else).
 */
export function ManageInspectionsRoute() {
  return <ManageInspectionsPage lead={<CarsAwaitingPanel />} />;
}
