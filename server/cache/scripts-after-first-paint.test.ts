import { describe, expect, it } from "vitest";
import { loadScriptsAfterFirstPaint } from "./scripts-after-first-paint.server";

// The shape React Router 7's <Scripts /> renders (its inline module script, abridged manifest).
const routeModules = ["/assets/root-A.js", "/assets/layout-B.js", "/assets/home-C.js"];
const preloads = ["/assets/manifest-X.js", "/assets/entry.client-D.js", ...routeModules];
const reactRouterScript = [
  ";",
  ...routeModules.map((href, index) => `import * as route${index} from "${href}";`),
  `  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-D.js"}};`,
  `  window.__reactRouterRouteModules = {"root":route0,"routes/public/layout":route1,"routes/public/home":route2};`,
  `import("/assets/entry.client-D.js");`,
].join("\n");
const page = (head: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>${head}</head><body><main>Hi</main>` +
  `<script>window.__reactRouterContext = {};</script><script type="module" async="">${reactRouterScript}</script></body></html>`;
const rendered = page(preloads.map((href) => `<link rel="modulepreload" href="${href}"/>`).join(""));

describe("loading a page's scripts after its first paint", () => {
  const rewritten = loadScriptsAfterFirstPaint(rendered);
  const script = rewritten.match(/<script type="module" async="">([\s\S]*?)<\/script>/)![1]!;

  it("takes the modulepreload links out of the head and adds the same ones after a frame", () => {
    expect(rewritten).not.toContain('rel="modulepreload" href');
    expect(rewritten).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    const waits = script.indexOf("requestAnimationFrame");
    const added = script.indexOf('rel:"modulepreload"');
    expect(waits).toBeGreaterThan(-1);
    expect(added).toBeGreaterThan(waits);
    for (const href of preloads) expect(script.indexOf(`"${href}"`)).toBeGreaterThan(waits);
  });

  it("imports the route modules together, after the frame, and runs React Router's code unchanged", () => {
    expect(script).not.toMatch(/^import \* as/m);
    expect(script).toContain(
      `const [route0,route1,route2]=await Promise.all([${routeModules.map((href) => `import("${href}")`).join(",")}]);`,
    );
    for (const line of reactRouterScript.split("\n").filter((text) => !text.startsWith("import * as")))
      expect(script).toContain(line);
    expect(rewritten.replace(script, "")).toBe(page("").replace(reactRouterScript, ""));
  });

  it("does not wait in a hidden tab, where no frame comes", () => {
    expect(script).toMatch(/document\.visibilityState==="hidden"\?painted\(\)/);
  });

  it("leaves a page in any other shape as it was", () => {
    const withoutRouteModules = rendered.replace("window.__reactRouterRouteModules", "window.somethingElse");
    expect(loadScriptsAfterFirstPaint(withoutRouteModules)).toBe(withoutRouteModules);
    const noPreloads = page("");
    expect(loadScriptsAfterFirstPaint(noPreloads)).toBe(noPreloads);
  });
});

describe("a page served as islands (decision 072)", () => {
  const entry = "/assets/islands/entry.client-E.js";
  const islandsPage = `<!DOCTYPE html><html><head></head><body><main>Hi</main><script type="application/json" id="island-page">{}</script><script type="module" src="${entry}"></script></body></html>`;

  it("imports its one entry after the first frame instead of naming it in a script element", () => {
    const rewritten = loadScriptsAfterFirstPaint(islandsPage);
    expect(rewritten).not.toContain(`src="${entry}"`);
    const script = rewritten.match(/<script type="module">([\s\S]*?)<\/script>/)![1]!;
    expect(script.indexOf(`import("${entry}")`)).toBeGreaterThan(script.indexOf("requestAnimationFrame"));
    expect(script).toMatch(/document\.visibilityState==="hidden"\?painted\(\)/);
    expect(rewritten.replace(script, "")).toBe(islandsPage.replace(` src="${entry}"`, ""));
  });
});
