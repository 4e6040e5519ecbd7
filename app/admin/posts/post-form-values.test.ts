import { describe, expect, it } from "vitest";
import { postInputSchema } from "../../../common/post";
import type { Post } from "../../../common/post";
import { postDraftSchema } from "../../../common/post-revision";
import {
  emptyPostForm,
  formValuesToDraft,
  formValuesToPostInput,
  postFieldOf,
  postFormResolver,
  splitList,
  translationToFormValues,
} from "./post-form-values";

describe("the post form's values", () => {
  it("splits comma-separated tags and keywords and trims them", () => {
    expect(splitList(" design ,  web,, branding ,")).toEqual(["design", "web", "branding"]);
  });

  it("becomes a body the shared schema accepts, with a draft by default", () => {
    const parsed = postInputSchema.parse(
      formValuesToPostInput({
        ...emptyPostForm,
        title: "T",
        content: "<p>x</p>",
        excerpt: "E",
        tags: "a, b",
        seoKeywords: "k1 ,k2",
      }),
    );
    expect(parsed).toMatchObject({
      status: "draft",
      tags: ["a", "b"],
      category: null,
      image: null,
      seo: { keywords: ["k1", "k2"] },
    });
  });

  it("maps the schema's issue paths to form fields", () => {
    expect(postFieldOf(["seo", "keywords", "2"])).toBe("seoKeywords");
    expect(postFieldOf(["tags", "0"])).toBe("tags");
    expect(postFieldOf(["excerpt"])).toBe("excerpt");
  });

  it("checks the form with the shared schema and shows each issue at its field", async () => {
    const options = { fields: {}, shouldUseNativeValidation: false } as never;
    const refused = await postFormResolver(
      { ...emptyPostForm, content: "<p>x</p>", tags: `ok, ${"t".repeat(500)}` },
      undefined,
      options,
    );
    expect(refused.values).toEqual({});
    expect(refused.errors.title?.message).toBe("validation.required");
    expect(refused.errors.excerpt?.message).toBe("validation.required");
    expect(refused.errors.tags?.message).toMatch(/^validation\./);
    expect(refused.errors.content).toBeUndefined();

    const accepted = await postFormResolver(
      { ...emptyPostForm, title: " T ", content: "<p>x</p>", excerpt: "E" },
      undefined,
      options,
    );
    expect(accepted.errors).toEqual({});
    expect(accepted.values).toMatchObject({ title: "T", status: "draft", tags: [] });
  });

  it("shows a schedule in the past at its field, and sends schedules as instants or null", async () => {
    const options = { fields: {}, shouldUseNativeValidation: false } as never;
    const values = { ...emptyPostForm, title: "T", content: "<p>x</p>", excerpt: "E" };
    const refused = await postFormResolver({ ...values, publishAt: "2020-01-01T00:00:00.000Z" }, undefined, options);
    expect(refused.errors.publishAt?.message).toBe("validation.scheduleInPast");
    expect(formValuesToPostInput(values)).toMatchObject({ publishAt: null, unpublishAt: null });
    const later = new Date(Date.now() + 60_000).toISOString();
    const accepted = await postFormResolver({ ...values, publishAt: later }, undefined, options);
    expect(accepted.values).toMatchObject({ publishAt: later, unpublishAt: null });
  });

  it("starts a translation from the source's text and author, without its slug, status or schedules", () => {
    const source = {
      _id: "source-id",
      language: "en",
      author: { _id: "author-id", name: "Nigar Aliyeva" },
      title: "Source title",
      content: "<p>Source</p>",
      excerpt: "Source excerpt",
      category: { _id: "cat", name: "News" },
      tags: ["a"],
      image: "/images/blog/default.svg",
      slug: "source-title",
      status: "published",
      seo: { title: "SEO", description: "D", keywords: ["k"] },
      publishAt: null,
      unpublishAt: "2030-01-01T00:00:00.000Z",
    } as unknown as Post;
    expect(translationToFormValues(source, "tr")).toEqual({
      language: "tr",
      translationOf: "source-id",
      author: "author-id",
      title: "Source title",
      content: "<p>Source</p>",
      excerpt: "Source excerpt",
      category: "cat",
      tags: "a",
      status: "draft",
      image: "/images/blog/default.svg",
      slug: "",
      seoTitle: "SEO",
      seoDescription: "D",
      seoKeywords: "k",
      publishAt: "",
      unpublishAt: "",
    });
  });

  it("autosaves what the API's draft schema takes: the text fields, not the author or the schedules", () => {
    const values = {
      ...emptyPostForm,
      title: "Half a title",
      author: "author-id",
      publishAt: "2030-01-01T10:00",
      unpublishAt: "2030-02-01T10:00",
    };
    const parsed = postDraftSchema.safeParse(formValuesToDraft(values));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ title: "Half a title", excerpt: "" });
  });
});
