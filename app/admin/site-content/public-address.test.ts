import { describe, expect, it } from "vitest";
import type { ContentItem } from "../../../common/content/items";
import { type ContentKind, contentKindNames } from "../../../common/content/kinds";
import { publicAddress } from "./public-address";

const item = (slug: string | null, visible = true) => ({ slug, visible }) as ContentItem;

describe("the public page of a content item", () => {
  it("is the item's own address, with the language for all but English", () => {
    expect(publicAddress("services", item("web-development"), "en")).toBe("/services/web-development");
    expect(publicAddress("projects", item("shop"), "tr")).toBe("/portfolio/shop?lng=tr");
    expect(publicAddress("pages", item("privacy"), "az")).toBe("/privacy?lng=az");
  });

  it("is the page a page text or call to action belongs to", () => {
    expect(publicAddress("page-texts", item("home"), "en")).toBe("/");
    expect(publicAddress("page-texts", item("application"), "ru")).toBe("/muraciet?lng=ru");
    expect(publicAddress("page-texts", item("contact"), "tr")).toBe("/contact?lng=tr");
    expect(publicAddress("calls-to-action", item("post"), "en")).toBe("/blog");
    expect(publicAddress("calls-to-action", item("project"), "az")).toBe("/portfolio?lng=az");
    expect(publicAddress("calls-to-action", item("home"), "en")).toBe("/");
    expect(publicAddress("partners", item(null), "en")).toBe("/references");
    expect(publicAddress("about-page", item(null), "tr")).toBe("/about?lng=tr");
    expect(publicAddress("services-page", item(null), "az")).toBe("/services?lng=az");
    expect(publicAddress("packages-page", item(null), "en")).toBe("/packages");
    expect(publicAddress("footer", item(null), "ru")).toBe("/?lng=ru");
  });

  it("exists for every kind, so each editor offers View on site", () => {
    const sampleSlug = (kind: ContentKind) =>
      kind === "page-texts" ? "home" : kind === "calls-to-action" ? "home" : "x";
    const without = contentKindNames.filter((kind) => !publicAddress(kind, item(sampleSlug(kind)), "en"));
    expect(without).toEqual([]);
  });

  it("is none for a hidden item", () => {
    expect(publicAddress("services", item("web-development", false), "en")).toBeUndefined();
  });
});
