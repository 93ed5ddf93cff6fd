import type { PublicConfig } from "@aql-portal/shared";

type TitleFields = Pick<PublicConfig, "product" | "customerName">;

/** Spec §1: "{product} | {CUSTOMER NAME}". */
export function pageTitle({ product, customerName }: TitleFields): string {
  return `${product} | ${customerName.toUpperCase()}`;
}

/**
 * The landing page checks the two strings it needs by hand instead of with the shared zod schema: in this
 * build any zod on the landing page costs about 16 KB gzip (zod's core is shared with the app's chunks),
 * which breaks its 80 KB budget. The guard's type is taken from PublicConfig, so the two stay in step.
 */
function hasTitleFields(json: unknown): json is TitleFields {
  return (
    typeof json === "object" &&
    json !== null &&
    "product" in json &&
    typeof json.product === "string" &&
    "customerName" in json &&
    typeof json.customerName === "string"
  );
}

/** Sets the title from raw config JSON; leaves the static title in place if the JSON is not a config. */
export function applyPageTitleFromJson(json: unknown): void {
  if (hasTitleFields(json)) document.title = pageTitle(json);
}
