import type { AnchorHTMLAttributes } from "react";
import { islandPage } from "../page-data";

// React Router for islands (decision 072, aliased in vite.islands.config.ts only): a page
// served as islands has no router, so a link is an ordinary link (the page cache answers
// it), the location is the window's, and loader data and handles are what the server put
// in the page.

type To = string | { pathname?: string; search?: string; hash?: string };
type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "className"> & {
  to: To;
  prefetch?: string;
  replace?: boolean;
  preventScrollReset?: boolean;
  reloadDocument?: boolean;
  viewTransition?: boolean;
  className?: string;
};

const href = (to: To) =>
  typeof to === "string" ? to : `${to.pathname ?? window.location.pathname}${to.search ?? ""}${to.hash ?? ""}`;

/** As React Router renders it: the same attributes, so the server's markup hydrates as is. */
export function Link({
  to,
  prefetch,
  replace,
  preventScrollReset,
  reloadDocument,
  viewTransition,
  children,
  ...rest
}: LinkProps) {
  void [prefetch, replace, preventScrollReset, reloadDocument, viewTransition];
  const target = href(to);
  return (
    <a href={target} data-discover={target.startsWith("/") ? "true" : undefined} {...rest}>
      {children}
    </a>
  );
}

export function NavLink({
  className,
  end,
  ...rest
}: Omit<LinkProps, "className"> & {
  className?: string | ((state: { isActive: boolean; isPending: boolean }) => string);
  end?: boolean;
}) {
  const path = href(rest.to)
    .split(/[?#]/)[0]!
    .replace(/(.)\/$/, "$1");
  const here = window.location.pathname.replace(/(.)\/$/, "$1");
  const isActive = here === path || (!end && path !== "/" && here.startsWith(`${path}/`));
  // As React Router: a function is asked; a string gets "active" added while the link is open.
  const classes =
    typeof className === "function"
      ? className({ isActive, isPending: false })
      : isActive
        ? `${className ?? ""} active`.trim()
        : className;
  return <Link {...rest} aria-current={isActive ? "page" : undefined} className={classes} />;
}

export function useLocation() {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: null, key: "default" };
}

/**
 * The address's query, as React Router gives it; setting it loads the page at the new
 * address (a converted page has no client navigation, decision 072).
 */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams | Record<string, string>) => void] {
  const setSearchParams = (next: URLSearchParams | Record<string, string>) => {
    const url = new URL(window.location.href);
    url.search = new URLSearchParams(next).toString();
    window.location.assign(url);
  };
  return [new URLSearchParams(window.location.search), setSearchParams];
}

export function useRouteLoaderData<T = unknown>(routeId: string): T | undefined {
  return islandPage().loaderData[routeId] as T | undefined;
}

export function useMatches() {
  return islandPage().handles.map((handle) => ({ handle }));
}
