import { STANDINGS, type Standing } from "../../../lib/supplier-switching";

export { STANDING_PARAM, SUPPLIER_PARAM } from "../../../lib/supplier-switching";

/*
 * The Suppliers page's address: the standing the list is narrowed to (?standing=tightened) and the supplier open in
 * the drawer (?supplier=…). Anything missing or unreadable means "all" and "none".
 */

/** The standing asked for in the address, or null (every supplier). */
export function standingOf(value: string | null): Standing | null {
  return STANDINGS.find((standing) => standing === value) ?? null;
}
