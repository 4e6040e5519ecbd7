import { shippedMarketingFigures } from "../../common/settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Language, languageCodes } from "../../common/i18n/languages";
import { demoPostTranslations } from "../../server/seed/demo-translations.server";
import { seededPublicPagePaths as publicPagePaths } from "../support/seeded-content";
import { locale, scriptsBlockedByPolicy } from "../support/html";
import { type RunningServer, startServer } from "../support/server";

it("keeps the Content-Security-Policy when started like `npm start` (no NODE_ENV)", async () => {
  const plain = await startServer({ env: { NODE_ENV: "" } });
  try {
    const response = await fetch(plain.url);
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(scriptsBlockedByPolicy(await response.text(), policy)).toEqual([]);
  } finally {
    await plain.dispose();
  }
});

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.dispose());

async function fetchHtml(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, { headers });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

const demoPost = "core-web-vitals-for-small-businesses";

const langAttribute = (html: string) => html.match(/<html lang="(\w+)"/)?.[1];

describe("server-side rendering", () => {
  it("renders / in English with the navigation before any script runs", async () => {
    const { status, html, headers } = await fetchHtml("/");
    expect(status).toBe(200);
    expect(langAttribute(html)).toBe("en");
    for (const text of [
      'aria-label="Main navigation"',
      ">Home</a>",
      ">Portfolio</a>",
      ">About</a>",
      ">Blog</a>",
      "Additional",
    ]) {
      expect(html).toContain(text);
    }
    for (const path of ["/references", "/packages", "/contact", "/faq"]) expect(html).toContain(`href="${path}"`);
    expect(html).toContain(`© ${shippedMarketingFigures.foundedYear}–${new Date().getUTCFullYear()} Nova Digital`);
    expect(headers.get("vary")).toMatch(/Cookie/);
    expect(headers.get("vary")).toMatch(/Accept-Language/);
  });

  it.each([
    ["tr", "Ana sayfa"],
    ["ru", "Главная"],
    ["az", "Ana səhifə"],
  ])("renders ?lng=%s in that language", async (language, home) => {
    const { html } = await fetchHtml(`/?lng=${language}`);
    expect(langAttribute(html)).toBe(language);
    expect(html).toContain(`>${home}</a>`);
    expect(html).toContain(`<link rel="canonical" href="${server.siteUrl}/?lng=${language}"/>`);
  });

  it("renders Russian for a visitor whose cookie says ru", async () => {
    const { html } = await fetchHtml("/about", { cookie: "i18next=ru" });
    expect(langAttribute(html)).toBe("ru");
    expect(html).toContain(">Главная</a>");
  });

  it("follows Accept-Language when there is no choice yet", async () => {
    const { html } = await fetchHtml("/", { "accept-language": "az-AZ,az;q=0.9,en;q=0.5" });
    expect(langAttribute(html)).toBe("az");
  });

  it("lets ?lng= win over the cookie", async () => {
    const { html } = await fetchHtml("/?lng=tr", { cookie: "i18next=ru" });
    expect(langAttribute(html)).toBe("tr");
  });

  it("falls back to English for an unknown lng", async () => {
    const { html } = await fetchHtml("/?lng=xx");
    expect(langAttribute(html)).toBe("en");
    expect(html).toContain(">Home</a>");
  });

  it("lists the four languages and x-default as alternates", async () => {
    const { html } = await fetchHtml("/faq?lng=ru");
    const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([\w-]+)" href="([^"]+)"/g)].map(
      ([, lang, href]) => [lang, new URL(href!).pathname + new URL(href!).search],
    );
    expect(alternates).toEqual([
      ["en", "/faq"],
      ["tr", "/faq?lng=tr"],
      ["ru", "/faq?lng=ru"],
      ["az", "/faq?lng=az"],
      ["x-default", "/faq"],
    ]);
  });

  // A post's page is in the post's language (decision 039): each language's version of one.
  const postIn = (language: Language) =>
    `/blog/${language === "en" ? demoPost : demoPostTranslations[demoPost]![language].slug}`;
  it.each(languageCodes.flatMap((language) => [...publicPagePaths, postIn(language)].map((path) => [path, language])))(
    "renders %s in %s inside the frame with one heading",
    async (path, language) => {
      const { status, html } = await fetchHtml(`${path}?lng=${language}`);
      expect(status).toBe(200);
      expect(langAttribute(html)).toBe(language);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toMatch(/<h1[^>]*>(?:<[^>]+>)*[^<\s][^]*?<\/h1>/);
      expect(html).toContain(`aria-label="${locale(language, "common", "nav.label")}"`);
    },
  );

  it("answers a missing route with a translated 404 page", async () => {
    const english = await fetchHtml("/no-such-page");
    expect(english.status).toBe(404);
    expect(english.html).toContain("Page not found");
    expect(english.html).toContain('name="robots" content="noindex, nofollow"');
    const turkish = await fetchHtml("/no-such-page?lng=tr");
    expect(turkish.status).toBe(404);
    expect(langAttribute(turkish.html)).toBe("tr");
    expect(turkish.html).not.toContain("Page not found");
  });

  it("sends a Content-Security-Policy that allows exactly the page's inline scripts, by hash", async () => {
    for (const path of ["/", "/about?lng=az"]) {
      const { html, headers } = await fetchHtml(path);
      const csp = headers.get("content-security-policy") ?? "";
      expect(html).toMatch(/<script>[^<]/);
      expect(scriptsBlockedByPolicy(html, csp)).toEqual([]);
      // A script the page does not hold is not allowed, whatever it carries.
      expect(scriptsBlockedByPolicy(`${html}<script>alert(1)</script>`, csp)).toEqual(["alert(1)"]);
      expect(csp).not.toContain("'nonce-");
    }
  });

  it("gives pages that are not cached (the admin) a fresh nonce per response instead", async () => {
    const nonces = new Set<string>();
    for (let n = 0; n < 2; n++) {
      const { html, headers } = await fetchHtml("/admin/login");
      const csp = headers.get("content-security-policy") ?? "";
      nonces.add(csp.match(/'nonce-([^']+)'/)?.[1] ?? "");
      expect(scriptsBlockedByPolicy(html, csp)).toEqual([]);
      expect(headers.get("cache-control")).toBe("no-store");
    }
    expect(nonces.size).toBe(2);
  });
});
