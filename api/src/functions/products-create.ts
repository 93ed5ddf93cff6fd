import { AddProductSchema, apiRoutes, ProductSchema } from "@aql-portal/shared";
import { toApiProduct } from "../data/products-repository";
import { badRequest } from "../lib/errors";
import { httpFunction } from "../lib/http";
import { referenceItems } from "../lib/reference-lists";

/** POST /api/products: a planner adds a style by hand ("Style added successfully."). */
export const productsCreate = httpFunction({
  name: "products-create",
  route: apiRoutes.products,
  methods: ["POST"],
  access: "products:manage",
  response: { 201: ProductSchema },
  body: AddProductSchema,
  handler: async ({ body }, { services, tenantId }) => {
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
    const created = await services.products.create(tenantId, {
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
    return { status: 201, body: toApiProduct(created) };
  },
});
