import type { z } from "zod";
import { t } from "@lingui/core/macro";
import {
  CreateUserSchema,
  UpdateUserSchema,
  messages,
  type CreateUser,
  type RoleName,
  type User,
} from "@aql-portal/shared";
import { fieldSentence } from "../../../lib/forms";
import { perLanguage } from "../../../lib/i18n";

/**
 * The add/edit user form and the approve dialog as plain values, and the rules that check them: the shared
 * schemas the API checks with, so a form the browser accepts is one the server accepts. Only the wording is
 * the form's own: an empty field reads "This field is required.", and the schema's fragments ("is not a
 * valid email address") become sentences naming the field.
 */
export const USER_FIELDS = ["name", "email", "role", "locationIds", "platform", "supplierId"] as const;
export type UserField = (typeof USER_FIELDS)[number];
export type UserFieldErrors = Partial<Record<UserField, string>>;

export const userFieldLabels = perLanguage((): Readonly<Record<UserField, string>> => ({
  name: t`Name`,
  email: t`Email`,
  role: t`Role`,
  locationIds: t`Locations`,
  platform: t`Platform`,
  supplierId: t`Supplier`,
}));

export interface UserFormValues {
  name: string;
  email: string;
  role: RoleName | "";
  locationIds: string[];
  platform: "" | "1" | "2" | "3";
  supplierId: string;
}

/** Spec §3: new users default to the Web platform (legacy constant platform 2). */
export const EMPTY_USER_FORM: UserFormValues = {
  name: "",
  email: "",
  role: "",
  locationIds: [],
  platform: "2",
  supplierId: "",
};

export function formValuesOf(user: User): UserFormValues {
  return {
    name: user.name,
    email: user.email,
    // A user awaiting approval has no role to keep: the form asks for one.
    role: user.role.name === "PENDING" ? "" : user.role.name,
    locationIds: user.locations.map((location) => location.id),
    platform: String(user.platform) as UserFormValues["platform"],
    supplierId: user.supplier?.id ?? "",
  };
}

/** What the API receives: the supplier only travels with the Supplier role (the field is hidden otherwise). */
function toInput(values: UserFormValues) {
  return {
    name: values.name,
    email: values.email,
    role: values.role === "" ? undefined : values.role,
    locationIds: values.locationIds,
    platform: values.platform === "" ? undefined : Number(values.platform),
    supplierId: values.role === "SUPPLIER" && values.supplierId !== "" ? values.supplierId : undefined,
  };
}

export type Checked<T> = { ok: true; data: T } | { ok: false; errors: UserFieldErrors };

export function checkUserForm(values: UserFormValues): Checked<CreateUser> {
  const parsed = CreateUserSchema.safeParse(toInput(values));
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: errorsOf(parsed.error, values) };
}

export type ApproveValues = Pick<UserFormValues, "role" | "locationIds" | "supplierId">;
export type ApproveChange = Extract<z.infer<typeof UpdateUserSchema>, { action: "approve" }>;

export function checkApproval(values: ApproveValues): Checked<ApproveChange> {
  const input = toInput({ ...EMPTY_USER_FORM, ...values });
  const parsed = UpdateUserSchema.safeParse({
    action: "approve",
    role: input.role,
    locationIds: input.locationIds,
    supplierId: input.supplierId,
  });
  if (!parsed.success)
    return { ok: false, errors: errorsOf(parsed.error, { ...EMPTY_USER_FORM, ...values }) };
  // The schema is a union of every action; approve went in, approve came out.
  return parsed.data.action === "approve"
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: { role: messages.required } };
}

function isUserField(key: unknown): key is UserField {
  return typeof key === "string" && (USER_FIELDS as readonly string[]).includes(key);
}

function isEmpty(value: UserFormValues[UserField]): boolean {
  return Array.isArray(value) ? false : value.trim() === "";
}

function errorsOf(error: z.ZodError, values: UserFormValues): UserFieldErrors {
  const errors: UserFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (!isUserField(field) || errors[field] !== undefined) continue;
    errors[field] = isEmpty(values[field])
      ? messages.required
      : fieldSentence(userFieldLabels()[field], issue.message);
  }
  return errors;
}
