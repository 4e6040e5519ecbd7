import type { Post } from "../../../common/post";
import type { PostInput, PostStatus } from "../../../common/schemas";

/** The post form's fields: lists are typed comma-separated, as the spec says. */
export interface PostFormValues {
  title: string;
  content: string;
  excerpt: string;
  category: string;
  tags: string;
  status: PostStatus;
  image: string;
  slug: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
}

export const emptyPostForm: PostFormValues = {
  title: "",
  content: "",
  excerpt: "",
  category: "",
  tags: "",
  status: "draft",
  image: "",
  slug: "",
  seoTitle: "",
  seoDescription: "",
  seoKeywords: "",
};

/** "a, b ,, c" → ["a", "b", "c"]: split on commas, trimmed, blanks dropped. */
export function splitList(text: string): string[] {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

export function postToFormValues(post: Post): PostFormValues {
  return {
    title: post.title,
    content: post.content,
    excerpt: post.excerpt,
    category: post.category?._id ?? "",
    tags: post.tags.join(", "),
    status: post.status,
    image: post.image ?? "",
    slug: post.slug,
    seoTitle: post.seo.title,
    seoDescription: post.seo.description,
    seoKeywords: post.seo.keywords.join(", "),
  };
}

/** The body of POST/PUT /api/posts (before the shared schema trims and checks it). */
export function formValuesToPostInput(values: PostFormValues) {
  return {
    title: values.title,
    content: values.content,
    excerpt: values.excerpt,
    category: values.category || null,
    tags: splitList(values.tags),
    status: values.status,
    image: values.image || null,
    slug: values.slug,
    seo: { title: values.seoTitle, description: values.seoDescription, keywords: splitList(values.seoKeywords) },
  } satisfies Record<keyof PostInput, unknown>;
}

const seoFields: Record<string, keyof PostFormValues> = { title: "seoTitle", description: "seoDescription", keywords: "seoKeywords" };

/** The form field an issue of the shared schema belongs to (`seo.keywords.3` → seoKeywords). */
export function postFieldOf(path: PropertyKey[]): string {
  const [first, second] = path.map(String);
  if (first === "seo" && second) return seoFields[second] ?? "seoTitle";
  return first ?? "title";
}
