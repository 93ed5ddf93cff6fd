import type { InspectionDetail } from "@aql-portal/shared";
import { detailOf, importLines, uniqueCode, updateInspection, userId } from "../api/inspections-helpers";

/** yyyy-mm-dd, `days` from today on this machine's clock (the browser's, too). */
export function day(days = 0): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** dd/mm/yyyy, as planners type a date in an import file. */
export const typedDay = (isoDay: string) => isoDay.split("-").reverse().join("/");

export interface PlannedLot {
  style: string;
  quantity: number;
  /** The inspection day, in days from today. */
  inspectionDay: number;
  /** The PO line's delivery, in days from today (by default a month on). */
  deliveryDay?: number;
}

/**
 * Lots planned for the demo inspector through the API, as a planner makes them: one PO line per style, imported,
 * and each lot's inspection assigned to the inspector on its day. In the order given.
 */
export async function planForInspector(lots: readonly PlannedLot[]): Promise<InspectionDetail[]> {
  const { inspectionList } = await importLines(
    lots.map((lot) => ({
      po: uniqueCode("PO"),
      style: lot.style,
      quantity: lot.quantity,
      date: typedDay(day(lot.deliveryDay ?? 30)),
    })),
  );
  const planned: InspectionDetail[] = [];
  for (const lot of lots) {
    const created = inspectionList.find((inspection) => inspection.product.styleCode === lot.style);
    if (!created) throw new Error(`The import made no inspection for ${lot.style}`);
    const update = { inspectorId: userId("inspector"), inspectionDate: day(lot.inspectionDay) };
    planned.push(await detailOf(await updateInspection(created, update)));
  }
  return planned;
}
