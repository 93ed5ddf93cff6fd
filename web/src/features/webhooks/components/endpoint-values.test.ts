import { describe, expect, it } from "vitest";
import { checkEndpoint, EMPTY_ENDPOINT } from "./endpoint-values";

describe("the Add endpoint form", () => {
  it("takes an https:// URL, at least one kind and a description, trimmed", () => {
    expect(
      checkEndpoint({
        url: " https://erp.example.com/aql-events ",
        kinds: ["lot.failed"],
        description: "  ERP  ",
      }),
    ).toEqual({
      ok: true,
      input: { url: "https://erp.example.com/aql-events", kinds: ["lot.failed"], description: "ERP" },
    });
  });

  it("asks for a URL and a kind when there are none", () => {
    expect(checkEndpoint(EMPTY_ENDPOINT)).toEqual({
      ok: false,
      errors: { url: "This field is required.", kinds: "Choose at least one kind of event." },
    });
  });

  it("says what is wrong with a URL in a sentence naming the field", () => {
    const checked = checkEndpoint({ ...EMPTY_ENDPOINT, url: "erp.example.com", kinds: ["lot.failed"] });
    expect(checked).toEqual({
      ok: false,
      errors: { url: "URL must be an absolute URL, e.g. https://erp.example.com/aql-events." },
    });
    expect(checkEndpoint({ ...EMPTY_ENDPOINT, url: "ftp://erp.example.com", kinds: ["lot.failed"] })).toEqual(
      {
        ok: false,
        errors: { url: "URL must be an https:// URL." },
      },
    );
  });
});
