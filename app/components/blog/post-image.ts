/** Categories with a drawn default image (the spec's blog categories). */
const illustratedCategories = new Set(["technology", "design", "marketing", "business"]);

/**
 * A post's cover, or the default image of its category, or the generic one. The category
 * is known by its key (its English name, lower-cased), whatever language it is shown in.
 */
export function postImageSrc(post: { image: string | null; category: { key: string } | null }): string {
  if (post.image) return post.image;
  const key = post.category?.key.trim().toLocaleLowerCase("en");
  return key && illustratedCategories.has(key) ? `/images/blog/default-${key}.svg` : "/images/blog/default.svg";
}
