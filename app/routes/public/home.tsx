import { FeaturedProject } from "~/components/home/featured-project";
import { Hero } from "~/components/home/hero";
import { NewsletterBox } from "~/components/home/newsletter-box";
import { NumbersSection } from "~/components/home/numbers-section";
import { PartnersSection } from "~/components/home/partners-section";
import { PortfolioGrid } from "~/components/home/portfolio-grid";
import { ServicesSection } from "~/components/home/services-section";
import { SpecialOffer } from "~/components/home/special-offer";
import { TestimonialCarousel } from "~/components/home/testimonial-carousel";
import { WhyChooseUs } from "~/components/home/why-choose-us";
import { CtaBanner } from "~/components/ui/cta-banner";
import { pageMeta } from "~/lib/seo";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/home";
import { appContext } from "../../../server/load-context.server";
import { readDatabase } from "~/lib/database-reads.server";
import { inLanguage } from "~/lib/site-details.server";
import { heroPictureOf, homeServiceCards } from "./home.server";
import { pageMetaOf, readCallToAction, readHomePage, readPageText } from "~/lib/page-texts.server";

export const handle: RouteHandle = { i18n: ["home", "projects"] };

/** The home page's share of the lists: twelve partners' logos and six recent projects. */
const partnersOnHome = 12;
const projectsOnHome = 6;

export async function loader({ context }: Route.LoaderArgs) {
  const { db, language, siteSettings, content, readSiteName } = context.get(appContext);
  const siteName = await readSiteName();
  const [
    { offer, figures },
    featuredProjects,
    testimonials,
    partners,
    projects,
    services,
    pageText,
    text,
    callToAction,
  ] = await readDatabase(() =>
    Promise.all([
      siteSettings(),
      content("featured-project"),
      content("testimonials"),
      content("partners"),
      content("projects"),
      content("services"),
      readPageText(content, "home"),
      readHomePage(content),
      readCallToAction(content, "home"),
    ]),
  );
  const heroPicture = await readDatabase(() => heroPictureOf(db, text.heroImage, language, text.heroTitle));
  return {
    meta: pageMetaOf(pageText, siteName),
    text,
    heroPicture,
    callToAction,
    figures,
    // "What we do" is the services page's own list (decision 062).
    offerings: homeServiceCards(services),
    // The admin's list lets staff keep more than one: the first shown one is featured, so
    // another can wait hidden, or be moved up, for its turn. None shown: no block.
    featuredProject: featuredProjects[0] ?? null,
    testimonials: testimonials.filter((testimonial) => testimonial.placements.includes("home")),
    partners: partners.slice(0, partnersOnHome),
    projects: projects.slice(0, projectsOnHome),
    /** The special offer's wording, or null when it is switched off. */
    offer: offer.enabled ? { title: inLanguage(offer.title, language), text: inLanguage(offer.text, language) } : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.meta, matches[0]?.loaderData?.language);

// Named too: the page editor's preview draws it from other data (decision 061).
export function HomePage({ loaderData }: Route.ComponentProps) {
  const { text, callToAction } = loaderData;
  return (
    <>
      <Hero
        text={text}
        picture={loaderData.heroPicture}
        showcase={
          loaderData.featuredProject && {
            image: loaderData.featuredProject.image,
            alt: loaderData.featuredProject.imageAlt || loaderData.featuredProject.title,
          }
        }
      />
      {loaderData.offerings.length > 0 && <ServicesSection offerings={loaderData.offerings} heading={{ title: text.servicesTitle, lead: text.servicesLead }} />}
      {loaderData.featuredProject && <FeaturedProject project={loaderData.featuredProject} label={text.featuredLabel} />}
      <WhyChooseUs heading={{ title: text.whyTitle, lead: text.whyLead }} benefits={text.benefits} />
      <NumbersSection figures={loaderData.figures} title={text.numbersTitle} />
      <TestimonialCarousel
        testimonials={loaderData.testimonials}
        heading={{ title: text.testimonialsTitle, lead: text.testimonialsLead }}
      />
      <PartnersSection partners={loaderData.partners} heading={{ title: text.partnersTitle, lead: text.partnersLead }} />
      <PortfolioGrid projects={loaderData.projects} heading={{ title: text.portfolioTitle, lead: text.portfolioLead }} />
      <CtaBanner {...callToAction} to="/contact" />
      <NewsletterBox heading={{ title: text.newsletterTitle, lead: text.newsletterText }} />
      {loaderData.offer && <SpecialOffer offer={loaderData.offer} />}
    </>
  );
}

export default HomePage;
