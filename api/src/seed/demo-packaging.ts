import { createHash } from "node:crypto";
import { isoDay, type PackagingChecks } from "@aql-portal/shared";
import { orderId } from "../data/orders-repository";
import type { PoLine } from "../data/import-jobs-repository";
import type { UserDocument } from "../data/users-repository";
import { checkFromInput } from "../packaging/checks";
import type { CosmosServices } from "../lib/services";
import { createCheck } from "../packaging/check-writes";

/** The folded unit and the box most demo deliveries come in: 20 units fit a box A (60 × 40 × 40 cm). */
const DEMO_UNIT = { length: 30, width: 22, height: 4 };
const DEMO_CARTON = { length: 60, width: 40, height: 40 };

/** A number 0–19 from a name, the same every load. */
const variantOf = (name: string) =>
  Number.parseInt(createHash("sha256").update(name).digest("hex").slice(0, 4), 16) % 20;

/**
 * What is found of a demo delivery's packaging (`name` picks its variant, the same every load): most as the
 * standard asks (18 units a box), some short, some taped in plastic, some underfilled, some in an oversize box,
 * so the DC's reports have something to find.
 */
export function demoPackaging(name: string, ordered: number): PackagingChecks {
  const variant = variantOf(name);
  const received = variant === 7 || variant === 13 ? Math.round(ordered * 0.95) : ordered;
  const perCarton = variant === 9 ? 12 : 18;
  return {
    cartonCount: Math.ceil(received / perCarton),
    paperTape: variant !== 3 && variant !== 11,
    cartonDimensions: variant === 17 ? { length: 64, width: 42, height: 40 } : DEMO_CARTON,
    unitDimensions: DEMO_UNIT,
    receivedQuantity: received,
  };
}

/** Days back from the load day over which the DC checked deliveries (the reports' default period and more). */
const DC_CHECK_DAYS = 45;

/**
 * The DC's own checks of the demo deliveries that arrived at a DC in the last weeks: one per PO and style (its
 * colours together), recorded by the DC's staff on the delivery day through the same code as the Packaging page,
 * with booking references as carriers give them.
 */
export async function recordDemoDcChecks(
  services: CosmosServices,
  tenantId: string,
  lines: readonly PoLine[],
  staff: UserDocument,
  today: Date,
): Promise<number> {
  const deliveries = new Map<string, PoLine[]>();
  for (const line of lines) {
    if (line.deliveryDate < isoDay(today, -DC_CHECK_DAYS) || line.deliveryDate > isoDay(today)) continue;
    const key = `${line.poNumber}~${line.styleCode}`;
    deliveries.set(key, [...(deliveries.get(key) ?? []), line]);
  }
  let recorded = 0;
  for (const [key, delivered] of deliveries) {
    const [first] = delivered;
    if (!first) continue;
    const at = new Date(`${first.deliveryDate}T14:30:00.000Z`);
    const checkedOn = at > today ? today : at;
    const ordered = delivered.reduce((sum, line) => sum + line.quantity, 0);
    const id = createHash("sha256").update(`demo-dc-check-${key}`).digest("hex").slice(0, 32);
    const fields = await checkFromInput(
      services,
      tenantId,
      staff,
      {
        centreId: first.centre.id,
        bookingReference: `BK-${first.deliveryDate.replace(/-/g, "").slice(2)}-${first.poNumber.slice(-4)}`,
        orderIds: delivered.map((line) => orderId(line.poNumber, line.styleCode, line.colourCode)),
        ...demoPackaging(`dc-${key}`, ordered),
      },
      id,
      checkedOn,
    );
    await createCheck(services, tenantId, fields, checkedOn);
    recorded += 1;
  }
  return recorded;
}
