import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { languageCodes as languages } from "../../common/i18n/languages";
import { siteSettingsSchema } from "../../common/settings";
import { defaultSiteSettings } from "../../server/db/site-settings.server";
import { demoContent } from "../../server/seed/site-content/believable-demo.server";
import { type AdminClient, signInAsAdmin } from "../support/admin-client";
import { locale, visibleText } from "../support/html";
import { seededText } from "../support/seeded-content";
import { type RunningServer, startServer } from "../support/server";

// A case study's page tells the whole story in the server HTML (issue 42, decision 062):
// the challenge, the approach, what was delivered, the measured results, the client's quote
// as a quotation and the team from the team page; a "Live site" link only once staff give
// one. The home page sells the services /services lists, the footer's years end now.

let server: RunningServer;
let admin: AdminClient;
beforeAll(async () => {
  server = await startServer();
  admin = await signInAsAdmin(server.url);
});
afterAll(() => server.dispose());

async function page(path: string) {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  return { html, text: squash(visibleText(html)) };
}

/** The visible text of the element whose opening tag carries `marker`, up to its closing `tag`. */
function sectionText(html: string, marker: string, tag: string): string {
  const start = html.indexOf(marker);
  expect(start).toBeGreaterThan(-1);
  return squash(visibleText(html.slice(start, html.indexOf(`</${tag}>`, start))));
}

/** Text with every run of spaces (no-break ones included, as in "40 000") as one space. */
const squash = (text: string) => text.replace(/\s+/gu, " ").trim();

const caspian = demoContent.projects[0]!;
const settings = siteSettingsSchema.parse(defaultSiteSettings({}));

describe("a case study's page", () => {
  it.each(languages)(
    "shows the challenge, approach, deliverables, results, quote and team, without a Live site link (%s)",
    async (language) => {
      const { html, text } = await page(`/portfolio/${caspian.slug}?lng=${language}`);
      const story = seededText("projects", 0, language);
      for (const key of ["challenge", "approach", "delivered"])
        expect(html).toMatch(
          new RegExp(
            `<h2 id="${key === "delivered" ? "delivered" : key}"[^>]*>${locale(language, "portfolio", `caseStudy.${key}`)}</h2>`,
          ),
        );
      expect(text).toContain(story.challenge);
      expect(text).toContain(story.approach);
      expect(text).toContain(story.sector);
      for (const feature of story.features) expect(text).toContain(squash(feature));
      // The results as a definition list: each figure beside its label.
      const results = sectionText(html, 'aria-labelledby="results"', "section");
      for (const result of story.results as { label: string; value: string }[]) {
        expect(results).toContain(result.label);
        expect(results).toContain(squash(result.value));
      }
      expect(html).toMatch(/<dl[^>]*>\s*<div[^>]*><dt/);
      // The quote is a quotation with its author and role in the figure's caption.
      expect(sectionText(html, "<blockquote", "blockquote")).toBe(squash(story.testimonialQuote));
      const caption = sectionText(html, '<figcaption class="mt-4"', "figcaption");
      expect(caption).toContain(story.testimonialAuthor);
      expect(caption).toContain(story.testimonialRole);
      // The first screen's caption under the gallery.
      expect(text).toContain(squash(story.imageCaptions[0]));
      // The team: the people on the team page, each with the team page's role in the page's language.
      const team = sectionText(html, 'aria-labelledby="team"', "section");
      for (const name of caspian.fields.team as string[]) {
        expect(team).toContain(name);
        const member = demoContent.team.findIndex((candidate) => candidate.fields.name === name);
        expect(team).toContain(seededText("team", member, language).role);
      }
      const about = (await page(`/about?lng=${language}`)).text;
      for (const name of caspian.fields.team as string[]) expect(about).toContain(name);

      expect(text).not.toContain(locale(language, "portfolio", "caseStudy.liveSite"));
    },
  );

  it("links to the client's site once staff give its address, and only then", async () => {
    const { body } = await admin.call<{
      items: { _id: string; slug: string; visible: boolean; fields: any; text: any }[];
    }>("GET", "/api/content/projects");
    const item = body.items.find((candidate) => candidate.slug === caspian.slug)!;
    const liveUrl = "https://caspian-market.example.com/";
    const { status } = await admin.call("PUT", `/api/content/projects/${item._id}`, {
      slug: item.slug,
      visible: item.visible,
      fields: { ...item.fields, liveUrl },
      text: item.text,
    });
    expect(status).toBe(200);
    const { html } = await page(`/portfolio/${caspian.slug}?lng=az`);
    expect(html).toContain(`href="${liveUrl}"`);
    expect(visibleText(html)).toContain(locale("az", "portfolio", "caseStudy.liveSite"));
    // A bad address is refused with a message, not stored.
    const refused = await admin.call("PUT", `/api/content/projects/${item._id}`, {
      slug: item.slug,
      visible: item.visible,
      fields: { ...item.fields, liveUrl: "javascript:alert(1)" },
      text: item.text,
    });
    expect(refused.status).toBe(400);
  });
});

describe("the story around the case studies", () => {
  it.each(languages)('the home page\'s "What we do" cards are the services /services lists (%s)', async (language) => {
    const home = sectionText((await page(`/?lng=${language}`)).html, 'aria-labelledby="home-services"', "section");
    const services = (await page(`/services?lng=${language}`)).text;
    demoContent.services.forEach((_, index) => {
      const title = seededText("services", index, language).title as string;
      expect(home).toContain(title);
      expect(services).toContain(title);
    });
    // The old cards' own list, with services /services does not sell, is not on the home page.
    expect(home).not.toContain(seededText("offerings", 3, language).title);
  });

  it.each(languages)(
    "the footer's years run from the founding year to this year, and About counts the team from the settings (%s)",
    async (language) => {
      const { html } = await page(`/about?lng=${language}`);
      const year = new Date().getUTCFullYear();
      expect(sectionText(html, "<footer", "footer")).toContain(`© ${settings.figures.foundedYear}–${year}`);
      const figures = sectionText(html, 'aria-labelledby="expertise"', "section");
      expect(figures).toContain(String(settings.figures.teamSize));
      expect(html).toContain(`"foundingDate":"${settings.figures.foundedYear}"`);
    },
  );
});
