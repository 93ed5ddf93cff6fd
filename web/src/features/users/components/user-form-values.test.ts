import { describe, expect, it } from "vitest";
import { messages } from "@aql-portal/shared";
import { EMPTY_USER_FORM, checkApproval, checkUserForm, type UserFormValues } from "./user-form-values";

const valid: UserFormValues = {
  name: "Paula Green",
  email: "paula.green@example.test",
  role: "PLANNER",
  locationIds: ["GB-BFD"],
  platform: "3",
  supplierId: "",
};

describe("checkUserForm", () => {
  it("says 'This field is required.' under every empty required field", () => {
    const result = checkUserForm({ ...EMPTY_USER_FORM, platform: "" });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: messages.required,
        email: messages.required,
        role: messages.required,
        platform: messages.required,
      },
    });
  });

  it("turns the schema's fragments into sentences naming the field", () => {
    const result = checkUserForm({ ...valid, email: "not-an-email" });
    expect(result).toEqual({ ok: false, errors: { email: "Email is not a valid email address." } });
  });

  it("asks for a supplier only with the Supplier role, and drops a hidden one otherwise", () => {
    expect(checkUserForm({ ...valid, role: "SUPPLIER" })).toEqual({
      ok: false,
      errors: { supplierId: messages.required },
    });
    const planner = checkUserForm({ ...valid, supplierId: "SUP-DKW" });
    expect(planner.ok && planner.data.supplierId).toBeUndefined();
  });

  it("gives the API exactly what CreateUserSchema accepts", () => {
    expect(checkUserForm({ ...valid, name: "  Paula Green  " })).toEqual({
      ok: true,
      data: {
        name: "Paula Green",
        email: "paula.green@example.test",
        role: "PLANNER",
        locationIds: ["GB-BFD"],
        platform: 3,
      },
    });
  });
});

describe("checkApproval", () => {
  it("needs a role, and a supplier for the Supplier role", () => {
    expect(checkApproval({ role: "", locationIds: [], supplierId: "" })).toEqual({
      ok: false,
      errors: { role: messages.required },
    });
    expect(checkApproval({ role: "SUPPLIER", locationIds: [], supplierId: "" })).toEqual({
      ok: false,
      errors: { supplierId: messages.required },
    });
    expect(checkApproval({ role: "SUPPLIER", locationIds: ["BD-DAC"], supplierId: "SUP-DKW" })).toEqual({
      ok: true,
      data: { action: "approve", role: "SUPPLIER", locationIds: ["BD-DAC"], supplierId: "SUP-DKW" },
    });
  });
});
