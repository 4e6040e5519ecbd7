import { useTranslation } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
// Linked by hand with a precedence, which makes React put it first in <head>, ahead of
// the many module preloads it hoists: the one render-blocking file is requested first.
import stylesheet from "./app.css?url";
import { defaultNamespace, fallbackLanguage } from "../common/i18n/languages";
import { useLanguageRouting } from "./i18n/use-language-routing";
import { useHydrationMarker } from "./lib/hydration";
import { useNonce } from "./lib/nonce";
import { appContext } from "../server/load-context.server";
import { type LanguageAlternates, languageAlternates } from "../common/i18n/language-alternates";
import { defaultOgImagePath, socialImageMeta } from "./lib/seo";
import { shareCardFor } from "../server/share/share-cards.server";
import { isDatabaseUnavailable } from "../server/db/unavailable.server";
import { themeBootScript } from "./lib/theme";
import { displayFontFiles } from "./lib/display-font";
import { islandsEntry } from "../server/islands-entry.server";
import { type IslandPageData, islandPageElementId, jsonForScript } from "./islands/page-data";

export interface RouteHandle {
  /** Translation namespaces the route needs besides `common`. */
  i18n?: string[];
  /** False for pages that search engines should not index (the admin). */
  indexable?: boolean;
  /** True for pages whose content shows the social links: the floating rail and the footer leave them out. */
  ownSocialLinks?: boolean;
  /**
   * True for a public page served as islands (decision 072): rendered here as any page, but
   * sent without React Router's client; its `<Island>` parts hydrate on their own.
   */
  islands?: boolean;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const { language, t, config, db, content, readSiteName } = context.get(appContext);
  const siteName = await readSiteName();
  // The page's share card (docs/decisions/022); a page without one, or a database that
  // cannot be read just now, shares the default image.
  const shareImage = await shareCardFor(
    { db, t, content, language, siteUrl: config.siteUrl, siteName },
    pathname,
  ).catch((error: unknown) => {
    if (isDatabaseUnavailable(error)) return undefined;
    throw error;
  });
  return {
    language,
    siteName,
    shareImage: shareImage ?? `${config.siteUrl}${defaultOgImagePath}`,
    islandsEntry: islandsEntry(),
    ...languageAlternates(config.siteUrl, pathname, language),
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const matches = useMatches();
  const nonce = useNonce();
  useHydrationMarker();
  const islandPageData = useIslandPageData();
  const handles = matches.map((match) => (match.handle ?? {}) as RouteHandle);
  const namespaces = [...new Set([defaultNamespace, ...handles.flatMap((handle) => handle.i18n ?? [])])];
  const indexable = handles.every((handle) => handle.indexable !== false);
  // A page whose versions have addresses of their own (a blog post, decision 021) names its
  // canonical and hreflang links in `loaderData.languageLinks`; the others get the site's.
  const versionLinks = matches
    .map((match) => (match.loaderData as { languageLinks?: LanguageAlternates } | undefined)?.languageLinks)
    .findLast(Boolean);
  const links = versionLinks ?? data;
  // Only the server chooses islands: a page the router's client reaches by a link (from a
  // page not yet served as islands) is drawn by the router, as before.
  const islands =
    import.meta.env.SSR && data?.islandsEntry && handles.at(-1)?.islands
      ? { entry: data.islandsEntry, page: islandPageData(matches, handles, namespaces) }
      : undefined;

  return (
    <html
      lang={data?.language ?? fallbackLanguage}
      // Such a page is in its content's language, whatever the visitor's was: the browser
      // takes it as the visitor's choice instead of switching away (app/entry.client.tsx).
      data-content-language={versionLinks ? "" : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        {displayFontFiles[data?.language ?? fallbackLanguage].map((file) => (
          <link key={file} rel="preload" href={file} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <meta name="i18n-namespaces" content={namespaces.join(",")} />
        <meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#0f172a" media="(prefers-color-scheme: dark)" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {indexable && data && links ? (
          <>
            <link rel="canonical" href={links.canonical} />
            <meta property="og:url" content={links.canonical} />
            {socialImageMeta(data.shareImage).map((tag) => (
              <meta key={tag.property ?? tag.name} {...tag} />
            ))}
            {links.alternates.map((link) => (
              <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
            ))}
          </>
        ) : (
          <meta name="robots" content="noindex, nofollow" />
        )}
      </head>
      <body className="min-h-screen bg-white text-slate-800 antialiased dark:bg-slate-950 dark:text-slate-200">
        {children}
        {islands ? (
          <>
            <script
              type="application/json"
              id={islandPageElementId}
              dangerouslySetInnerHTML={{ __html: jsonForScript(islands.page) }}
            />
            <script type="module" src={islands.entry} nonce={nonce} />
          </>
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

/** What the islands of a page read in place of the router and i18next (app/islands/page-data.ts). */
function useIslandPageData(): (
  matches: ReturnType<typeof useMatches>,
  handles: RouteHandle[],
  namespaces: string[],
) => IslandPageData {
  const { i18n } = useTranslation();
  return (matches, handles, namespaces) => ({
    language: i18n.language as IslandPageData["language"],
    strings: Object.fromEntries(
      namespaces.map((namespace) => [namespace, i18n.getResourceBundle(i18n.language, namespace) ?? {}]),
    ),
    // The frame's: the root's (the site's name) and the public layout's (the site's details).
    loaderData: Object.fromEntries(
      matches
        .filter((match) => match.id === "root" || match.id === "routes/public/layout")
        .map((match) => [match.id, match.loaderData]),
    ),
    handles,
    // A page with versions of its own (a blog post) names them, as useLanguageRouting reads them.
    languageLinks: matches
      .map(
        (match) => (match.loaderData as { languageLinks?: IslandPageData["languageLinks"] } | undefined)?.languageLinks,
      )
      .findLast(Boolean),
  });
}

export default function App() {
  useLanguageRouting();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Pick<Route.ErrorBoundaryProps, "error">) {
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">{t(notFound ? "notFound.title" : "error.title")}</h1>
      <p className="mt-4">{t(notFound ? "notFound.text" : "error.text")}</p>
      <a href="/" className="mt-8 inline-block font-semibold text-brand-600 underline">
        {t("notFound.home")}
      </a>
    </main>
  );
}
