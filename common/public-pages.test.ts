import { describe, expect, it } from "vitest";
import { publicPagePaths, publicPagePathsWith, textPageAt, textPagePath } from "./public-pages";

describe("the public pages' addresses", () => {
  it("put each service's and project's page after its list, in the order given", () => {
    const paths = publicPagePathsWith({
      services: ["web-development", "seo"],
      projects: ["1", "baku-metro"],
      pages: ["privacy", "terms"],
    });
    expect(paths.slice(0, 7)).toEqual([
      "/",
      "/services",
      "/services/web-development",
      "/services/seo",
      "/portfolio",
      "/portfolio/1",
      "/portfolio/baku-metro",
    ]);
    expect(paths).toHaveLength(publicPagePaths.length + 6);
    expect(paths.slice(-2)).toEqual(["/privacy", "/terms"]);
  });

  it("lead from a page to its address and back, the Azerbaijani application form's included", () => {
    expect(textPagePath("application")).toBe("/muraciet");
    expect(textPageAt("/muraciet")).toBe("application");
    expect(textPageAt("/")).toBe("home");
    expect(textPagePath("privacy")).toBeUndefined();
    expect(textPageAt("/privacy")).toBeUndefined();
    expect(textPagePath("constructor")).toBeUndefined();
  });
});
