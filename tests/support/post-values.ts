import type { PostValues } from "../../server/db/posts.server";

/** A post as the data module takes it: a draft with placeholder text, unless `values` say otherwise. */
export const postValues = (values: Partial<PostValues> = {}): PostValues => ({
  title: "A post",
  content: "<p>Text</p>",
  excerpt: "Excerpt",
  categoryId: null,
  image: null,
  slug: undefined,
  tags: [],
  status: "draft",
  seo: { title: "", description: "", keywords: [] },
  ...values,
});
