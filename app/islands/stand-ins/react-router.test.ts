import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

/** The stand-in, freshly loaded in a window whose address is `href`; `assign` records where the page was sent. */
async function standInAt(href: string) {
  const assigned: string[] = [];
  const url = new URL(href);
  vi.stubGlobal("window", {
    location: {
      href: url.href,
      origin: url.origin,
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      assign: (to: URL | string) => assigned.push(String(to)),
    },
  });
  vi.resetModules();
  return { assigned, ...(await import("./react-router")) };
}

/** What `useSearchParams` gives a component rendered on that page. */
function searchParamsOf(useSearchParams: Awaited<ReturnType<typeof standInAt>>["useSearchParams"]) {
  let answer: ReturnType<typeof useSearchParams> | undefined;
  function Reader() {
    answer = useSearchParams();
    return null;
  }
  renderToString(createElement(Reader));
  return answer!;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the islands' useSearchParams", () => {
  it("reads the address's query, as the server's router did", async () => {
    const { useSearchParams } = await standInAt("https://site.test/contact?subject=Quote%20request%3A%20Web&lng=tr");
    const [searchParams] = searchParamsOf(useSearchParams);
    expect(searchParams.get("subject")).toBe("Quote request: Web");
    expect(searchParams.get("lng")).toBe("tr");
    expect(searchParams.get("missing")).toBeNull();
  });

  it("sets a new query by loading the page at that address when no island draws its route", async () => {
    const { assigned, useSearchParams } = await standInAt("https://site.test/muraciet?package=Start#form");
    const [, setSearchParams] = searchParamsOf(useSearchParams);
    setSearchParams({ logo: "Səhər Qəhvəsi" });
    setSearchParams(new URLSearchParams("package=Pro"));
    const [first, second] = assigned.map((to) => new URL(to));
    expect([...first!.searchParams]).toEqual([["logo", "Səhər Qəhvəsi"]]);
    expect(second!.search).toBe("?package=Pro");
    expect(first!.pathname).toBe("/muraciet");
  });
});
