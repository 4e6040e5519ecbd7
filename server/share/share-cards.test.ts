import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { cardHash, parseShareCardPath, renderPng, shareCardPath } from "./share-cards.server";

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

describe("a share card with its page's picture", () => {
  const picture = (x: number) => ({ file: "picture.webp", width: 1200, height: 800, focalPoint: { x, y: 0.5 } });
  // Red on the left, green on the right: the card's band shows red around a point on the left, green around one on the right.
  const twoColours = () =>
    sharp({ create: { width: 1200, height: 800, channels: 3, background: "#ff0000" } })
      .composite([
        {
          input: { create: { width: 600, height: 800, channels: 3, background: "#00ff00" } },
          top: 0,
          left: 600,
        },
      ])
      .webp({ lossless: true })
      .toBuffer();

  /** The colour in the middle of the card's picture band, as [red, green, blue]. */
  const sideColour = async (png: Buffer) => {
    const { data } = await sharp(png)
      .extract({ left: 970, top: 315, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return [...data.subarray(0, 3)];
  };

  it("is cut around the focal point: the left for a point on the left, the right for one on the right", async () => {
    const bytes = await twoColours();
    const readFile = async (name: string) => (name === "picture.webp" ? bytes : undefined);
    const [red1, green1] = await sideColour(await renderPng({ ...text, picture: picture(0.1) }, readFile));
    const [red2, green2] = await sideColour(await renderPng({ ...text, picture: picture(0.9) }, readFile));
    expect([red1! > 240, green1! < 15]).toEqual([true, true]);
    expect([red2! < 15, green2! > 240]).toEqual([true, true]);
  });

  it("has an address of its own per picture and focal point", () => {
    const plain = cardHash(text);
    const top = cardHash({ ...text, picture: picture(0) });
    expect(top).not.toBe(plain);
    expect(cardHash({ ...text, picture: picture(1) })).not.toBe(top);
    expect(cardHash({ ...text, picture: { ...picture(0), file: "other.webp" } })).not.toBe(top);
    expect(cardHash({ ...text, picture: picture(0) })).toBe(top);
  });

  it("is drawn without the picture when its file is gone", async () => {
    const withoutFile = await renderPng({ ...text, picture: picture(0) }, async () => undefined);
    expect(withoutFile.equals(await renderPng(text, async () => undefined))).toBe(true);
  });
});
