import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aboutFigureValue } from "../../common/content/figures";
import type { ContentItem } from "../../common/content/items";
import type { ContentKind } from "../../common/content/kinds";
import { type Language, languageCodes as languages } from "../../common/i18n/languages";
import { type MarketingFigures, siteSettingsSchema } from "../../common/settings";
import { copyrightYears } from "../../app/components/layout/footer";
import { homeServiceCards } from "../../app/routes/public/home.server";
import type { Service } from "../../app/lib/site-content";
import { listContentItems } from "../../server/db/content-items.server";
import { migrationProvider } from "../../server/db/migrations/index.server";
import { defaultSiteSettings, ensureSiteSettings } from "../../server/db/site-settings.server";
import { demoContent, revisedDemoContent } from "../../server/seed/site-content/believable-demo.server";
import { offerTexts } from "../../server/seed/site-content/case-studies.server";
import { seedDemoContent } from "../../server/seed/seed.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";

// The contradiction guard (issue 42, decision 062): a freshly seeded demo, read back from
// the database in four languages, tells one story. Each kind of contradiction a buyer found
// has its own check, so a later edit of the seed that brings one back fails here.

type Text = Record<string, any>;
const textIn = (item: ContentItem, language: Language): Text => ({ ...item.text.en, ...item.text[language] });

/** Every string in a value, however deep. */
const stringsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.values(value).flatMap(stringsOf)
      : [];

/** A claim that the work shown is from the current year, as each language says it. */
const thisYear: Record<Language, RegExp> = {
  en: /\bthis year\b/iu,
  tr: /\bbu yıl/iu,
  ru: /в этом году|нынешнем году|текущем году/iu,
  az: /\bbu il\b|\bbu ilin\b|\bbu ildə\b/iu,
};

/**
 * A number followed by what the settings count (years, projects, clients, people on the
 * team), as each language writes it: what the figure is, and the number written.
 */
const figureClaims: Record<Language, [keyof MarketingFigures, RegExp][]> = {
  en: [
    ["yearsOfExperience", /(\d+)\+? years?\b/giu],
    ["projectsDelivered", /(\d+)\+? projects\b/giu],
    ["partners", /(\d+)\+? (?:clients|partners)\b/giu],
    ["teamSize", /(\d+)\+? (?:specialists|experts|people on our team)\b/giu],
    ["foundedYear", /\bsince (\d{4})\b/giu],
  ],
  tr: [
    ["yearsOfExperience", /(\d+)\+? yıl/giu],
    ["projectsDelivered", /(\d+)\+? proje/giu],
    ["partners", /(\d+)\+? (?:müşteri|iş ortağı)/giu],
    ["teamSize", /(\d+)\+? uzman/giu],
    ["foundedYear", /(\d{4})'(?:ten|den|dan|tan) (?:bu yana|beri)/giu],
  ],
  ru: [
    ["yearsOfExperience", /(\d+)\+? (?:год|года|лет)\b/giu],
    ["projectsDelivered", /(\d+)\+? проект/giu],
    ["partners", /(\d+)\+? (?:клиент|партн[её]р)/giu],
    ["teamSize", /(\d+)\+? специалист/giu],
    ["foundedYear", /с (\d{4}) года/giu],
  ],
  az: [
    ["yearsOfExperience", /(\d+)\+? il(?:lik)?\b/giu],
    ["projectsDelivered", /(\d+)\+? layihə/giu],
    ["partners", /(\d+)\+? (?:müştəri|tərəfdaş)/giu],
    ["teamSize", /(\d+)\+? mütəxəssis/giu],
    ["foundedYear", /(\d{4})-(?:ci|cü|cı|cu) ildən/giu],
  ],
};

/** An About page figure whose label speaks of what a setting counts. */
const figureLabel: Record<Language, RegExp> = {
  en: /team|specialist|project|client|partner|years/iu,
  tr: /ekip|uzman|proje|müşteri|ortak|yıl/iu,
  ru: /команд|специалист|проект|клиент|партн|лет/iu,
  az: /komanda|mütəxəssis|layihə|müştəri|tərəfdaş|il\b/iu,
};

/** Agency-level text, where a figure is the agency's (a case study's figures are its client's). */
const agencyKinds: ContentKind[] = [
  "home-page",
  "about-page",
  "page-texts",
  "services-page",
  "packages-page",
  "footer",
  "calls-to-action",
  "faq",
  "packages",
  "services",
  "pages",
];

/** Runs of three words, each cut to its first five letters so inflected forms meet ("поддержки", "поддержка"). */
function wordRuns(text: string): Set<string> {
  const words = text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2 && !/^\d+$/.test(word))
    .map((word) => word.slice(0, 5));
  return new Set(words.slice(2).map((word, index) => `${words[index]} ${words[index + 1]} ${word}`));
}

const monthOf = (date: Date) => `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
const monthsBetween = (from: string, to: string) => {
  const [fromYear, fromMonth] = from.split("-").map(Number) as [number, number];
  const [toYear, toMonth] = to.split("-").map(Number) as [number, number];
  return (toYear - fromYear) * 12 + toMonth - fromMonth;
};

describe.each(testDialects)("the seeded demo tells one story on %s", (dialect) => {
  let database: TestDatabase;
  let seededAt: Date;
  const content = {} as Record<ContentKind, ContentItem[]>;
  const settings = siteSettingsSchema.parse(defaultSiteSettings({}));
  let posts: { status: string; language: string; publishedAt: Date | null; text: string[] }[];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    seededAt = new Date();
    await seedDemoContent(database.db);
    for (const kind of [
      ...agencyKinds,
      "projects",
      "team",
      "about-figures",
      "featured-project",
      "testimonials",
    ] as const)
      content[kind] = await listContentItems(database.db, kind, { visibleOnly: true });
    const rows = await database.db
      .selectFrom("posts")
      .select(["status", "language", "publishedAt", "title", "excerpt", "content", "seoTitle", "seoDescription"])
      .execute();
    posts = rows.map(({ status, language, publishedAt, ...text }) => ({
      status,
      language,
      publishedAt: publishedAt === null ? null : new Date(publishedAt),
      text: Object.values(text),
    }));
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("dates nothing in the future: the latest case study a few months before the seed, posts over the months before it", () => {
    const now = monthOf(seededAt);
    const completed = content.projects.map((project) => project.fields.completed as string).sort();
    for (const month of completed) expect(monthsBetween(month, now)).toBeGreaterThan(0);
    const latest = monthsBetween(completed.at(-1)!, now);
    expect(latest).toBeGreaterThanOrEqual(1);
    expect(latest).toBeLessThanOrEqual(6);

    const published = posts.filter((post) => post.status === "published");
    expect(published.length).toBeGreaterThan(0);
    const ages = published.map((post) => (seededAt.getTime() - post.publishedAt!.getTime()) / 86_400_000);
    for (const age of ages) expect(age).toBeGreaterThan(0);
    // Spread over the last months: a recent one, none older than a year.
    expect(Math.min(...ages)).toBeLessThan(31);
    expect(Math.max(...ages)).toBeLessThan(366);
  });

  it.each(languages)(
    "claims no work from 'this year' over older projects, and names no year to come (%s)",
    (language) => {
      const year = seededAt.getUTCFullYear();
      const allThisYear = content.projects.every((project) =>
        (project.fields.completed as string).startsWith(`${year}-`),
      );
      const texts = [
        ...Object.values(content).flatMap((items) => items.flatMap((item) => stringsOf(textIn(item, language)))),
        ...posts.filter((post) => post.language === language).flatMap((post) => post.text),
      ];
      if (!allThisYear) expect(texts.filter((text) => thisYear[language].test(text))).toEqual([]);
      const years = texts.flatMap((text) => [...text.matchAll(/\b(20\d\d)\b/gu)].map((match) => Number(match[1])));
      expect(years.filter((mentioned) => mentioned > year)).toEqual([]);
    },
  );

  it("sells on the home page the services /services lists, from the one list", () => {
    const services = content.services.map((item) => ({
      id: item._id,
      slug: item.slug,
      ...item.fields,
      ...textIn(item, "en"),
    }));
    const cards = homeServiceCards(services as unknown as Service[]);
    expect(cards.map((card) => card.serviceSlug)).toEqual(content.services.map((item) => item.slug));
    // A buyer reads the same six on both pages, in every language.
    for (const language of languages) {
      const titles = content.services.map((item) => textIn(item, language).title as string);
      expect(new Set(titles).size).toBe(titles.length);
    }
  });

  it("credits on each case study only people shown on the team page, as many as the settings' team size", () => {
    // `content.team` holds the visible members only: each credited id must be one of them.
    const team = new Set(content.team.map((member) => member._id));
    expect(new Set(content.team.map((member) => member.fields.name)).size).toBe(settings.figures.teamSize);
    for (const project of content.projects) {
      const ids = project.fields.team as string[];
      expect(ids.length, project.slug!).toBeGreaterThanOrEqual(2);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.filter((id) => !team.has(id))).toEqual([]);
    }
  });

  it.each(languages)("quotes the agency's figures from the settings only (%s)", (language) => {
    const { figures } = settings;
    const wrong: string[] = [];
    for (const kind of agencyKinds)
      for (const item of content[kind])
        for (const text of stringsOf(textIn(item, language)))
          for (const [figure, pattern] of figureClaims[language])
            for (const match of text.matchAll(pattern))
              if (Number(match[1]) !== figures[figure])
                wrong.push(`${kind}: ${match[0]} (settings: ${figures[figure]})`);
    expect(wrong).toEqual([]);
    // An About figure about the team, its projects or clients reads its number from the settings.
    for (const item of content["about-figures"]) {
      if (!figureLabel[language].test(textIn(item, language).label as string)) continue;
      expect(item.fields.source).not.toBe("own");
      const value = aboutFigureValue(item.fields as never, figures);
      expect(value).toBe(figures[item.fields.source as keyof MarketingFigures]);
    }
    // Years of experience fit in the years since the founding.
    expect(figures.yearsOfExperience).toBeLessThanOrEqual(seededAt.getUTCFullYear() - figures.foundedYear);
  });

  it("runs the footer's years from the founding year in the settings to the current year", () => {
    const years = copyrightYears(settings.figures.foundedYear, seededAt);
    expect(years).toEqual({ from: settings.figures.foundedYear, to: seededAt.getUTCFullYear() });
    // Next year the range moves with the calendar, not with a stored value.
    const nextYear = new Date(Date.UTC(seededAt.getUTCFullYear() + 1, 5, 1));
    expect(copyrightYears(settings.figures.foundedYear, nextYear).to).toBe(seededAt.getUTCFullYear() + 1);
  });

  it.each(languages)("gives as the offer's bonus nothing the home page promises as standard (%s)", (language) => {
    const offer = wordRuns(`${settings.offer.title[language]} ${settings.offer.text[language]}`);
    const home = content["home-page"].flatMap((item) => stringsOf(textIn(item, language)));
    const shared = home.flatMap((text) => [...wordRuns(text)].filter((run) => offer.has(run)));
    expect(shared).toEqual([]);
  });

  it.each(languages)(
    "tells each case study in full: client, sector, challenge, approach, deliverables, measured results, a quote, captions (%s)",
    (language) => {
      for (const project of content.projects) {
        const text = textIn(project, language);
        for (const key of [
          "client",
          "sector",
          "challenge",
          "approach",
          "testimonialQuote",
          "testimonialAuthor",
          "testimonialRole",
        ])
          expect(text[key], `${project.slug} ${key}`).toMatch(/\p{L}/u);
        expect(text.features.length).toBeGreaterThanOrEqual(3);
        expect(text.results.length).toBeGreaterThanOrEqual(3);
        for (const result of text.results as { value: string }[]) expect(result.value).toMatch(/\d/);
        expect(text.imageCaptions).toHaveLength((project.fields.images as string[]).length);
        // Written in the language itself, not left to the English.
        if (language !== "en") expect(project.text[language]!.challenge).not.toBe(project.text.en!.challenge);
      }
      // The demo's clients are fictional: no "Live site" link leads to a domain that is not theirs.
      for (const project of content.projects) expect(project.fields.liveUrl).toBe("");
      for (const featured of content["featured-project"]) expect(featured.fields.liveUrl).toBe("");
    },
  );
});

describe.each(testDialects)("the 2027-01-24 case studies migration on %s", (dialect) => {
  let database: TestDatabase;
  afterAll(async () => {
    await database?.drop();
  });

  it("writes the case studies where the content still reads as before, keeps staff's edits, and goes back down", async () => {
    database = await createTestDatabase(dialect, { migrate: false });
    const { db } = database;
    const migrator = new Migrator({ db, provider: migrationProvider });
    await migrator.migrateTo("2027-01-22-imports");
    // Staff dated MedLine themselves and rewrote the offer's English text.
    await sql`update content_items set fields = ${JSON.stringify({ ...revisedDemoContent.projects[1]!.fields, completed: "2024-02" })}
      where kind = 'projects' and slug = '2'`.execute(db);
    await ensureSiteSettings(db, {});
    const [row] = await db.selectFrom("siteSettings").select(["id", "document"]).execute();
    const document = JSON.parse(row!.document);
    const shippedOffer = { ...offerTexts.shipped, en: "Our own offer." };
    await db
      .updateTable("siteSettings")
      .set({ document: JSON.stringify({ ...document, offer: { ...document.offer, text: shippedOffer } }) })
      .where("id", "=", row!.id)
      .execute();

    const { results } = await migrator.migrateTo("2027-01-24-case-studies");
    expect(results?.map((result) => result.migrationName)).toEqual(["2027-01-24-case-studies"]);
    const projects = await listContentItems(db, "projects");
    expect(projects[0]!.text.ru!.challenge).toBe(demoContent.projects[0]!.text.ru!.challenge);
    expect(projects[0]!.fields.liveUrl).toBe("");
    expect(projects[1]!.fields.completed).toBe("2024-02");
    expect(projects[1]!.text.az!.approach).toBe(demoContent.projects[1]!.text.az!.approach);
    const team = (await listContentItems(db, "team")).map((member) => member.fields.name);
    expect(team).toEqual(demoContent.team.map((member) => member.fields.name));
    const offer = JSON.parse(
      (await db.selectFrom("siteSettings").select("document").executeTakeFirstOrThrow()).document,
    ).offer.text;
    expect(offer).toEqual({ ...offerTexts.revised, en: "Our own offer." });

    await migrator.migrateDown();
    const before = await listContentItems(db, "projects");
    expect(before[0]!.text.ru).toEqual(revisedDemoContent.projects[0]!.text.ru);
    expect(before[0]!.fields).toEqual(revisedDemoContent.projects[0]!.fields);
    expect((await listContentItems(db, "team")).map((member) => member.fields.name)).toEqual(
      revisedDemoContent.team.map((member) => member.fields.name),
    );
    const offerDown = JSON.parse(
      (await db.selectFrom("siteSettings").select("document").executeTakeFirstOrThrow()).document,
    ).offer.text;
    expect(offerDown).toEqual(shippedOffer);
  });
});
