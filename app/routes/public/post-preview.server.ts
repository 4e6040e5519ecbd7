import { readCallToAction } from "~/lib/page-texts.server";
import { postInputSchema } from "../../../common/post";
import { postReadingMinutes } from "../../../server/post-html/reading-time.server";
import { renderPostHtml } from "../../../server/post-html/render-post-html.server";
import { findCategory, localizeCategory } from "../../../server/db/categories.server";
import { findMediaAltByUrl } from "../../../server/db/media.server";
import { findAuthorOnPage } from "../../../server/db/authors.server";
import { altTextFor } from "../../../common/media";
import { postImageSrc } from "~/components/blog/post-image";
import { HttpError } from "../../../server/http-error.server";
import type { AppContext } from "../../../server/load-context.server";
import { asStaffPreview } from "./preview-access.server";

/**
 * An unsaved post as its public page would show it, for staff only: the editor sends the
 * form's values with the session's token; the content is sanitised exactly as a save
 * would store it, and nothing is stored.
 */
export async function previewPost(context: AppContext, form: FormData) {
  const { db, language, content: siteContent } = context;
  return asStaffPreview(context, form.get("token"), async ({ user: author }) => {
    let values: unknown;
    try {
      values = JSON.parse(String(form.get("post") ?? ""));
    } catch {
      throw new HttpError(400, "invalidJson");
    }
    const parsed = postInputSchema.safeParse(values);
    if (!parsed.success) throw new HttpError(400, "invalidInput");
    const input = parsed.data;
    const content = renderPostHtml(input.content);
    const category = input.category ? await findCategory(db, input.category) : undefined;
    return {
      post: {
        id: "",
        language: input.language,
        title: input.title,
        slug: input.slug ?? "",
        excerpt: input.excerpt,
        content,
        cover: {
          src: postImageSrc({ image: input.image, category: category ? { key: category.nameKey } : null }),
          alt: input.image ? altTextFor(await findMediaAltByUrl(db, input.image), language, input.title) : "",
        },
        category: category
          ? { name: localizeCategory(category, input.language).name, key: category.nameKey }
          : null,
        tags: input.tags,
        author: (await findAuthorOnPage(db, input.author ?? author.id, input.language)) ?? null,
        publishedAt: new Date().toISOString(),
      },
      readingMinutes: postReadingMinutes(content),
      related: [],
      callToAction: await readCallToAction(siteContent, "post", { title: input.title }),
    };
  });
}
