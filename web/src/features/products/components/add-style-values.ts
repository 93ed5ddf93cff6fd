import { AddProductSchema, type AddProduct } from "@aql-portal/shared";
import type { ApiRequestError } from "../../../lib/api-client";

/** The Add style form's values (every field as typed) and their checks. */
export type AddStyleField = keyof AddProduct;
export type AddStyleValues = Record<AddStyleField, string>;
export type AddStyleErrors = Partial<Record<AddStyleField, string>>;

export const EMPTY_ADD_STYLE: AddStyleValues = {
  styleCode: "",
  styleName: "",
  productCategoryCode: "",
  departmentId: "",
  supplierId: "",
};
const FIELDS: readonly AddStyleField[] = [
  "styleCode",
  "styleName",
  "productCategoryCode",
  "departmentId",
  "supplierId",
];

function isField(name: unknown): name is AddStyleField {
  return FIELDS.some((field) => field === name);
}

/** The values as the API takes them (optional selects left out when empty), checked with the API's schema. */
export function checkAddStyle(
  values: AddStyleValues,
): { ok: true; data: AddProduct } | { ok: false; errors: AddStyleErrors } {
  const parsed = AddProductSchema.safeParse({
    styleCode: values.styleCode,
    styleName: values.styleName,
    productCategoryCode: values.productCategoryCode,
    departmentId: values.departmentId || undefined,
    supplierId: values.supplierId || undefined,
  });
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: AddStyleErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isField(field)) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** "body.productCategoryCode" → the field it names. */
export function serverFieldErrors(error: ApiRequestError): AddStyleErrors {
  const errors: AddStyleErrors = {};
  for (const { field, message } of error.fieldErrors) {
    const name = field.replace(/^body\./, "");
    if (isField(name)) errors[name] ??= message;
  }
  return errors;
}
