import { describe, expect, it } from "vitest";
import { cardHash, parseShareCardPath, shareCardPath } from "./share-cards.server";

const text = {
  title: "Veb proqramlaşdırma",
  kicker: "Xidmətlər",
  siteName: "Nova Digital",
  host: "example.com",
  language: "az",
};

describe("a share card's address", () => {
  it("names the page, its language and a hash, and reads back as such", () => {
    const hash = cardHash(text);
    expect(hash).toMatch(/^[\w-]{12}$/);
    expect(shareCardPath("az", "/", hash)).toBe(`/share/az/home.${hash}.png`);
    expect(parseShareCardPath(`/az/home.${hash}.png`)).toEqual({ language: "az", pagePath: "/", hash });
    expect(parseShareCardPath(`/ru/blog/my-post.${hash}.png`)).toEqual({
      language: "ru",
      pagePath: "/blog/my-post",
      hash,
    });
  });

  it("changes with anything the card shows and with the content's version", () => {
    const hash = cardHash(text, "2026-01-01T00:00:00.000Z");
    expect(cardHash({ ...text, title: "Veb proqramlaşdırma!" }, "2026-01-01T00:00:00.000Z")).not.toBe(hash);
    expect(cardHash({ ...text, language: "tr" }, "2026-01-01T00:00:00.000Z")).not.toBe(hash);
    expect(cardHash(text, "2026-01-02T00:00:00.000Z")).not.toBe(hash);
    expect(cardHash(text, "2026-01-01T00:00:00.000Z")).toBe(hash);
  });

  it("is nothing for an address that is not one", () => {
    const hash = cardHash(text);
    for (const address of [
      "",
      "/",
      `/xx/home.${hash}.png`,
      `/en/home.${hash}.jpg`,
      `/en/home.${hash}x.png`,
      `/en/Home.${hash}.png`,
      `/en/a/b/c.${hash}.png`,
      `/en/../home.${hash}.png`,
      `/en/${"a".repeat(201)}.${hash}.png`,
    ])
      expect(parseShareCardPath(address), address).toBeUndefined();
  });
});
