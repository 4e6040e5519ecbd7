import { Migrator, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { listContentItems } from "../../server/db/content-items.server";
import { migrationProvider } from "../../server/db/migrations/index.server";
import { demoContent, revisedDemoContent } from "../../server/seed/site-content/believable-demo.server";
import { allShippedContent } from "../../server/seed/site-content/shipped.server";
import { languageCodes as languages } from "../../common/i18n/languages";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";
import { locale } from "../support/html";
import { seededTextOf } from "../support/seeded-content";

/** Every length of time a text gives in weeks or months, as written ("14 weeks", "üç ay"). */
const durationPattern: Record<string, RegExp> = {
  en: /\b(?:\d+(?:–\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen) (?:weeks?|months?)\b/giu,
  tr: /(?:\d+(?:–\d+)?|bir|iki|üç|dört|beş|altı|yedi|sekiz|dokuz|on) (?:hafta|ay)/giu,
  ru: /(?:\d+(?:–\d+)?|один|два|три|четыре|пять|шесть|семь|восемь|девять|десять) (?:недел|месяц)\p{L}*/giu,
  az: /(?:\d+(?:–\d+)?|bir|iki|üç|dörd|beş|altı|yeddi|səkkiz|doqquz|on) (?:həftə|ay)/giu,
};
const durationsIn = (text: string, language: string) => text.match(durationPattern[language]!) ?? [];

type Text = Record<string, any>;
const textOf = (item: { text: Record<string, Text> }, language: string) => ({
  ...item.text.en,
  ...item.text[language],
});

describe("the demo tells one story per fact, in every language", () => {
  // The one timeline of the Caspian Market case study.
  const caspianTimeline = { en: "14 weeks", tr: "14 hafta", ru: "14 недель", az: "14 həftə" } as Record<string, string>;

  it.each(languages)(
    "Caspian Market took the same 14 weeks on the home page, its project page and every quote (%s)",
    (language) => {
      const caspianProject = demoContent.projects.find((item) => item.fields.name === "Caspian Market")!;
      const texts = [
        textOf(demoContent["featured-project"][0]!, language).description,
        textOf(caspianProject, language).description,
        textOf(caspianProject, language).testimonialQuote,
        ...demoContent.testimonials
          .filter((item) => textOf(item, language).company === "Caspian Market")
          .map((item) => textOf(item, language).quote),
      ] as string[];
      expect(texts.flatMap((text) => durationsIn(text, language))).toEqual([
        caspianTimeline[language],
        caspianTimeline[language],
        caspianTimeline[language],
      ]);
    },
  );

  it("quotes credited to one company come from different people, each with a position", () => {
    const companies = new Set(demoContent.testimonials.map((item) => item.text.en!.company));
    for (const company of companies) {
      const quotes = demoContent.testimonials.filter((item) => item.text.en!.company === company);
      for (const language of languages) {
        const authors = quotes.map((item) => textOf(item, language).author);
        expect(new Set(authors).size).toBe(authors.length);
        for (const item of quotes) expect(textOf(item, language).position).not.toBe("");
      }
    }
  });

  it.each(languages)(
    "Web development's timeline is the home page's typical website, and its steps add up to it (%s)",
    (language) => {
      const web = demoContent.services.find((item) => item.slug === "web-development")!;
      const timeline = locale(language, "services", `detail.timelineValues.${web.fields.timeline}`);
      // The home page's first benefit, fast delivery, names the typical website's timeline.
      const [fastDelivery] = seededTextOf("home-page", null, language).benefits as { text: string }[];
      expect(durationsIn(fastDelivery!.text, language)).toEqual([timeline]);
      // Each step's weeks, low and high, add up to the timeline's range.
      const [low, high] = (textOf(web, language).process as { duration: string }[]).reduce(
        ([sumLow, sumHigh], step) => {
          const [from, to = from] = step.duration.match(/\d+/g)!.map(Number);
          return [sumLow + from!, sumHigh + to!];
        },
        [0, 0],
      );
      expect(timeline).toMatch(new RegExp(`^${low}–${high} `));
    },
  );

  it("the figures on the About page are about the team and its clients, not skill percentages", () => {
    const labels = demoContent["about-figures"].map((item) => item.text.en!.label);
    expect(labels).not.toEqual(expect.arrayContaining(["Development", "Design", "Innovation"]));
  });

  it("the featured client project carries no developer metrics nor source link", () => {
    const [featured] = demoContent["featured-project"];
    expect(featured!.fields).toMatchObject({ sourceUrl: "", users: null, stars: null, commits: null });
    for (const language of languages) expect(textOf(featured!, language).results).toHaveLength(3);
  });

  it("the packages follow the spec: no price, 'İNDİ AL' on three cards in Azerbaijani", () => {
    expect(demoContent.packages.map((item) => item.fields.price)).toEqual([null, null, null, null]);
    expect(demoContent.packages.map((item) => item.text.az!.button)).toEqual([
      "7 GÜN PULSUZ SINA",
      "İNDİ AL",
      "İNDİ AL",
      "İNDİ AL",
    ]);
  });
});

describe.each(testDialects)("the demo's 2027-01-06 revision on %s", (dialect) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database?.drop();
  });

  it("rewrites what still reads as shipped, keeps what staff changed, and goes back down", async () => {
    database = await createTestDatabase(dialect, { migrate: false });
    const { db } = database;
    const migrator = new Migrator({ db, provider: migrationProvider });
    await migrator.migrateTo("2027-01-05-media-focal-point");
    // Staff rewrote the founder's English quote and priced the basic package.
    const founder = allShippedContent.testimonials[0]!;
    const ownQuote = "Fast, friendly and on time.";
    await sql`update content_items set text = ${JSON.stringify({ ...founder.text, en: { ...founder.text.en, quote: ownQuote } })}
      where kind = 'testimonials' and position = 0`.execute(db);
    const basic = allShippedContent.packages[0]!;
    await sql`update content_items set fields = ${JSON.stringify({ ...basic.fields, price: 150 })}
      where kind = 'packages' and position = 0`.execute(db);

    const { results } = await migrator.migrateTo("2027-01-06-demo-fixes");
    expect(results?.map((result) => result.migrationName)).toEqual(["2027-01-06-demo-fixes"]);
    const [testimonial] = await listContentItems(db, "testimonials");
    expect(testimonial!.text.en!.quote).toBe(ownQuote);
    expect(testimonial!.text.tr).toEqual(demoContent.testimonials[0]!.text.tr);
    const packages = await listContentItems(db, "packages");
    expect(packages.map((item) => item.fields.price)).toEqual([150, null, null, null]);
    for (const kind of ["services", "projects", "featured-project", "about-figures"] as const) {
      const stored = await listContentItems(db, kind);
      expect(stored.map(({ slug, fields, text }) => ({ slug, fields, text }))).toEqual(revisedDemoContent[kind]);
    }

    await migrator.migrateDown();
    const services = await listContentItems(db, "services");
    expect(services.map(({ fields, text }) => ({ fields, text }))).toEqual(
      allShippedContent.services.map(({ fields, text }) => ({ fields, text })),
    );
    expect((await listContentItems(db, "testimonials"))[5]!.text).toEqual(allShippedContent.testimonials[5]!.text);
  });
});
