import { t } from "@lingui/core/macro";
import { AddProductSchema, type AddProduct } from "@aql-portal/shared";
import { fieldSentence } from "../../../lib/forms";
import { perLanguage } from "../../../lib/i18n";

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

/** Each field's label, which its messages name. */
export const addStyleLabels = perLanguage((): Readonly<Record<AddStyleField, string>> => ({
  styleCode: t`Style Code`,
  styleName: t`Style Name`,
  productCategoryCode: t`Product category`,
  departmentId: t`Department`,
  supplierId: t`Supplier`,
}));

function isField(name: unknown): name is AddStyleField {
  return typeof name === "string" && Object.hasOwn(EMPTY_ADD_STYLE, name);
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
    if (isField(field)) errors[field] ??= fieldSentence(addStyleLabels()[field], issue.message);
  }
  return { ok: false, errors };
}
