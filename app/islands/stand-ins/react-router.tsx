import {
  type AnchorHTMLAttributes,
  type ComponentType,
  type FormHTMLAttributes,
  type MouseEvent,
  type Ref,
  type SubmitEvent,
  useMemo,
  useSyncExternalStore,
} from "react";
import { islandPage } from "../page-data";

// React Router for islands (decision 072, aliased in vite.islands.config.ts only): a page
// served as islands has no router, so a link is an ordinary link (the page cache answers
// it), the location is the window's, and loader data and handles are what the server put
// in the page. One exception, below: an island that draws its route's data.

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
  void [prefetch, viewTransition];
  const target = href(to);
  // A link to another state of a route an island draws is a navigation within the page.
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    rest.onClick?.(event);
    const plainClick = event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
    if (event.defaultPrevented || !plainClick || reloadDocument || (rest.target && rest.target !== "_self")) return;
    const url = new URL(target, window.location.href);
    if (!islandRouteOf(url)) return;
    event.preventDefault();
    void navigateTo(url, { replace, preventScrollReset });
  };
  return (
    <a href={target} data-discover={target.startsWith("/") ? "true" : undefined} {...rest} onClick={follow}>
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
  return useShown().location;
}

export function useRouteLoaderData<T = unknown>(routeId: string): T | undefined {
  return islandPage().loaderData[routeId] as T | undefined;
}

export function useMatches() {
  return islandPage().handles.map((handle) => ({ handle }));
}

// A page whose island draws its route's data (the blog list: filter, search, pages) moves
// between that route's states as React Router's client does: a link, a GET form or the
// history's back and forward to the same address with another query fetch the route's data
// from React Router's data request (`/blog.data?…`), the island draws it, and the address
// follows. Until it arrives, `useNavigation` says "loading". Anything else is a page load.

type Location = ReturnType<typeof locationOf>;
type Navigation = { state: "idle"; location: undefined } | { state: "loading"; location: Location };
type NavigateOptions = { replace?: boolean; preventScrollReset?: boolean };

const locationOf = ({ pathname, search, hash }: { pathname: string; search: string; hash: string }) => ({
  pathname,
  search,
  hash,
  state: null,
  key: "default",
});
const idle: Navigation = { state: "idle", location: undefined };

type Shown = { location: Location; navigation: Navigation; routeData: Record<string, unknown> };
let shownNow: Shown | undefined;
/** What the islands show, starting from the address the page was loaded at. */
const shown = () => (shownNow ??= { location: locationOf(window.location), navigation: idle, routeData: {} });
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
function show(changes: Partial<Shown>) {
  shownNow = { ...shown(), ...changes };
  for (const listener of listeners) listener();
}
// Hydration reads the same: the page was rendered for the address it was loaded at.
const useShown = () => useSyncExternalStore(subscribe, shown, shown);

/** The routes drawn by an island of this page, by their path. */
const islandRoutes = new Map<string, string>();
let latest = 0;

/** Where a navigation to `url` goes: the island's route id, or undefined for a page load. */
const islandRouteOf = (url: URL) =>
  url.origin === window.location.origin ? islandRoutes.get(url.pathname) : undefined;

/** React Router's data request for an address: `/blog.data?…` (`/_root.data` for `/`). */
export function dataRequestUrl(url: URL): URL {
  const request = new URL(url);
  request.pathname = url.pathname === "/" ? "/_root.data" : `${url.pathname.replace(/\/$/, "")}.data`;
  request.hash = "";
  return request;
}

async function navigateTo(url: URL, { replace = false, preventScrollReset = false }: NavigateOptions, push = true) {
  const routeId = islandRouteOf(url);
  if (!routeId) return window.location.assign(url);
  const navigation = ++latest;
  const location = locationOf(url);
  show({ navigation: { state: "loading", location } });
  let data: unknown;
  try {
    // The reading of the answer loads with the first navigation, not with every page.
    const [response, { routeLoaderData }] = await Promise.all([fetch(dataRequestUrl(url)), import("../route-data")]);
    if (!response.ok) throw new Error(`status ${response.status}`);
    data = routeLoaderData(await response.text(), routeId);
  } catch {
    // A redirect, an error or no network: the page itself says what React Router would.
    if (navigation === latest) window.location.assign(url);
    return;
  }
  if (navigation !== latest) return;
  if (push) window.history[replace ? "replaceState" : "pushState"](null, "", url);
  show({ location, navigation: idle, routeData: { ...shown().routeData, [routeId]: data } });
  if (!preventScrollReset && push) window.scrollTo(0, 0);
}

function followHistory() {
  const url = new URL(window.location.href);
  const { pathname, search } = shown().location;
  if (url.pathname === pathname && url.search === search) show({ location: locationOf(url) });
  else if (islandRouteOf(url)) void navigateTo(url, {}, false);
  else window.location.reload();
}

/**
 * `component` drawn with its route's loader data: first what the server rendered, then
 * what each navigation within the route brought (see above). Called when the island's
 * code loads, on the page that holds it: that page's path is the route's.
 */
export function withRouteData<Data>(routeId: string, Component: ComponentType<{ loaderData: Data }>) {
  if (islandRoutes.size === 0) window.addEventListener("popstate", followHistory);
  islandRoutes.set(window.location.pathname, routeId);
  return function RouteIsland({ loaderData }: { loaderData: Data }) {
    const data = useShown().routeData[routeId] as Data | undefined;
    return <Component loaderData={data ?? loaderData} />;
  };
}

export function useNavigation() {
  return useShown().navigation;
}

/**
 * The address's query, as React Router gives it; setting it moves within a route an island
 * draws, and otherwise loads the page at the new address.
 */
export function useSearchParams() {
  const { search } = useShown().location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setSearchParams = (next: URLSearchParams | Record<string, string>) =>
    void navigateTo(new URL(`?${new URLSearchParams(next)}`, window.location.href), {});
  return [params, setSearchParams] as const;
}

/** A GET form's address: its action with the form's fields as the query. */
function submissionUrl(form: HTMLFormElement, submitter?: HTMLElement | null): URL {
  const url = new URL(form.getAttribute("action") ?? window.location.pathname, window.location.href);
  const fields = new FormData(form, submitter instanceof HTMLButtonElement ? submitter : null);
  url.search = new URLSearchParams([...fields].map(([name, value]) => [name, String(value)])).toString();
  return url;
}

export function useSubmit() {
  return (form: HTMLFormElement, options: NavigateOptions = {}) => navigateTo(submissionUrl(form), options);
}

/** As React Router renders it (a GET form; the blog's search); submitted as a navigation above. */
export function Form({
  method = "get",
  action,
  replace,
  preventScrollReset,
  reloadDocument,
  onSubmit,
  ...rest
}: Omit<FormHTMLAttributes<HTMLFormElement>, "action"> &
  NavigateOptions & { action?: string; reloadDocument?: boolean; ref?: Ref<HTMLFormElement> }) {
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    onSubmit?.(event);
    if (event.defaultPrevented || reloadDocument || method.toLowerCase() !== "get") return;
    const url = submissionUrl(event.currentTarget, event.nativeEvent.submitter);
    if (!islandRouteOf(url)) return;
    event.preventDefault();
    void navigateTo(url, { replace, preventScrollReset });
  };
  return (
    <form
      method={method.toLowerCase() === "get" ? "get" : "post"}
      action={action ?? window.location.pathname}
      onSubmit={submit}
      {...rest}
      data-discover={/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(action ?? "") ? undefined : "true"}
    />
  );
}
