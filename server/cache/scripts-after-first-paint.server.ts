/**
 * Rewrites a rendered public page so that its JavaScript starts loading once the page has
 * painted, not beside the HTML (docs/decisions/025). React Router puts a modulepreload
 * link per module in the head and an inline module script that imports the route modules
 * statically; both start every download at once, and on a phone's connection those
 * 120 KB share the first seconds with the stylesheet, font and hero image. Here the links
 * are taken out, and the module script first waits for a frame (or not at all in a hidden
 * tab), then adds the same links and imports the same modules, all in parallel, and runs
 * React Router's own code unchanged.
 *
 * A page whose scripts are not in the expected shape (another React Router version) is
 * returned as it was: the scripts then load early, as before, and nothing breaks.
 */
export function loadScriptsAfterFirstPaint(html: string): string {
  const islands = html.match(islandsEntryScript);
  // A page served as islands (decision 072) names one entry: imported after the frame instead.
  if (islands)
    return html.replace(
      islands[0],
      () => `<script type="module">${afterPaint}import(${JSON.stringify(islands[1])});</script>`,
    );
  const preloads: string[] = [];
  const withoutPreloads = html.replace(modulePreload, (_link, href: string) => {
    preloads.push(href);
    return "";
  });
  const script = withoutPreloads.match(routeModulesScript);
  if (!script || preloads.length === 0) return html;
  const [whole, opening, body] = script as unknown as [string, string, string];
  const names: string[] = [];
  const imports: string[] = [];
  const rest = body.replace(staticImport, (_import, name: string, source: string) => {
    names.push(name);
    imports.push(`import(${source})`);
    return "";
  });
  if (names.length === 0) return html;
  const deferred =
    afterPaint +
    `for(const href of ${JSON.stringify(preloads)})document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href}));` +
    `const [${names.join(",")}]=await Promise.all([${imports.join(",")}]);` +
    rest;
  return withoutPreloads.replace(whole, () => `${opening}${deferred}</script>`);
}

/** Waits for the first frame and a task after it; not at all in a hidden tab, where no frame comes. */
const afterPaint = `await new Promise((painted)=>document.visibilityState==="hidden"?painted():requestAnimationFrame(()=>setTimeout(painted)));`;
const islandsEntryScript = /<script type="module" src="(\/assets\/islands\/[^"]+)"><\/script>/;
const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;
/** React Router's inline module script: the route modules, the manifest, then the entry. */
const routeModulesScript =
  /(<script type="module" async="">)([\s\S]*?window\.__reactRouterRouteModules[\s\S]*?)<\/script>/;
const staticImport = /import \* as (route\d+) from ("[^"]+");/g;
