import { describe, expect, it } from "vitest";
import type { ContentItem } from "../../common/content/items";
import type { Post } from "../../common/post";
import { defaultSiteSettings } from "./site-settings.server";
import { contentItemChanges, postChanges, settingsChanges } from "./activity-changes.server";

const post: Post = {
  _id: "p1",
  language: "tr",
  translations: [],
  title: "Web geliştirme",
  slug: "web-gelistirme",
  content: "<p>Metin</p>",
  excerpt: "Özet",
  image: null,
  category: null,
  tags: ["web"],
  status: "published",
  seo: { title: "", description: "", keywords: [] },
  author: null,
  createdAt: "2027-01-02T10:00:00.000Z",
  updatedAt: "2027-01-02T10:00:00.000Z",
  publishedAt: "2027-01-02T10:00:00.000Z",
  publishAt: null,
  unpublishAt: null,
  deletedAt: null,
};

describe("what an edit changed", () => {
  it("names a post's changed fields in its language, and nothing when nothing changed", () => {
    const after = { ...post, title: "Web", content: "<p>Yeni</p>", seo: { ...post.seo, keywords: ["x"] } };
    expect(postChanges(post, after)).toEqual({ fields: ["title", "content", "seoKeywords"], languages: ["tr"] });
    expect(postChanges(post, { ...post, updatedAt: "2027-01-03T10:00:00.000Z" })).toBeNull();
  });

  it("names a content item's fields and the languages of its changed text", () => {
    const item = {
      _id: "c1",
      kind: "faq",
      slug: null,
      position: 0,
      visible: true,
      fields: { icon: "a" },
      text: { en: { question: "Q", answer: "A" }, ru: { question: "В" } },
      missingLanguages: [],
      createdAt: post.createdAt,
      updatedAt: post.updatedAt,
    } satisfies ContentItem;
    const after = {
      ...item,
      fields: { icon: "b" },
      text: { ...item.text, ru: { question: "В", answer: "О" }, az: { answer: "C" } },
    };
    expect(contentItemChanges(item, after)).toEqual({ fields: ["icon", "answer"], languages: ["ru", "az"] });
  });

  it("names the parts of the settings that changed and the languages of their text", () => {
    const before = defaultSiteSettings({});
    const after = {
      ...before,
      name: "Agency",
      offer: { ...before.offer, title: { ...before.offer.title, tr: "Teklif" } },
    };
    expect(settingsChanges(before, after)).toEqual({ fields: ["name", "offer"], languages: ["tr"] });
  });
});
