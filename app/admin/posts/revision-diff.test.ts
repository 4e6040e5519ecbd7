import { describe, expect, it } from "vitest";
import type { PostRevisionFields } from "../../../common/post-revision";
import { diffRevisions, htmlToTextBlocks } from "./revision-diff";

const fields: PostRevisionFields = {
  title: "Web development",
  content: "<h2>Why</h2><p>We build <strong>fast</strong> sites &amp; apps.</p><ul><li>One</li><li>Two</li></ul>",
  excerpt: "What we do",
  slug: "web-development",
  image: null,
  category: null,
  tags: ["web"],
  seo: { title: "", description: "", keywords: [] },
};

describe("comparing two revisions of a post", () => {
  it("reads sanitised HTML as one line of text per block", () => {
    expect(htmlToTextBlocks(fields.content)).toEqual(["Why", "We build fast sites & apps.", "One", "Two"]);
    expect(htmlToTextBlocks('<p>a<br>b</p><p><img src="/x.webp" alt="Logo"></p><p>&#1055;&#x440;</p>')).toEqual([
      "a",
      "b",
      "[Logo]",
      "Пр",
    ]);
  });

  it("gives a word diff of the title and only the fields that changed", () => {
    const diff = diffRevisions(fields, { ...fields, title: "Fast Web development", tags: ["web", "speed"] });
    expect(diff.map((field) => field.field)).toEqual(["title", "tags"]);
    expect(diff[0]!.blocks).toEqual([
      [
        { text: "Fast ", change: "inserted" },
        { text: "Web development", change: "kept" },
      ],
    ]);
  });

  it("diffs the content block by block, word by word inside a changed block", () => {
    const after = {
      ...fields,
      content: "<h2>Why</h2><p>We build fast, accessible sites &amp; apps.</p><ul><li>One</li></ul><p>New</p>",
    };
    const [content] = diffRevisions(fields, after);
    expect(content!.field).toBe("content");
    const [heading, changed, ...rest] = content!.blocks;
    expect(heading).toEqual([{ text: "Why", change: "kept" }]);
    expect(changed).toContainEqual({ text: ", accessible ", change: "inserted" });
    expect(rest).toEqual([
      [{ text: "One", change: "kept" }],
      [
        { text: "Two", change: "deleted" },
        { text: "New", change: "inserted" },
      ],
    ]);
  });

  it("names a category by its name, not its id", () => {
    const [category] = diffRevisions(fields, { ...fields, category: "c1" }, () => "Design");
    expect(category!.blocks).toEqual([[{ text: "Design", change: "inserted" }]]);
  });
});
