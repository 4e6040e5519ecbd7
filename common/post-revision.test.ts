import { describe, expect, it } from "vitest";
import { changedRevisionFields, type PostRevisionFields } from "./post-revision";

// The history says what each revision changed (decision 054), by the fields the diff uses.
describe("the fields a revision changed", () => {
  const before: PostRevisionFields = {
    title: "Web Development",
    content: "<p>We build fast sites.</p>",
    excerpt: "What we do",
    slug: "web-development",
    image: null,
    category: null,
    tags: ["web"],
    seo: { title: "", description: "", keywords: [] },
  };

  it("names each changed field in the editor's order, SEO fields one by one", () => {
    const after = {
      ...before,
      content: "<p>We build fast, accessible sites.</p>",
      title: "Web Development in 2027",
      tags: ["web", "a11y"],
      seo: { ...before.seo, description: "Fast sites" },
    };
    expect(changedRevisionFields(before, after)).toEqual(["title", "content", "tags", "seoDescription"]);
  });

  it("finds nothing changed in a copy", () => {
    expect(changedRevisionFields(before, structuredClone(before))).toEqual([]);
  });
});
