import type { Redirect, RedirectCsvAnswer, RedirectInput, RedirectList } from "../../../common/redirect";
import { maxRedirectPage } from "../../../common/redirect";
import { adminFetch } from "~/admin/ui/api";

/** What the redirects screen asks of the API. */
export type RedirectChange =
  | { intent: "create"; input: RedirectInput }
  | { intent: "update"; id: string; input: RedirectInput }
  | { intent: "delete"; id: string }
  | { intent: "import"; csv: string }
  | { intent: "forget"; id: string }
  | { intent: "clear"; bots: boolean };

export function changeRedirect(change: RedirectChange): Promise<Redirect | RedirectCsvAnswer | undefined> {
  switch (change.intent) {
    case "create":
      return adminFetch<Redirect>("/api/redirects", { method: "POST", json: change.input });
    case "update":
      return adminFetch<Redirect>(`/api/redirects/${encodeURIComponent(change.id)}`, {
        method: "PUT",
        json: change.input,
      });
    case "delete":
      return adminFetch<undefined>(`/api/redirects/${encodeURIComponent(change.id)}`, { method: "DELETE" });
    case "import":
      return adminFetch<RedirectCsvAnswer>("/api/redirects/import", { method: "POST", json: { csv: change.csv } });
    case "forget":
      return adminFetch<undefined>(`/api/not-found-paths/${encodeURIComponent(change.id)}`, { method: "DELETE" });
    case "clear":
      return adminFetch<undefined>(`/api/not-found-paths?bots=${change.bots}`, { method: "DELETE" });
  }
}

/** Every redirect, a page at a time, for the CSV download. */
export async function allRedirects(): Promise<Redirect[]> {
  const all: Redirect[] = [];
  for (;;) {
    const page = await adminFetch<RedirectList>(`/api/redirects?offset=${all.length}&limit=${maxRedirectPage}`);
    all.push(...page.redirects);
    if (!page.redirects.length || all.length >= page.total) return all;
  }
}
