import { afterEach, describe, expect, it, vi } from "vitest";
import { useSearchParams } from "./react-router";

/** A window whose address is `href`; `assign` records where the page was sent. */
function windowAt(href: string) {
  const assigned: string[] = [];
  const url = new URL(href);
  vi.stubGlobal("window", {
    location: { href: url.href, search: url.search, assign: (to: URL | string) => assigned.push(String(to)) },
  });
  return assigned;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the islands' useSearchParams", () => {
  it("reads the address's query, as the server's router did", () => {
    windowAt("https://site.test/contact?subject=Quote%20request%3A%20Web&lng=tr");
    const [searchParams] = useSearchParams();
    expect(searchParams.get("subject")).toBe("Quote request: Web");
    expect(searchParams.get("lng")).toBe("tr");
    expect(searchParams.get("missing")).toBeNull();
  });

  it("sets a new query by loading the page at that address", () => {
    const assigned = windowAt("https://site.test/muraciet?package=Start#form");
    const [, setSearchParams] = useSearchParams();
    setSearchParams({ logo: "Səhər Qəhvəsi" });
    setSearchParams(new URLSearchParams("package=Pro"));
    const [first, second] = assigned.map((to) => new URL(to));
    expect([...first!.searchParams]).toEqual([["logo", "Səhər Qəhvəsi"]]);
    expect(second!.search).toBe("?package=Pro");
    expect(first!.pathname).toBe("/muraciet");
  });
});
