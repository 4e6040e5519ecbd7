import { Trans } from "react-i18next";
import { data } from "react-router";
import { richTextClass } from "~/components/ui/rich-text";
import { readDatabase } from "~/lib/database-reads.server";
import { formatLongDate } from "~/lib/locale-format";
import { pageMeta } from "~/lib/seo";
import { bySlug } from "~/lib/site-content";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/simple-page";
import NotFound from "./not-found";
import { appContext } from "../../../server/load-context.server";

/**
 * /:slug: a simple page staff write (Privacy, Terms and any they add, decision 040), in the
 * visitor's language with English where a field is not translated. Site routes with a
 * fixed address win over this one, and no page may take their slug.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { t, language, content, readSiteName } = context.get(appContext);
  const siteName = await readSiteName();
  const page = bySlug(await readDatabase(() => content("pages")), params.slug);
  if (!page) {
    // Any other address of one segment: the site's 404 page, as the catch-all route answers it.
    return data(
      {
        page: null,
        updated: null,
        meta: { title: t("notFound.title"), description: t("notFound.text"), siteName },
      },
      { status: 404 },
    );
  }
  return {
    page: { title: page.title, body: page.body },
    updated: { iso: page.updatedAt, text: formatLongDate(new Date(page.updatedAt), language) },
    meta: {
      title: page.seoTitle || page.title,
      description: page.seoDescription,
      siteName,
    },
  };
}

// Served as islands (decision 072): nothing of the page but its frame runs in the browser.
export const handle: RouteHandle = { islands: true };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(loaderData?.meta, matches[0]?.loaderData?.language),
  ...(loaderData?.page ? [] : [{ name: "robots", content: "noindex, nofollow" }]),
];

export default function SimplePage({ loaderData }: Route.ComponentProps) {
  const { page, updated } = loaderData;
  if (!page) return <NotFound />;
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">{page.title}</h1>
      {updated && (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          <Trans
            i18nKey="simplePage.updated"
            values={{ date: updated.text }}
            components={{ time: <time dateTime={updated.iso} /> }}
          />
        </p>
      )}
      {/* Sanitised by the server when it was saved (server/post-html/sanitize-html.server.ts). */}
      <div className={`mt-8 ${richTextClass}`} dangerouslySetInnerHTML={{ __html: page.body }} />
    </article>
  );
}
