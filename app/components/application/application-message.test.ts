import { describe, expect, it } from "vitest";
import { toApplicationInput } from "./application-message";

const labels = { businessActivity: "Biznes fəaliyyəti", phoneNumber: "Telefon nömrəsi", extraMessage: "Əlavə mesaj" };

describe("the application the form sends", () => {
  it("carries the business activity as businessName and composes the message from activity, phone and extra message", () => {
    const input = toApplicationInput(
      {
        name: "Aysel",
        email: "aysel@example.com",
        businessActivity: " Çiçək mağazası ",
        phoneNumber: "+994 50 123 45 67",
        extraMessage: "Sayt lazımdır",
      },
      labels,
    );
    expect(input).toEqual({
      name: "Aysel",
      email: "aysel@example.com",
      businessName: "Çiçək mağazası",
      phoneNumber: "+994 50 123 45 67",
      message: "Biznes fəaliyyəti: Çiçək mağazası\nTelefon nömrəsi: +994 50 123 45 67\nƏlavə mesaj: Sayt lazımdır",
    });
  });

  it("leaves the extra-message line out when there is none", () => {
    const input = toApplicationInput(
      { name: "A", email: "a@b.az", businessActivity: "Kafe", phoneNumber: "12345", extraMessage: "  " },
      labels,
    );
    expect(input.message).toBe("Biznes fəaliyyəti: Kafe\nTelefon nömrəsi: 12345");
  });
});
