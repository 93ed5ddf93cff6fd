import * as z from "zod/mini";
import type { PublicConfig } from "@aql-portal/shared";

/** Spec §1: "{product} | {CUSTOMER NAME}". */
export function pageTitle({ product, customerName }: Pick<PublicConfig, "product" | "customerName">): string {
  return `${product} | ${customerName.toUpperCase()}`;
}

/**
 * The two fields the landing page needs for its title, in zod/mini (about 4 KB) rather than the shared
 * schema's full zod (about 25 KB), which alone would break the landing page's 80 KB budget. `satisfies`
 * ties it to the shared PublicConfig type, so a change there fails the type check here.
 */
const TitleFieldsSchema = z.object({ product: z.string(), customerName: z.string() }) satisfies z.ZodMiniType<
  Pick<PublicConfig, "product" | "customerName">
>;

/** Sets the title from raw config JSON; leaves the static title in place if the JSON is not a config. */
export function applyPageTitleFromJson(json: unknown): void {
  const fields = TitleFieldsSchema.safeParse(json);
  if (fields.success) document.title = pageTitle(fields.data);
}
