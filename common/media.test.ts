import { describe, expect, it } from "vitest";
import { altTextFor } from "./media";
import { mediaIdOfUrl, thumbnailUrl } from "./media-address";

describe("an upload's address and alternative text", () => {
  const id = "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b";

  it("finds the upload an address under /media/ names, whichever width", () => {
    expect(mediaIdOfUrl(`/media/${id}-1600.webp`)).toBe(id);
    expect(mediaIdOfUrl(`/media/${id}-480.webp`)).toBe(id);
    for (const other of [null, "", "/images/blog/default.svg", `https://elsewhere.test/media/${id}-480.webp`])
      expect(mediaIdOfUrl(other)).toBeUndefined();
  });

  it("points a thumbnail at the smallest stored width, and leaves other addresses as they are", () => {
    expect(thumbnailUrl(`/media/${id}-1600.webp`)).toBe(`/media/${id}-480.webp`);
    expect(thumbnailUrl(`/media/${id}-1200.webp`)).toBe(`/media/${id}-480.webp`);
    // An image narrower than the smallest width is stored at its own width only.
    expect(thumbnailUrl(`/media/${id}-300.webp`)).toBe(`/media/${id}-300.webp`);
    expect(thumbnailUrl("/images/partners/logo.svg")).toBe("/images/partners/logo.svg");
  });

  it("says the page's language, else English, else the fallback", () => {
    const alt = { en: "A red square", tr: "Kırmızı kare", ru: "", az: "" };
    expect(altTextFor(alt, "tr", "Title")).toBe("Kırmızı kare");
    expect(altTextFor(alt, "ru", "Title")).toBe("A red square");
    expect(altTextFor({ ...alt, en: "" }, "ru", "Title")).toBe("Title");
    expect(altTextFor(undefined, "az", "Title")).toBe("Title");
  });
});
