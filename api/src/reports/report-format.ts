/** How the report writes measurements; its dates and moments are the product's (`formatDay`, `formatDateTime`). */

/** Centimetres to one decimal place: "72.5". */
export const formatCm = (value: number): string => value.toFixed(1);

/** A deviation with its sign: "+1.5", "-0.5", "0.0". */
export const formatDeviation = (value: number): string =>
  value > 0 ? `+${formatCm(value)}` : formatCm(value === 0 ? 0 : value);
