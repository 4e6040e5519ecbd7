import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatFigure } from "../../app/lib/format-figure";
import { formatNumber, formatPrice } from "../../app/lib/locale-format";
import { type AdminClient, signInAsAdmin } from "../support/admin-client";
import { locale, visibleText } from "../support/html";
import { type RunningServer, startServer } from "../support/server";

// Staff edit the site content through the API; the public pages' server HTML (text, title,
// description, structured data, sitemap) shows the edit at once, in the right language,
// with English where a translation is missing (issue 15).

interface Item {
  _id: string;
  slug: string | null;
  visible: boolean;
  fields: Record<string, any>;
  text: Record<string, Record<string, any>>;
}

let server: RunningServer;
let admin: AdminClient;
beforeAll(async () => {
  server = await startServer();
  admin = await signInAsAdmin(server.url);
});
afterAll(() => server.dispose());

async function page(path: string) {
  const response = await fetch(`${server.url}${path}`);
  const html = await response.text();
  return { status: response.status, html, text: visibleText(html) };
}

async function items(kind: string): Promise<Item[]> {
  const { status, body } = await admin.call<{ items: Item[] }>("GET", `/api/content/${kind}`);
  expect(status).toBe(200);
  return body.items;
}

async function save(kind: string, item: Item, change: (item: Item) => void) {
  const edited = structuredClone(item);
  change(edited);
  const { slug, visible, fields, text } = edited;
  const { status } = await admin.call("PUT", `/api/content/${kind}/${item._id}`, { slug, visible, fields, text });
  expect(status).toBe(200);
}

describe("an edit by staff reaches the public pages' server HTML at once", () => {
  it("a service's new title and description, in Turkish, on its page, in its meta tags and on the list", async () => {
    const service = (await items("services")).find((item) => item.slug === "web-development")!;
    // Rendered once before the edit, so a cached copy would show the old text.
    expect((await page("/services/web-development?lng=tr")).text).toContain(service.text.tr!.title);

    const title = "Kurumsal Web Siteleri";
    const description =
      "Şirketinizi en iyi şekilde tanıtan, hızlı açılan ve kolayca güncellenen kurumsal web siteleri.";
    await save("services", service, (item) => {
      item.text.tr = { ...item.text.tr, title, description };
    });

    const detail = await page("/services/web-development?lng=tr");
    expect(detail.text).toContain(title);
    expect(detail.text).toContain(description);
    expect(detail.html).toContain(`<title>${title} | Nova Digital</title>`);
    expect(detail.html).toContain(`<meta property="og:title" content="${title} | Nova Digital"/>`);
    expect(detail.html).toContain(`<meta name="description" content="${description}"/>`);
    expect((await page("/services?lng=tr")).text).toContain(title);

    const english = await page("/services/web-development?lng=en");
    expect(english.text).toContain(service.text.en!.title);
    expect(english.text).not.toContain(title);
  });

  it("a project's new Russian subtitle, and a new project in the list, at its address and in the sitemap", async () => {
    const [project] = await items("projects");
    const subtitle = "Маркетплейс для трёхсот местных продавцов";
    await save("projects", project!, (item) => {
      item.text.ru = { ...item.text.ru, subtitle };
    });
    expect((await page(`/portfolio/${project!.slug}?lng=ru`)).text).toContain(subtitle);
    expect((await page("/portfolio?lng=ru")).text).toContain(subtitle);

    const created = await admin.call<Item>("POST", "/api/content/projects", {
      slug: "baku-metro",
      fields: {
        ...project!.fields,
        name: "Baku Metro",
        images: ["/images/projects/2-1.svg", "/images/projects/2-2.svg"],
      },
      text: {
        en: { ...project!.text.en, subtitle: "Journey planner for the city's metro" },
        ru: { ...project!.text.ru, subtitle: "Планировщик поездок по бакинскому метро" },
      },
    });
    expect(created.status).toBe(201);
    const list = await page("/portfolio?lng=ru");
    expect(list.text).toContain("Baku Metro");
    expect(list.html).toContain('href="/portfolio/baku-metro"');
    const detail = await page("/portfolio/baku-metro?lng=ru");
    expect(detail.status).toBe(200);
    expect(detail.text).toContain("Планировщик поездок по бакинскому метро");
    // The gallery shows the first image; the second comes with the page's data for the arrows.
    expect(detail.html).toContain('src="/images/projects/2-1.svg"');
    expect(detail.html).toContain("/images/projects/2-2.svg");
    expect((await page("/sitemap.xml")).html).toContain("/portfolio/baku-metro?lng=ru</loc>");
  });

  it("an FAQ answer edited in Azerbaijani, on the page and in its FAQPage data", async () => {
    const [first] = await items("faq");
    expect((await page("/faq?lng=az")).text).toContain(first!.text.az!.question);
    const question = "Veb-sayt layihəsi adətən nə qədər vaxt aparır?";
    const answer = "Adi korporativ sayt ilk görüşdən istifadəyə verilənədək 5-7 həftə çəkir.";
    await save("faq", first!, (item) => {
      item.text.az = { question, answer };
    });
    const { text, html } = await page("/faq?lng=az");
    expect(text).toContain(question);
    expect(text).toContain(answer);
    const data = JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!);
    expect(data.mainEntity[0]).toMatchObject({ name: question, acceptedAnswer: { text: answer } });
  });

  it("a package shows a price only once staff set one, with its currency and period, and keeps its own button", async () => {
    const [basic, standard] = await items("packages");
    // A card ends with its last feature, then its button.
    const standardEnd = (text: Item["text"]) => `${(text.ru!.features as string[]).at(-1)} ${text.ru!.button}`;
    const before = await page("/packages?lng=ru");
    expect(before.text).toContain(standardEnd(standard!.text));
    // As the spec draws them, the seeded cards have no price.
    expect(before.text).not.toMatch(/\$/);

    await save("packages", basic!, (item) => {
      item.fields = { ...item.fields, price: 150, currency: "AZN", period: "once" };
    });
    await save("packages", standard!, (item) => {
      item.fields = { ...item.fields, price: 499, currency: "USD", period: "month" };
    });
    const after = await page("/packages?lng=ru");
    expect(after.text).toContain(standardEnd(standard!.text));
    for (const language of ["en", "ru", "az"]) {
      const { text } = await page(`/packages?lng=${language}`);
      const perMonth = locale(language, "packages", "price.month").replace(
        "{{price}}",
        formatPrice(499, "USD", language),
      );
      const once = locale(language, "packages", "price.once").replace("{{price}}", formatPrice(150, "AZN", language));
      expect(text).toContain(perMonth.replace(/\s+/g, " "));
      expect(text).toContain(once.replace(/\s+/g, " "));
      expect(text).not.toContain(formatPrice(799, "USD", language));
    }
  });

  it("the marketing figures, set once in the settings, on the home page and in the menu of every page", async () => {
    const { body: settings } = await admin.call("GET", "/api/settings");
    const figures = { ...settings.figures, projectsDelivered: 345, yearsOfExperience: 12, satisfactionPercent: 97 };
    expect((await admin.call("PUT", "/api/settings", { ...settings, figures })).status).toBe(200);
    const home = await page("/?lng=tr");
    // One row of figures on the home page (issue 16): the count-up row shows them all, and
    // the rest of the page's main text repeats none of them.
    const main = home.html.match(/<main[^>]*>([\s\S]*)<\/main>/)![1]!;
    const row = main.match(/<section aria-labelledby="home-numbers"[\s\S]*?<\/section>/)![0];
    const rest = visibleText(main.replace(row, ""));
    for (const figure of [formatFigure(345, "+", "tr"), formatFigure(97, "%", "tr"), formatFigure(12, "+", "tr")]) {
      expect(visibleText(row)).toContain(figure);
      expect(rest).not.toContain(figure);
    }
    // The mobile menu of another page quotes the same figures.
    expect((await page("/faq?lng=ru")).text).toMatch(/345 ?\+/);
  });

  it("a home testimonial's portrait beside the person's name, and initials in a circle while it has none", async () => {
    const testimonials = (await items("testimonials")).filter((item) => item.fields.placements.includes("home"));
    const [first, second] = testimonials;
    const slides = (html: string) => html.match(/aria-roledescription="slide"[\s\S]*?<\/figure>/g) ?? [];
    const before = slides((await page("/")).html);
    expect(before).toHaveLength(testimonials.length);
    // Kamran Aliyev: "KA", in a circle.
    expect(before[0]).toMatch(/<span data-testimonial-initials[^>]*>KA<\/span>/);
    expect(before[0]).not.toContain("<img");

    await save("testimonials", first!, (item) => {
      item.fields.portrait = "/images/team/leyla.svg";
    });
    const after = slides((await page("/?lng=az")).html);
    expect(after[0]).toMatch(/<img data-testimonial-portrait[^>]*src="\/images\/team\/leyla.svg"/);
    expect(after[0]).not.toContain("data-testimonial-initials");
    expect(after[0]).toContain(first!.text.az!.author);
    // The others keep their initials.
    expect(after[1]).toContain("data-testimonial-initials");
    expect(after[1]).toContain(second!.text.az!.author);
  });

  it("the home page's card title in Russian (a service's) and the featured project's figures", async () => {
    const [marketing] = await items("services");
    const [featured] = await items("featured-project");
    // Rendered once before the edit, so a cached copy would show the old text.
    const before = await page("/?lng=ru");
    expect(before.text).toContain(marketing!.text.ru!.title);
    expect(before.text).toContain(featured!.text.ru!.title);

    const title = "Продвижение в интернете";
    await save("services", marketing!, (item) => {
      item.text.ru = { ...item.text.ru, title };
    });
    await save("featured-project", featured!, (item) => {
      item.fields = { ...item.fields, users: 12_345, stars: 2_048, commits: 1_234 };
    });

    const figure = (value: number, language: string) => formatNumber(value, language).replace(/\s+/g, " ");
    const home = await page("/?lng=ru");
    expect(home.text).toContain(title);
    expect(home.text).not.toContain(marketing!.text.ru!.title);
    for (const value of [12_345, 2_048, 1_234]) expect(home.text).toContain(figure(value, "ru"));
    expect(home.text).not.toContain(figure(7_500, "ru"));
    // English keeps its title; the figures are the same in every language.
    const english = await page("/?lng=en");
    expect(english.text).toContain(marketing!.text.en!.title);
    expect(english.text).not.toContain(title);
    expect(english.text).toContain(figure(12_345, "en"));
  });

  it("an item without a translation falls back to English on ?lng=az", async () => {
    const question = "Do you build online shops with Azerbaijani payment providers?";
    const created = await admin.call("POST", "/api/content/faq", {
      fields: {},
      text: { en: { question, answer: "Yes, with the local banks' card gateways." } },
    });
    expect(created.status).toBe(201);
    const faq = await page("/faq?lng=az");
    expect(faq.html).toContain('<html lang="az"');
    expect(faq.text).toContain(question);

    const [service] = await items("services");
    const english = { ...service!.text.en!, title: "Search Engine Audits", subtitle: "Findable pages, measured" };
    const added = await admin.call("POST", "/api/content/services", {
      slug: "seo-audits",
      fields: service!.fields,
      text: { en: english },
    });
    expect(added.status).toBe(201);
    const detail = await page("/services/seo-audits?lng=az");
    expect(detail.status).toBe(200);
    expect(detail.text).toContain("Search Engine Audits");
    expect(detail.text).toContain("Findable pages, measured");
    // The interface around it stays Azerbaijani.
    expect(detail.text).toContain(locale("az", "services", "detail.overview"));
  });
});

describe("page copy, the navigation and simple pages are content too (decision 040)", () => {
  it("the home hero and the contact page's SEO title in Turkish show at once; an emptied Turkish field shows the English", async () => {
    const [home] = await items("home-page");
    const contact = (await items("page-texts")).find((item) => item.slug === "contact")!;
    // Rendered once before the edit, so a cached copy would show the old text.
    expect((await page("/?lng=tr")).text).toContain(home!.text.tr!.heroLead);

    await save("home-page", home!, (item) => {
      const { heroTitle: _emptied, ...turkish } = item.text.tr!;
      item.text.tr = { ...turkish, heroLead: "Markanızı büyüten hızlı siteler, tek ekipten." };
    });
    await save("page-texts", contact, (item) => {
      item.text.tr = { ...item.text.tr, seoTitle: "Projenizi konuşalım" };
    });

    const turkish = await page("/?lng=tr");
    expect(turkish.text).toContain("Markanızı büyüten hızlı siteler, tek ekipten.");
    // No Turkish title any more: the English one stands in, beside the Turkish highlight.
    expect(turkish.text).toContain(`${home!.text.en!.heroTitle} ${home!.text.tr!.heroHighlight}`);
    expect((await page("/contact?lng=tr")).html).toContain("<title>Projenizi konuşalım | Nova Digital</title>");
    expect((await page("/contact")).html).toContain(`<title>${contact.text.en!.seoTitle} | Nova Digital</title>`);
    expect((await page("/")).text).toContain(home!.text.en!.heroLead);
  });

  it("a step of the services page's process and the footer's words in Turkish show at once; English is unchanged", async () => {
    const [servicesPage] = await items("services-page");
    const [footer] = await items("footer");
    // Rendered once before the edit, so a cached copy would show the old text.
    expect((await page("/services?lng=tr")).text).toContain(servicesPage!.text.tr!.processSteps[0].title);

    const step = {
      title: "Keşif atölyesi",
      text: "İlk hafta hedeflerinizi ve müşterilerinizi birlikte netleştiriyoruz.",
    };
    const about = "Bakü'den, büyümek isteyen işletmeler için siteler, uygulamalar ve markalar.";
    await save("services-page", servicesPage!, (item) => {
      item.text.tr = { ...item.text.tr, processSteps: [step, ...item.text.tr!.processSteps.slice(1)] };
    });
    await save("footer", footer!, (item) => {
      item.text.tr = { about };
    });

    const turkish = await page("/services?lng=tr");
    expect(turkish.text).toContain(`${step.title} ${step.text}`);
    expect(turkish.text).toContain(about);
    expect((await page("/about?lng=tr")).text).toContain(about);
    const english = await page("/services");
    expect(english.text).toContain(servicesPage!.text.en!.processSteps[0].title);
    expect(english.text).toContain(footer!.text.en!.about);
    expect(english.text).not.toContain(step.title);
    expect(english.text).not.toContain(about);
  });

  it("the references page's lead counts the clients shown wherever staff put {{count}}", async () => {
    const references = (await items("page-texts")).find((item) => item.slug === "references")!;
    const shown = (await items("partners")).filter((partner) => partner.visible).length;
    expect((await page("/references?lng=ru")).text).toContain(
      references.text.ru!.lead.replace("{{count}}", String(shown)),
    );
    await save("page-texts", references, (item) => {
      item.text.ru = { ...item.text.ru, lead: "Клиентов, которые нам доверяют: {{count}}." };
    });
    expect((await page("/references?lng=ru")).text).toContain(`Клиентов, которые нам доверяют: ${shown}.`);
    expect((await page("/references")).text).toContain(references.text.en!.lead.replace("{{count}}", String(shown)));
  });

  it("a link moved and relabelled in the admin is where the header and footer show it, in their order", async () => {
    const links = await items("navigation");
    const faq = links.find((link) => link.fields.href === "/faq")!;
    await save("navigation", faq, (item) => {
      item.fields.placements = ["header", "footer"];
      item.text.ru = { label: "Вопросы" };
    });
    const { html } = await page("/?lng=ru");
    const footer = html.match(/<footer[\s\S]*<\/footer>/)![0];
    const footerLinks = [...footer.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((match) => match[1]);
    expect(footerLinks.indexOf("/faq")).toBeGreaterThan(footerLinks.indexOf("/contact"));
    expect(footerLinks.indexOf("/faq")).toBeLessThan(footerLinks.indexOf("/muraciet"));
    expect(footer).toContain(">Вопросы</a>");
    const header = html.match(/<header[\s\S]*<\/header>/)![0];
    expect(header).toContain('href="/faq"');
  });
});
