import { describe, expect, it } from "vitest";
import { messages } from "@aql-portal/shared";
import { ApiRequestError } from "../../../lib/api-client";
import { EMPTY_ADD_STYLE, checkAddStyle, serverFieldErrors } from "./add-style-values";

describe("checkAddStyle", () => {
  it("names every required field left empty", () => {
    const checked = checkAddStyle(EMPTY_ADD_STYLE);
    expect(checked).toEqual({
      ok: false,
      errors: {
        styleCode: messages.required,
        styleName: messages.required,
        productCategoryCode: messages.required,
      },
    });
  });

  it("refuses a style code the API would refuse", () => {
    const checked = checkAddStyle({
      ...EMPTY_ADD_STYLE,
      styleCode: "T61 4471",
      styleName: "Jumper",
      productCategoryCode: "MKNIT",
    });
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.errors.styleCode).toMatch(/letters, digits/);
  });

  it("trims, and leaves the optional selects out when empty", () => {
    expect(
      checkAddStyle({
        ...EMPTY_ADD_STYLE,
        styleCode: " T61-4471 ",
        styleName: " Jumper ",
        productCategoryCode: "MKNIT",
      }),
    ).toEqual({
      ok: true,
      data: { styleCode: "T61-4471", styleName: "Jumper", productCategoryCode: "MKNIT" },
    });
  });
});

describe("serverFieldErrors", () => {
  it("maps the API's body.* fields to the form's fields and ignores others", () => {
    const error = new ApiRequestError(400, "Invalid request", [
      { field: "body.productCategoryCode", message: '"XX" is not a known product category' },
      { field: "query.other", message: "ignored" },
    ]);
    expect(serverFieldErrors(error)).toEqual({ productCategoryCode: '"XX" is not a known product category' });
  });
});
