import { describe, expect, it } from "vitest";
import { fieldErrorsFromServer, fieldSentence } from "./forms";

describe("fieldSentence", () => {
  it("leads with the field's label when the words start with a verb, and ends with a full stop", () => {
    expect(fieldSentence("Delivery quantity", "must be a whole number")).toBe(
      "Delivery quantity must be a whole number.",
    );
    expect(fieldSentence("Email", "Enter an email address.")).toBe("Enter an email address.");
    expect(fieldSentence("Name", "required")).toBe("Required.");
  });
});

describe("fieldErrorsFromServer", () => {
  it("puts body.* errors on their fields, an array entry on its list, the rest apart", () => {
    expect(
      fieldErrorsFromServer(
        [
          { field: "body.email", message: "is not a valid email address" },
          { field: "body.locationIds.1", message: "is not a known location" },
          { field: "body.shoeSize", message: "is not expected" },
        ],
        { email: "Email", locationIds: "Locations" },
      ),
    ).toEqual({
      fields: {
        email: "Email is not a valid email address.",
        locationIds: "Locations is not a known location.",
      },
      other: ["body.shoeSize: is not expected"],
    });
  });
});
