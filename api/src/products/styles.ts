import { checkGroup, type AddProduct } from "@aql-portal/shared";
import type { ProductDocument } from "../data/products-repository";
import type { UserDocument } from "../data/users-repository";
import { loadStyle, maySeeStyle } from "../inspections/scope";
import { badRequest, conflict } from "../lib/errors";
import { referenceItems } from "../lib/reference-lists";
import type { Services } from "../lib/services";

/*
 * What planners do to the tenant's styles by hand (spec §5): add one, delete one nothing depends on, pair two of
 * the same product category, and part a pair. Each command takes the caller and what they sent, and answers what
 * it stored; a style the caller may not see is as unknown as one that does not exist (loadStyle).
 */

/** A planner adds a style by hand; its product category, department and supplier must be the tenant's. */
export async function addStyle(
  services: Pick<Services, "reference" | "products">,
  user: UserDocument,
  body: AddProduct,
): Promise<ProductDocument> {
  const tenantId = user.tenantId;
  const [categories, departments, suppliers] = await Promise.all([
    referenceItems(services.reference, tenantId, "product-categories"),
    referenceItems(services.reference, tenantId, "departments"),
    referenceItems(services.reference, tenantId, "suppliers"),
  ]);
  const category = categories.find((c) => c.code.toLowerCase() === body.productCategoryCode.toLowerCase());
  const department = body.departmentId ? departments.find((d) => d.id === body.departmentId) : undefined;
  const supplier = body.supplierId ? suppliers.find((s) => s.id === body.supplierId) : undefined;
  const errors = [
    ...(category
      ? []
      : [
          {
            field: "body.productCategoryCode",
            message: `"${body.productCategoryCode}" is not a known product category`,
          },
        ]),
    ...(body.departmentId && !department
      ? [{ field: "body.departmentId", message: `"${body.departmentId}" is not a known department` }]
      : []),
    ...(body.supplierId && !supplier
      ? [{ field: "body.supplierId", message: `"${body.supplierId}" is not a known supplier` }]
      : []),
  ];
  if (!category || errors.length > 0) {
    throw badRequest(`Invalid request: ${errors.map((e) => `${e.field} ${e.message}`).join("; ")}`, errors);
  }
  return services.products.create(tenantId, {
    styleCode: body.styleCode,
    styleName: body.styleName,
    productCategory: { code: category.code, name: category.name },
    garmentCategory: category.garmentCategory,
    department: department ? { id: department.id, name: department.name } : null,
    supplier: supplier ? { id: supplier.id, name: supplier.name } : null,
    seasonCodes: [],
    hasSizeChart: false,
    groupedWith: null,
  });
}

/** A planner deletes a style read with `etag` that nothing depends on: not grouped, on no PO line (409 otherwise). */
export async function deleteStyle(
  services: Pick<Services, "products" | "inspections" | "orders">,
  user: UserDocument,
  { productId, etag }: { productId: string; etag: string },
): Promise<void> {
  const product = await loadStyle(services, user.tenantId, user, productId);
  if (product.groupedWith) {
    throw conflict(
      `The style ${product.styleCode} is grouped with ${product.groupedWith}: ungroup them first.`,
    );
  }
  const lines = await services.orders.countForStyle(user.tenantId, product.styleCode);
  if (lines > 0) {
    throw conflict(
      `The style ${product.styleCode} is on ${lines} PO ${lines === 1 ? "line" : "lines"}: styles with orders cannot be deleted.`,
    );
  }
  await services.products.delete(user.tenantId, product.id, etag);
}

/**
 * A planner pairs two styles of the same product category (spec §5 style grouping); the spec's messages say why a
 * selection cannot be grouped. Two writes without a transaction: if the second fails, calling again completes the
 * pair (the first style already names its partner, which the check allows).
 */
export async function groupStyles(
  services: Pick<Services, "products" | "inspections">,
  user: UserDocument,
  styleCodes: readonly string[],
): Promise<ProductDocument[]> {
  const tenantId = user.tenantId;
  const found = await services.products.getMany(tenantId, styleCodes);
  // A style the caller may not see is as unknown as one that does not exist.
  for (const style of found.values()) {
    if (!(await maySeeStyle(services, user, style))) found.delete(style.id);
  }
  const missing = styleCodes.filter((code) => !found.has(code));
  if (missing.length > 0)
    throw badRequest(`Unknown style ${missing.join(", ")}.`, [
      { field: "body.styleCodes", message: `unknown style ${missing.join(", ")}` },
    ]);
  const styles = styleCodes.map((code) => found.get(code)).filter((p) => p !== undefined);
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
  const saved: ProductDocument[] = [];
  for (const [style, partner] of [
    [first, second],
    [second, first],
  ] as const) {
    saved.push(await services.products.replace({ ...style, groupedWith: partner.id }, style._etag ?? ""));
  }
  return saved;
}

/** A planner parts a style from the one it is grouped with: both are answered as stored. */
export async function ungroupStyle(
  services: Pick<Services, "products" | "inspections">,
  user: UserDocument,
  productId: string,
): Promise<ProductDocument[]> {
  const style = await loadStyle(services, user.tenantId, user, productId);
  const partner = style.groupedWith
    ? await services.products.get(user.tenantId, style.groupedWith)
    : undefined;
  const saved: ProductDocument[] = [];
  for (const doc of [style, partner]) {
    if (doc?.groupedWith)
      saved.push(await services.products.replace({ ...doc, groupedWith: null }, doc._etag ?? ""));
  }
  return saved;
}
