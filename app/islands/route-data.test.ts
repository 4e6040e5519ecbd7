import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { describe, expect, it } from "vitest";
import { routeLoaderData } from "./route-data";
import { dataRequestUrl } from "./stand-ins/react-router";

/** React Router's own reading of a data request's answer. */
async function reactRouterReads(body: string) {
  const stream = new Response(body).body!;
  const { done, value } = await decodeViaTurboStream(stream, globalThis);
  await done;
  return value as Record<string, { data?: unknown; error?: unknown }>;
}

// Answers as React Router writes them (turbo-stream): each value once, objects' keys and
// values as indexes into the list, a shared value referred to by its index.
const blogAnswer = [
  [
    { _1: 2, _3: 4 },
    "root",
    { _5: 6 },
    "routes/public/blog",
    { _5: 7 },
    "data",
    { _8: 9 },
    { _10: 11, _12: 13, _14: 15, _16: -7, _17: 18, _19: -5 },
    "language",
    "tr",
    "query",
    { _21: 22, _23: 24 },
    "posts",
    [25, 25, -1, 26],
    "total",
    3,
    "cover",
    "published",
    ["D", 1764000000000],
    "missing",
    -5,
    "category",
    "design",
    "page",
    2,
    { _27: 28, _29: 30 },
    { _27: 31, _29: 32 },
    "slug",
    "first",
    "title",
    "İlk yazı",
    "second",
    "İkinci",
  ],
]
  .map((line) => JSON.stringify(line))
  .join("\n");

describe("a route's loader data from React Router's data request", () => {
  it("is what React Router's client reads from the same answer", async () => {
    const data = routeLoaderData(blogAnswer, "routes/public/blog");
    expect(data).toEqual((await reactRouterReads(blogAnswer))["routes/public/blog"]!.data);
    expect(data).toEqual({
      query: { category: "design", page: 2 },
      posts: [
        { slug: "first", title: "İlk yazı" },
        { slug: "first", title: "İlk yazı" },
        undefined,
        { slug: "second", title: "İkinci" },
      ],
      total: 3,
      cover: undefined,
      published: new Date(1764000000000),
      missing: null,
    });
    expect(routeLoaderData(blogAnswer, "root")).toEqual({ language: "tr" });
  });

  it("refuses what is not plain data, so that the page is loaded instead", async () => {
    // A loader's error, as React Router sends it (its own type).
    const failed = JSON.stringify([
      { _1: 2 },
      "routes/public/blog",
      { _3: 4 },
      "error",
      ["SanitizedError", 5, 6],
      "Error",
      "boom",
    ]);
    expect(() => routeLoaderData(failed, "routes/public/blog")).toThrow();
    // A promise still to come, and a route the answer does not hold.
    const deferred = JSON.stringify([{ _1: 2 }, "routes/public/blog", { _3: 4 }, "data", ["P", 4]]);
    expect(() => routeLoaderData(deferred, "routes/public/blog")).toThrow();
    expect(() => routeLoaderData(blogAnswer, "routes/public/faq")).toThrow();
    expect(() => routeLoaderData("<!doctype html>", "routes/public/blog")).toThrow();
  });
});

describe("React Router's data request for an address", () => {
  it("is the path with .data, the query kept, the home page's /_root.data", () => {
    const at = (address: string) => dataRequestUrl(new URL(address, "https://site.test")).href;
    expect(at("/blog?category=design&lng=tr#top")).toBe("https://site.test/blog.data?category=design&lng=tr");
    expect(at("/blog/")).toBe("https://site.test/blog.data");
    expect(at("/")).toBe("https://site.test/_root.data");
  });
});
