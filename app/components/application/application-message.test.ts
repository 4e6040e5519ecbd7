import { describe, expect, it } from "vitest";
import { toApplicationInput } from "./application-message";

describe("the application the form sends", () => {
  it("carries the business activity, phone and package as fields of their own, and only the visitor's words as the message", () => {
    const input = toApplicationInput(
      {
        name: "Aysel",
        email: "aysel@example.com",
        businessActivity: " Çiçək mağazası ",
        phoneNumber: "+994 50 123 45 67",
        extraMessage: " Sayt lazımdır ",
      },
      "BREND +",
    );
    expect(input).toEqual({
      name: "Aysel",
      email: "aysel@example.com",
      businessName: "Çiçək mağazası",
      phoneNumber: "+994 50 123 45 67",
      message: "Sayt lazımdır",
      package: "BREND +",
    });
  });

  it("sends an empty message and no package when the visitor wrote nothing more and came without one", () => {
    const input = toApplicationInput({
      name: "A",
      email: "a@b.az",
      businessActivity: "Kafe",
      phoneNumber: "12345",
      extraMessage: "  ",
    });
    expect(input).toMatchObject({ message: "", package: "" });
    expect(Object.values(input).filter((value) => value.includes("Kafe"))).toEqual(["Kafe"]);
  });
});
