import type { Language } from "../../../common/i18n/languages";
import type { DemoRevision } from "./believable-demo.server";
import caseStudies from "./case-studies.json";
import type { ShippedItem } from "./shipped.server";

/**
 * The demo's case studies (issue 42, decision 062): each project's sector, challenge,
 * approach and gallery captions in four languages, the people its teams credit added to
 * the team page, and its dates counted back from the moment the demo is seeded.
 */

/** The people the case studies credit, added to the team page after the four leads. */
export const caseStudyTeam: ShippedItem[] = caseStudies.teamMembers;

/** The special offer's text as shipped (its bonus, free support, is a standard promise) and as revised. */
export const offerTexts = caseStudies.offer as Record<"shipped" | "revised", Record<Language, string>>;

/**
 * How many months before the seed each project was completed, in the list's order: the
 * latest a few months ago, the others spread over the two years before.
 */
export const monthsBeforeSeed = [3, 5, 7, 9, 12, 14, 17, 20];

/** The year and month ("2026-08") `months` calendar months before `date`, in UTC. */
export function monthBefore(date: Date, months: number): string {
  const shifted = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1));
  return `${shifted.getUTCFullYear()}-${String(shifted.getUTCMonth() + 1).padStart(2, "0")}`;
}

const projectTexts = caseStudies.projects as Record<string, Record<Language, Record<string, unknown>>>;

/**
 * The revisions that turn the demo into one story, for a demo seeded at `seededAt`: the
 * case studies' new texts and dates, no "Live site" to a fictional domain, the home page's
 * lead over recent work without a "this year" and over the services without a count, and the About page's team size read from
 * the settings.
 */
export function caseStudyRevisions(seededAt: Date, projectSlugs: (string | null)[]): DemoRevision[] {
  return [
    ...projectSlugs.map((slug, index): DemoRevision => ({
      kind: "projects",
      index,
      fields: { completed: monthBefore(seededAt, monthsBeforeSeed[index] ?? monthsBeforeSeed.at(-1)!), liveUrl: "" },
      text: projectTexts[slug ?? ""] ?? {},
    })),
    { kind: "featured-project", index: 0, fields: { liveUrl: "" } },
    {
      kind: "home-page",
      index: 0,
      text: Object.fromEntries(
        Object.entries(caseStudies.portfolioLead).map(([language, portfolioLead]) => [
          language,
          // "What we do" lists the services now, so its lead counts no teams.
          { portfolioLead, servicesLead: caseStudies.servicesLead[language as Language] },
        ]),
      ),
    },
    { kind: "about-figures", index: 0, fields: { source: "teamSize", value: 12 } },
  ];
}
