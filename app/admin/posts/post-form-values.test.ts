import { describe, expect, it } from "vitest";
import { postInputSchema } from "../../../common/post";
import { emptyPostForm, formValuesToPostInput, postFieldOf, postFormResolver, splitList } from "./post-form-values";

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
});
