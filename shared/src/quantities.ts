import { z } from "zod";

/**
 * The largest quantity anywhere in the portal: a PO line's order quantity (the import), a lot's PO or delivery
 * quantity (planning), a count of cartons or units received (packaging). More is a typing slip. One limit, so a
 * line the import takes can always be edited (docs/decisions/domain-rules.md).
 */
export const MAX_QUANTITY = 10_000_000;

/** The largest measure in centimetres: a garment's point of measure, a carton's or a unit's side. */
export const MAX_CENTIMETRES = 1000;

/** A quantity of at least `min` (0 or 1), whole, at most MAX_QUANTITY; the messages follow the field's name. */
export const quantitySchema = (min: 0 | 1) =>
  z
    .number()
    .int("must be a whole number")
    .min(min, min === 1 ? "must be at least 1" : "must not be negative")
    .max(MAX_QUANTITY, `must be at most ${MAX_QUANTITY.toLocaleString("en-GB")}`);

/** A measure in centimetres, 0 to MAX_CENTIMETRES. */
export const CentimetresSchema = z
  .number()
  .min(0, "must not be negative")
  .max(MAX_CENTIMETRES, `must be at most ${MAX_CENTIMETRES} cm`);
