import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { textPages } from "../common/content/choices";
import { publicPagePaths, textPagePaths } from "../common/public-pages";
import routes from "./routes";

/** Each route of the public layout as its address (`/services/:id`) and its module. */
function publicRoutes(): { path: string; file: string }[] {
  const publicLayout = routes.find((entry) => entry.file === "routes/public/layout.tsx")!;
  const children: RouteConfigEntry[] = publicLayout.children ?? [];
  return children.map((entry) => ({ path: entry.index ? "/" : `/${entry.path}`, file: entry.file }));
}

describe("the fixed public pages' addresses", () => {
  it("are each served by its own page's route, named as its page-texts item is", () => {
    const served = new Map(publicRoutes().map((route) => [route.path, route.file]));
    for (const page of textPages) {
      expect(served.get(textPagePaths[page]), page).toBe(`routes/public/${page}.tsx`);
    }
  });

  it("are every public route without a parameter, so the sitemap and the share cards know each", () => {
    const fixedRoutes = publicRoutes()
      .map((route) => route.path)
      // The post editor's preview is the admin's, shown in the public frame.
      .filter((path) => !/[:*]/.test(path) && path !== "/admin/preview");
    expect([...fixedRoutes].sort()).toEqual([...publicPagePaths].sort());
  });
});
