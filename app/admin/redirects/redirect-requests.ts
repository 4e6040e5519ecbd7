import type { Redirect, RedirectCsvAnswer, RedirectInput } from "../../../common/redirect";
import { maxRedirectPage } from "../../../common/redirect";
import { redirectContract } from "../../../common/contract/redirects";
import { adminCall } from "~/admin/ui/api";
import { loadAdmin } from "~/admin/ui/route-data";

/** What the redirects screen asks of the API. */
export type RedirectChange =
  | { intent: "create"; input: RedirectInput }
  | { intent: "update"; id: string; input: RedirectInput }
  | { intent: "delete"; id: string }
  | { intent: "import"; csv: string }
  | { intent: "forget"; id: string }
  | { intent: "clear"; bots: boolean };

/** One change, by its intent; what the API answers (a redirect, an import's tally, or nothing). */
export function changeRedirect(change: RedirectChange): Promise<Redirect | RedirectCsvAnswer | undefined> {
  switch (change.intent) {
    case "create":
      return adminCall(redirectContract.createRedirect, { body: change.input });
    case "update":
      return adminCall(redirectContract.updateRedirect, { params: { id: change.id }, body: change.input });
    case "delete":
      return adminCall(redirectContract.deleteRedirect, { params: { id: change.id } });
    case "import":
      return adminCall(redirectContract.importRedirects, { body: { csv: change.csv } });
    case "forget":
      return adminCall(redirectContract.deleteNotFoundPath, { params: { id: change.id } });
    case "clear":
      return adminCall(redirectContract.clearNotFoundPaths, { query: { bots: change.bots ? "true" : "false" } });
  }
}

/** Every redirect, a page at a time, for the CSV download. */
export async function allRedirects(): Promise<Redirect[]> {
  const all: Redirect[] = [];
  for (;;) {
    const page = await adminCall(redirectContract.listRedirects, {
      query: { offset: all.length, limit: maxRedirectPage },
    });
    all.push(...page.redirects);
    if (!page.redirects.length || all.length >= page.total) return all;
  }
}

export const redirectsPerPage = 50;

/** The screen's address: the search, the page of redirects and whose 404s are shown. */
function readView(url: URL) {
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  return { q: url.searchParams.get("q") ?? "", page, bots: url.searchParams.get("bots") === "true" };
}

/** What the screen shows: its address's view, that page of redirects and the 404 log it names. */
export async function loadRedirectsScreen(request: Request) {
  const view = readView(new URL(request.url));
  const [redirects, notFound] = await Promise.all([
    loadAdmin(request, redirectContract.listRedirects, {
      query: { q: view.q, offset: (view.page - 1) * redirectsPerPage, limit: redirectsPerPage },
    }),
    loadAdmin(request, redirectContract.listNotFoundPaths, { query: { bots: view.bots ? "true" : "false" } }),
  ]);
  return { ...view, redirects, notFound };
}
