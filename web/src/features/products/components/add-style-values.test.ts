import { describe, expect, it } from "vitest";
import { messages } from "@aql-portal/shared";
import { EMPTY_ADD_STYLE, checkAddStyle } from "./add-style-values";

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
