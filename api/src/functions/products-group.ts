import { z } from "zod";
import { apiRoutes, checkGroup, GroupStylesSchema, type Product, ProductSchema } from "@aql-portal/shared";
import { toApiProduct } from "../data/products-repository";
import { maySeeStyle } from "../inspections/scope";
import { badRequest, conflict } from "../lib/errors";
import { httpFunction } from "../lib/http";

/**
 * POST /api/products/groups: pairs two styles of the same product category (spec §5 style grouping); the
 * spec's messages say why a selection cannot be grouped.
 */
export const productsGroup = httpFunction({
  name: "products-group",
  route: apiRoutes.productGroups,
  methods: ["POST"],
  access: "products:manage",
  response: { 200: z.array(ProductSchema) },
  body: GroupStylesSchema,
  handler: async ({ body }, { services, tenantId, user }) => {
    const found = await services.products.getMany(tenantId, body.styleCodes);
    // A style the caller may not see is as unknown as one that does not exist.
    for (const style of found.values()) {
      if (!(await maySeeStyle(services, user, style))) found.delete(style.id);
    }
    const missing = body.styleCodes.filter((code) => !found.has(code));
    if (missing.length > 0)
      throw badRequest(`Unknown style ${missing.join(", ")}.`, [
        { field: "body.styleCodes", message: `unknown style ${missing.join(", ")}` },
      ]);
    const styles = body.styleCodes.map((code) => found.get(code)).filter((p) => p !== undefined);
    const problem = checkGroup(
      styles.map((p) => ({ styleCode: p.styleCode, productCategoryCode: p.productCategory?.code ?? null })),
    );
    if (problem) throw badRequest(problem, [{ field: "body.styleCodes", message: problem }]);
    const [first, second] = styles;
    if (!first || !second) throw badRequest("Can group exactly 2 styles");
    for (const style of styles) {
      const partner = style === first ? second : first;
      if (style.groupedWith && style.groupedWith !== partner.id) {
        throw conflict(
          `The style ${style.styleCode} is already grouped with ${style.groupedWith}: ungroup it first.`,
        );
      }
    }
    // Two writes without a transaction: if the second fails, calling again completes the pair (the first
    // style already names its partner, which the check above allows).
    const saved: Product[] = [];
    for (const [style, partner] of [
      [first, second],
      [second, first],
    ] as const) {
      saved.push(
        toApiProduct(
          await services.products.replace({ ...style, groupedWith: partner.id }, style._etag ?? ""),
        ),
      );
    }
    return { body: saved };
  },
});
