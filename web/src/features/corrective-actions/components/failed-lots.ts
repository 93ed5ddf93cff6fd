import { isLotNotAccepted, isoDay, type Inspection, type InspectionResult } from "@aql-portal/shared";

/*
 * Which lots a CAR can be raised on (docs/decisions/corrective-actions.md): lots not accepted, one supplier and
 * style per CAR. The server decides (409 for a lot that was accepted); the pages offer only what it would take.
 */

/** The results the inspections list is asked for when looking for failed lots. */
export const FAILED_RESULTS: readonly InspectionResult[] = ["Fail", "Comm. Pass"];

/**
 * The inspection dates failed lots are looked for in: the last year up to today (the longest range the
 * inspections list serves).
 */
export function failedLotsRange(today: Date): { from: string; to: string } {
  return { from: isoDay(today, -364), to: isoDay(today) };
}

/** A supplier and style: what one CAR covers. */
export interface SupplierStyle {
  supplier: { id: string; name: string };
  styleCode: string;
  styleName: string;
}

export const supplierStyleKey = (lot: { supplier: { id: string }; product: { styleCode: string } }): string =>
  `${lot.supplier.id}~${lot.product.styleCode}`;

/** Lots of one supplier and style, the latest delivery first. */
export interface StyleLots extends SupplierStyle {
  key: string;
  lots: Inspection[];
}

/**
 * Failed lots (as the inspections list answered them, maybe twice over) grouped by supplier and style: each lot
 * once, not-accepted ones only, the groups with the latest failure first, each group's lots the latest first.
 */
export function groupFailedLots(lots: readonly Inspection[]): StyleLots[] {
  const seen = new Set<string>();
  const groups = new Map<string, StyleLots>();
  for (const lot of lots) {
    if (seen.has(lot.id) || !isLotNotAccepted(lot)) continue;
    seen.add(lot.id);
    const key = supplierStyleKey(lot);
    const group = groups.get(key) ?? {
      key,
      supplier: lot.supplier,
      styleCode: lot.product.styleCode,
      styleName: lot.product.styleName,
      lots: [],
    };
    group.lots.push(lot);
    groups.set(key, group);
  }
  const latestFirst = (a: Inspection, b: Inspection) =>
    b.deliveryDate.localeCompare(a.deliveryDate) || b.inspectionNumber.localeCompare(a.inspectionNumber);
  return [...groups.values()]
    .map((group) => ({ ...group, lots: [...group.lots].sort(latestFirst) }))
    .sort(
      (a, b) =>
        (b.lots[0]?.deliveryDate ?? "").localeCompare(a.lots[0]?.deliveryDate ?? "") ||
        a.styleCode.localeCompare(b.styleCode),
    );
}
