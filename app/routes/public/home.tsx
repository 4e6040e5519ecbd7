import { useTranslation } from "react-i18next";
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
import { staticPageMeta } from "../../../common/page-meta";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/home";
import { appContext } from "../../../server/load-context.server";
import { readDatabase } from "~/lib/database-reads.server";
import { inLanguage } from "~/lib/site-details.server";
import { withServicePages } from "./home.server";

export const handle: RouteHandle = { i18n: ["home", "projects"] };

/** The home page's share of the lists: twelve partners' logos and six recent projects. */
const partnersOnHome = 12;
const projectsOnHome = 6;

export async function loader({ context }: Route.LoaderArgs) {
  const { t, language, siteSettings, content } = context.get(appContext);
  const [{ offer, figures }, offerings, featuredProjects, testimonials, partners, projects, services] = await readDatabase(
    () =>
    Promise.all([
      siteSettings(),
      content("offerings"),
      content("featured-project"),
      content("testimonials"),
      content("partners"),
      content("projects"),
      content("services"),
    ]),
  );
  return {
    meta: staticPageMeta(t, "home"),
    figures,
    // A card's "See the service" link only while a visible service has that address.
    offerings: withServicePages(offerings, services),
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

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("home");
  return (
    <>
      <Hero
        showcase={
          loaderData.featuredProject && {
            image: loaderData.featuredProject.image,
            alt: loaderData.featuredProject.imageAlt || loaderData.featuredProject.title,
          }
        }
      />
      {loaderData.offerings.length > 0 && <ServicesSection offerings={loaderData.offerings} />}
      {loaderData.featuredProject && <FeaturedProject project={loaderData.featuredProject} />}
      <WhyChooseUs />
      <NumbersSection figures={loaderData.figures} />
      <TestimonialCarousel testimonials={loaderData.testimonials} />
      <PartnersSection partners={loaderData.partners} />
      <PortfolioGrid projects={loaderData.projects} />
      <CtaBanner title={t("cta.title")} text={t("cta.text")} button={t("cta.button")} to="/contact" />
      <NewsletterBox />
      {loaderData.offer && <SpecialOffer offer={loaderData.offer} />}
    </>
  );
}
