import { data, RouterContextProvider } from "react-router";
import { textPagePaths } from "../../../common/public-pages";
import type { TextPage } from "../../../common/content/choices";
import { contentItemInputSchema, type LocalizedContent } from "../../../common/content/items";
import { type ContentKind, contentKinds } from "../../../common/content/kinds";
import { localize, type TranslatedText } from "../../../common/content/translated";
import { pagePreviewSchema } from "../../../common/page-preview";
import { HttpError } from "../../../server/http-error.server";
import { type AppContext, appContext } from "../../../server/load-context.server";
import { asStaffPreview } from "./preview-access.server";
import { loader as home } from "./home";
import { loader as services } from "./services";
import { loader as portfolio } from "./portfolio";
import { loader as about } from "./about";
import { loader as blog } from "./blog";
import { loader as contact } from "./contact";
import { loader as faq } from "./faq";
import { loader as references } from "./references";
import { loader as packages } from "./packages";
import { loader as application } from "./application";
import { loader as logoGenerator } from "./logo-generator";

type PageLoader = (args: {
  request: Request;
  context: RouterContextProvider;
  params: object;
  url: URL;
  pattern: string;
}) => unknown;

/** Each fixed page's own loader: the preview reads what the page reads, with the unsaved items in place. */
const pageLoaders: Record<TextPage, PageLoader> = {
  home,
  services,
  portfolio,
  about,
  blog,
  contact,
  faq,
  references,
  packages,
  application,
  "logo-generator": logoGenerator,
} as unknown as Record<TextPage, PageLoader>;

/**
 * A fixed page drawn from its editor's unsaved values, for staff only (decision 061): the
 * body names the session's token and the page's items; each item is checked by its kind's
 * schema, then the page's own loader runs on a content reader that gives those items in
 * place of the saved ones. Nothing is written, and the route is under /admin, which the
 * page cache never stores and answers `no-store`.
 */
export async function previewPage(context: AppContext, request: Request, page: TextPage) {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw httpError(context, 400, "invalidJson");
  }
  const parsed = pagePreviewSchema.safeParse(body);
  if (!parsed.success) throw httpError(context, 400, "invalidInput");
  return asStaffPreview(context, parsed.data.token, async () => {
    const unsaved = parsed.data.items.map(({ kind, slug, input }) => {
      const checked = contentItemInputSchema(kind as ContentKind).safeParse(input);
      if (!checked.success) throw new HttpError(400, "invalidInput");
      return { kind: kind as ContentKind, slug, input: checked.data };
    });
    const content: AppContext["content"] = async (kind) => {
      const saved = await context.content(kind);
      const mine = unsaved.filter((item) => item.kind === kind);
      if (mine.length === 0) return saved;
      const drawn = mine.map(({ slug, input }) => localized(kind, slug, input, context.language));
      return [...drawn, ...saved.filter((item) => !mine.some((unsavedItem) => unsavedItem.slug === item.slug))];
    };
    const router = new RouterContextProvider();
    router.set(appContext, { ...context, content });
    const url = new URL(request.url);
    const address = new URL(`${textPagePaths[page]}${url.search}`, url);
    const loaded = await pageLoaders[page]({
      request: new Request(address, { headers: request.headers }),
      context: router,
      params: {},
      url: address,
      pattern: textPagePaths[page],
    });
    return { page, loaded };
  });
}

/** An unsaved item as the content reader gives a saved one: its fields and its text in `language`. */
function localized<Kind extends ContentKind>(
  kind: Kind,
  slug: string | null,
  input: { fields: unknown; text: unknown },
  language: AppContext["language"],
): LocalizedContent<Kind> {
  return {
    id: "",
    slug,
    updatedAt: new Date().toISOString(),
    ...(contentKinds[kind].fields.parse(input.fields) as object),
    ...localize(input.text as TranslatedText<object>, language),
  } as LocalizedContent<Kind>;
}

function httpError({ t }: AppContext, status: number, messageKey: string) {
  return data({ message: t(`api:${messageKey}`) }, { status });
}
