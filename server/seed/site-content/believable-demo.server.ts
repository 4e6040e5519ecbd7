import type { ContentKind } from "../../../common/content/kinds";
import { type Language, languageCodes } from "../../../common/i18n/languages";
import { caseStudyRevisions, caseStudyTeam } from "./case-studies.server";
import {
  allShippedContent,
  remainingPageCopyAdditions,
  type ShippedAddition,
  type ShippedItem,
} from "./shipped.server";

/**
 * New values for one shipped item: `fields` and `text` name only what changes, the rest of
 * the item stays as shipped. `index` is the item's place in its kind's shipped list.
 */
export interface DemoRevision {
  kind: ContentKind;
  index: number;
  fields?: Record<string, unknown>;
  text?: Partial<Record<Language, Record<string, unknown>>>;
}

/** Caspian Market's one story, told the same wherever it appears. */
const caspianFounderQuote = {
  en: "Nova Digital took our marketplace from the first workshop to launch in 14 weeks. Pages open in under a second, and online orders have more than doubled since launch.",
  tr: "Nova Digital pazar yerimizi ilk atölyeden lansmana 14 haftada taşıdı. Sayfalar bir saniyeden kısa sürede açılıyor, online siparişlerimiz ise lansmandan bu yana iki katından fazla arttı.",
  ru: "Nova Digital провели наш маркетплейс от первого воркшопа до запуска за 14 недель. Страницы открываются быстрее чем за секунду, а онлайн-заказов с момента запуска стало больше чем вдвое.",
  az: "Nova Digital marketpleysimizi ilk iş görüşündən istifadəyə verilənədək 14 həftəyə hazırladı. Səhifələr bir saniyədən tez açılır, onlayn sifarişlərimiz isə o vaxtdan bəri iki dəfədən çox artıb.",
};

/** A service's process step durations in weeks, written the way each language says them. */
const weeks = {
  en: (low: number, high = low) => (low === high ? `${low} week${low === 1 ? "" : "s"}` : `${low}–${high} weeks`),
  tr: (low: number, high = low) => `${low === high ? low : `${low}–${high}`} hafta`,
  ru: (low: number, high = low) => `${low === high ? low : `${low}–${high}`} ${russianWeeks(high)}`,
  az: (low: number, high = low) => `${low === high ? low : `${low}–${high}`} həftə`,
};

function russianWeeks(count: number) {
  const lastTwo = count % 100;
  const last = count % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return "недель";
  if (last === 1) return "неделя";
  if (last >= 2 && last <= 4) return "недели";
  return "недель";
}

/**
 * The steps' durations of each shipped service, in weeks (`null` keeps the shipped text,
 * "Ongoing"), chosen so that they add up to the service's timeline: 6–8 weeks for the
 * short ones, 2–3 months for the medium ones, 4–6 months for mobile apps.
 */
const stepWeeks: Record<string, ([number] | [number, number] | null)[]> = {
  "web-development": [[1], [1, 2], [3, 4], [1]],
  "ui-design": [[1, 2], [1, 2], [3], [1]],
  "web-solutions": [[1], [1], [4, 6], null],
  "mobile-development": [[2], [3, 4], [12, 16], [1, 2]],
  "database-solutions": [[1, 2], [1, 2], [4, 6], [2]],
  "cloud-infrastructure": [[1], [2], [5, 8], null],
};

const languages = languageCodes;

function processRevisions(): DemoRevision[] {
  return allShippedContent.services.map((service, index) => {
    const steps = stepWeeks[service.slug!] ?? [];
    const text = Object.fromEntries(
      languages.map((language) => {
        const shipped = (service.text[language]?.process ?? []) as { duration?: string }[];
        const process = shipped.map((step, position) => {
          const range = steps[position];
          return range ? { ...step, duration: weeks[language](range[0], range[1]) } : step;
        });
        return [language, { process }];
      }),
    );
    return { kind: "services", index, text };
  });
}

/**
 * The demo as a buyer reads it (issue 30): one timeline per case study, quotes from people
 * who exist in the company, service timelines that add up, figures an agency would show,
 * and packages without prices as the spec draws them. Applied over the shipped content by
 * the 2027-01-06 migration, value by value, only where staff have not changed it.
 */
export const believableDemoRevisions: DemoRevision[] = [
  // The featured project is a client's marketplace, not an open-source product: its
  // figures are the client's results, with no source link nor GitHub numbers.
  {
    kind: "featured-project",
    index: 0,
    fields: { sourceUrl: "", users: null, stars: null, commits: null },
    text: {
      en: {
        description:
          "An online marketplace where 300 Baku shops sell to their customers: instant search, payments in manat and same-day delivery across the city. We took it from the first workshop to launch in 14 weeks.",
        results: allShippedContent.projects[0]!.text.en!.results,
      },
      tr: {
        description:
          "300 Bakü mağazasının müşterilerine satış yaptığı bir online pazar yeri: anında arama, manatla ödeme ve şehir genelinde aynı gün teslimat. Projeyi ilk atölyeden lansmana 14 haftada tamamladık.",
        results: allShippedContent.projects[0]!.text.tr!.results,
      },
      ru: {
        description:
          "Онлайн-маркетплейс, на котором 300 бакинских магазинов продают своим покупателям: мгновенный поиск, оплата в манатах и доставка по городу в день заказа. От первого воркшопа до запуска прошло 14 недель.",
        results: allShippedContent.projects[0]!.text.ru!.results,
      },
      az: {
        description:
          "300 Bakı mağazasının öz müştərilərinə satış etdiyi onlayn marketpleys: ani axtarış, manatla ödəniş və şəhər üzrə eyni gün çatdırılma. Layihəni ilk iş görüşündən istifadəyə verilənədək 14 həftəyə tamamladıq.",
        results: allShippedContent.projects[0]!.text.az!.results,
      },
    },
  },
  {
    kind: "projects",
    index: 0,
    text: Object.fromEntries(
      languages.map((language) => [language, { testimonialQuote: caspianFounderQuote[language] }]),
    ),
  },
  {
    kind: "testimonials",
    index: 0,
    text: Object.fromEntries(languages.map((language) => [language, { quote: caspianFounderQuote[language] }])),
  },
  // The second Caspian Market quote comes from its operations lead and speaks of the
  // support, not of a second timeline.
  {
    kind: "testimonials",
    index: 5,
    text: {
      en: {
        author: "Gunay Hasanova",
        position: "Head of Operations",
        quote:
          "Our sellers got to grips with the new dashboard in half a day. When a question comes up, the Nova Digital team still answers it the same day.",
      },
      tr: {
        author: "Günay Hasanova",
        position: "Operasyon Müdürü",
        quote:
          "Satıcılarımız yeni paneli yarım günde öğrendi. Bir soru çıktığında Nova Digital ekibi hâlâ aynı gün yanıtlıyor.",
      },
      ru: {
        author: "Гюнай Гасанова",
        position: "Операционный директор",
        quote:
          "Наши продавцы освоили новый кабинет за полдня. А если появляется вопрос, команда Nova Digital до сих пор отвечает в тот же день.",
      },
      az: {
        author: "Günay Həsənova",
        position: "Əməliyyatlar üzrə direktor",
        quote:
          "Satıcılarımız yeni idarəetmə panelini cəmi yarım günə mənimsədi. Sual yarananda Nova Digital komandası indi də həmin gün cavab verir.",
      },
    },
  },
  // A typical website takes 6–8 weeks, as the home page and the FAQ say.
  { kind: "services", index: 0, fields: { timeline: "short" } },
  ...processRevisions(),
  // Figures about the team and its clients instead of skill percentages.
  {
    kind: "about-figures",
    index: 0,
    fields: { value: 24, suffix: "" },
    text: {
      en: { label: "Specialists on our team" },
      tr: { label: "Ekibimizdeki uzman sayısı" },
      ru: { label: "Специалистов в команде" },
      az: { label: "Komandamızdakı mütəxəssis" },
    },
  },
  {
    kind: "about-figures",
    index: 1,
    fields: { value: 9, suffix: "" },
    text: {
      en: { label: "Countries our clients work in" },
      tr: { label: "Müşterilerimizin faaliyet gösterdiği ülke" },
      ru: { label: "Стран, где работают наши клиенты" },
      az: { label: "Müştərilərimizin fəaliyyət göstərdiyi ölkə" },
    },
  },
  {
    kind: "about-figures",
    index: 2,
    fields: { value: 70, suffix: "%" },
    text: {
      en: { label: "Clients who come back for another project" },
      tr: { label: "Yeni bir proje için geri dönen müşteriler" },
      ru: { label: "Клиентов возвращаются с новым проектом" },
      az: { label: "Yeni layihə üçün yenidən müraciət edən müştərilər" },
    },
  },
  // The spec's packages show no price; every card's button is its own text.
  ...[0, 1, 2].map((index): DemoRevision => ({ kind: "packages", index, fields: { price: null } })),
];

/** One shipped item with its revisions applied. */
export function reviseItem(item: ShippedItem, revisions: DemoRevision[]): ShippedItem {
  return revisions.reduce<ShippedItem>(
    (current, revision) => ({
      ...current,
      fields: { ...current.fields, ...revision.fields },
      text: Object.fromEntries(
        Object.entries(current.text).map(([language, text]) => [
          language,
          { ...text, ...revision.text?.[language as Language] },
        ]),
      ),
    }),
    item,
  );
}

/** One item with the texts added to it later (`remainingPageCopyAdditions`), language by language. */
function withAdditions(item: ShippedItem, additions: ShippedAddition[]): ShippedItem {
  const addition = additions.find((candidate) => candidate.slug === item.slug);
  if (!addition) return item;
  return {
    ...item,
    text: Object.fromEntries(
      Object.entries(item.text).map(([language, text]) => [
        language,
        { ...text, ...addition.text[language as Language] },
      ]),
    ),
  };
}

/** The demo content after the 2027-01-09 migration: shipped, revised, then with the texts added later. */
export const revisedDemoContent = Object.fromEntries(
  Object.entries(allShippedContent).map(([kind, items]) => [
    kind,
    items.map((item, index) =>
      withAdditions(
        reviseItem(
          item,
          believableDemoRevisions.filter((revision) => revision.kind === kind && revision.index === index),
        ),
        remainingPageCopyAdditions[kind as ContentKind] ?? [],
      ),
    ),
  ]),
) as Record<ContentKind, ShippedItem[]>;

/**
 * A project as the 2027-02-01 migration leaves it, but for one thing: its team is stored as
 * team items' ids (decision 073), which a fresh database draws at random, so here each is
 * named by the team member's `name` (unique on the team page, and what the migration matched).
 */
export function creditedByName(project: ShippedItem): ShippedItem {
  const team = (project.fields.team as { name: string }[]).map((member) => member.name);
  return { ...project, fields: { ...project.fields, team } };
}

/**
 * The revised demo with its case studies (2027-01-24), for a demo seeded at `seededAt`:
 * dates count back from that moment.
 */
export function demoContentSeededAt(seededAt: Date): Record<ContentKind, ShippedItem[]> {
  const revisions = caseStudyRevisions(
    seededAt,
    revisedDemoContent.projects.map((project) => project.slug),
  );
  return Object.fromEntries(
    Object.entries(revisedDemoContent).map(([kind, items]) => [
      kind,
      [
        ...items.map((item, index) => {
          const revised = reviseItem(
            item,
            revisions.filter((revision) => revision.kind === kind && revision.index === index),
          );
          return kind === "projects" ? creditedByName(revised) : revised;
        }),
        ...(kind === "team" ? caseStudyTeam : []),
      ],
    ]),
  ) as Record<ContentKind, ShippedItem[]>;
}

/** The demo content a fresh site has after every migration, as if seeded now. */
export const demoContent = demoContentSeededAt(new Date());
